"""What a seat (or the public) may see, in the shape of VIEW.md. Coins and science held are secret:
they appear only in their owner's view ("money" and the hand)."""

from __future__ import annotations

from engines.century import data, region, words
from engines.century.auction import acting, waiting
from engines.century.scoring import summary
from engines.century.state import min_price, tech_price
from engines.century.texts import text
from engines.century.upkeep import incomes, placing


def view(state: dict, seat: int | None) -> dict:
    shown = {
        "game": "century",
        "players": state["players"],
        "round": state["round"],
        "roman": words.roman(state["round"]),
        "phase": state["phase"],
        "turn": state["turns"],
        "start": state["start"],
        "current": acting(state),
        "waiting": waiting(state),
        "min_price": min_price(state) if state["round"] <= data.FULL_ROUNDS else None,
        "cost_track": list(data.COST_TRACK[data.ERA[min(state["round"], data.FULL_ROUNDS)]]),
        "cost": state["cost"],
        "tech_price": tech_price(state) if state["round"] <= data.FULL_ROUNDS else None,
        "land": [tile_json(t) for t in state["land"]],
        "tech": [tech_json(t) for t in state["tech"]],
        "catastrophe": _catastrophe(state),
        "catastrophes_left": len(state["catastrophes"]),
        "scoring": {r: ({"card": c, "text": text(f"score_{c}")} if c else None) for r, c in state["scoring"].items()},
        "auction": _auction(state),
        "disaster": _disaster(state),
        "garbage_supply": state["garbage"],
        "seats": [_seat(state, s) for s in range(state["players"])],
        "over": state["over"],
        "winners": list(state["winners"]),
        "summary": summary(state),
        "final": [dict(line) for line in state["final"]],
    }
    if seat is not None:
        player = state["p"][seat]
        shown["viewer"] = seat
        shown["money"] = {"coins": player["coins"], "science": player["science"]}
        shown["hand"] = [text("hand_money", coins=words.coins(player["coins"]),
                              science=words.science(player["science"]))]
        shown["placing"] = placing(state, seat)
        shown["orders"] = {"order": state["orders"].get(str(seat)), "plan": state["plans"].get(str(seat)),
                           "outbid": player["outbid"]}
    return shown


def tile_json(tile_id: str) -> dict:
    tile = data.TILES[tile_id]
    return {"id": tile_id, "era": tile["era"], "rails": tile["rails"], "sites": [dict(s) for s in tile["sites"]],
            "name": words.tile(tile_id)}


def tech_json(tech_id: str) -> dict:
    tech = data.TECHS[tech_id]
    return {"id": tech_id, "kind": tech["kind"], "ability": tech["ability"], "amount": tech["amount"],
            "rails": tech["rails"], "garbage": tech["garbage"], "pollution": tech["pollution"],
            "name": words.tech(tech_id), "short": words.short(tech_id), "mark": words.mark(tech_id)}


def _catastrophe(state: dict) -> dict | None:
    cat = state["catastrophe"]
    if cat is None:
        return None
    taken = (state["disaster"] or {}).get("taken", {}) if state["phase"] == "catastrophe" else {}
    by_column = {c: int(s) for s, c in taken.items()}
    return {
        "name": words.catastrophe(cat["name"]), "era": cat["era"],
        "columns": [
            {"index": i, "garbage": g, "pollution": p, "players": data.COLUMN_PLAYERS[i],
             "used": i in data.columns(state["players"]), "taken_by": by_column.get(i)}
            for i, (g, p) in enumerate(data.CATASTROPHES[cat["era"]][cat["name"]])
        ],
    }


def _auction(state: dict) -> dict | None:
    a = state["auction"]
    if state["phase"] != "auction" or a is None:
        return None
    return {k: (list(v) if isinstance(v, list) else v) for k, v in a.items()}


def _disaster(state: dict) -> dict | None:
    d = state["disaster"]
    if state["phase"] != "catastrophe" or d is None:
        return None
    return {"bids": list(d["bids"]), "taken": {int(s): c for s, c in d["taken"].items()}, "turn": d["turn"],
            "first": d.get("first")}


def _seat(state: dict, seat: int) -> dict:
    player = state["p"][seat]
    withdrawn = state["auction"]["out"] if state["auction"] and state["phase"] == "auction" else []
    return {
        "seat": seat,
        "vp": player["vp"],
        "income": incomes(player),
        "pollution": player["pollution"],
        "citizens_left": player["citizens"],
        "garbage": region.garbage(player["region"]),
        "region": [_piece(player, spot) for spot in sorted(player["region"])],
        "techs": [tech_json(t) for t in player["techs"]],
        "waiting": {
            "land": [tile_json(t["id"]) | {"garbage": t["garbage"]} for t in player["new_land"]],
            "institutions": [tech_json(t) for t in player["new_inst"]],
            "garbage": player["waiting"],
        },
        "won": state["auction"]["won"][seat] if state["auction"] else 0,
        "withdrawn": seat in withdrawn,
    }


def _piece(player: dict, spot: str) -> dict:
    piece = player["region"][spot]
    row, col = region.cell(spot)
    sites = [dict(s) | {"occupied": i in piece["citizens"]} for i, s in enumerate(region.sites(piece["id"]))]
    return {
        "spot": spot, "row": row, "col": col, "id": piece["id"], "rot": piece["rot"],
        "rails": "".join(e for e in region.EDGES if e in region.rails(piece["id"], piece["rot"])),
        "institution": piece["institution"], "garbage": piece["garbage"], "sites": sites,
        "new": spot not in player["owned"],
        "name": words.piece(piece["id"]),
        "short": words.short(piece["id"]) if piece["institution"] else piece["id"],
        "mark": words.mark(piece["id"]) if piece["institution"] else None,
    }
