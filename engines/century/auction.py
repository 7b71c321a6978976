"""Phase 2, the land auction with technology purchase, and phase 3, catastrophe prevention.

auction: leader (start player of the next tile), tile / bid / high (the tile on the block), turn
(who bids now), passed (on this tile), out (withdrawn, in order), won (tiles won this round, per
seat), step (choose | open | bid | tech), buyer (the withdrawn player choosing a technology).
disaster: bids (science per seat, None before a first bid), taken {seat: column index}, turn.
"""

from __future__ import annotations

from engines.base import Action, Event
from engines.century import data, words
from engines.century.state import clockwise, min_price, move_pollution, take_garbage, tech_price
from engines.century.texts import TEXTS
from engines.century.upkeep import start_upkeep, upkeep_seat

RAISES = (1, 2, 5)


# ---- who acts ------------------------------------------------------------------------------


def acting(state: dict) -> int | None:
    """The one seat that acts now, in any phase; None once the game is over."""
    if state["over"]:
        return None
    if state["phase"] == "auction":
        return auction_seat(state)
    if state["phase"] == "catastrophe":
        return state["disaster"]["turn"]
    return upkeep_seat(state)


def auction_seat(state: dict) -> int:
    a = state["auction"]
    return {"choose": a["leader"], "open": a["leader"], "bid": a["turn"], "tech": a["buyer"]}[a["step"]]


def _alone(state: dict) -> bool:
    """Only the leader has not withdrawn."""
    return len(state["auction"]["out"]) == state["players"] - 1


# ---- choices -------------------------------------------------------------------------------


def auction_actions(state: dict, seat: int) -> list[Action]:
    a = state["auction"]
    coins, price = state["p"][seat]["coins"], min_price(state)
    withdraw = Action("withdraw", TEXTS["act_withdraw"])
    if a["step"] == "choose":
        if coins < price:
            return [withdraw]
        if _alone(state):
            return [Action(f"buy:{t}", TEXTS["act_buy"].format(tile=words.tile(t), price=price))
                    for t in state["land"]] + [withdraw]
        return [Action(f"pick:{t}", TEXTS["act_pick"].format(tile=words.tile(t))) for t in state["land"]] + [withdraw]
    if a["step"] == "open":
        amounts = sorted({price, price + 1, price + 2, price + 5, coins} & set(range(price, coins + 1)))
        return [Action(f"open:{n}", TEXTS["act_open"].format(amount=n)) for n in amounts] + \
            [Action("back", TEXTS["act_back"])]
    if a["step"] == "bid":
        amounts = sorted({a["bid"] + r for r in RAISES} | {coins})
        return [Action(f"raise:{n}", TEXTS["act_raise"].format(amount=n, more=n - a["bid"]))
                for n in amounts if a["bid"] < n <= coins] + [Action("pass", TEXTS["act_pass"]), withdraw]
    price = tech_price(state)
    can = [t for t in state["tech"] if price <= state["p"][seat]["science"]]
    return [Action(f"tech:{t}", TEXTS["act_tech"].format(tech=words.tech(t, eco=True), price=price)[:80])
            for t in can] + [Action("notech", TEXTS["act_no_tech"])]


def auction_prompt(state: dict) -> str:
    a = state["auction"]
    if a["step"] == "choose":
        key = "ask_buy" if _alone(state) else "ask_pick"
        return TEXTS[key].format(price=min_price(state))
    if a["step"] == "open":
        return TEXTS["ask_open"].format(tile=words.tile(a["tile"]), price=min_price(state))
    if a["step"] == "bid":
        return TEXTS["ask_bid"].format(tile=words.tile(a["tile"]), bid=a["bid"], high=a["high"])
    return TEXTS["ask_tech"].format(price=tech_price(state))


# ---- carrying out a choice -------------------------------------------------------------------


def pick(state: dict, seat: int, arg: str) -> list[Event]:
    state["auction"].update(tile=arg, step="open")
    return []


def back(state: dict, seat: int, arg: str) -> list[Event]:
    state["auction"].update(tile=None, step="choose")
    return []


def open_bid(state: dict, seat: int, arg: str) -> list[Event]:
    a = state["auction"]
    a.update(bid=int(arg), high=seat, step="bid", passed=[])
    events = [Event(TEXTS["opened"].format(seat=seat, tile=words.tile(a["tile"]), amount=a["bid"]))]
    return events + _next_bidder(state, seat)


