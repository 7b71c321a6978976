"""Phase 2, the land auction with technology purchase, and phase 3, catastrophe prevention.

auction: leader (start player of the next tile), tile / bid / high (the tile on the block), turn
(who bids now), passed (on this tile), out (withdrawn, in order), won (tiles won this round, per
seat), step (choose | open | bid | tech), buyer (the withdrawn player choosing a technology).
disaster: bids (science per seat, None before a first bid), taken {seat: column index}, turn.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

from engines.base import Action, Event
from engines.century import data, words
from engines.century.state import clockwise, min_price, move_pollution, take_garbage, tech_price
from engines.century.texts import text
from engines.century.upkeep import overflow_note, overflow_notes, room, start_upkeep, upkeep_seat
from engines.i18n import Msg

QUICK = (0, 1, 2, 4)  # the quick amounts over the lowest allowed one; any other amount is in a side list

# Standing orders (secret, in state["orders"], by seat as a string): a limit (the bot bids for the seat
# by the smallest raise, in the rules' order, up to it), "pass" (this tile), "withdraw" (for the round;
# state["plans"] holds the technology to buy then) or, in the catastrophe, "drop". p["outbid"] says what
# happens when a bid beats a seat's limit while it is still in: "ask" it again, or "pass" / drop out.


# ---- who acts ------------------------------------------------------------------------------


def waiting(state: dict) -> list[int]:
    """The seats that act now, in any phase (several while standing orders are given); [] at the end."""
    if state["over"]:
        return []
    if state["phase"] == "auction":
        return auction_seats(state)
    if state["phase"] == "catastrophe":
        d = state["disaster"]
        return _unordered(state, _active(state)) if d["turn"] is None else [d["turn"]]
    return [upkeep_seat(state)]


def acting(state: dict) -> int | None:
    """The first seat that acts now; None once the game is over."""
    seats = waiting(state)
    return seats[0] if seats else None


def auction_seats(state: dict) -> list[int]:
    a = state["auction"]
    if a["step"] == "limits":
        return _unordered(state, _in_tile(state))
    return [{"choose": a["leader"], "open": a["leader"], "bid": a["turn"], "tech": a["buyer"]}[a["step"]]]


def _unordered(state: dict, seats: list[int]) -> list[int]:
    """Seats still to give their standing order (a withdrawal also needs its technology)."""
    orders, plans = state["orders"], state["plans"]
    if not orders:
        return list(seats)
    return [s for s in seats if (k := str(s)) not in orders or (orders[k] == "withdraw" and k not in plans)]


def _in_tile(state: dict) -> list[int]:
    """Seats still in the bidding on the tile on the block, clockwise from the high bidder."""
    a = state["auction"]
    out, passed = a["out"], a["passed"]
    return [s for s in _from_seat(state["players"], a["high"]) if s not in out and s not in passed]


@cache
def _from_seat(players: int, seat: int) -> tuple[int, ...]:
    """Every seat in turn order, starting with `seat`."""
    return tuple((seat + i) % players for i in range(players))


def _alone(state: dict) -> bool:
    """Only the leader has not withdrawn."""
    return len(state["auction"]["out"]) == state["players"] - 1


# ---- choices -------------------------------------------------------------------------------


MAX_ACTIONS = 25  # a step's choices fit one select; any amount not listed is typed (a form, `/century bid`)


def amounts(verb: str, low: int, high: int, others: list[Action]) -> list[Action]:
    """Amounts from `low` up to `high` as far as they fit beside `others`: the quick ones in front,
    the next ones in a side list; then `others`."""
    return [*_amount_list(verb, low, min(high, low + MAX_ACTIONS - len(others) - 1)), *others]


@cache
def _amount_list(verb: str, low: int, top: int) -> tuple[Action, ...]:
    """The amount choices from `low` to `top` (memoised: the same few ranges recur all game)."""
    key = {"open": "act_open", "upto": "act_upto", "cap": "act_cap"}[verb]
    unit = words.science if verb == "cap" else words.coins
    quick = {low + q for q in QUICK}
    return tuple(Action(f"{verb}:{n}", text(key, amount=unit(n)), "" if n in quick else text("group_amounts"))
                 for n in range(low, top + 1))


def amount_range(state: dict, seat: int) -> tuple[str, int, int] | None:
    """(verb, lowest, highest) of the amount `seat` may name now, or None: every amount in between
    is legal, whether listed or typed."""
    player = state["p"][seat]
    if state["phase"] == "catastrophe":
        d = state["disaster"]
        return "cap", (_highest(state) + 1 if d["turn"] is not None else 0), player["science"]
    a = state["auction"]
    if state["phase"] != "auction" or a["step"] not in ("open", "limits", "bid"):
        return None
    if a["step"] == "open" or state["setting"].get(str(seat)):
        return ("open" if a["step"] == "open" else "upto"), min_price(state), player["coins"]
    if state["orders"].get(str(seat)) == "withdraw":
        return None
    return "upto", (a["bid"] if seat == a["high"] else a["bid"] + 1), player["coins"]


def auction_actions(state: dict, seat: int) -> list[Action]:
    a = state["auction"]
    coins, price = state["p"][seat]["coins"], min_price(state)
    if a["step"] == "choose":
        if _alone(state):
            return [Action(f"buy:{t}", _tile_label("act_buy", t, price))
                    for t in state["land"]] + [fixed("withdraw", "act_withdraw")]
        return [Action(f"pick:{t}", _tile_label("act_pick", t)) for t in state["land"]] + [
            fixed("withdraw", "act_withdraw")]
    if a["step"] == "open":
        return amounts("open", price, coins, [fixed("back", "act_back")])
    if a["step"] in ("limits", "bid"):
        if state["orders"].get(str(seat)) == "withdraw":
            return tech_actions(state, seat, "plan")
        later = state["setting"].get(str(seat))
        if later:
            return amounts("upto", price, coins, [fixed("pass", "act_pass_later"), fixed("back", "act_back")])
        low = a["bid"] if seat == a["high"] else a["bid"] + 1
        return amounts("upto", low, coins, [
            fixed("pass", "act_pass"), fixed("withdraw", "act_withdraw_later"),
            *ahead_actions(state, seat), *outbid_actions(state, seat)])
    return tech_actions(state, seat, "tech")


@cache
def fixed(action_id: str, key: str, group: str = "") -> Action:
    """A choice whose words never change (memoised: made once, listed at every step)."""
    return Action(action_id, text(key), text(group) if group else "")


def ahead_actions(state: dict, seat: int) -> list[Action]:
    """Give now your limit for another tile on display, used when it is put up (a side list)."""
    mine = state["ahead"].get(str(seat), {})
    return [_ahead_action(t, mine.get(t)) for t in state["land"] if t != state["auction"]["tile"]]


@cache
def _ahead_action(tile: str, order: int | str | None) -> Action:
    if order is None:
        return Action(f"ahead:{tile}", _tile_label("act_ahead", tile), text("group_ahead"))
    return Action(f"ahead:{tile}", _tile_label("act_ahead_set", tile, order=order), text("group_ahead"))


@cache
def _tile_label(key: str, tile: str, price: int | None = None, order: int | str | None = None) -> Msg:
    """A label naming a land tile in full, or by its id where the full name makes it too long (in
    any language); memoised, as each label is measured in every language."""
    fields: dict = {} if price is None else {"price": words.coins(price)}
    if order is not None:
        fields["order"] = (text("order_upto", amount=words.coins(order)) if isinstance(order, int)
                           else text("order_pass"))
    return words.label(key, {"tile": words.land_id(tile)}, tile=words.tile(tile), **fields)


def tech_actions(state: dict, seat: int, verb: str) -> list[Action]:
    """Every technology on offer (one the seat cannot pay is refused to it alone), or none; one
    whose garbage would find no room says so."""
    price, free = tech_price(state), max(0, room(state["p"][seat]))
    return [_tech_action(verb, t, price, data.TECHS[t]["garbage"] - free if data.TECHS[t]["garbage"] else 0)
            for t in state["tech"]] + [fixed(f"{verb}:none" if verb == "plan" else "notech", "act_no_tech")]


@lru_cache(maxsize=4096)
def _tech_action(verb: str, tech: str, price: int, over: int) -> Action:
    """Buying `tech` for `price` science, `over` of its garbage tokens finding no room (as overflow_note)."""
    note, brief = overflow_notes(over)
    return Action(f"{verb}:{tech}", tech_label(tech, words.science(price), note, brief))


@cache
def tech_label(tech: str, price: Msg, note: Msg | str, brief_note: Msg | str = "") -> Msg:
    """Buy a technology: its effect and ecological cost, or where too long (in any language) its name
    and ecological cost (memoised, as _tile_label): the garbage and pollution it brings are never left
    out (issue 29)."""
    info, name = data.TECHS[tech], words.short(tech)
    if not (info["garbage"] or info["pollution"]):
        return words.label("act_tech", {"tech": name}, tech=words.tech(tech), price=price, note=note)
    brief = text("tech_garbage", tech=name, garbage=words.garbage(info["garbage"])) if info["garbage"] else \
        text("tech_pollution", tech=name, pollution=info["pollution"])
    return words.label("act_tech", {"tech": words.eco_name(name, info["garbage"], info["pollution"])},
                       {"tech": brief}, {"tech": brief, "note": brief_note or note},
                       tech=words.tech(tech, eco=True), price=price, note=note)


def outbid_actions(state: dict, seat: int) -> list[Action]:
    """The standing choice of what happens when a bid beats your limit (a side list)."""
    other = "pass" if state["p"][seat]["outbid"] == "ask" else "ask"
    return [fixed(f"outbid:{other}", f"act_outbid_{other}", "group_standing")]


def refusal(state: dict, seat: int, action_id: str) -> Msg | None:
    """Why an amount or a purchase is refused to `seat` alone (it holds too little), or None. The
    check looks only at the seat's own total, and the answer goes to that seat only."""
    verb, _, arg = action_id.partition(":")
    check = REFUSALS.get(verb)
    return check(state, state["p"][seat], arg) if check else None


