"""What a Proponi decision touches, named as the full table's pieces are (renderers/explain/proponi.py):
"place:<floor><row>:<column>" (a card's place: floor 1-4, row a or b, column 1-3) and "floor:<floor>"."""

from __future__ import annotations

import re

from engines.proponi.state import State

SQUARE = re.compile(r"([1-4][ab])([1-3])?")


def touches(s: State, seat: int, action_id: str) -> tuple[str, ...]:
    verb, _, arg = action_id.partition(":")
    if verb == "mend":
        return (f"floor:{arg}",)
    found = SQUARE.fullmatch(arg)
    if not found:
        return ()
    place = found[1]
    if verb == "hit" and found[2]:
        return (f"place:{place}:{found[2]}",)
    if verb in ("put", "design"):
        return (f"place:{place}:1",)
    if verb in ("install", "direct"):  # the card waiting in column 2 goes to column 3
        return (f"place:{place}:2", f"place:{place}:3")
    return ()
