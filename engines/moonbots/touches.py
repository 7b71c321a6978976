"""What a Moon-Bots decision touches, named as the full table's pieces are (renderers/explain/moonbots.py):
"market:r<row>c<col>", "slot:<robot>:<slot>", "die:<robot>:<i>", "roll:<robot>", "robot:<robot>",
"weapon:<card>"."""

from __future__ import annotations

from engines.moonbots.state import State


def touches(s: State, seat: int, action_id: str) -> tuple[str, ...]:
    verb, _, arg = action_id.partition(":")
    if verb == "use":  # a secret weapon, played in its owner's turn or in a reaction window
        return (f"weapon:{arg.partition(':')[0]}",)
    active = s.get("active")
    if verb == "buy":
        return (f"market:{arg}",)
    if active is None:
        return ()
    if verb == "act":
        return (f"slot:{active}:{arg}",)
    if verb == "roll":
        return (f"roll:{active}",)
    if verb in ("dice", "reroll") and arg:
        dice = tuple(f"die:{active}:{i}" for i in arg.split("-"))
        pick = (s.get("t") or {}).get("pick")
        return dice + ((f"slot:{active}:{pick}",) if verb == "dice" and pick else ())
    if verb == "adjust":
        return (f"die:{active}:{arg.split(':')[0]}",)
    if verb in ("aim", "aimall"):
        return (f"robot:{arg}",)
    if verb == "use":
        return (f"weapon:{arg.partition(':')[0]}",)
    return ()