def _refuse_bid(state: dict, player: dict, arg: str) -> Msg | None:
    if arg.isdigit() and state["phase"] == "auction" and int(arg) > player["coins"]:
        return text("refuse_coins", amount=words.coins(int(arg)))
    return None


def _refuse_tile(state: dict, player: dict, arg: str) -> Msg | None:
    if state["phase"] == "auction" and min_price(state) > player["coins"]:
        return text("refuse_coins", amount=words.coins(min_price(state)))
    return None


def _refuse_tech(state: dict, player: dict, arg: str) -> Msg | None:
    if arg != "none" and state["phase"] == "auction" and tech_price(state) > player["science"]:
        return text("refuse_science", amount=words.science(tech_price(state)))
    return None


def _refuse_collect(state: dict, player: dict, arg: str) -> Msg | None:
    if arg.isdigit() and int(arg) > player["coins"]:
        return text("refuse_coins", amount=words.coins(int(arg)))
    return None


def _refuse_cap(state: dict, player: dict, arg: str) -> Msg | None:
    if arg.isdigit() and state["phase"] == "catastrophe" and int(arg) > player["science"]:
        return text("refuse_science", amount=words.science(int(arg)))
    return None


# What `refusal` checks, by verb: each refuses only what the seat's own total cannot pay.
REFUSALS: dict[str, Callable[[dict, dict, str], Msg | None]] = {
    "upto": _refuse_bid, "open": _refuse_bid, "buy": _refuse_tile, "pick": _refuse_tile, "tech": _refuse_tech,
    "plan": _refuse_tech, "collect": _refuse_collect, "cap": _refuse_cap,
}


