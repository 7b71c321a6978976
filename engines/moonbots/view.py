"""What a seat (or the public) may see, in the shape of VIEW.md. Face-down cards appear only as
{"kind": "weapon", "face_down": true}: no name, no id."""

from __future__ import annotations

from engines.i18n import Msg, from_data
from engines.moonbots import weapons
from engines.moonbots.cards import CARDS, FACE_DOWN, ROW_COSTS, card_json
from engines.moonbots.moves import pending
from engines.moonbots.state import State, fighting, neighbours, orders_of
from engines.moonbots.texts import text

STEP_WORDS = {"buy": "buy", "search": "search"}


def view(s: State, seat: int | None) -> dict:
    data = {
        "game": "moonbots",
        "players": s["players"],
        "round": s["round"],
        "turn": s["turns"],
        "active_robot": s["active"],
        "step": _step(s),
        "waiting_for": pending(s),
        "reaction": _reaction(s),
        "costs": list(ROW_COSTS),
        "market": [[_market_card(c) for c in row] for row in s["market"]],
        "pile": len(s["pile"]),
        "boxed": len(s["boxed"]),
        "removed": len(s["removed"]),
        "used": [card_json(CARDS[c]) for c in s["used"]],
        "duels": s["duels"],
        "final": s["final"],
        "robots": [_robot(s, r, seat) for r in range(len(s["robots"]))],
        "log": [from_data(entry) for entry in s["log"]],  # games saved before hold English here
        "winner": s["winners"][0] if s["winners"] else None,
        "winners": s["winners"],
    }
    if seat is not None:
        data["seat"] = seat
        data["hand"] = hand(s, seat)
        data["orders"] = orders_of(s, seat)
    return data


def _step(s: State) -> str:
    if s["over"]:
        return "over"
    if s["window"]:
        return "react"
    return STEP_WORDS.get(s["phase"], "place")


def _reaction(s: State) -> dict | None:
    if not s["window"]:
        return None
    return {"kind": s["window"]["kind"], "text": weapons.window_text(s), "deadline_s": s["minutes"] * 60}


def _market_card(card_id: str | None) -> dict | None:
    if card_id is None:
        return None
    card = CARDS[card_id]
    return dict(FACE_DOWN) if card.kind == "weapon" else card_json(card)


def _robot(s: State, r: int, seat: int | None) -> dict:
    robot = s["robots"][r]
    data = {
        "index": r,
        "owner": robot["owner"],
        "side": robot["side"],
        "energy": robot["energy"],
        "out": robot["out"],
        "resting": robot["resting"],
        "neighbours": neighbours(s, r) if fighting(s, r) else [],
        "parts": {slot: card_json(CARDS[c]) if c else None for slot, c in robot["parts"].items()},
        "board": [card_json(CARDS[robot["board"]])],
        "upgrades": [card_json(CARDS[u]) for u in robot["upgrades"]],
        "dice": [{"value": value, "on": on} for value, on in robot["dice"]],
        "weapons_hidden": len(robot["weapons"]),
    }
    if seat == robot["owner"]:
        data["weapons"] = [card_json(CARDS[w]) for w in robot["weapons"]]
    return data


def hand(s: State, seat: int) -> list[Msg]:
    """The seat's secret weapons in words (in a 2-player game, with the robot that holds each)."""
    found = []
    for robot in s["robots"]:
        if robot["owner"] == seat:
            held = {"robot": text(f"side.{robot['side']}")} if robot["side"] else {}
            key = "hand.weapon_robot" if held else "hand.weapon"
            found += [text(key, name=CARDS[w].name, does=CARDS[w].text, **held) for w in robot["weapons"]]
    return found
