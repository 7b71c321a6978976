"""Qube Attack: cubes arm up, fight and hold moons in a galaxy of planets (2-6 players)."""

from engines.qube.engine import Qube
from engines.qube.shape import QubeView

GAME = Qube()

__all__ = ["GAME", "QubeView"]
