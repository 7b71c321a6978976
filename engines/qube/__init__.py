"""Qube Attack: cubes arm up, fight and hold moons in a galaxy of planets (2-6 players)."""

from engines.qube.engine import Qube

GAME = Qube()
