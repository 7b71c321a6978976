"""Figures the command line and its records share: a percentile of a sample and the Wilson interval of a share."""

from __future__ import annotations

from collections.abc import Sequence


def percentile(values: Sequence[float], p: float) -> float:
    """The `p`th percentile of `values` (the nearest rank; `values` need not be sorted)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a share of `wins` in `games`."""
    if not games:
        return 0.0, 1.0
    share = wins / games
    centre = share + z * z / (2 * games)
    spread = z * ((share * (1 - share) + z * z / (4 * games)) / games) ** 0.5
    return (centre - spread) / (1 + z * z / games), (centre + spread) / (1 + z * z / games)
