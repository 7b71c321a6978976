"""Rules only: one package per game and the shared contract (engines.base). No discord, no PIL."""

from engines.base import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.key] = game
    return game
