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


def test_a_technology_label_never_drops_what_it_brings():
    """Issue 29: "Buy Hospital … for 6 science" then "takes 2 garbage for it": in every language, at
    every price and with every note of garbage that finds no room, a label names the garbage or the
    pollution the technology brings, within a button."""
    from engines.century import data, words
    from engines.century.auction import tech_label
    from engines.century.upkeep import _over
    from engines.i18n import LABEL_MAX, LOCALES, say

    for tech, info in data.TECHS.items():
        for price in range(1, 11):
            for over in range(info["garbage"] + 1):
                notes = (_over(over), _over(over, brief=True)) if over else ("", "")
                for locale in LOCALES:
                    said = say(tech_label(tech, words.science(price), *notes), locale, ["A"])
                    assert len(said) <= LABEL_MAX, said
                    eco = say(words.garbage(info["garbage"]), locale) if info["garbage"] else \
                        f"{info['pollution']:+d}" if info["pollution"] else ""
                    assert eco in said, (locale, said)


def test_the_final_scoring_line_adds_up_to_the_score_with_the_points_earned_during_the_game():
    from engines.base import Rng
    from engines.century import GAME
    from engines.century.scoring import final_line

    state, rng = GAME.setup(3, 5), Rng(1)
    while pending := GAME.pending(state):
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "smart"))
    for line, player in zip(state["final"], state["p"], strict=True):
        parts = [line[k] for k in ("earned", "coins", "science", "clean_vp", "garbage_vp", "pollution_vp")]
        assert sum(parts) == line["vp"] == player["vp"] and line["earned"] == sum(player["earned"].values())
        assert f"during the game {line['earned']:+d}," in str(final_line(line))


def test_a_tile_sets_its_sites_apart_and_a_city_joins_its_amounts():
    """Issue 30: "1 coin and 1 science and 2 coins" read as one city; the sites are set apart by a dot."""
    from engines.i18n import say

    two = next(t for t, d in data.TILES.items()
               if [s["kind"] for s in d["sites"]] == ["city", "city"] and
               sum(1 for k in "csv" if d["sites"][0].get(k)) > 1)
    said = words.tile(two)
    assert said.count(" · ") == 1 and " and " in said.split(" · ")[0]
    assert " · " in say(words.tile(two), "it") and " e " in say(words.tile(two), "it")
