"""The engine contract's `determinize(state, seat, rng)`, for every game: a state in which what the seat
can't see is dealt again, its view unchanged, playable to the end, and the hidden cards no closer to
the true ones than chance."""

import json
import math

import pytest

from engines import GAMES
from engines.base import Rng
from engines.century import data as century_data

MOVE_CAP = 20_000
DEALS = 60


def said(value) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def states_along(game, players, seed, every=5, limit=300):
    """Copies of one smart-and-random game's state every few moves (for the checks to look at)."""
    state, rng, found = game.setup(players, seed), Rng(seed + 7), []
    for n in range(limit):
        pending = game.pending(state)
        if not pending:
            break
        if n % every == 0:
            found.append(game.load(game.dump(state)))
        seat = pending[0]
        game.apply(state, seat, game.ai(state, seat, rng, "smart" if n % 3 else "random"))
    return found


def counts(game):
    return range(game.min_players, game.max_players + 1)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_views_and_counts_equal_and_true_state_untouched(key):
    game = GAMES[key]
    for players in counts(game):
        for state in states_along(game, players, seed=players, every=7, limit=200)[::3]:
            before = said(game.dump(state))
            for seat in range(players):
                dealt = game.determinize(state, seat, Rng(seat + 11))
                assert said(game.dump(state)) == before, "determinize changed the true state"
                assert said(game.view(dealt, seat)) == said(game.view(state, seat))
                assert said(game.view(dealt, None)) == said(game.view(state, None))  # the counts: public
                assert game.pending(dealt) == game.pending(state)
                assert {a.id for a in game.actions(dealt, seat)} == {a.id for a in game.actions(state, seat)}
                json.dumps(game.dump(dealt))


@pytest.mark.parametrize("key", sorted(GAMES))
def test_determinized_game_plays_to_the_end(key):
    game = GAMES[key]
    players = min(game.max_players, game.min_players + 1)
    states = states_along(game, players, seed=100 + players, every=20, limit=120)
    for k, state in enumerate(states[1::3]):
        seat = game.pending(state)[0]
        dealt = game.determinize(state, seat, Rng(k))
        rng, moves = Rng(k + 5), 0
        while pending := game.pending(dealt):
            actor = pending[0]
            game.apply(dealt, actor, game.ai(dealt, actor, rng, "smart"))
            moves += 1
            assert moves < MOVE_CAP
        assert game.outcome(dealt) is not None


@pytest.mark.parametrize("key", sorted(GAMES))
def test_same_seed_same_deal(key):
    game = GAMES[key]
    state = states_along(game, game.min_players + 1 if game.max_players > game.min_players else 1, 3)[-1]
    seat = game.pending(state)[0]
    assert said(game.dump(game.determinize(state, seat, Rng(5)))) == \
        said(game.dump(game.determinize(state, seat, Rng(5))))


# ---- the hidden cards are dealt by chance, not kept ---------------------------------------------------
# Each function gives, for one deal of `seat`, (cards found where they truly are, what chance gives).


def _moonbots(true, dealt, seat):
    from engines.moonbots.cards import CARDS

    def places(s):
        found = [c for row in s["market"] for c in row if c and CARDS[c].kind == "weapon"]
        return found + [w for r in s["robots"] if r["owner"] != seat for w in r["weapons"]]

    unseen = len(places(true)) + len(true["boxed"]) + sum(CARDS[c].kind == "weapon" for c in true["pile"])
    pairs = list(zip(places(true), places(dealt), strict=True))
    same = sum(a == b for a, b in pairs) + sum(a == b for a, b in zip(true["pile"], dealt["pile"], strict=True))
    chance = len(pairs) / unseen + _pile_chance(true["pile"])
    return same, chance


def _pile_chance(pile):
    """Expected cards in the same place after a shuffle of `pile` (copies alike count as the same)."""
    return sum(pile.count(c) for c in pile) / len(pile) if pile else 0.0


def _proponi(true, dealt, seat):
    others = [o for o in range(true["players"]) if o != seat]
    unseen = len(true["res"]) + sum(len(true["hands"][o]) for o in others)
    same = sum(len(set(true["hands"][o]) & set(dealt["hands"][o])) for o in others)
    chance = sum(len(true["hands"][o]) ** 2 for o in others) / unseen if unseen else 0.0
    for pile in ("parts", "events"):
        same += sum(a == b for a, b in zip(true[pile], dealt[pile], strict=True))
        chance += _pile_chance(true[pile])
    return same, chance


def _botfactory(true, dealt, seat):
    same, chance = 0, 0.0
    for a, b in [*zip(true["stacks"].values(), dealt["stacks"].values(), strict=True),
                 (true["deck"], dealt["deck"]), (true["vilela_tiles"], dealt["vilela_tiles"])]:
        same += sum(x == y for x, y in zip(a, b, strict=True))
        chance += _pile_chance(a)
    return same, chance


