"""Bot Factory: build robots from parts and projects in a factory of four boards (1-4 players)."""

from engines.botfactory.engine import BotFactory
from engines.botfactory.shape import BotFactoryView

GAME = BotFactory()

__all__ = ["GAME", "BotFactoryView"]
