"""What a 20th Century decision touches, named as the full table's pieces are (renderers/explain/century.py):
"land:<tile>", "tech:<tech>", "spot:<seat>:<row.col>", "site:<seat>:<row.col>.<i>", "turn:<n>", "column:<i>"."""

from __future__ import annotations

AUCTION_TILE = ("open", "upto", "pass", "withdraw")  # a bid, a limit or a pass on the tile on the block
LAND = ("pick", "buy", "ahead")
TECH = ("tech", "plan")
SITES = ("site", "town", "from", "to")


def touches(state: dict, seat: int, action_id: str) -> tuple[str, ...]:
    verb, _, arg = action_id.partition(":")
    if verb in LAND:
        return (f"land:{arg}",)
    if verb in TECH and arg in state["tech"]:
        return (f"tech:{arg}",)
    auction = state["auction"] if state["phase"] == "auction" else None
    if verb in AUCTION_TILE and auction and auction.get("tile"):
        return (f"land:{auction['tile']}",)
    if verb == "spot":
        return (f"spot:{seat}:{arg}",)
    upkeep = state.get("upkeep") or {}
    if verb == "turn" and upkeep.get("spot"):
        return (f"spot:{seat}:{upkeep['spot']}", f"turn:{arg}")
    if verb in SITES and arg.count(".") == 2:
        spot = arg.rsplit(".", 1)[0]
        return (f"site:{seat}:{arg}", f"spot:{seat}:{spot}")
    if verb == "garbage" and arg.startswith("pile:"):
        return (f"spot:{seat}:{arg[5:]}",)
    return ()
