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
"""

import importlib
from collections.abc import Callable

import registry

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
