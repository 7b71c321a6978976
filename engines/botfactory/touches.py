"""What a Bot Factory decision touches, named as the full table's pieces are (renderers/explain/botfactory.py):
"space:<board>.<space>", "robot:<colour><index>", "part:<seat>:<tile>", "wheel:<position>", "stack:<colour>",
"display:<row><col>", "project:<id>", "value:<colour>", "contract:<index>", "spare:<index>", "universal:<index>"."""

from __future__ import annotations

from engines.botfactory import data
from engines.botfactory.state import State


def touches(s: State, seat: int, action_id: str) -> tuple[str, ...]:
    verb, _, arg = action_id.partition(":")
    if verb == "go":
        return (f"space:{arg}",)
    if verb == "put":
        tile, robot = arg.split(".")
        return (f"part:{seat}:{tile}", f"robot:{robot}")
    if verb in ("part", "give") or (verb == "drop" and arg not in data.PROJECTS):
        return (f"part:{seat}:{arg}",)
    if verb == "drop3":
        return tuple(dict.fromkeys(f"part:{seat}:{tile}" for tile in arg.split(".")))
    if verb in ("drop", "dropp"):
        return (f"project:{arg}",)
    if verb == "col":
        return (f"robot:{arg}",)
    if verb == "take":
        return tuple(f"wheel:{p}" for p in data.BOTTOM) if arg == "both" else (f"wheel:{arg}",)
    if verb in ("turn", "fill", "stack") and arg:
        return (f"stack:{arg}",)
    if verb == "proj":
        return (f"display:{arg}",)
    if verb == "raise":
        return (f"value:{arg}",)
    if verb == "contract":
        return (f"contract:{arg}",)
    if verb == "tokens" and s.get("step") and s["step"].get("contract") is not None:
        return (f"contract:{s['step']['contract']}",)
    if verb == "spare":
        return (f"spare:{arg}",)
    if verb == "univ":
        return tuple(f"universal:{i}" for i, tile in enumerate(s["universal"]) if tile == arg)
    return ()
