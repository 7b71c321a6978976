"""What a game still lacks of the recipe in docs/ADDING_A_GAME.md, as sentences naming the file or the
function to write. `python -m pytest tests/test_recipe.py` runs it for every registered game."""

from __future__ import annotations

import importlib
import inspect
import io
import json
from pathlib import Path

from PIL import Image

import registry
from engines.base import Game, Rng
from engines.i18n import LOCALES, SOURCE

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [locale for locale in LOCALES if locale != SOURCE]
AI_LEVELS = ("smart", "random")


def module(name: str) -> object | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name and (name == error.name or name.startswith(error.name + ".")):
            return None
        raise


def lacks(spec: registry.GameSpec) -> list[str]:
    """Every step of the recipe this game has not done yet (empty: nothing)."""
    key, missing = spec.key, []
    if spec not in registry.GAMES:
        missing.append(f"registry.py: a GameSpec for {key!r} in GAMES")
    engine = module(spec.engine)
    game = getattr(engine, "GAME", None)
    if not isinstance(game, Game):
        missing.append(f"{spec.engine.replace('.', '/')}/__init__.py: GAME, an engines.base.Game subclass's instance")
    else:
        missing += engine_lacks(spec, game)
    renderer = module(spec.renderer)
    if renderer is None or not (callable(getattr(renderer, "render", None))
                                and callable(getattr(renderer, "glance", None))):
        missing.append(f"{spec.renderer.replace('.', '/')}.py: render(view, names) and glance(view, names, before)")
    elif isinstance(game, Game):
        missing += picture_lacks(spec, game, renderer)
    cog = module(spec.cog)
    if cog is None or not callable(getattr(cog, "setup", None)):
        missing.append(f"{spec.cog.replace('.', '/')}.py: a GameCog subclass with its `new` command, and setup(bot)")
    else:
        from cogs.game import GameCog

        cogs = [c for _, c in inspect.getmembers(cog, inspect.isclass) if issubclass(c, GameCog) and c is not GameCog]
        if not any(c.game_key == key and "new" in {cmd.name for cmd in c.__cog_app_commands__} for c in cogs):
            missing.append(f"{spec.cog.replace('.', '/')}.py: a GameCog subclass with game_key = {key!r} and `new`")
    page = ROOT / spec.rules
    if not page.is_file() or not page.read_text().startswith("# "):
        missing.append(f"{spec.rules}: the rules page, starting with '# <title>'")
    missing += [f"docs/{ll}/{key}.md: the rules page in {ll}" for ll in TRANSLATED
                if not (ROOT / "docs" / ll / f"{key}.md").is_file()]
    if module(spec.texts) is None:
        missing.append(f"{spec.texts.replace('.', '/')}.py: the game's English templates (its gettext domain {key!r})")
    missing += [f"locales/{ll}/LC_MESSAGES/{key}.po: the game's words in {ll} (python -m tools.i18n update)"
                for ll in TRANSLATED if not (ROOT / "locales" / ll / "LC_MESSAGES" / f"{key}.po").is_file()]
    if not list((ROOT / "tests" / key).glob("test_*.py")):
        missing.append(f"tests/{key}/test_*.py: the game's own tests (its rules, its AI, its pictures)")
    return missing


def engine_lacks(spec: registry.GameSpec, game: Game) -> list[str]:
    where, missing = spec.engine.replace(".", "/"), []
    if game.key != spec.key or not game.title:
        missing.append(f"{where}: the Game's key must be {spec.key!r} and it needs a title")
    if not (1 <= game.min_players <= game.max_players <= 6):
        missing.append(f"{where}: min_players and max_players between 1 and 6")
    package = importlib.import_module(spec.engine)
    views = [c for name, c in vars(package).items() if inspect.isclass(c) and name.endswith("View")]
    if not views:
        missing.append(f"{where}/__init__.py: the shape of its view, a TypedDict named <Game>View (what each key"
                       " means: VIEW.md beside it)")
    state = game.setup(game.min_players, 1)
    try:
        json.loads(json.dumps(game.dump(state)))
        json.dumps(game.view(state, None))
    except (TypeError, ValueError) as error:
        missing.append(f"{where}: dump(state) and view(state, seat) must be JSON ({error})")
    seat = game.pending(state)[0] if game.pending(state) else None
    if seat is None:
        missing.append(f"{where}: pending(setup(...)) names who acts first")
        return missing
    legal = {a.id for a in game.actions(state, seat)}
    for level in AI_LEVELS:
        if game.ai(state, seat, Rng(2), level) not in legal:
            missing.append(f"{where}: ai(state, seat, rng, {level!r}) must pick one of actions(state, seat)")
    return missing


def picture_lacks(spec: registry.GameSpec, game: Game, renderer: object) -> list[str]:
    state = game.setup(game.min_players, 1)
    view, names = game.view(state, None), [f"P{n}" for n in range(game.min_players)]
    missing = []
    for name, png in (("render", renderer.render(view, names)), ("glance", renderer.glance(view, names, None))):
        if not isinstance(png, bytes) or Image.open(io.BytesIO(png)).format != "PNG":
            missing.append(f"{spec.renderer.replace('.', '/')}.py: {name} must return PNG bytes")
    return missing