def raise_bid(state: dict, seat: int, arg: str) -> list[Event]:
    a = state["auction"]
    a.update(bid=int(arg), high=seat)
    return [Event(TEXTS["raised"].format(seat=seat, amount=a["bid"]))] + _next_bidder(state, seat)


def pass_tile(state: dict, seat: int, arg: str) -> list[Event]:
    state["auction"]["passed"].append(seat)
    return [Event(TEXTS["passed"].format(seat=seat))] + _next_bidder(state, seat)


def buy(state: dict, seat: int, arg: str) -> list[Event]:
    """The last player in buys a remaining tile at the minimum price."""
    return _take_tile(state, seat, arg, min_price(state), "bought")


def withdraw(state: dict, seat: int, arg: str) -> list[Event]:
    a = state["auction"]
    a["out"].append(seat)
    events = [Event(TEXTS["withdrew"].format(seat=seat))]
    if a["won"][seat] == 0:
        coins = min_price(state) + data.CONSOLATION_EXTRA
        state["p"][seat]["coins"] += coins
        events.append(Event(TEXTS["consolation"].format(seat=seat, coins=coins)))
    a.update(step="tech", buyer=seat)
    return events


def buy_tech(state: dict, seat: int, arg: str) -> list[Event]:
    player, tech, price = state["p"][seat], data.TECHS[arg], tech_price(state)
    player["science"] -= price
    player["techs"].append(arg)
    state["tech"].remove(arg)
    events = [Event(TEXTS["teched"].format(seat=seat, tech=words.tech(arg), price=price))]
    events += _ecology(state, seat, tech)
    if tech["kind"] == "institution":
        player["new_inst"].append(arg)
    elif tech["ability"] == "grant":
        player["coins"] += tech["amount"]
        events.append(Event(TEXTS["grant_paid"].format(seat=seat, coins=tech["amount"])))
    elif tech["ability"] == "new_town":
        player["towns"] += tech["amount"]
    elif tech["ability"] == "sweepers":
        player["sweep"] += tech["amount"]
    return events + _after_tech(state)


def no_tech(state: dict, seat: int, arg: str) -> list[Event]:
    return [Event(TEXTS["no_tech"].format(seat=seat))] + _after_tech(state)


def _ecology(state: dict, seat: int, tech: dict) -> list[Event]:
    """A technology's ecological effect, once, right after it is bought."""
    player, events = state["p"][seat], []
    if tech["garbage"]:
        got, events = take_garbage(state, seat, tech["garbage"])
        player["waiting"] += got
        events.insert(0, Event(TEXTS["eco_garbage"].format(seat=seat, garbage=tech["garbage"])))
    if tech["pollution"]:
        move_pollution(player, tech["pollution"])
        events.append(Event(TEXTS["eco_pollution"].format(seat=seat, pollution=player["pollution"])))
    return events


# ---- the auction's course --------------------------------------------------------------------


def _next_bidder(state: dict, seat: int) -> list[Event]:
    a = state["auction"]
    for other in clockwise(state, seat):
        if other not in a["out"] and other not in a["passed"] and other != a["high"]:
            a["turn"] = other
            return []
    return _take_tile(state, a["high"], a["tile"], a["bid"], "won")


def _take_tile(state: dict, seat: int, tile: str, price: int, word: str) -> list[Event]:
    """The winner pays, takes the tile with its garbage (n for their n-th tile this round), moves
    the cost marker right and chooses the next tile."""
    a, player = state["auction"], state["p"][seat]
    player["coins"] -= price
    a["won"][seat] += 1
    got, events = take_garbage(state, seat, a["won"][seat])
    player["new_land"].append({"id": tile, "garbage": got})
    state["land"].remove(tile)
    state["cost"] = min(state["cost"] + 1, len(data.COST_TRACK[data.ERA[state["round"]]]) - 1)
    a.update(leader=seat, tile=None, bid=0, high=None, turn=None, passed=[], step="choose")
    text = TEXTS[word].format(seat=seat, tile=words.tile(tile), amount=price, garbage=a["won"][seat],
                              cost=tech_price(state))
    return [Event(text)] + events


