"""A 20th Century game as one seat may know it (see `Game.determinize`).

Hidden from a seat: the order of the land and technology stacks (what each era's stack holds is known:
every tile out of it was shown), which catastrophes lie in the unseen stack (one per round, drawn from
its era's cards), the other seats' standing orders (a limit, the technology planned, limits given
ahead, what it does when outbid: that a seat has given an order is public, which order is not: a limit, a
pass, leaving the auctions with a technology in mind, dropping out of a catastrophe's bidding) and the
random generator.

The other seats' coins and science are secret too: they are dealt again within the spread smart games
show at the start of a round (coins 0-10, science 3-13), never below what public bids show a seat
holds (the standing high bid of a land auction, its bid on the catastrophe). The limits dealt again
stay within what the seat then holds."""

from __future__ import annotations

import json

from engines.base import Rng
from engines.century import data
from engines.century.state import min_price

State = dict


def determinize(s: State, seat: int, rng: Rng) -> State:
    d = json.loads(json.dumps(s))
    for stacks in d["stacks"].values():
        for era in sorted(stacks):
            stacks[era].sort()
            rng.shuffle(stacks[era])
    _catastrophes(d, rng)
    _money(d, seat, rng)
    auction = d["phase"] == "auction"
    low = min_price(d) if auction and d["round"] <= data.FULL_ROUNDS else 0
    for key in sorted(d["orders"]):
        if key != str(seat) and not (d["orders"][key] == "withdraw" and key not in d["plans"]):
            d["plans"].pop(key, None)
            if auction:
                d["orders"][key] = _land_order(d, rng, low, int(key))
            else:
                d["orders"][key] = "drop" if rng.randrange(3) == 0 else _limit(rng, 0, d["p"][int(key)]["science"])
    for key, ahead in sorted(d["ahead"].items()):
        if key != str(seat):
            for tile in sorted(ahead):
                ahead[tile] = "pass" if rng.randrange(4) == 0 else _limit(rng, low, d["p"][int(key)]["coins"])
    for other, player in enumerate(d["p"]):
        if other != seat:
            player["outbid"] = ("ask", "pass")[rng.randrange(2)]
    d["rng"] = rng.next64()
    return d


def _land_order(d: State, rng: Rng, low: int, other: int) -> int | str:
    """A standing order in a land auction, as a seat may have given it: a limit (half the time), a pass,
    or (in the bidding) leaving the auctions with a technology planned, or none."""
    pick = rng.randrange(4)
    if pick == 0 or (pick == 1 and d["auction"]["step"] not in ("limits", "bid")):
        return "pass"
    if pick == 1:
        d["plans"][str(other)] = rng.choice(sorted(d["tech"]) + ["none"])
        return "withdraw"
    return _limit(rng, low, d["p"][other]["coins"])


COINS = (0, 10)  # the spread of a seat's coins and science at a round's start in smart games
SCIENCE = (3, 13)


def _money(d: State, seat: int, rng: Rng) -> None:
    auction = d["auction"] if d["phase"] == "auction" else None
    disaster = d["disaster"] if d["phase"] == "catastrophe" else None
    for other, player in enumerate(d["p"]):
        if other == seat:
            continue
        coins = auction["bid"] if auction and auction["high"] == other else 0
        science = (disaster["bids"][other] or 0) if disaster else 0
        player["coins"] = _limit(rng, max(coins, COINS[0]), max(coins, COINS[1]))
        player["science"] = _limit(rng, max(science, SCIENCE[0]), max(science, SCIENCE[1]))


def _limit(rng: Rng, low: int, held: int) -> int:
    return low + rng.randrange(max(held, low) - low + 1)


def _catastrophes(d: State, rng: Rng) -> None:
    """Each unseen card again from its era's cards, never one already shown this game."""
    shown = {d["catastrophe"]["name"]} if d["catastrophe"] else set()
    for era in sorted({card["era"] for card in d["catastrophes"]}):
        names = sorted(set(data.CATASTROPHES[era]) - shown)
        rng.shuffle(names)
        for card in d["catastrophes"]:
            if card["era"] == era:
                card["name"] = names.pop()
