"""Pictures only: one module per game and the shared kit. No discord here.

Each game module has two pictures, both drawn from an engine view (public: seat None; or one seat's):
- `render(view, names) -> bytes`: the full table (a PNG about 1000-1400 px wide, text >= 18 px);
- `glance(view, names, before) -> bytes`: the landscape glance posted with every turn (about
  1100 x 600, text >= 24 px): whose turn, the race positions, what changed since `before` (the public
  view at the previous post, or None) highlighted.
`names[i]` is seat i's display name. A game module may also give `counter(view)`: the round (or year)
a view stands in, as a message said beside the turn around the moves; and `chart_badge` and
`CHART_COLOURS`: its own seat marks and line colours for the final chart (else the kit's); and
`CHART_UNIT`: what its scores count, a message named above the chart's scores.
The games are those registry.py enables (its `renderer` module).

What the full table drew, for the web page (issue 35; renderers/pieces.py):
- `render_with_pieces(key, view, names) -> (png, [Piece])`: the same picture `render` draws (the same
  bytes), and each piece it drew: `Piece(box, kind, label, explanation, refs)`, `box` in the picture's
  pixels, `label` and `explanation` messages (`piece.said(locale, names)` gives the JSON a page needs).
  Call it speaking the reader's language (`engines.i18n.speaking`, as `drawn_in` does): the picture's
  words are said then; the pieces' words are said later by `Piece.said`.
- `pieces(key, view, names) -> [Piece]`: the pieces alone (the picture is drawn and thrown away).
- The table service draws both in a worker: `await table.pictures.picture_with_pieces(row, seat, locale)`
  -> `(png, [{"box", "kind", "refs", "label", "explanation"}])`, the png the same bytes as `picture`.
- `legend(key, view) -> [Msg]`: a line for each code the game's full table still draws ("H: Hospital").
- `kinds(key) -> tuple[str, ...]`: every kind of piece the game's full table may record.
- An engine's `touches(state, seat, action_id) -> tuple[str, ...]` names what a decision touches with
  the same names as the pieces' `refs` ("land:a11", "spot:0:3.2"): highlight the pieces sharing one.
Recording is off for every other picture (Discord's): they are drawn exactly as before.
"""

import importlib
from collections.abc import Callable

import registry
from engines.i18n import Msg, spoken
from renderers.pieces import Piece, recorded

MODULES = {s.key: importlib.import_module(s.renderer) for s in registry.enabled()}
RENDERERS: dict[str, Callable[[dict, list[str]], bytes]] = {key: m.render for key, m in MODULES.items()}
GLANCES: dict[str, Callable[[dict, list[str], dict | None], bytes]] = {key: m.glance for key, m in MODULES.items()}
COUNTERS: dict[str, Callable[[dict], object] | None] = {key: getattr(m, "counter", None) for key, m in MODULES.items()}


def chart_unit(key: str) -> object | None:
    """What game `key`'s scores count ("VP", "energy"), as its renderer says it (`CHART_UNIT`), or None."""
    return getattr(MODULES.get(key), "CHART_UNIT", None)


def chart_marks(key: str) -> dict:
    """The keyword arguments `kit.chart` takes to draw game `key`'s own seat marks and line colours."""
    module = MODULES.get(key)  # a game enabled after this import (the tests' Tally) has the kit's
    return {"badge": getattr(module, "chart_badge", None), "colours": getattr(module, "CHART_COLOURS", None)}


def _explainer(key: str) -> object | None:
    name = f"renderers.explain.{key}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:  # a game whose table says nothing of what it drew (the tests' Tally)
        if missing.name != name:
            raise
        return None


def render_with_pieces(key: str, view: dict, names: list[str]) -> tuple[bytes, list[Piece]]:
    """Game `key`'s full table for `view` and the pieces it drew (none for a game that records none)."""
    with recorded() as found:
        png = MODULES[key].render(view, names)
    return png, found


def table_with_pieces(key: str, view: dict, names: list[str]) -> tuple[bytes, list[dict]]:
    """`render_with_pieces` with the pieces said as a page shows them, in the language being spoken
    (a drawing worker's job: core/table/pictures.py `picture_with_pieces`)."""
    png, found = render_with_pieces(key, view, names)
    locale = spoken()
    return png, [piece.said(locale, names) for piece in found]


def pieces(key: str, view: dict, names: list[str]) -> list[Piece]:
    """The pieces of game `key`'s full table for `view`, in drawing order."""
    return render_with_pieces(key, view, names)[1]


def legend(key: str, view: dict) -> list[Msg]:
    """A line for every code game `key`'s full table draws for `view` (none for a game without codes)."""
    explainer = _explainer(key)
    found = getattr(explainer, "legend", None)
    return found(view) if found else []


def kinds(key: str) -> tuple[str, ...]:
    """Every kind of piece game `key`'s full table may record."""
    return tuple(getattr(_explainer(key), "KINDS", ()))
