"""Proponi, Progetta & Installa: keep a building's HVAC systems healthy for 9 years and earn the most (3-6 players)."""

from engines.proponi.engine import Proponi
from engines.proponi.shape import ProponiView

GAME = Proponi()

__all__ = ["GAME", "ProponiView"]