def auction_prompt(state: dict, seat: int) -> Msg:
    a = state["auction"]
    price, cost = words.coins(min_price(state)), words.science(tech_price(state))
    if a["step"] == "choose":
        return text("ask_buy" if _alone(state) else "ask_pick", price=price)
    if a["step"] == "open":
        return text("ask_open", tile=words.tile(a["tile"]), price=price)
    if a["step"] in ("limits", "bid"):
        if state["orders"].get(str(seat)) == "withdraw":
            return text("ask_plan", price=cost)
        if later := state["setting"].get(str(seat)):
            return text("ask_ahead", tile=words.tile(later), price=price)
        key = "ask_beaten" if a["step"] == "bid" else "ask_limit"
        return text(key, tile=words.tile(a["tile"]), bid=words.coins(a["bid"]), high=a["high"])
    return text("ask_tech", price=cost)


# ---- carrying out a choice -------------------------------------------------------------------


def pick(state: dict, seat: int, arg: str) -> list[Event]:
    state["auction"].update(tile=arg, step="open")
    return []


def back(state: dict, seat: int, arg: str) -> list[Event]:
    if state["setting"].pop(str(seat), None) is None:
        state["auction"].update(tile=None, step="choose")
    return []


def open_bid(state: dict, seat: int, arg: str) -> list[Event]:
    """The leader opens; then everyone in the tile (the leader too) gives a standing order, unless
    they gave one ahead for this tile (a limit above what they hold then stops at what they hold)."""
    a = state["auction"]
    a.update(bid=int(arg), high=seat, step="limits", passed=[], turn=None)
    state["orders"], state["plans"] = {}, {}
    for other in _in_tile(state):
        order = state["ahead"].get(str(other), {}).pop(a["tile"], None)
        if order is not None:
            state["orders"][str(other)] = order if order == "pass" else min(order, state["p"][other]["coins"])
    return [Event(text("opened", seat=seat, tile=words.tile(a["tile"]), amount=words.coins(a["bid"])))] + \
        _proceed(state)


