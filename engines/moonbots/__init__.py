"""Moon-Bots: robots built from salvaged parts fight on the Moon until one is left standing."""

from engines.moonbots.engine import MoonBots
from engines.moonbots.shape import MoonBotsView

GAME = MoonBots()

__all__ = ["GAME", "MoonBotsView"]
