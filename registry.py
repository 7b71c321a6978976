"""One registration point per game: the bot's games and where each one's parts are.

A game is one `GameSpec` in `GAMES` below plus its own files (docs/ADDING_A_GAME.md has the whole
recipe). Everything else is read from here: `engines.GAMES` (the rules), `renderers.RENDERERS` and
`renderers.GLANCES` (the pictures), the cogs the bot loads (the `/<key>` commands with the game's
options, its own press verbs and panel components: `cogs.game.GameCog`), and the rules pages. Modules
are named, not imported, so this file stays below every layer (engines/ may read it without importing
PIL or discord).

An example game (`example=True`: Tally, the template of the recipe) is hidden from players: it is
registered only when BOARDHOST_EXAMPLE_GAMES=1 (the tests install it themselves).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

EXAMPLES_SETTING = "BOARDHOST_EXAMPLE_GAMES"


@dataclass(frozen=True)
class GameSpec:
    key: str  # the game's id: its /command, its cog, its docs and catalogs are named after it
    engine: str  # the module whose GAME is the engine (engines.base.Game): rules only
    renderer: str  # the module with render(view, names) and glance(view, names, before): pictures only
    cog: str  # the module with the game's GameCog subclass (`new` and its options) and setup(bot)
    example: bool = False  # hidden from players unless BOARDHOST_EXAMPLE_GAMES=1

    @property
    def rules(self) -> str:
        """The English rules page (the reference); translations are docs/<ll>/<key>.md."""
        return f"docs/{self.key}.md"

    @property
    def texts(self) -> str:
        """The module of the game's words: English templates, a gettext domain named after the game."""
        return f"engines.{self.key}.texts"


def spec(key: str, example: bool = False) -> GameSpec:
    """A game laid out the usual way: engines/<key>/, renderers/<key>.py, cogs/<key>.py."""
    return GameSpec(key, f"engines.{key}", f"renderers.{key}", f"cogs.{key}", example)


GAMES: tuple[GameSpec, ...] = (
    spec("moonbots"),
    spec("qube"),
    spec("proponi"),
    spec("botfactory"),
    spec("century"),
    spec("tally", example=True),
)


def enabled(environ: Mapping[str, str] = os.environ) -> tuple[GameSpec, ...]:
    """The games players get: every one but the examples, and those too with BOARDHOST_EXAMPLE_GAMES=1."""
    examples = environ.get(EXAMPLES_SETTING) == "1"
    return tuple(s for s in GAMES if examples or not s.example)


def by_key(key: str) -> GameSpec:
    return next(s for s in GAMES if s.key == key)
