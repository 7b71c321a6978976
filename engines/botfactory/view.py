"""What a seat (or the public) may see, in the shape of VIEW.md. Hidden: the order of the four part
stacks and of the project deck (only their sizes are shown). Every tile a player holds is face up,
so a seat's view is the public view plus an empty hand."""

from __future__ import annotations

from engines.botfactory import data, scoring
from engines.botfactory.moves import pending
from engines.botfactory.state import State, segment_at
from engines.botfactory.texts import name
from engines.i18n import from_data


def view(s: State, seat: int | None) -> dict:
    data_view = {
        "game": "botfactory",
        "players": s["players"],
        "round": s["round"],
        "turn": s["turns"],
        "phase": s["phase"],
        "stage": s["step"]["stage"] if s["step"] else None,
        "current": None if s["over"] else s["current"],
        "waiting_for": pending(s),
        "queue": [str(who) for who in s["queue"]],
        "workers": [_worker(s, seat_) for seat_ in range(s["players"])],
        "sandra": list(s["sandra"]),
        "vilela": list(s["vilela"]) if s["vilela"] else None,
        "vilela_robots": list(s["vilela_robots"]),
        "boards": [{"name": b, "spaces": [dict(sp) for sp in data.SPACES[b]], "executive": data.EXECUTIVE[b]}
                   for b in data.BOARDS],
        "seats": [_seat(s, seat_) for seat_ in range(s["players"])],
        "supply": s["supply"],
        "pool": dict(s["pool"]),
        "columns": {c: [dict(col) for col in cols] for c, cols in s["columns"].items()},
        "spares": list(s["spares"]),
        "stacks": {c: len(t) for c, t in s["stacks"].items()},
        "discards": {c: len(t) for c, t in s["discards"].items()},
        "universal": sorted(s["universal"]),
        "marker": s["marker"],
        "wheel": [{"position": p, "segment": segment_at(s, p), "colour": data.WHEEL[segment_at(s, p)],
                   "tile": s["wheel"][segment_at(s, p)]} for p in range(len(data.WHEEL))],
        "display": [list(row) for row in s["display"]],
        "projects": {p: dict(t) for p, t in data.PROJECTS.items()},
        "deck": len(s["deck"]),
        "project_discard": len(s["project_discard"]),
        "values": dict(s["values"]),
        "track": {"min": data.VALUE_MIN, "max": data.VALUE_MAX},
        "contracts": [_contract(c) for c in s["contracts"]],
        "ending": s["ending"],
        "solo_target": s["options"]["solo_target"] if s["players"] == 1 else None,
        "log": [from_data(entry) for entry in s["log"]],
        "over": s["over"],
        "winners": list(s["winners"]),
        "scores": list(s["scores"]),
        "summary": from_data(s["summary"]),
    }
    if seat is not None:
        data_view["hand"] = []
        data_view["viewer"] = seat  # whose view it is: the picture marks "you"
    return data_view


def _worker(s: State, seat: int) -> dict | None:
    where = s["workers"][seat]
    if where is None:
        return None
    return {"board": where[0], "space": where[1], "standing": s["standing"][seat]}


def _seat(s: State, seat: int) -> dict:
    score = scoring.breakdown(s, seat)
    return {
        "speech": s["speech"][seat],
        "parts": sorted(s["parts"][seat]),
        "projects": list(s["projects"][seat]),
        "done": list(s["done"][seat]),
        "robots": list(s["robots"][seat]),
        "score": score["total"],
        "breakdown": {k: v for k, v in score.items() if k not in ("total", "completed")},
    }


def _contract(c: dict) -> dict:
    tile = data.CONTRACTS[c["id"]]
    return {"id": c["id"], "row": c["row"], "need": name(f"contract.{c['id']}"), "points": list(tile["points"]),
            "row_points": data.ROW_POINTS[c["row"]], "owner": c["owner"], "tokens": c["tokens"]}
