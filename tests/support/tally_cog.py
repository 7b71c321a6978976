"""The example game's cog (cogs/tally.py), as the end-to-end tests load it."""

from cogs.tally import TallyCog, setup

__all__ = ["TallyCog", "setup"]