def _century(true, dealt, seat):
    same, chance = 0, 0.0
    for kind in ("land", "tech"):
        for era, stack in true["stacks"][kind].items():
            same += sum(x == y for x, y in zip(stack, dealt["stacks"][kind][era], strict=True))
            chance += _pile_chance(stack)
    shown = {true["catastrophe"]["name"]} if true["catastrophe"] else set()
    for a, b in zip(true["catastrophes"], dealt["catastrophes"], strict=True):
        assert a["era"] == b["era"] and b["name"] not in shown
        same += a["name"] == b["name"]
        chance += 1 / len(set(century_data.CATASTROPHES[a["era"]]) - shown)
    return same, chance


SAME = {"moonbots": _moonbots, "proponi": _proponi, "botfactory": _botfactory, "century": _century}


def _at_chance(game, state, seat, deal, same_of) -> tuple[int, float]:
    same, chance = 0, 0.0
    true = game.dump(state)
    for k in range(DEALS):
        found, expected = same_of(true, game.dump(deal(state, seat, Rng(1000 + k))), seat)
        same, chance = same + found, chance + expected
    return same, chance


def _within_chance(same: int, chance: float) -> bool:
    return same <= chance + 4 * math.sqrt(chance) + 2


@pytest.mark.parametrize("key", sorted(SAME))
def test_hidden_cards_no_closer_to_the_truth_than_chance(key):
    game, same_of = GAMES[key], SAME[key]
    players = 2 if key == "botfactory" else game.max_players
    states = states_along(game, players, seed=21, every=10)
    looked = 0
    for state in states[1::3]:
        seat = game.pending(state)[0]
        same, chance = _at_chance(game, state, seat, game.determinize, same_of)
        assert _within_chance(same, chance), (same, chance)
        if chance >= 5:
            looked += 1
            # the check can fail: a "deal" that keeps the true state is caught
            kept, _ = _at_chance(game, state, seat, lambda s, _seat, _rng: s, same_of)
            assert not _within_chance(kept, chance)
    assert looked


def test_qube_hides_nothing():
    game = GAMES["qube"]
    state = states_along(game, 3, 4)[-1]
    dealt = game.determinize(state, 0, Rng(1))
    assert {k: v for k, v in dealt.items() if k != "rng"} == {k: v for k, v in state.items() if k != "rng"}


def test_moonbots_own_weapons_kept_and_others_dealt():
    game = GAMES["moonbots"]
    for state in states_along(game, 4, 9, every=10):
        mine = [r["weapons"] for r in state["robots"] if r["owner"] == 0]
        total = sorted(w for r in state["robots"] for w in r["weapons"]) + sorted(state["boxed"])
        dealt = game.determinize(state, 0, Rng(3))
        assert [r["weapons"] for r in dealt["robots"] if r["owner"] == 0] == mine
        assert [len(r["weapons"]) for r in dealt["robots"]] == [len(r["weapons"]) for r in state["robots"]]
        assert len(sorted(w for r in dealt["robots"] for w in r["weapons"]) + dealt["boxed"]) == len(total)
        everything = lambda s: sorted(  # noqa: E731
            [c for row in s["market"] for c in row if c] + s["pile"] + s["boxed"]
            + [w for r in s["robots"] for w in r["weapons"]])
        assert everything(dealt) == everything(state)


def test_century_secret_limits_redealt_within_holdings():
    from engines.century.state import min_price

    game = GAMES["century"]
    seen = 0
    for state in states_along(game, 4, 12, every=1, limit=900):
        seat = game.pending(state)[0]
        dealt = game.determinize(state, seat, Rng(2))
        assert dealt["orders"].keys() == state["orders"].keys()
        assert dealt["orders"].get(str(seat)) == state["orders"].get(str(seat))
        auction = state["phase"] == "auction"
        low = min_price(state) if auction and state["round"] <= century_data.FULL_ROUNDS else 0
        for key, order in dealt["orders"].items():
            if isinstance(order, int) and key != str(seat):
                seen += 1
                held = dealt["p"][int(key)]["coins" if auction else "science"]
                assert low <= order <= max(low, held)
    assert seen


def test_century_others_money_dealt_from_public_facts_only():
    """Other seats' coins and science are secret: two games that differ only there deal alike."""
    game = GAMES["century"]
    for state in states_along(game, 3, 14, every=15, limit=600):
        seat = game.pending(state)[0]
        richer = game.load(game.dump(state))
        for other, player in enumerate(richer["p"]):
            if other != seat:
                player["coins"] += 7
                player["science"] += 5
        assert said(game.dump(game.determinize(state, seat, Rng(4)))) == \
            said(game.dump(game.determinize(richer, seat, Rng(4))))
        dealt = game.determinize(state, seat, Rng(4))
        assert dealt["p"][seat]["coins"] == state["p"][seat]["coins"]
