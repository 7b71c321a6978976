"""The expert's position value at 2 players: who wins the duels (issue 33).

At 2 players each player has two robots, each fighting one robot of the other in a duel; a player whose
robots win both duels wins, one duel each leads to a final duel between the two winners
(`state._settle_duels`). So the race is not the energy summed over a player's robots (17 + 1 is not
9 + 9: the robot at 1 is about to lose its duel) but each duel's odds, put together as the rules put the
duels together. A duel's odds are fitted on smart self-play (`duel_samples`, `fit`): a logistic model of
which robot wins its duel from the difference of the two robots' energy, its logarithm (a race: who runs
out first), their firepower (the smart AI's expected worth per turn of what they built, `ai.card_worth`),
their secret weapons and whose turn it is. The final duel has its own weights, fitted on the final duels.

Held out (smart self-play, 2 players, 36,825 sitting starts of 1,500 games, seeds 300000-301499, fitted on
the first 1,000 games, measured on the last 500's 12,394 sitting starts): log-loss of the game's winner 0.487
with these odds against 0.550 for the energy lead (`ai.expert_value`, scale 4, its best scale); the
likelier seat won 73.7 % of the time against 68.9 %.
"""

from __future__ import annotations

import math

from engines.base import Game, Rng
from engines.moonbots import ai
from engines.moonbots.cards import CARDS
from engines.moonbots.state import State

DUELS = ((0, 3), (1, 2))  # robot pairs of a 2-player game's duels, the first robot seat 0's (state.new_state)
# weights of (energy, log energy, firepower, secret weapons, whose turn) differences, seat 0's robot first
DUEL_WEIGHTS = (0.1404, 2.1007, 0.5221, 0.0654, 0.3343)
FINAL_WEIGHTS = (0.192, 1.3746, 0.4332, -0.0768, 0.8916)
LOGIT_CAP = 12.0
VALUE_SCALE = 4.0  # the search's `Budget.scale`: at 4 players an energy lead of 4 makes a win likely (~73 %)
PLAYOUT_TURNS = 8  # sittings a 2-player playout looks ahead (a player's two robots play one sitting: 8 are
# 4 rounds, 48 moves at the median where the 60-move horizon was 5 rounds; a game lasts about 12 rounds)


def firepower(robot: dict) -> float:
    """What the robot's board, parts and upgrades are worth per turn (the smart AI's measure)."""
    worth = ai.card_worth(robot, CARDS[robot["board"]])
    for card in robot["parts"].values():
        if card:
            worth += ai.card_worth(robot, CARDS[card])
    for card in robot["upgrades"]:
        worth += ai.card_worth(robot, CARDS[card])
    return worth


def duel_features(s: State, a: int, b: int) -> list[float]:
    """Robot `a` against robot `b` (both standing): the differences the duel odds are fitted on."""
    ra, rb = s["robots"][a], s["robots"][b]
    turn = 1.0 if s["active"] == a else -1.0 if s["active"] == b else 0.0
    return [ra["energy"] - rb["energy"], math.log(ra["energy"]) - math.log(rb["energy"]),
            firepower(ra) - firepower(rb), len(ra["weapons"]) - len(rb["weapons"]), turn]


def _odds(weights: tuple[float, ...], features: list[float]) -> float:
    z = sum(w * x for w, x in zip(weights, features, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-LOGIT_CAP, min(LOGIT_CAP, z))))


def _duel(s: State, a: int, b: int, weights: tuple[float, ...] = DUEL_WEIGHTS) -> float:
    """The likelihood that robot `a` beats robot `b` (1 or 0 once one of them is out)."""
    robots = s["robots"]
    if robots[a]["out"] or robots[b]["out"]:
        return 0.0 if robots[a]["out"] else 1.0
    return _odds(weights, duel_features(s, a, b))


def win_odds(s: State) -> float:
    """The likelihood that seat 0 wins a 2-player game: both duels, or one and then the final."""
    if s["over"]:
        return 1.0 if s["winners"] == [0] else 0.0 if s["winners"] == [1] else 0.5
    if s["final"]:
        a, b = s["final"]
        if s["robots"][a]["owner"] != 0:
            a, b = b, a
        return _duel(s, a, b, FINAL_WEIGHTS)
    (a1, b1), (a2, b2) = DUELS
    p1, p2 = _duel(s, a1, b1), _duel(s, a2, b2)
    q1 = _final(s, a1, b2)  # seat 0 won the first duel only: its robot a1 meets b2 in the final
    q2 = _final(s, a2, b1)
    return p1 * p2 + p1 * (1 - p2) * q1 + (1 - p1) * p2 * q2


