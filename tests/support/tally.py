"""The example game Tally (engines/tally, renderers/tally.py, cogs/tally.py), as the tests import it."""

from engines.tally import GAME, TARGET, TOKENS, Tally
from renderers.tally import glance, render

__all__ = ["GAME", "TARGET", "TOKENS", "Tally", "glance", "render"]
