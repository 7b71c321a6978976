"""What each piece of Moon-Bots' full table is, in words made from the view (the cards' own names and
texts) and the "moonbots" catalog; and the legend of the codes the picture draws (the built-in
"board" part, a pair, +1⚡, the used secret weapons)."""

from __future__ import annotations

from collections.abc import Callable

from engines.i18n import Msg
from engines.moonbots.texts import text
from renderers.pieces import record, when_recording

KINDS = ("moonbots.robot", "moonbots.part", "moonbots.board", "moonbots.slot", "moonbots.upgrade", "moonbots.roll",
         "moonbots.weapon", "moonbots.market", "moonbots.cost", "moonbots.used")
Area = tuple[float, float, float, float]


def robot_name(robot: dict) -> Msg:
    """"Anna's robot" or "Anna · left" (a player's two robots in a game of two)."""
    seat = f"<s:{robot['owner']}>"
    if robot.get("side"):
        return text("picture.robot_side", name=seat, side=text(f"word.{robot['side']}"))
    return text("piece.robot_name", seat=robot["owner"])


@when_recording
def robot(box: Area, view: dict, found: dict, attacks: Callable[[dict, dict], list[int]]) -> None:
    """`attacks(view, robot)`: the robots it may attack where the picture names them."""
    name, energy, targets = robot_name(found), found.get("energy", 0), attacks(view, found)
    if found.get("out"):
        explanation = text("piece.robot_out", robot=name)
    elif found.get("resting"):
        explanation = text("piece.robot_resting", robot=name, energy=energy)
    elif targets:
        explanation = text("piece.robot_targets", robot=name, energy=energy,
                           targets=[robot_name(view["robots"][i]) for i in targets])
    else:
        explanation = text("piece.robot", robot=name, energy=energy)
    record(box, "moonbots.robot", name, explanation, (f"robot:{found['index']}",))


@when_recording
def slot(box: Area, found: dict, place: str, card: dict | None, dice: list[int]) -> None:
    refs = (f"slot:{found['index']}:{place}",)
    if card is None:
        record(box, "moonbots.slot", text(f"slot.{place}"),
               text("piece.slot_empty", slot=text(f"slot.{place}"), robot=robot_name(found)), refs)
        return
    fields = {"name": card["name"], "does": card["text"]}
    if place == "board":
        key = "piece.board_dice" if dice else "piece.board"
        record(box, "moonbots.board", text("piece.board_label", name=card["name"]), text(key, dice=dice, **fields),
               refs)
        return
    key = "piece.part_dice" if dice else "piece.part"
    record(box, "moonbots.part", card["name"], text(key, slot=text(f"slot.{place}"), dice=dice, **fields), refs)


@when_recording
def upgrade(box: Area, found: dict, card: dict) -> None:
    record(box, "moonbots.upgrade", card["name"],
           text("piece.upgrade", name=card["name"], robot=robot_name(found), does=card["text"]),
           (f"card:{card['id']}",))


@when_recording
def roll(box: Area, found: dict) -> None:
    dice = [die.get("value", 0) for die in found.get("dice", [])]
    explanation = text("piece.roll", robot=robot_name(found), dice=dice) if dice else \
        text("piece.no_roll", robot=robot_name(found))
    record(box, "moonbots.roll", text("piece.roll_label"), explanation,
           (f"roll:{found['index']}",) + tuple(f"die:{found['index']}:{i}" for i in range(len(dice))))


@when_recording
def weapon(box: Area, card: dict) -> None:
    record(box, "moonbots.weapon", card["name"], text("piece.weapon", name=card["name"], does=card["text"]),
           (f"weapon:{card['id']}",))


@when_recording
def hidden_weapons(box: Area, found: dict, count: int) -> None:
    record(box, "moonbots.weapon", text("picture.weapons", count=count),
           text("piece.weapons_hidden", robot=robot_name(found), weapons=text("picture.weapons", count=count)),
           (f"weapons:{found['index']}",))


@when_recording
def cost(box: Area, row: int, price: int) -> None:
    said_cost = text("piece.energy", count=price) if price else text("picture.cost_free")
    record(box, "moonbots.cost", text("piece.cost_label", row=row + 1), text("piece.cost", row=row + 1, cost=said_cost),
           (f"row:{row + 1}",))


@when_recording
def market(box: Area, view: dict, row: int, col: int, card: dict | None) -> None:
    refs = (f"market:r{row + 1}c{col + 1}",)
    if not card:
        record(box, "moonbots.market", text("picture.empty"), text("piece.market_empty", row=row + 1), refs)
        return
    price = view.get("costs", [2, 1, 0])[row] + (1 if card.get("surcharge") else 0)
    said_cost = text("piece.energy", count=price) if price else text("picture.cost_free")
    if card.get("face_down") or "name" not in card:
        record(box, "moonbots.market", text("picture.weapons", count=1),
               text("piece.market_weapon", row=row + 1, cost=said_cost), refs)
        return
    record(box, "moonbots.market", card["name"],
           text("piece.market", name=card["name"], row=row + 1, cost=said_cost, does=card["text"]), refs)


@when_recording
def used(box: Area) -> None:
    record(box, "moonbots.used", text("piece.used_label"), text("piece.used"), ("used",))


def legend(view: dict) -> list[Msg]:
    """The codes drawn on the cards: the built-in part, a pair, energy, the surcharge, the used weapons."""
    return [
        text("legend.line", code=text("picture.board"), meaning=text("legend.board")),
        text("legend.line", code=text("picture.pair"), meaning=text("needs.pair")),
        text("legend.line", code="⚡", meaning=text("legend.energy")),
        text("legend.line", code="+1⚡", meaning=text("legend.surcharge")),
        text("legend.line", code=text("piece.used_label"), meaning=text("piece.used")),
    ]
