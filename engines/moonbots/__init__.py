"""Moon-Bots: robots built from salvaged parts fight on the Moon until one is left standing."""

from engines.moonbots.engine import MoonBots

GAME = MoonBots()