def set_ahead(state: dict, seat: int, arg: str) -> list[Event]:
    state["setting"][str(seat)] = arg
    return []


def give_limit(state: dict, seat: int, arg: str) -> list[Event]:
    return _order(state, seat, int(arg))


def pass_tile(state: dict, seat: int, arg: str) -> list[Event]:
    return _order(state, seat, "pass")


def _order(state: dict, seat: int, order: int | str) -> list[Event]:
    later = state["setting"].pop(str(seat), None)
    if later:
        state["ahead"].setdefault(str(seat), {})[later] = order
        return []
    state["orders"][str(seat)] = order
    return _proceed(state)


def set_outbid(state: dict, seat: int, arg: str) -> list[Event]:
    state["p"][seat]["outbid"] = arg
    return []


def plan_tech(state: dict, seat: int, arg: str) -> list[Event]:
    state["plans"][str(seat)] = arg
    return _proceed(state)


def withdraw(state: dict, seat: int, arg: str) -> list[Event]:
    """On your turn to choose a tile: at once. In the bidding: a standing order, carried out at your
    turn in the rules' order (the technology to buy then is asked now)."""
    a = state["auction"]
    if a["step"] in ("limits", "bid"):
        state["orders"][str(seat)] = "withdraw"
        return []
    return _withdraw(state, seat)


def _withdraw(state: dict, seat: int) -> list[Event]:
    a = state["auction"]
    a["out"].append(seat)
    events = [Event(text("withdrew", seat=seat))]
    if a["won"][seat] == 0:
        coins = min_price(state) + data.CONSOLATION_EXTRA
        state["p"][seat]["coins"] += coins
        events.append(Event(text("consolation", seat=seat, coins=words.coins(coins))))
    a.update(step="tech", buyer=seat)
    return events


def buy(state: dict, seat: int, arg: str) -> list[Event]:
    """The last player in buys a remaining tile at the minimum price."""
    return _take_tile(state, seat, arg, min_price(state), "bought")


