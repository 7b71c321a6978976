"""20th Century's own sentences read right for a count of 1: every amount is a plural message with
its unit (texts.py), never "1 coins" or "+1 coins"."""

import re

from engines.base import Rng
from engines.century import GAME, data, words
from engines.century.texts import TEXTS
from engines.century.upkeep import collect_label
from engines.i18n import Plural, fields_of
from renderers.century import _info_lines
from tests.century.tables import fresh, ids, piece, play, to_upkeep

WRONG = re.compile(r"(?<![\d.])[+-]?1 (coins|citizens|tiles|choices|technologies|players)\b")


def test_no_template_has_a_twin_for_one_and_every_plural_counts_a_field_it_has():
    assert not [k for k in TEXTS if k.endswith("_one")]
    plurals = {k: t for k, t in TEXTS.items() if isinstance(t, Plural)}
    assert len(plurals) >= 10 and all(t.count in fields_of(t) for t in plurals.values())


def test_a_tile_making_1_coin_and_an_institution_adding_1_coin_say_coin():
    one_coin = next(t for t, d in data.TILES.items() if any(s["kind"] == "city" and s["c"] == 1 for s in d["sites"]))
    assert "1 coin" in words.tile(one_coin) and not WRONG.search(words.tile(one_coin))
    mine = next(t for t, d in data.TECHS.items() if d["ability"] == "mine")
    assert words.tech(mine) == "Mine (+1 coin to neighbouring cities)"
    assert collect_label(1) == "Garbage collection: remove 1 garbage for 1 coin"
    assert collect_label(2) == "Garbage collection: remove 2 garbage for 2 coins"


def test_a_collection_of_one_garbage_reads_one_coin_in_its_label_and_log():
    state = fresh(3)
    state["p"][0]["region"]["3.3"]["garbage"] = 1
    state["p"][0].update(techs=[next(t for t, d in data.TECHS.items() if d["ability"] == "collection")])
    state["p"][0]["region"]["3.4"] = piece("a2")
    to_upkeep(state)
    assert "collect:1" in ids(state)
    label = next(a.label for a in GAME.actions(state, 0) if a.id == "collect:1")
    events = play(state, "collect:1")
    assert label.endswith("for 1 coin") and "removes 1 garbage for 1 coin." in "\n".join(e.text for e in events)


def test_no_sentence_of_whole_random_games_glues_1_to_a_plural():
    for players in (3, 5):
        state, rng = GAME.setup(players, players), Rng(players)
        seen = []
        while GAME.pending(state):
            seat = GAME.pending(state)[0]
            seen += [a.label for a in GAME.actions(state, seat)] + [GAME.prompt(state, seat), GAME.standing(state)]
            view = GAME.view(state, seat)
            seen += view["hand"] + [line for s in view["seats"] for line in _info_lines(view, s)]
            seen += [e.text for e in GAME.apply(state, seat, GAME.ai(state, seat, rng, "random"))]
        wrong = [text for text in seen if WRONG.search(text)]
        assert not wrong, wrong[:5]
        assert any(re.search(r"\b1 coin\b", text) for text in seen)  # the singular did come up
