"""The "expert" AI level: determinized Monte Carlo search over the smart AI, the same for every game.

At a decision with more than one choice, the seat takes a few candidates (the smart AI's pick, the
picks it makes with other random numbers, then other legal choices), deals the game again several
times as the seat may know it (`Game.determinize`: nothing it can't see is kept) and plays every
candidate out on every deal (the same deals for every candidate, so their differences are the
candidate's) with smart play for everyone. A playout ends with the game or, in long games, after a
number of moves; it is then worth the seat's share of the win, or a position value (the public race
on the game's own terms) turned into a likelihood of winning. The candidate worth most on average is
played; the smart pick wins ties and stays unless another beats it by a margin. Where the smart AI's
picks hardly vary (Moon-Bots), more candidates are screened first: each is played out on a few deals,
and only the smart pick and the best few go on to the full number of deals. Where playouts grow with the
table (Proponi), a bigger table gets fewer deals, so a decision stays within the budget.

Everything random comes from the `rng` given, so a seed gives the same choice every time; the amount
of work is fixed per game (not timed), chosen to stay under half a second of CPU per decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from engines.base import Game, IllegalAction, Rng, State


@dataclass(frozen=True)
class Budget:
    """How hard the expert looks in one game: `candidates` choices, each played out on `deals`
    determinized games, each playout cut after `horizon` moves (0: to the end), its position then
    valued by `value` (a score per seat; `scale` is the lead that makes a win likely, ~73 %)."""

    candidates: int = 4
    deals: int = 3
    horizon: int = 0
    value: Callable[[Game, State], list[float]] | None = None
    scale: float = 1.0
    margin: float = 0.0  # what another candidate must beat the smart pick by (a share of a win)
    picks: int = 3  # the smart AI asked this many times (on other deals) for candidates
    others: int = 1  # at most this many other legal choices, drawn at random, fill the candidates
    screen: int = 0  # deals every candidate is first played out on; 0: no screening round
    keep: int = 2  # after the screening round, the smart pick and this many of the best others go on
    crowd: int = 0  # `deals` are for up to this many players; a bigger table gets proportionally fewer
    # (its playouts are longer), never under 2; 0: the same at every count
    cut: Callable[[State, State], bool] | None = None  # (the deal, the playout now): stop and value it here
    smooth: bool = False  # a finished playout is worth the likelihood its final lead gives (`value`,
    # `scale`), not only 1 or 0: at a big table a win is rare and tells little, the margin more

    def deals_for(self, players: int) -> int:
        """The deals every kept candidate is played out on at a table of `players`."""
        if not self.crowd or players <= self.crowd:
            return self.deals
        return max(2, round(self.deals * self.crowd / players))


def _scores(game: Game, state: State) -> list[float]:
    return list(game.scores(state) or [])


DEFAULT = Budget()  # a game that sets no budget of its own
REFUSED = float("-inf")
# Steps back out of a sub-step to its menu (Bot Factory, Moon-Bots): never a candidate of their own. They
# lead back to the decision being made, and a search that picks one on a playout's noise goes round in
# circles (in Bot Factory, hundreds of menu-and-back steps in one game).
RETREATS = ("back",)


def expert(game: Game, state: object, seat: int, rng: Rng, budget: Budget = DEFAULT) -> str:
    """The action id the expert picks for `seat` (which must be pending), searching as hard as `budget`
    says (each game's own, `EXPERT` in its ai.py: a game tunes its search without touching the others')."""
    found = game.actions(state, seat)
    if len(found) == 1:
        return found[0].id
    candidates = _candidates(game, state, seat, rng, found, budget)
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    alive, deals = list(range(len(candidates))), 0
    if budget.screen and len(candidates) > budget.keep + 1:  # a wide choice: a first look at every candidate
        deals += _play(game, state, seat, rng, candidates, alive, totals, budget, budget.screen)
        others = sorted((i for i in alive[1:] if totals[i] != REFUSED), key=lambda i: (-totals[i], i))
        alive = [0, *others[:budget.keep]]
    deals += _play(game, state, seat, rng, candidates, alive, totals, budget, budget.deals_for(_players(state)))
    best = max(alive, key=lambda i: (totals[i], -i))
    if totals[0] != REFUSED and totals[best] - totals[0] <= budget.margin * deals:
        return candidates[0]
    return candidates[best]


def _play(game: Game, state: object, seat: int, rng: Rng, candidates: list[str], alive: list[int],
          totals: list[float], budget: Budget, deals: int) -> int:
    """Plays the `alive` candidates out on `deals` new deals (the same deals for each), adding what
    each is worth to `totals`; returns `deals`."""
    for _ in range(deals):
        deal = game.determinize(state, seat, rng)
        seed = rng.next64()
        for i in alive:
            if totals[i] != REFUSED:
                totals[i] += _playout(game, deal, seat, candidates[i], Rng(seed), budget)
    return deals


def _players(state: object) -> int:
    return int(state["players"]) if isinstance(state, dict) and "players" in state else 0


def _candidates(game: Game, state: object, seat: int, rng: Rng, found: list, budget: Budget) -> list[str]:
    """The smart pick first, then the smart AI's other picks (each on a game dealt again), then other
    main choices at random (side menus such as standing orders are left to the smart AI)."""
    picks: list[str] = []
    count = budget.candidates
    for _ in range(budget.picks):  # asked on a deal, never on the true state: the smart AI may not peek
        pick = game.ai(game.determinize(state, seat, rng), seat, Rng(rng.next64()), "smart")
        if pick not in picks and game.legal(state, seat, pick):
            picks.append(pick)
        if len(picks) >= count:
            break
    others = [a.id for a in found if not a.group and a.id not in picks and a.id not in RETREATS]
    rng.shuffle(others)
    return (picks + others[:budget.others])[:count] or [found[0].id]


def _playout(game: Game, deal: object, seat: int, action: str, rng: Rng, budget: Budget) -> float:
    """What `action` is worth on one deal; REFUSED when the game refuses it (a listed choice the seat
    can't afford: its own holdings are the same on every deal)."""
    state = game.load(game.dump(deal))
    try:
        game.apply(state, seat, action)
    except IllegalAction:
        return REFUSED
    moves = 0
    while pending := game.pending(state):
        if (budget.horizon and moves >= budget.horizon) or (budget.cut and budget.cut(deal, state)):
            return _position(game, state, seat, budget)
        actor = pending[0]
        game.perform(state, actor, game.ai(state, actor, rng, "smart"))
        moves += 1
    return _position(game, state, seat, budget) if budget.smooth else _result(game, state, seat)


def _result(game: Game, state: object, seat: int) -> float:
    winners = (game.outcome(state) or {}).get("winners") or []
    return 1.0 / len(winners) if seat in winners else 0.0


def _position(game: Game, state: object, seat: int, budget: Budget) -> float:
    """The likelihood of winning from the race as it stands: the seat's lead over the best other."""
    values = (budget.value or _scores)(game, state)
    if not values:
        return 0.5
    others = [v for s, v in enumerate(values) if s != seat]
    lead = values[seat] - max(others) if others else values[seat]
    return 1.0 / (1.0 + math.exp(-lead / budget.scale))
