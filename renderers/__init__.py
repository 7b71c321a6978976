"""Pictures only: one module per game and the shared kit. No discord here.

Each game module has `render(view: dict, names: list[str]) -> bytes` (a PNG), where `view` is the
engine's view for the public (seat None) or for one seat, and `names[i]` is seat i's display name.
"""

from collections.abc import Callable

from renderers import moonbots, qube

RENDERERS: dict[str, Callable[[dict, list[str]], bytes]] = {}
RENDERERS["moonbots"] = moonbots.render
RENDERERS["qube"] = qube.render
