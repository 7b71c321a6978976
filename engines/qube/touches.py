"""What a Qube Attack decision touches, named as the full table's pieces are (renderers/explain/qube.py):
"cube:<id>" (a cube or stack) and "planet:<id>"."""

from __future__ import annotations


def touches(state: dict, seat: int, action_id: str) -> tuple[str, ...]:
    verb, _, arg = action_id.partition(":")
    if verb in ("cube", "hit"):
        return (f"cube:{arg}",)
    chosen = state["pieces"].get(state["sel"]) if state.get("sel") is not None else None
    mine = (f"cube:{state['sel']}",) if chosen else ()
    if verb in ("move", "attack"):
        return mine + (f"planet:{arg}",)
    if verb == "activate" and chosen:
        return mine + (f"planet:{chosen['at']}",)
    return ()
