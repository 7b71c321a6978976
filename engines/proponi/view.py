"""What a seat (or the public) may know of a Proponi game; the schema is in VIEW.md. Every word in it
is a `Msg` of the "proponi" domain (the renderer says it in the reader's language)."""

from __future__ import annotations

from collections import Counter

from engines.i18n import Msg
from engines.proponi import cards, flow
from engines.proponi.state import State, black_gears, emergencies, row_name
from engines.proponi.texts import text


def view(s: State, seat: int | None) -> dict:
    public = {
        "game": "proponi",
        "players": s["players"],
        "phase": s["phase"],
        "year": s["year"],
        "last_year": s["last_year"],
        "round": years_played(s) if s["over"] else s["year"],
        "card": s["round"],
        "first": s["first"],
        "current": None if s["over"] else s["actor"],
        "step": _step(s),
        "health": list(s["health"]),
        "emergency": [f + 1 for f in emergencies(s)],
        "purse": s["purse"],
        "coins": list(s["coins"]),
        "cubes": list(s["cubes"]),
        "removed": list(s["removed"]),
        "scores": flow.scores(s),
        "hand_sizes": [len(hand) for hand in s["hands"]],
        "gears": flow.permanent_gears(s),
        "board": [_floor(s, floor) for floor in range(cards.FLOORS)],
        "events": [_event(key) for key in s["year_events"]],
        "placing": [part_json(key) for key in s["step"].get("queue", [])],
        "decks": {
            "resources": len(s["res"]),
            "resource_discard": _discards(s),
            "parts": len(s["parts"]),
            "parts_discard": len(s["parts_discard"]),
            "events": len(s["events"]),
        },
        "options": dict(s["opts"]),
        "over": s["over"],
        "broke": s["broke"],
        "winners": list(s["winners"]),
        "summary": flow.summary(s),
    }
    return public if seat is None else public | {"hand": hand(s, seat), "viewer": seat}


def _discards(s: State) -> list[dict]:
    """The resource discard pile by kind of card: its name and how many copies (copies read alike)."""
    counted = Counter(cards.kind_of(card) for card in s["res_discard"])
    return [{"name": cards.card_name(kind), "count": count} for kind, count in sorted(counted.items())]


def _step(s: State) -> str:
    """The micro-step, as the table may know it: a use step that came by itself (one kind of card in
    the hand) reads "card", as it would otherwise tell what the hand holds."""
    step = s["step"]
    return "card" if step["kind"] == "use" and step["only"] else step["kind"]


def years_played(s: State) -> int:
    """Years of contract completed once the game is over (an empty purse stops it before its year)."""
    return s["year"] - 1 if s["broke"] else s["year"]


def _floor(s: State, floor: int) -> dict:
    rows = []
    for row, place in enumerate(s["board"][floor]):
        rows.append({
            "row": row_name(row),
            "existing": cards.existing_name(floor, row),
            "proposed": _card(place["c1"]),
            "waiting": _card(place["c2"]),
            "installed": _card(place["c3"]),
        })
    return {"floor": floor + 1, "health": s["health"][floor], "black": black_gears(s, floor), "rows": rows}


def part_json(key: str) -> dict:
    part = cards.PART[key]
    return {"key": key, "name": part.name, "label": part.label, "kind": part.kind, "floors": list(part.floors),
            "blue": part.blue, "green": part.green, "black": part.black, "white": part.white}


def _card(card: dict | None) -> dict | None:
    if card is None:
        return None
    return part_json(card["part"]) | {"yellow": card["y"], "designers": list(card["b"]), "red": card["r"]}


def _event(key: str) -> dict:
    event = cards.EVENT[key]
    return {"key": key, "name": event.name, "kind": event.kind, "effect": flow.effects(event)}


def hand(s: State, seat: int) -> list[Msg]:
    """The seat's resource cards, one line each: "Name: what it does". Copies of a role card look alike
    to the player (two Installatore read the same); the state keeps each copy apart by its id."""
    return [hand_line(card) for card in sorted(s["hands"][seat])]


def hand_line(card: str) -> Msg:
    kind = cards.kind_of(card)
    if kind in cards.ROLES:
        return text(f"hand_{kind}")
    special = cards.SPECIAL[kind]
    return text("hand_special", card=special.name, gloss=special_gloss(special))


def special_gloss(special: cards.Special) -> Msg:
    """What a special does; one limited to a role names it (every special here is for all roles or one)."""
    if special.sources == ("player",):
        return text("gloss_player")
    roles = text("roles_any") if special.roles == cards.ROLES else cards.role_name(special.roles[0])
    source = "both" if len(special.sources) == 2 else special.sources[0]
    return text(f"gloss_{source}", roles=roles)
