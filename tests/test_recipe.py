"""The recipe of docs/ADDING_A_GAME.md, checked for every registered game: a new game runs this and reads
what it still lacks (`python -m pytest -q tests/test_recipe.py`)."""

import pytest

import registry
from tests.support.recipe import lacks

PLAYED = [s for s in registry.GAMES if not s.example]

# Tally is the template of the recipe, kept small: its words are English only (no texts.py, no
# catalogs, no translated rules pages; it is never shown to players unless enabled by hand).
EXAMPLE_SHORTCUTS = [
    "docs/it/tally.md: the rules page in it",
    "docs/es/tally.md: the rules page in es",
    "docs/fr/tally.md: the rules page in fr",
    "docs/de/tally.md: the rules page in de",
    "engines/tally/texts.py: the game's English templates (its gettext domain 'tally')",
    "locales/it/LC_MESSAGES/tally.po: the game's words in it (python -m tools.i18n update)",
    "locales/es/LC_MESSAGES/tally.po: the game's words in es (python -m tools.i18n update)",
    "locales/fr/LC_MESSAGES/tally.po: the game's words in fr (python -m tools.i18n update)",
    "locales/de/LC_MESSAGES/tally.po: the game's words in de (python -m tools.i18n update)",
    "tests/tally/test_*.py: the game's own tests (its rules, its AI, its pictures)",
]


@pytest.mark.parametrize("spec", PLAYED, ids=[s.key for s in PLAYED])
def test_every_game_players_get_follows_the_whole_recipe(spec):
    assert lacks(spec) == []


def test_the_example_game_lacks_only_its_words():
    assert lacks(registry.by_key("tally")) == EXAMPLE_SHORTCUTS


def test_a_game_not_yet_written_is_told_each_step():
    missing = lacks(registry.spec("sixth"))
    assert missing[:4] == [
        "registry.py: a GameSpec for 'sixth' in GAMES",
        "engines/sixth/__init__.py: GAME, an engines.base.Game subclass's instance",
        "renderers/sixth.py: render(view, names) and glance(view, names, before)",
        "cogs/sixth.py: a GameCog subclass with its `new` command, and setup(bot)",
    ]
    assert "docs/sixth.md: the rules page, starting with '# <title>'" in missing
    assert "engines/sixth/texts.py: the game's English templates (its gettext domain 'sixth')" in missing
    assert "tests/sixth/test_*.py: the game's own tests (its rules, its AI, its pictures)" in missing


def test_examples_are_hidden_unless_enabled():
    assert "tally" not in {s.key for s in registry.enabled({})}
    assert "tally" in {s.key for s in registry.enabled({registry.EXAMPLES_SETTING: "1"})}
    assert {s.key for s in registry.enabled({})} == {s.key for s in PLAYED}
