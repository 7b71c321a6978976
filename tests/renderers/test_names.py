"""Names whole: players' names of 32 characters with emoji and markdown, in every game and language,
on the glance and the full table, mid-game and at the end: every seat's name is drawn, whole or
shortened with a visible "…" (never silently cut or dropped), markdown drawn as the letters it is,
and the final glance names every seat."""

import pytest

from core.cli import glance_views
from engines import GAMES
from engines.i18n import LOCALES, speaking
from renderers import GLANCES, RENDERERS, kit
from tests.support.boxes import drawn_text

MOST_CUT = 9  # a shortened name keeps this many letters at least: "Maximilian…", not "Maxim…" (two of those
# could not be told apart)
FIRST = ("Annemarie", "Bartholomew", "Konstantinos", "Dorotheanne", "Evangelista", "Fitzgerald")


def long_names(players: int) -> list[str]:
    """32 characters each (an emoji counts as one), told apart by their first word."""
    names = []
    for first in FIRST[:players]:
        name = f"{first} 🎲 **von Habsburg-Lothringen**"
        names.append(name[:32])
    assert all(len(n) == 32 for n in names)
    return names


def shown(name: str, texts: list[str]) -> bool:
    """Whether `name` is drawn whole, or shortened to a start of it (MOST_CUT letters at least) and "…"."""
    for text in texts:
        if name in text:
            return True
        for before in text.split("…")[:-1]:  # what comes before each "…"
            start = before.find(name[:MOST_CUT])
            if start >= 0 and name.startswith(before[start:].rstrip()):
                return True
    return False


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", sorted(GLANCES))
def test_long_names_with_emoji_are_drawn_whole_or_visibly_shortened(key, locale):
    assert kit.fallback_font(20) is not None, "apt install fonts-symbola (README)"
    game = GAMES[key]
    players = game.max_players
    names = long_names(players)
    for moves in (40, 100_000):  # mid-game and at the end
        before, now = glance_views(game, players, seed=2, moves=moves)
        with speaking(locale), drawn_text() as found:
            GLANCES[key](now, names, before)
        glance = [text for _, text, _ in found]
        with speaking(locale), drawn_text() as found:
            RENDERERS[key](now, names)
        table = [text for _, text, _ in found]
        for seat, name in enumerate(names):
            assert shown(name, table), f"{key} {locale}: seat {seat} not on the full table"
            if moves > 100 or key != "moonbots":  # Moon-Bots' glance shows the robots of the duel at hand
                assert shown(name, glance), f"{key} {locale}: seat {seat} not on the glance ({moves} moves)"
        drawn = glance + table
        assert any("**" in text for text in drawn)  # markdown is drawn as its letters
        assert not any("□" in text for text in drawn)


@pytest.mark.parametrize("locale", LOCALES)
def test_century_glance_income_is_never_shortened_for_a_name(locale):
    """20th Century's glance rows: a bold 32-letter name (the seat to act, or a winner) gives way to the
    income beside it, whose words are drawn whole ("+22 Münzen +14 Wissenschaft -2 SP": the largest
    incomes seen in six 5-player games, random and smart), and keeps MOST_CUT letters."""
    from engines.century.texts import text
    from engines.i18n import said

    game = GAMES["century"]
    players = game.max_players
    names = long_names(players)
    for moves in (200, 100_000):
        _, view = glance_views(game, players, seed=3, moves=moves)
        view = {**view, "waiting": list(range(players)), "winners": list(range(players)),
                "seats": [{**seat, "income": {"c": 22, "s": 14, "v": -2}} for seat in view["seats"]]}
        with speaking(locale):
            income = said(text("pic_income", c=text("gain_c", n=22), s=text("gain_s", n=14), v=text("gain_v", n=-2)))
            with drawn_text() as found:
                GLANCES["century"](view, names, None)
        texts = [t for _, t, _ in found]
        assert texts.count(income) == players, (income, [t for t in texts if "22" in t])
        assert all(shown(name, texts) for name in names)
