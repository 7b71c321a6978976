"""Standing bids and presses without a choice (docs/century.md, "Bidding by post").

A standing limit gives what the same players reach bidding by hand: each raises by the smallest
step on their turn while it stays within their limit, and passes (or drops out) otherwise."""

import pytest

from engines.base import IllegalAction, Rng
from engines.century import GAME, data
from engines.century.state import min_price
from engines.century.upkeep import garbage_plan
from tests.century.tables import everyone_withdraws, fresh, give, ids, piece, play, texts, to_upkeep


def _scenario(seed: int) -> tuple[dict, dict[int, int | None]]:
    """A tile opened at a random bid, and a random limit (None: pass) for every seat."""
    rng = Rng(seed)
    players = 3 + seed % 3
    state = fresh(players, seed, start=seed % players)
    for player in state["p"]:
        player["coins"] = 3 + rng.randrange(18)
    opener = state["start"]
    state["p"][opener]["coins"] = max(state["p"][opener]["coins"], 4)
    play(state, f"pick:{state['land'][0]}", f"open:{2 + rng.randrange(3)}")
    bid = state["auction"]["bid"]
    limits = {}
    for seat, player in enumerate(state["p"]):
        low = bid if seat == opener else bid + 1
        limits[seat] = None if rng.randrange(4) == 0 or player["coins"] < low else low + rng.randrange(
            player["coins"] - low + 1)
    return state, limits


def _sold(state: dict, tile: str) -> bool:
    return tile not in state["land"]


def _public(events: list) -> list[str]:
    return [e.text for e in events if "bids" in e.text or "passes" in e.text or "wins" in e.text]


@pytest.mark.parametrize("seed", range(40))
def test_standing_limits_reach_what_the_same_players_reach_bidding_by_hand(seed):
    standing, limits = _scenario(seed)
    by_hand = GAME.load(GAME.dump(standing))
    tile = standing["auction"]["tile"]
    # standing: each gives their limit once, and passes without being asked when it is beaten
    events = []
    for seat in limits:
        events += GAME.apply(standing, seat, "outbid:pass")
    events += give(standing, {s: "pass" if v is None else f"upto:{v}" for s, v in limits.items()})
    assert _sold(standing, tile)
    # by hand: asked at every turn, each raises by one while within their limit, else passes
    manual = []
    while not _sold(by_hand, tile):
        seat = GAME.pending(by_hand)[0]
        a, limit = by_hand["auction"], limits[seat]
        step = a["bid"] if seat == a["high"] else a["bid"] + 1
        manual += GAME.apply(by_hand, seat, "pass" if limit is None or step > limit else f"upto:{step}")
    assert _public(events) == _public(manual)
    assert [p["coins"] for p in standing["p"]] == [p["coins"] for p in by_hand["p"]]
    assert [p["new_land"] for p in standing["p"]] == [p["new_land"] for p in by_hand["p"]]


@pytest.mark.parametrize("seed", range(20))
def test_standing_science_limits_reach_the_catastrophe_columns_of_bidding_by_hand(seed):
    rng = Rng(seed)
    standing = fresh(3 + seed % 3, seed)
    everyone_withdraws(standing)
    for player in standing["p"]:
        player["science"] = rng.randrange(8)
    limits = {s: (None if rng.randrange(3) == 0 else rng.randrange(p["science"] + 1))
              for s, p in enumerate(standing["p"])}
    by_hand = GAME.load(GAME.dump(standing))
    for seat in limits:
        GAME.apply(standing, seat, "outbid:pass")
    give(standing, {s: "drop" if v is None else f"cap:{v}" for s, v in limits.items()})
    while by_hand["phase"] == "catastrophe":
        seat = GAME.pending(by_hand)[0]
        d = by_hand["disaster"]
        high = max((b for s, b in enumerate(d["bids"]) if str(s) not in d["taken"] and b is not None), default=-1)
        step = 0 if d["turn"] is None else high + 1
        GAME.apply(by_hand, seat, "drop" if limits[seat] is None or step > limits[seat] else f"cap:{step}")
    assert standing["next_start"] == by_hand["next_start"]
    assert [p["science"] for p in standing["p"]] == [p["science"] for p in by_hand["p"]]
    assert [p["pollution"] for p in standing["p"]] == [p["pollution"] for p in by_hand["p"]]


def test_limits_given_ahead_are_used_when_the_tile_is_put_up_without_asking_again():
    state = fresh(3)
    first, later = state["land"][0], state["land"][1]
    play(state, f"pick:{first}", "open:2")
    play(state, "upto:2")  # seat 0
    GAME.apply(state, 1, f"ahead:{later}")
    assert GAME.prompt(state, 1).startswith("Your limit for land " + later)
    GAME.apply(state, 1, "upto:4")  # the limit for the later tile...
    GAME.apply(state, 1, "pass")  # ...and a pass on this one
    GAME.apply(state, 2, f"ahead:{later}")
    GAME.apply(state, 2, "pass")
    GAME.apply(state, 2, "pass")
    assert state["auction"]["leader"] == 0 and GAME.pending(state) == [0]
    GAME.apply(state, 0, f"pick:{later}")
    events = GAME.apply(state, 0, "open:2")
    assert GAME.pending(state) == [0]  # seats 1 and 2 gave their orders ahead: only the opener is asked
    events += GAME.apply(state, 0, "upto:3")
    assert "<s:1> bids 3 coins." in texts(events) and "<s:2> passes on this tile." in texts(events)