def _after_tech(state: dict) -> list[Event]:
    """Back to the auction: on with the tile on the block, or a new leader chooses."""
    a = state["auction"]
    a["buyer"] = None
    if len(a["out"]) == state["players"]:
        return _end_auction(state)
    if a["tile"] is not None:
        a["step"] = "bid"
        if a["turn"] in a["out"]:
            return _next_bidder(state, a["turn"])
        return []
    if a["leader"] in a["out"]:
        a["leader"] = next(s for s in clockwise(state, a["leader"]) if s not in a["out"])
    a["step"] = "choose"
    return []


def _end_auction(state: dict) -> list[Event]:
    last = state["auction"]["out"][-1]
    n = state["players"]
    state["phase"] = "catastrophe"
    state["disaster"] = {"bids": [None] * n, "taken": {}, "turn": last}
    return [Event(TEXTS["auction_over"].format(seat=last))]


# ---- phase 3: catastrophe prevention [R-A1] ---------------------------------------------------


def _columns(state: dict) -> list[int]:
    return data.columns(state["players"])


def _highest(state: dict) -> int:
    d = state["disaster"]
    bids = [b for s, b in enumerate(d["bids"]) if str(s) not in d["taken"] and b is not None]
    return max(bids, default=-1)


def _free_column(state: dict) -> int:
    return _columns(state)[len(state["disaster"]["taken"])]


def disaster_actions(state: dict, seat: int) -> list[Action]:
    science, high = state["p"][seat]["science"], _highest(state)
    amounts = sorted({high + r for r in RAISES} | {science})
    bids = [Action(f"sci:{n}", TEXTS["act_cat_bid"].format(amount=n)) for n in amounts if high < n <= science]
    cat = state["catastrophe"]
    column = words.column(cat["name"], cat["era"], _free_column(state))
    bid = state["disaster"]["bids"][seat] or 0
    return bids + [Action("drop", TEXTS["act_cat_drop"].format(column=column, bid=bid))]


def disaster_prompt(state: dict) -> str:
    return TEXTS["ask_cat"].format(name=state["catastrophe"]["name"])


def science_bid(state: dict, seat: int, arg: str) -> list[Event]:
    d = state["disaster"]
    d["bids"][seat] = int(arg)
    events = [Event(TEXTS["cat_bid"].format(seat=seat, amount=int(arg), name=state["catastrophe"]["name"]))]
    return events + _next_disaster_turn(state, seat)


def drop(state: dict, seat: int, arg: str) -> list[Event]:
    events = _take_column(state, seat, _free_column(state))
    return events + _next_disaster_turn(state, seat)


def _active(state: dict) -> list[int]:
    return [s for s in range(state["players"]) if str(s) not in state["disaster"]["taken"]]


def _next_disaster_turn(state: dict, seat: int) -> list[Event]:
    d, active = state["disaster"], _active(state)
    if len(active) == 1:
        return _take_column(state, active[0], _columns(state)[-1]) + _end_disaster(state)
    high = _highest(state)
    d["turn"] = next(s for s in clockwise(state, seat) if s in active and (d["bids"][s] != high or high < 0))
    return []


def _take_column(state: dict, seat: int, column: int) -> list[Event]:
    """Pay the bid, take the column's garbage (kept for upkeep) and move pollution at once."""
    d, cat, player = state["disaster"], state["catastrophe"], state["p"][seat]
    d["taken"][str(seat)] = column
    bid = d["bids"][seat] or 0
    player["science"] -= bid
    garbage, pollution = data.CATASTROPHES[cat["era"]][cat["name"]][column]
    events = [Event(TEXTS["cat_took"].format(seat=seat, column=words.column(cat["name"], cat["era"], column),
                                             name=cat["name"], bid=bid))]
    got, short = take_garbage(state, seat, garbage)
    player["waiting"] += got
    move_pollution(player, pollution)
    return events + short


def _end_disaster(state: dict) -> list[Event]:
    worst = _columns(state)[0]
    state["next_start"] = next(int(s) for s, c in state["disaster"]["taken"].items() if c == worst)
    events = [Event(TEXTS["next_start"].format(seat=state["next_start"], name=state["catastrophe"]["name"]))]
    return events + start_upkeep(state)
