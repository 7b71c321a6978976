"""What each piece of Proponi's full table is, in words made from the view (the cards' own names and
numbers) and the "proponi" catalog; and the legend of the codes the picture draws (the health
track, the card's circles and diamonds, the rows' letters, the end bonus)."""

from __future__ import annotations

from engines.i18n import Msg
from engines.proponi.texts import text
from renderers.pieces import record, when_recording

KINDS = ("proponi.floor", "proponi.health", "proponi.card", "proponi.empty", "proponi.existing", "proponi.cube",
         "proponi.gear", "proponi.seat")
Area = tuple[float, float, float, float]
COLUMNS = ("proposed", "waiting", "installed")


def _health_meaning(level: int) -> Msg:
    if level == 1:
        return text("piece_health_1")
    if level == 9:
        return text("piece_health_9")
    return text("piece_health_saves") if level >= 4 else text("piece_health_low")


@when_recording
def floor(box: Area, view: dict, found: dict) -> None:
    fields = {"floor": found["floor"], "health": found["health"],
              "ages": text("pic_ages", total=found["black"] + view["gears"])}
    key = "piece_floor_emergency" if found["floor"] in view["emergency"] else "piece_floor"
    record(box, "proponi.floor", text("pic_floor", floor=found["floor"]), text(key, **fields),
           (f"floor:{found['floor']}",))


@when_recording
def health(box: Area, number: int, level: int, here: bool) -> None:
    key = "piece_health_here" if here else "piece_health"
    record(box, "proponi.health", text("piece_health_label", level=level),
           text(key, floor=number, level=level, meaning=_health_meaning(level)),
           (f"floor:{number}",) if here else (f"health:{number}:{level}",))


def _place(number: int, row: str, column: int) -> str:
    return f"place:{number}{row.lower()}:{column}"


@when_recording
def card(box: Area, number: int, row: str, column: int, found: dict) -> None:
    kind = text("kind_system" if found["kind"] == "system" else "kind_spare")
    record(box, "proponi.card", found["label"],
           text("piece_card", name=found["label"], kind=kind, floor=number, row=row,
                column=text(f"pic_column{column}")),
           (_place(number, row, column), f"card:{found['key']}"))


@when_recording
def empty(box: Area, number: int, row: str, column: int) -> None:
    record(box, "proponi.empty", text(f"pic_column{column}"),
           text("piece_empty", floor=number, row=row, column=text(f"pic_column{column}")),
           (_place(number, row, column),))


@when_recording
def existing(box: Area, number: int, row: str, name: Msg) -> None:
    record(box, "proponi.existing", name, text("piece_existing", name=name, floor=number, row=row),
           (_place(number, row, 3),))


@when_recording
def cube(box: Area, colour: str, seat: int | None, filled: bool) -> None:
    if seat is not None:
        explanation = text(f"piece_cube_{colour}", seat=seat)
    elif filled:
        explanation = text(f"piece_cube_{colour}_none")
    else:
        explanation = text(f"piece_cube_{colour}_free")
    record(box, "proponi.cube", text("piece_cube_label"), explanation, (f"seat:{seat}",) if seat is not None else ())


@when_recording
def gear(box: Area, colour: str, value: int) -> None:
    meaning = text(f"pic_legend_{colour}")
    record(box, "proponi.gear", text(f"piece_gear_{colour}"), text("piece_gear", count=value, meaning=meaning), ())


@when_recording
def seat(box: Area, view: dict, number: int) -> None:
    bonus = view["scores"][number] - view["coins"][number]
    coins = text("pic_player_bonus" if bonus else "pic_player_coins", coins=view["coins"][number], bonus=bonus)
    fields = {"cubes": text("n_cubes", count=view["cubes"][number]),
              "cards": text("pic_cards", count=view["hand_sizes"][number])}
    line = text("pic_player_line_removed", removed=text("pic_removed", count=view["removed"][number]), **fields) \
        if view["removed"][number] else text("pic_player_line", **fields)
    record(box, "proponi.seat", text("piece_seat_label", seat=number),
           text("piece_seat", seat=number, coins=coins, line=line), (f"seat:{number}",))


def legend(view: dict) -> list[Msg]:
    """The codes the full table draws: each legend line of the picture, and the rows' letters."""
    lines = [text("legend_line", code=text("pic_floor", floor=1), meaning=text("pic_legend_health"))]
    lines += [text(f"pic_legend_{key}") for key in ("green", "black", "white", "diamonds")]
    lines.append(text("legend_line", code=text("pic_legend_bonus_icon"), meaning=text("pic_legend_bonus")))
    lines.append(text("legend_rows"))
    return lines