def buy_tech(state: dict, seat: int, arg: str) -> list[Event]:
    player, tech, price = state["p"][seat], data.TECHS[arg], tech_price(state)
    player["science"] -= price
    player["techs"].append(arg)
    state["tech"].remove(arg)
    events = [Event(text("teched", seat=seat, tech=words.tech(arg), price=words.science(price)))]
    events += _ecology(state, seat, tech)
    if tech["kind"] == "institution":
        player["new_inst"].append(arg)
    elif tech["ability"] == "grant":
        player["coins"] += tech["amount"]
        events.append(Event(text("grant_paid", seat=seat, coins=words.coins(tech["amount"]))))
    elif tech["ability"] == "new_town":
        player["towns"] += tech["amount"]
    elif tech["ability"] == "sweepers":
        player["sweep"] += tech["amount"]
    return events + _after_tech(state)


def no_tech(state: dict, seat: int, arg: str) -> list[Event]:
    return [Event(text("no_tech", seat=seat))] + _after_tech(state)


def _ecology(state: dict, seat: int, tech: dict) -> list[Event]:
    """A technology's ecological effect, once, right after it is bought."""
    player, events = state["p"][seat], list[Event]()
    if tech["garbage"]:
        got, events = take_garbage(state, seat, tech["garbage"])
        player["waiting"] += got
        events.insert(0, Event(text("eco_garbage", seat=seat, garbage=words.garbage(tech["garbage"]))))
    if tech["pollution"]:
        move_pollution(player, tech["pollution"])
        events.append(Event(text("eco_pollution", seat=seat, pollution=player["pollution"])))
    return events


# ---- the auction's course: bidding for the standing orders in the rules' order ------------------


def _proceed(state: dict) -> list[Event]:
    """Once every seat in the tile has its order, bid for them clockwise from the opener's left."""
    a = state["auction"]
    if a["step"] == "limits":
        if _unordered(state, _in_tile(state)):
            return []
        a.update(step="bid", turn=a["high"])
        return _next_bidder(state, a["high"]) + _run(state)
    return _run(state)


def _run(state: dict) -> list[Event]:
    """Carry out the order of the seat whose turn it is, and on, until a seat must be asked (no order,
    or a bid beat its limit and it asked to be asked), a technology is to be chosen, or the tile is sold."""
    a, events = state["auction"], list[Event]()
    while state["phase"] == "auction" and a["step"] == "bid":
        seat = a["turn"]
        order = state["orders"].get(str(seat))
        if order is None or (order == "withdraw" and str(seat) not in state["plans"]):
            return events
        if order == "withdraw":
            events += _withdraw(state, seat)
            plan = state["plans"].pop(str(seat))
            if plan != "none" and plan in state["tech"] and tech_price(state) <= state["p"][seat]["science"]:
                events += buy_tech(state, seat, plan)
            elif plan == "none" or plan in state["tech"]:  # none, or it now costs more than the seat holds:
                events += no_tech(state, seat, "")  # no technology, as a plan of none would (nothing said)
            else:  # another seat took it first (public): choose again (only this seat is asked)
                return events
        elif order == "pass" or (order <= a["bid"] and state["p"][seat]["outbid"] == "pass"):
            a["passed"].append(seat)
            events += [Event(text("passed", seat=seat))] + _next_bidder(state, seat)
        elif order <= a["bid"]:
            del state["orders"][str(seat)]
            return events
        else:
            a.update(bid=a["bid"] + 1, high=seat)
            events += [Event(text("raised", seat=seat, amount=words.coins(a["bid"])))] + _next_bidder(state, seat)
    return events


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
    state["orders"], state["plans"] = {}, {}
    for mine in state["ahead"].values():
        mine.pop(tile, None)
    said = text(word, seat=seat, tile=words.tile(tile), amount=words.coins(price),
                garbage=words.garbage(a["won"][seat]), cost=words.science(tech_price(state)))
    return [Event(said)] + events


