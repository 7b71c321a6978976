"""Pictures only: one module per game and the shared kit. No discord here.

Each game module has two pictures, both drawn from an engine view (public: seat None; or one seat's):
- `render(view, names) -> bytes`: the full table (a PNG about 1000-1400 px wide, text >= 18 px);
- `glance(view, names, before) -> bytes`: the landscape glance posted with every turn (about
  1100 x 600, text >= 24 px): whose turn, the race positions, what changed since `before` (the public
  view at the previous post, or None) highlighted.
`names[i]` is seat i's display name.
"""

from collections.abc import Callable

from renderers import botfactory, century, moonbots, qube

RENDERERS: dict[str, Callable[[dict, list[str]], bytes]] = {}
GLANCES: dict[str, Callable[[dict, list[str], dict | None], bytes]] = {}
RENDERERS["moonbots"] = moonbots.render
GLANCES["moonbots"] = moonbots.glance
RENDERERS["qube"] = qube.render
RENDERERS["century"] = century.render
GLANCES["century"] = century.glance
GLANCES["qube"] = qube.glance
RENDERERS["botfactory"] = botfactory.render
GLANCES["botfactory"] = botfactory.glance


def draw_glance(key: str, view: dict, names: list[str], before: dict | None) -> bytes:
    """The game's glance; a game whose glance is not written yet shows its full table."""
    if key not in GLANCES:
        return RENDERERS[key](view, names)
    return GLANCES[key](view, names, before)
