"""What each piece of 20th Century's full table is, in words made from the view (the engine's own
names of tiles, technologies and sites) and the "century" catalog; and the legend of the codes the
picture draws. The renderer records a piece beside each thing it draws (renderers/pieces.py)."""

from __future__ import annotations

from engines.century import data, words
from engines.century.texts import text
from engines.i18n import Msg
from renderers.pieces import Box, record, when_recording

Area = tuple[float, float, float, float]

KINDS = ("century.land", "century.tech", "century.cost", "century.column", "century.tile", "century.institution",
         "century.site", "century.spot", "century.waiting", "century.turn", "century.pollution", "century.seat")


@when_recording
def land_offer(box: Box, view: dict, tile: dict) -> None:
    price, auction = view["min_price"], view["auction"] or {}
    if auction.get("tile") == tile["id"] and auction.get("high") is not None:
        explanation = text("piece_land_block", tile=tile["name"], bid=words.coins(auction["bid"]), seat=auction["high"])
    elif price is not None:
        explanation = text("piece_land_offer", tile=tile["name"], price=words.coins(price))
    else:
        explanation = text("piece_land_offer_over", tile=tile["name"])
    record(box, "century.land", words.land_id(tile["id"]), explanation, (f"land:{tile['id']}",))


@when_recording
def tech(box: Box, view: dict, offered: dict) -> None:
    price = words.science(view["tech_price"]) if view["tech_price"] is not None else words.science(0)
    record(box, "century.tech", text("piece_tech_label", tech=offered["short"]),
           text("piece_tech", tech=offered["name"], price=price, garbage=words.garbage(offered["garbage"]),
                pollution=offered["pollution"]), (f"tech:{offered['id']}",))


@when_recording
def cost(box: Box, step: int, price: int, here: bool) -> None:
    key = "piece_cost_here" if here else "piece_cost"
    record(box, "century.cost", text("piece_cost_label", price=words.science(price)),
           text(key, step=step + 1, price=words.science(price)), (f"cost:{step}",))


@when_recording
def column(box: Box, card: dict, col: dict) -> None:
    fields = {"card": card["name"], "number": col["index"] + 1, "garbage": words.garbage(col["garbage"]),
              "pollution": col["pollution"]}
    if not col["used"]:
        explanation = text("piece_column_unused", **fields)
    elif col["taken_by"] is None:
        explanation = text("piece_column_open", **fields)
    else:
        explanation = text("piece_column_taken", seat=col["taken_by"], **fields)
    record(box, "century.column", text("piece_column_label", number=col["index"] + 1), explanation,
           (f"column:{col['index']}",))


@when_recording
def region_piece(box: Box, seat: int, piece: dict) -> None:
    where = {"seat": seat, "row": piece["row"] + 1, "col": piece["col"] + 1}
    refs = (f"spot:{seat}:{piece['spot']}",)
    if piece["institution"]:
        record(box, "century.institution", piece["short"], text("piece_institution", tech=piece["name"], **where),
               refs + (f"tech:{piece['id']}",))
    elif piece["garbage"]:
        record(box, "century.tile", words.land_id(piece["id"]),
               text("piece_tile_garbage", tile=piece["name"], garbage=words.garbage(piece["garbage"]), **where),
               refs + (f"land:{piece['id']}",))
    else:
        record(box, "century.tile", words.land_id(piece["id"]), text("piece_tile", tile=piece["name"], **where),
               refs + (f"land:{piece['id']}",))


@when_recording
def site(box: tuple[float, float, float, float], seat: int, spot: str, index: int, found: dict,
         occupied: bool) -> None:
    name = words.site(found)
    kind = "city" if found["kind"] == "city" else "recycling"
    key = f"piece_{kind}" if occupied else f"piece_{kind}_empty"
    record(box, "century.site", name, text(key, site=name, seat=seat, capacity=found.get("capacity", 0)),
           (f"site:{seat}:{spot}.{index}", f"spot:{seat}:{spot}"))


@when_recording
def spot(box: Box, view: dict, seat: int, place: dict) -> None:
    piece = words.piece(view["placing"]["piece"])
    record(box, "century.spot", text("piece_spot_label", number=place["number"]),
           text("piece_spot", number=place["number"], piece=piece, row=place["row"] + 1, col=place["col"] + 1),
           (f"spot:{seat}:{place['spot']}",))


@when_recording
def waiting(box: Box, view: dict, seat: int, piece: dict) -> None:
    if piece.get("number"):
        name = words.piece(view["placing"]["piece"])
        record(box, "century.turn", text("piece_turn_label", number=piece["label"]),
               text("piece_turn", number=piece["label"], piece=name, rails=words.rails(piece["rails"])),
               (f"turn:{piece['rot']}",))
        return
    name = piece.get("name") or words.piece(piece["id"])
    label = piece["short"] if piece.get("institution") else words.land_id(piece["id"])
    record(box, "century.waiting", label, text("piece_waiting", piece=name, seat=seat), (f"piece:{piece['id']}",))


@when_recording
def pollution(box: Area, seat: int | None, value: int, here: bool) -> None:
    fields = {"value": value, "income": data.pollution_income(value), "final": data.pollution_final(value)}
    explanation = text("piece_pollution_here", seat=seat, **fields) if here else text("piece_pollution", **fields)
    record(box, "century.pollution", text("piece_pollution_label", value=value), explanation,
           (f"pollution:{seat}:{value}",))


@when_recording
def seat_band(box: Box, seat: dict) -> None:
    income = seat["income"]
    me = seat["seat"]
    record(box, "century.seat", text("piece_seat_label", seat=me),
           text("piece_seat", seat=me, vp=words.vp(seat["vp"]), pollution=seat["pollution"],
                c=words.coins(income["c"]), s=words.science(income["s"]), v=words.vp(income["v"]),
                citizens=text("pic_citizens", citizens=seat["citizens_left"]),
                garbage=words.garbage(seat["garbage"])), (f"seat:{me}",))


def legend(view: dict) -> list[Msg]:
    """A line for every code the full table draws: the icons' numbers, the tiles' names in the
    choices, the institutions' letters."""
    lines = [text("legend_line", code=text(f"legend_{kind}"), meaning=text(f"pic_key_{kind}"))
             for kind in ("coin", "science", "vp", "recycling", "garbage", "citizen")]
    if view["land"] and not view["final"]:
        lines.append(text("pic_key_id", id=view["land"][0]["id"]))
    marks: dict[str, Msg] = {}
    for found in view["tech"] + [t for seat in view["seats"] for t in seat["techs"]] + \
            [p for seat in view["seats"] for p in seat["region"] + seat["waiting"]["institutions"]]:
        if found.get("mark"):
            marks[str(found["mark"])] = text("pic_key_mark", mark=found["mark"], name=found["name"])
    return lines + [marks[m] for m in sorted(marks)]
