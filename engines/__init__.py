"""Rules only: one package per game and the shared contract (engines.base). No discord, no PIL.

The games are those registry.py enables (one GameSpec each); each package's GAME is its engine."""

import importlib

import registry
from engines.base import Game

GAMES: dict[str, Game] = {s.key: importlib.import_module(s.engine).GAME for s in registry.enabled()}
