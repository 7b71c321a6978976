"""Tally, the example game (see docs/ADDING_A_GAME.md): hidden from players unless BOARDHOST_EXAMPLE_GAMES=1."""

from engines.tally.engine import GAME, TARGET, TOKENS, Tally, TallyView

__all__ = ["GAME", "TARGET", "TOKENS", "Tally", "TallyView"]
