"""20th Century: land, technology and garbage for 3-5 players (a land auction, technologies,
catastrophes, and a region of tiles joined by rails)."""

from engines.century.engine import Century
from engines.century.shape import CenturyView

GAME = Century()

__all__ = ["GAME", "CenturyView"]
