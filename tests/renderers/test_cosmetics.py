"""The smaller things the last look at the pictures found (issue 31): a score bar's unit at 0 or less,
an energy of 1 that drew no bar, a technology named three times over, Qube's final table saying who
"plays first this round", and a final chart whose end labels ran into its title."""

from __future__ import annotations

from engines.century.texts import text as century_text
from engines.i18n import say, speaking
from renderers import century, kit, qube
from tests.support.boxes import drawn_text, overlaps


def bar(value: int, label: str = "", width: int = 500, height: int = 60, most: int = 10) -> tuple[list[str], set]:
    image, draw = kit.canvas(width, height)
    with drawn_text() as found:
        kit.score_bar(draw, (0, 0, width, height), value, most, 0, label)
    return [text for _, text, _ in found], {image.getpixel((x, height // 2)) for x in range(width)}


def test_a_score_bar_keeps_its_unit_at_zero_and_below():
    for value in (0, -3, 7):
        drawn, _ = bar(value, "VP")
        assert "VP" in drawn, value


def test_a_score_of_one_draws_a_bar():
    """A Moon-Bots robot's energy of 1 (of 18) in a glance's bar 480 x 96 px (a 1/18 share narrower than the
    bar's rounding drew nothing)."""
    _, colours = bar(1, width=480, height=96, most=18)
    assert kit.seat_colour(0) in colours
    _, colours = bar(0, width=480, height=96, most=18)
    assert kit.seat_colour(0) not in colours


def test_a_technology_owned_three_times_is_named_once_with_its_count():
    techs = [{"short": century_text("short_sweepers")}] * 3 + [{"short": century_text("name_mine")}]
    with speaking("en"):
        line = say(century_text("pic_techs", techs=century._techs(techs)), "en")
    assert line == "Technologies: Street sweepers ×3 and Mine"


def test_qubes_final_table_says_no_one_plays_first():
    view = {"scores": [40, 64], "reserve": [3, 2], "gains": [2, 0], "out": [], "first": 0, "over": True}
    with speaking("en"):
        assert "first" not in qube._player_info(view, 0)
        assert "first" in qube._player_info({**view, "over": False}, 0)


def test_the_charts_end_labels_stay_under_its_title():
    """Six lines, two high and four bunched at 0: the labels at the lines' ends are moved apart within
    the plot, none pushed up into the title bar."""
    series = [[0, 2, 6, 10], [0, 2, 6, 8], [0, 2, 2, 2], [0, 0, 0, 0], [0, 0, 2, 4], [0, 0, 0, 0]]
    with drawn_text() as found:
        kit.chart("Qube Attack · game #1", "Scores over the game", series,
                  ["Alice", "Bo", "Chen", "Dana", "Eve", "Fritz"], [0, 20, 40, 60])
    assert not overlaps([f for f in found if len(f[1]) > 1])


def test_every_games_chart_names_what_its_scores_count():
    from engines import GAMES
    from renderers import chart_unit

    units = {key: say(chart_unit(key), "de") for key in GAMES if key != "tally"}
    assert all(units.values()) and len(units) == 5, units
    with drawn_text() as found:
        kit.chart("Moon-Bots · game #1", "Scores over the game", [[0, 3, 9], [0, 5, 2]], ["Ann", "Bo"], [0, 1, 2],
                  unit=units["moonbots"])
    assert units["moonbots"] in [text for _, text, _ in found]
    assert not overlaps([f for f in found if len(f[1]) > 1])


def test_centurys_glance_says_the_income_is_one_where_it_has_room():
    """"+9 coins" said to be the income each round ("income +9 coins +4 science +1 VP") in English; a
    language too long for it in a row keeps the bare figures in every row, never a word cut."""
    from engines import GAMES
    from renderers import GLANCES

    game = GAMES["century"]
    view = game.view(game.setup(5, 3), None)
    for locale in ("en", "de"):
        with speaking(locale), drawn_text() as found:
            GLANCES["century"](view, ["Alice", "Bo", "Chen", "Dana", "Eve"], None)
        drawn = [text for _, text, _ in found]
        incomes = [text for text in drawn if say(century_text("gain_c", n=3), locale) in text]
        assert len(incomes) == 5 and not [text for text in drawn if text.endswith("…")], drawn
        if locale == "en":
            assert all(text.startswith("income +") for text in incomes), incomes
