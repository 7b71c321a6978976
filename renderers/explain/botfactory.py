"""What each piece of Bot Factory's full table is, in words made from the view and the engine's own
names (parts, robots, projects, contracts, what a space does) in the "botfactory" catalog; and the
legend of the codes the picture draws (H/T/L, the colours' letters, the contracts' points)."""

from __future__ import annotations

from engines.botfactory import data
from engines.botfactory.moves import gain_words, space_words
from engines.botfactory.texts import name, part_name, project_name, speech, text
from engines.i18n import Msg
from renderers.pieces import record, when_recording

KINDS = ("botfactory.space", "botfactory.robot", "botfactory.part", "botfactory.wheel", "botfactory.stack",
         "botfactory.pool", "botfactory.project", "botfactory.value", "botfactory.contract", "botfactory.seat")
Area = tuple[float, float, float, float]


@when_recording
def space(box: Area, view: dict, board: int, number: int) -> None:
    fields = {"board": name(f"board.{view['boards'][board]['name']}"), "space": number + 1,
              "what": space_words({"supply": view["supply"]}, board, number)}
    who: list[Msg] = []
    for seat, worker in enumerate(view["workers"]):
        if worker and [worker["board"], worker["space"]] == [board, number]:
            who.append(text("piece.worker_standing" if worker["standing"] else "piece.worker_lying", seat=seat))
    for figure, where in (("sandra", view["sandra"]), ("vilela", view["vilela"])):
        if where == [board, number]:
            who.append(name(f"picture.key_{figure}"))
    explanation = text("piece.space_taken", who=who, **fields) if who else text("piece.space_free", **fields)
    record(box, "botfactory.space", text("piece.space", board=fields["board"], space=number + 1), explanation,
           (f"space:{board}.{number}",))


@when_recording
def robot(box: Area, colour: str, index: int, column: dict) -> None:
    fields = {"robot": name(f"robot.{colour}"), "number": index + 1}
    placed = [part_name(column[kind]) for kind in data.KINDS if column[kind]]
    if column["done"]:
        explanation = text("piece.robot_done", **fields)
    elif placed:
        explanation = text("piece.robot_parts", parts=placed, **fields)
    else:
        explanation = text("piece.robot_empty", **fields)
    record(box, "botfactory.robot", text("piece.robot", **fields), explanation, (f"robot:{colour}{index}",))


@when_recording
def robot_part(box: Area, tile: str, colour: str, index: int) -> None:
    record(box, "botfactory.part", part_name(tile),
           text("piece.part_robot", part=part_name(tile), robot=name(f"robot.{colour}"), number=index + 1),
           (f"robot:{colour}{index}",))


@when_recording
def spare(box: Area, index: int, tile: str) -> None:
    record(box, "botfactory.part", part_name(tile),
           text("piece.part_spare", part=part_name(tile), speech=speech(data.SWAP_COST)), (f"spare:{index}",))


@when_recording
def universal(box: Area, index: int, tile: str) -> None:
    record(box, "botfactory.part", part_name(tile), text("piece.part_universal", part=part_name(tile)),
           (f"universal:{index}",))


@when_recording
def held(box: Area, seat: int, tile: str) -> None:
    record(box, "botfactory.part", part_name(tile), text("piece.part_held", part=part_name(tile), seat=seat),
           (f"part:{seat}:{tile}",))


@when_recording
def wheel(box: Area, view: dict, square: dict) -> None:
    segment = name(f"segment.{square['colour']}")
    tile, position = square["tile"], square["position"]
    refs = (f"wheel:{position}",)
    if tile is None:
        record(box, "botfactory.wheel", segment, text("piece.wheel_empty", segment=segment), refs)
        return
    label = text("piece.wheel_label", part=part_name(tile))
    if position in data.BOTTOM:
        if not data.MATCH_BONUS[position]:
            bonus = name("label.take_unpaid")
        elif tile[0] == square["colour"]:
            bonus = text("label.take_match", gain=gain_words({"supply": view["supply"]}, data.MATCH_BONUS[position]))
        else:
            bonus = text("label.take_other", segment=segment)
        explanation = text("piece.wheel_bottom", part=part_name(tile), segment=segment,
                           side=name(f"label.bottom_{position}"), bonus=bonus)
    else:
        explanation = text("piece.wheel", part=part_name(tile), segment=segment)
    record(box, "botfactory.wheel", label, explanation, refs)


@when_recording
def stack(box: Area, view: dict, colour: str) -> None:
    key = "piece.stack_marker" if view["marker"] == colour else "piece.stack"
    record(box, "botfactory.stack", name(f"stack.{colour}"),
           text(key, stack=name(f"stack.{colour}"), count=view["stacks"][colour]), (f"stack:{colour}",))


@when_recording
def pool(box: Area, view: dict, colour: str) -> None:
    record(box, "botfactory.pool", name(f"legend.{colour}"),
           text("piece.pool", robots=name(f"legend.{colour}"), count=view["pool"][colour]), (f"pool:{colour}",))


@when_recording
def project_shown(box: Area, view: dict, row: int, col: int, project: str) -> None:
    record(box, "botfactory.project", project_name(project),
           text("piece.project_display", project=project_name(project), row=name(f"picture.project_row_{row}")),
           (f"display:{row}{col}", f"project:{project}"))


@when_recording
def project_held(box: Area, seat: int, project: str) -> None:
    record(box, "botfactory.project", project_name(project),
           text("piece.project_held", project=project_name(project), seat=seat), (f"project:{project}",))


@when_recording
def value(box: Area, view: dict, colour: str, step: int) -> None:
    here = view["values"][colour] == step
    robots = name(f"legend.{colour}")
    record(box, "botfactory.value", text("piece.value_label", robots=robots, value=step),
           text("piece.value_here" if here else "piece.value", robots=robots, value=step),
           (f"value:{colour}",) if here else (f"value:{colour}:{step}",))


@when_recording
def contract(box: Area, view: dict, index: int, found: dict) -> None:
    fields = {"need": found["need"], "row": found["row"] + 1}
    points = "/".join(map(str, found["points"]))
    owner = found["owner"]
    if owner is None:
        explanation = text("piece.contract_open", points=points, row_points=found["row_points"], **fields)
    elif owner < 0:
        explanation = text("piece.contract_vilela", **fields)
    else:
        explanation = text("piece.contract_taken", seat=owner, speech=speech(found["tokens"]), points=points, **fields)
    record(box, "botfactory.contract", text("piece.contract", need=found["need"]), explanation,
           (f"contract:{index}",))


@when_recording
def seat_row(box: Area, seat: int, line: Msg) -> None:
    record(box, "botfactory.seat", text("piece.seat_label", seat=seat),
           text("piece.seat", seat=seat, number=seat + 1, line=line), (f"seat:{seat}",))


def legend(view: dict) -> list[Msg]:
    """The letters drawn on parts and colour chips, the contracts' points, the robots left."""
    lines = [text("legend.line", code=name(f"letter.{kind}"), meaning=name(f"kind.{kind}")) for kind in data.KINDS]
    lines += [text("legend.line", code=name(f"letter.{colour}"), meaning=name(f"legend.{colour}"))
              for colour in data.COLOURS]
    lines.append(text("legend.line", code=name("letter.u"), meaning=name("legend.universal")))
    if view["contracts"]:
        points = "/".join(map(str, view["contracts"][0]["points"]))
        lines.append(text("legend.line", code=points, meaning=text("legend.points", points=points)))
    lines.append(text("legend.robots"))
    return lines