def test_a_withdrawal_is_a_standing_order_carried_out_at_the_players_turn():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2")
    GAME.apply(state, 2, "withdraw")
    assert GAME.pending(state) == [0, 1, 2] and ids(state, 2)[-1] == "plan:none"  # the technology, now
    with pytest.raises(IllegalAction, match="You hold less than"):
        state["p"][2]["science"] = 0
        GAME.apply(state, 2, f"plan:{state['tech'][0]}")
    GAME.apply(state, 2, "plan:none")
    assert 2 not in state["auction"]["out"]  # not before its turn
    events = give(state, {0: "upto:2", 1: "upto:3"})
    assert texts(events).index("<s:1> bids 3") < texts(events).index("<s:2> withdraws")


def test_a_step_with_a_single_choice_applies_itself_with_a_line_in_the_log():
    state = fresh(3)
    for seat in range(3):
        state["p"][seat]["region"]["3.3"]["garbage"] = 2  # room for one token: one way to place it
        state["p"][seat]["owned"] = ["3.3"]
        state["p"][seat]["waiting"] = 2
    to_upkeep(state)
    assert ids(state) == ["place:auto"] and "no room for 1: pollution +1" in GAME.actions(state, 0)[0].label
    events = GAME.apply(state, 0, "place:auto")  # seats 1 and 2 have the same single choice
    lines = [e.text for e in events if "(the only choice)" in e.text]
    assert [line[:6] for line in lines] == ["<s:1>:", "<s:2>:"]
    assert all(p["region"]["3.3"]["garbage"] == 3 and p["pollution"] == 1 for p in state["p"])


def test_garbage_goes_in_one_decision_placed_for_you_or_piled_on_a_tile_first():
    state = fresh(3)
    player = state["p"][0]
    player["region"]["3.4"] = piece("a2", rot=0, garbage=0)
    player["region"]["3.3"]["garbage"] = 1
    player.update(owned=["3.3", "3.4"], waiting=3)
    to_upkeep(state)
    assert ids(state) == ["place:auto", "garbage:pile:3.4"]
    assert garbage_plan(player) == {"3.3": 2, "3.4": 1}  # the fuller tile first: whole tiles stay clean
    play(state, "garbage:pile:3.4")
    assert player["region"]["3.4"]["garbage"] == 3 and player["region"]["3.3"]["garbage"] == 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_player_is_asked_back_at_most_25_times_a_game_and_never_for_a_single_choice(players):
    """The issue's target, on a few smart games (`bot.py simulate century` reports it on more). Every
    single choice left is one the seat's own holdings made single (the next test: a poor seat asked to
    withdraw, to collect, to buy no technology; the table must not see it skipped), and none other is:
    measured on 40 smart games a count (seeds 95000-95039, issue 29) at 3.75 / 3.83 / 3.49 % of the presses
    at 3 / 4 / 5 players (Wilson 95 %: 3.4-4.1, 3.5-4.1, 3.3-3.7), at most 5.8 % in one game, and 0 single
    choices of any other kind; before issue 29 they were 0 (the bound was 2 %). The three games here give
    3.2 / 3.9 / 3.4 %; 5 % holds a pool of three games and fails on a share 1.3 times the measured one."""
    from core import cli

    visits = [cli.Visits([0] * players, [0] * players) for _ in range(3)]
    for seed, tally in enumerate(visits, 1):
        cli.playout(GAME, players, seed, "smart", tally)
    figures = cli.visit_figures(visits)
    assert figures["sittings_median"] <= 25 and figures["single_choice_share"] < 0.05


@pytest.mark.parametrize("players", [3, 5])
def test_a_seat_is_asked_for_a_single_choice_only_when_what_it_holds_made_it_single(players):
    """Issue 29: a choice the seat cannot pay is left out of its own panel, but the one left never plays
    itself (that would tell the table what the seat holds); every other single choice plays itself."""
    from engines.century.engine import _rich

    asked = single = 0
    for seed in (1, 2):
        state, rng = GAME.setup(players, seed), Rng(seed)
        while pending := GAME.pending(state):
            seat = pending[0]
            asked += 1
            if len(GAME.actions(state, seat)) == 1:
                single += 1
                assert len(GAME._actions(_rich(state, seat), seat)) > 1
            GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    assert asked > 500 and single < 0.05 * asked


def test_a_choice_whose_garbage_finds_no_room_says_so_before_it_is_pressed():
    """The start tile holds 1 of its 3 garbage in round I; with 2 there, one more token fits."""
    state = fresh(3)
    everyone_withdraws(state)
    cat = state["catastrophe"]
    worst = data.CATASTROPHES[cat["era"]][cat["name"]][0][0]  # 2 to 4 garbage
    state["p"][0]["region"]["3.3"]["garbage"] = 2
    drop = next(a.label for a in GAME.actions(state, 0) if a.id == "drop")
    assert drop.endswith(f"; no room for {worst - 1}: pollution +{worst - 1}")
    state["p"][0]["region"]["3.3"]["garbage"] = 0
    assert "no room" not in next(a.label for a in GAME.actions(state, 0) if a.id == "drop")


def test_an_amount_below_the_lowest_allowed_is_refused_with_that_lowest_amount_and_changes_nothing():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}")
    before = GAME.dump(state)
    with pytest.raises(IllegalAction, match=f"The lowest amount you can name now is {min_price(state)} coins."):
        GAME.apply(state, 0, f"open:{min_price(state) - 1}")
    assert GAME.dump(state) == before
