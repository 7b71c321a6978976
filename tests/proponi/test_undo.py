"""Undo in Proponi: which decisions may be taken back, and that taking one back never gives back
something the player has seen (tests/support/undo.py deals the hidden cards again and plays the same
decision: an undoable one ends the same on every deal)."""

from engines.base import Rng
from engines.proponi import GAME
from tests.support.undo import reshuffled, survey


def redeal(s: dict, seat: int, rng: Rng) -> None:
    """The resource deck with the other players' hands, the system and spare deck with its discards, the
    event pile (the views show only how many there are), and the random generator, anew. The deciding
    seat's own hand and the resource discards (every view lists them) stay."""
    others = [other for other in range(s["players"]) if other != seat]
    s["res"], *hands = reshuffled(rng, s["res"], *(s["hands"][other] for other in others))
    for other, hand in zip(others, hands):
        s["hands"][other] = hand
    s["parts"], s["parts_discard"] = reshuffled(rng, s["parts"], s["parts_discard"])
    s["events"] = reshuffled(rng, s["events"])[0]
    s["rng"] = rng.next64()


def verb(action: str) -> str:
    return action.partition(":")[0]


GAMES = [(players, seed, level, options) for players in (3, 4, 6) for seed, level, options in (
    (0, "smart", {}), (1, "random", {"concorrenza": True, "tornaconto": True}))]


def test_an_undoable_decision_shows_nothing_a_new_deal_would_change_and_played_cards_are_refused():
    found = survey(GAME, redeal, GAMES, verb)
    assert {"card", "back", "put", "rival"} <= set(found.undoable)
    # a card played is shown to the table; a proposal draws; a special fetches, swaps or is shown
    never = {"propose", "design", "mend", "install", "direct", "discard", "hit", "fetch", "swap", "skip"}
    assert never & set(found.undoable) == set() and {"propose", "design", "mend", "install", "fetch"} <= set(
        found.refused)
    assert found.refused["put"]  # a set-up placement (the next player draws) or one that ends the year
    # the check has teeth: on a new deal, a proposal reveals other cards
    assert found.telling["propose"] > found.refused["propose"] // 2