def _after_tech(state: dict) -> list[Event]:
    """Back to the auction: on with the bidding on the tile on the block, or a new leader chooses."""
    a = state["auction"]
    a["buyer"] = None
    if len(a["out"]) == state["players"]:
        return _end_auction(state)
    if a["tile"] is not None:
        a["step"] = "bid"
        if a["turn"] in a["out"]:
            return _next_bidder(state, a["turn"]) + _run(state)
        return _run(state)
    if a["leader"] in a["out"]:
        a["leader"] = next(s for s in clockwise(state, a["leader"]) if s not in a["out"])
    a["step"] = "choose"
    return []


def _end_auction(state: dict) -> list[Event]:
    last = state["auction"]["out"][-1]
    n = state["players"]
    state["phase"] = "catastrophe"
    state["disaster"] = {"bids": [None] * n, "taken": {}, "turn": None, "first": last}
    state["orders"], state["plans"] = {}, {}
    return [Event(text("auction_over", seat=last))]


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
    """A limit in science (any amount you hold above the highest bid), or drop out."""
    d, high = state["disaster"], _highest(state)
    cat = state["catastrophe"]
    column = words.column(cat["name"], cat["era"], _free_column(state))
    bid = d["bids"][seat] or 0
    low = high + 1 if d["turn"] is not None else 0
    garbage = data.CATASTROPHES[cat["era"]][cat["name"]][_free_column(state)][0]
    note = overflow_note(state["p"][seat], garbage)
    short = text("column_name", number=_free_column(state) + 1)
    others = [Action("drop", words.label("act_cat_drop", {"column": short}, column=column, bid=words.science(bid),
                                         note=note)),
              *outbid_actions(state, seat)]
    return amounts("cap", low, state["p"][seat]["science"], others)


def disaster_prompt(state: dict) -> Msg:
    name = words.catastrophe(state["catastrophe"]["name"])
    if state["disaster"]["turn"] is None:
        return text("ask_cat", name=name)
    return text("ask_cat_beaten", name=name, high=words.science(_highest(state)))


def science_cap(state: dict, seat: int, arg: str) -> list[Event]:
    state["orders"][str(seat)] = int(arg)
    return _disaster_proceed(state)


def drop(state: dict, seat: int, arg: str) -> list[Event]:
    state["orders"][str(seat)] = "drop"
    return _disaster_proceed(state)


def _active(state: dict) -> list[int]:
    return [s for s in range(state["players"]) if str(s) not in state["disaster"]["taken"]]


def _disaster_proceed(state: dict) -> list[Event]:
    """Once every seat has its order, bid for them in turn from the start space: raise by the
    smallest step while under the limit, else drop out (or ask the seat, if it asked to be asked)."""
    d, events = state["disaster"], list[Event]()
    if d["turn"] is None:
        if _unordered(state, _active(state)):
            return []
        d["turn"] = d["first"]
    while state["phase"] == "catastrophe":
        seat = d["turn"]
        order = state["orders"].get(str(seat))
        if order is None:
            return events
        high = _highest(state)
        if order != "drop" and order > high and (d["bids"][seat] is None or d["bids"][seat] < high or high < 0):
            d["bids"][seat] = high + 1
            events.append(Event(text("cat_bid", seat=seat, amount=words.science(high + 1),
                                     name=words.catastrophe(state["catastrophe"]["name"]))))
        elif order == "drop" or state["p"][seat]["outbid"] == "pass":
            events += _take_column(state, seat, _free_column(state))
        else:
            del state["orders"][str(seat)]
            return events
        events += _next_disaster_turn(state, seat)
    return events


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
    events = [Event(text("cat_took", seat=seat, column=words.column(cat["name"], cat["era"], column),
                         name=words.catastrophe(cat["name"]), bid=words.science(bid)))]
    got, short = take_garbage(state, seat, garbage)
    player["waiting"] += got
    move_pollution(player, pollution)
    return events + short


def _end_disaster(state: dict) -> list[Event]:
    worst = _columns(state)[0]
    state["next_start"] = next(int(s) for s, c in state["disaster"]["taken"].items() if c == worst)
    events = [Event(text("next_start", seat=state["next_start"], name=words.catastrophe(state["catastrophe"]["name"])))]
    return events + start_upkeep(state)
