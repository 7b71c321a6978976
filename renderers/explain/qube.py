"""What each piece of Qube Attack's full table is, in words made from the view (the planets' names,
the cubes, the scores) and the "qube" catalog; and the legend of the codes the picture draws (the
weapons' marks, a stack of two, the count of alike cubes)."""

from __future__ import annotations

from engines.i18n import Msg
from engines.qube.texts import text
from renderers.pieces import record, when_recording

KINDS = ("qube.planet", "qube.cube", "qube.score", "qube.seat")
Area = tuple[float, float, float, float]
MOON_POINTS = {"half": 2, "full": 4}  # engines/qube/board.py POINTS: what a moon scores held alone


@when_recording
def planet(box: Area, view: dict, found: dict) -> None:
    name, kind = found["name"], found["kind"]
    if kind == "entrance":
        explanation = text("piece.entrance_home", name=name, seat=found["home"]) if found["home"] is not None \
            else text("piece.entrance", name=name)
    elif kind in MOON_POINTS:
        holders = view["holders"].get(found["id"], [])
        explanation = text("piece.moon_held", name=name, points=MOON_POINTS[kind],
                           seats=[f"<s:{seat}>" for seat in holders]) if holders \
            else text("piece.moon_free", name=name, points=MOON_POINTS[kind])
    else:
        explanation = text({"cube": "piece.cube_planet", "wound": "piece.wound", "armory": "piece.armory"}[kind],
                           name=name)
    record(box, "qube.planet", name, explanation, (f"planet:{found['id']}",))


@when_recording
def cubes(box: Area, view: dict, planets: dict, seat: int, at: str, height: int, weapon: str, count: int) -> None:
    ids = [c["id"] for c in view["cubes"]
           if (c["seat"], c["planet"], c["height"], c["weapon"]) == (seat, at, height, weapon)]
    key = "piece.stacks" if height == 2 else "piece.cubes"
    record(box, "qube.cube", text("piece.cubes_label", seat=seat),
           text(key, seat=seat, count=count, planet=planets[at]["name"], weapon=text(f"weapon.{weapon}")),
           tuple(f"cube:{i}" for i in ids) + (f"planet:{at}",))


@when_recording
def score(box: Area, view: dict, seat: int) -> None:
    record(box, "qube.score", text("piece.seat_label", seat=seat),
           text("piece.score", seat=seat, score=view["scores"][seat], goal=view["goal"]), (f"score:{seat}",))


@when_recording
def seat_row(box: Area, seat: int, info: Msg) -> None:
    record(box, "qube.seat", text("piece.seat_label", seat=seat), text("piece.seat", seat=seat, info=info),
           (f"seat:{seat}",))


def legend(view: dict) -> list[Msg]:
    """The marks drawn on the cubes: the weapons', a stack of two's, the count of alike cubes."""
    return [text(f"legend.{code}") for code in ("short", "long", "stack", "count")]