def _final(s: State, a: int, b: int) -> float:
    robots = s["robots"]
    if robots[a]["out"] or robots[b]["out"]:
        return 0.5  # that final can no longer happen: its weight in `win_odds` is 0
    features = duel_features(s, a, b)
    features[-1] = 0.0  # the final is some turns away: whose turn it is now says nothing of it
    return _odds(DUEL_WEIGHTS, features)


def expert_value(game: object, s: State) -> list[float]:
    """The search's position value (`Budget.value`, scale `VALUE_SCALE`): at 2 players the duels'
    odds, as a lead whose logistic at that scale is seat 0's likelihood of winning; otherwise the energy
    of each seat's standing robots (`ai.expert_value`)."""
    if s["players"] != 2:
        return ai.expert_value(game, s)
    p = min(1 - 1e-6, max(1e-6, win_odds(s)))
    half = VALUE_SCALE * math.log(p / (1 - p)) / 2
    return [half, -half]


def turns_cut(root: State, now: State) -> bool:
    """At 2 players a playout stops once `PLAYOUT_TURNS` sittings have started since the decision (the
    turn counter moves when the player changes; a sitting's start is what the duels' odds were fitted
    on) or at `Budget.horizon` moves; bigger tables stop at the horizon only."""
    return now["players"] == 2 and now["turns"] - root["turns"] >= PLAYOUT_TURNS


# ---- fitting the odds again (not used in play) -----------------------------------------------------


def duel_samples(game: Game, seed: int) -> tuple[list[tuple[list[float], float]], list[tuple[State, float]]]:
    """One smart 2-player game: (duel features at every sitting start, 1 if the first robot won that duel)
    and (every sitting start's state, 1 if seat 0 won the game, 0.5 for a shared win)."""
    s, rng = game.setup(2, seed), Rng(seed)
    starts: list[State] = []
    won: dict[tuple[int, int], int | None] = {}
    last = None
    while pending := game.pending(s):
        if not s["window"] and s["phase"] == "buy" and s["turns"] != last:
            last = s["turns"]
            starts.append(game.dump(s))
        game.apply(s, pending[0], game.ai(s, pending[0], rng, "smart"))
        for duel in DUELS:
            out = [r for r in duel if s["robots"][r]["out"]]
            if duel not in won and out:
                won[duel] = None if len(out) == 2 else duel[1 - duel.index(out[0])]
    result = 1.0 if s["winners"] == [0] else 0.0 if s["winners"] == [1] else 0.5
    duels = [(duel_features(start, *duel), 1.0 if won[duel] == duel[0] else 0.0)
             for start in starts if not start["final"] for duel in DUELS
             if won.get(duel) is not None and not any(start["robots"][r]["out"] for r in duel)]
    return duels, [(start, result) for start in starts]


def fit(rows: list[tuple[list[float], float]], ridge: float = 1.0, rounds: int = 12) -> list[float]:
    """Logistic regression without an intercept (the odds are the same seen from either robot), by
    Newton's method with a ridge penalty."""
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [ridge * wi for wi in w]
        hess = [[ridge * (i == j) for j in range(k)] for i in range(k)]
        for x, y in rows:
            p = _odds(tuple(w), x)
            for i in range(k):
                grad[i] += (p - y) * x[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        w = [wi - di for wi, di in zip(w, _solve(hess, grad), strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    k = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(k):
            if r != c:
                f = m[r][c] / m[c][c]
                for j in range(c, k + 1):
                    m[r][j] -= f * m[c][j]
    return [m[i][k] / m[i][i] for i in range(k)]


def log_loss(predicted: list[float], results: list[float]) -> float:
    return -sum(y * math.log(max(1e-9, p)) + (1 - y) * math.log(max(1e-9, 1 - p))
                for p, y in zip(predicted, results, strict=True)) / len(results)
