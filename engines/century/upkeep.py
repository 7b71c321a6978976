"""Phase 4, maintenance; phase 5, production (and recycling); bonus and final scoring.

Each player's maintenance, in turn order from the start player, as micro-steps: attach the new land
tiles and institutions (a spot, then a turn); then, in one decision, put the garbage gained this
round on land owned before it and each new tile's citizen on one of its sites (the rulebook's
garbage-first order changes nothing: garbage goes only on land owned before the round, citizens only
on the new tiles); place extra citizens; move citizens by locomotive.
upkeep: order (seats still to go, the acting one first), spot (chosen for the piece being
attached), mover (the citizen a locomotive moves), page (a row chosen when choices exceed 25).
"""

from __future__ import annotations

from functools import cache, lru_cache

from engines.base import Action, Event
from engines.century import data, region, words
from engines.century.scoring import final_scoring
from engines.century.state import clockwise, move_pollution, prepare_round
from engines.century.texts import text
from engines.i18n import Msg, fitted

MAX_CHOICES = 25


# ---- the course of maintenance -----------------------------------------------------------------


def start_upkeep(state: dict) -> list[Event]:
    order = clockwise(state, state["start"])
    state["phase"] = "upkeep"
    state["upkeep"] = {"order": order[-1:] + order[:-1], "spot": None, "mover": None, "page": None}
    return settle(state)


def upkeep_seat(state: dict) -> int:
    return state["upkeep"]["order"][0]


def step(state: dict, seat: int) -> str | None:
    """The decision `seat` faces now, or None when their maintenance is done."""
    player, u = state["p"][seat], state["upkeep"]
    if player["new_land"] or player["new_inst"]:
        return "turn" if u["spot"] else "spot"
    if player["waiting"] or player["placed"]:
        return "place"
    if player["towns"]:
        return "town"
    if player["moves"] < _locomotives(player) and _movable(player["region"]):
        return "move_to" if u["mover"] else "move_from"
    if not player["collected"] and _collection(player) and region.garbage(player["region"]):
        return "collect"
    return None


def _collection(player: dict) -> bool:
    return any(data.TECHS[t]["ability"] == "collection" for t in player["techs"])


def settle(state: dict) -> list[Event]:
    """Resolve what needs no decision; move on to the next player, production, the next round."""
    events: list[Event] = []
    while state["phase"] == "upkeep":
        seat = upkeep_seat(state)
        if automatic := _automatic(state, seat):
            events += automatic
            continue
        if step(state, seat) is not None:
            return events
        events += _finish_seat(state, seat)
    return events


def _automatic(state: dict, seat: int) -> list[Event]:
    player = state["p"][seat]
    if player["waiting"] and not _garbage_spots(player):
        count, player["waiting"] = player["waiting"], 0
        state["garbage"] += count
        move_pollution(player, count)
        return [Event(text("no_room", seat=seat, garbage=words.garbage(count), count=count))]
    if (player["new_land"] or player["new_inst"]) and not state["upkeep"]["spot"]:
        piece = next_piece(player)
        if not region.spots(player["region"], piece):
            return _lose_piece(state, seat, piece)
    if player["placed"] and player["citizens"] == 0:
        lost, player["placed"] = player["placed"], []
        return [Event(text("no_citizen", seat=seat, spot=words.spot(s))) for s in lost]
    if player["towns"] and (player["citizens"] == 0 or not _free_sites(player["region"])):
        player["towns"] = 0
    return []


def _finish_seat(state: dict, seat: int) -> list[Event]:
    player, events = state["p"][seat], []
    if player["sweep"]:
        count = region.remove_garbage(player["region"], region.land(player["region"]), player["sweep"])
        state["garbage"] += count
        player["sweep"] = 0
        events.append(Event(text("swept", seat=seat, garbage=words.garbage(count))))
    state["upkeep"]["order"].pop(0)
    if not state["upkeep"]["order"]:
        events += production(state)
    return events


def next_piece(player: dict) -> str:
    return player["new_land"][0]["id"] if player["new_land"] else player["new_inst"][0]


def _lose_piece(state: dict, seat: int, piece: str) -> list[Event]:
    player = state["p"][seat]
    if player["new_land"]:
        state["garbage"] += player["new_land"].pop(0)["garbage"]
    else:
        player["new_inst"].pop(0)
    return [Event(text("lost_piece", seat=seat, piece=words.piece(piece)))]


def _locomotives(player: dict) -> int:
    return sum(1 for t in player["techs"] if data.TECHS[t]["ability"] == "locomotive")


def _garbage_spots(player: dict) -> list[str]:
    reg = player["region"]
    return [s for s in player["owned"] if not reg[s]["institution"] and reg[s]["garbage"] < data.MAX_PLACED_GARBAGE]


def room(player: dict) -> int:
    """Garbage tokens that still fit on land owned before this round, after those waiting."""
    reg = player["region"]
    return sum(data.MAX_PLACED_GARBAGE - reg[s]["garbage"] for s in _garbage_spots(player)) - player["waiting"]


def overflow_note(player: dict, garbage: int, brief: bool = False) -> Msg | str:
    """"; no room for 2 garbage: pollution +2" when `garbage` more tokens would not all fit, else ""
    (`brief`: "; pollution +2", for a label with no room for more)."""
    over = garbage - max(0, room(player))
    return _over(over, brief) if garbage and over > 0 else ""


def overflow_notes(over: int) -> tuple[Msg | str, Msg | str]:
    """overflow_note in full and brief for `over` tokens finding no room ("" for none)."""
    return (_over(over), _over(over, brief=True)) if over > 0 else ("", "")


@cache
def _over(count: int, brief: bool = False) -> Msg:
    return text("garbage_over_brief" if brief else "garbage_over", count=count)


def _free_sites(reg: dict, spots: list[str] | None = None) -> list[tuple[str, int]]:
    return [(s, i) for s in (spots if spots is not None else sorted(reg)) for i in region.free_sites(reg, s)]


def _destinations(reg: dict, spot: str) -> list[tuple[str, int]]:
    return _free_sites(reg, region.reach(reg, spot, True))


def _movable(reg: dict) -> list[tuple[str, int]]:
    return [(s, i) for s, i, _ in region.occupied(reg) if _destinations(reg, s)]


# ---- choices -------------------------------------------------------------------------------


def upkeep_actions(state: dict, seat: int) -> list[Action]:
    player, u = state["p"][seat], state["upkeep"]
    reg, kind = player["region"], step(state, seat)
    if kind == "place":
        return place_actions(state, player)
    if kind == "spot":
        piece = next_piece(player)
        return _paged(state, [(s, _spot_action(piece, n, s)) for n, s in enumerate(region.spots(reg, piece), 1)])
    if kind == "turn":
        piece = next_piece(player)
        return [_turn_action(piece, n, rot)
                for n, rot in enumerate(region.spots(reg, piece)[u["spot"]], 1)] + [Action("back", text("act_back"))]
    if kind == "collect":
        most = min(region.garbage(reg), MAX_CHOICES - 1)
        return [Action(f"collect:{n}", collect_label(n)) for n in range(most + 1)]
    if kind == "town":
        spot, index = best_site(reg)
        site = words.tile_site(reg[spot]["id"], index)
        mine = Action("town:auto", text("act_town_auto", site=site, spot=words.spot(spot)))
        free = _free_sites(reg)
        return ([mine] if state["upkeep"]["page"] is None and len(free) > 1 else []) + \
            _site_actions(state, reg, free, "town", "act_town")
    if kind == "move_from":
        return _site_actions(state, reg, _movable(reg), "from", "act_move_from") + \
            [Action("stay", text("act_move_done"))]
    spot, _ = split_site(u["mover"])
    return _site_actions(state, reg, _destinations(reg, spot), "to", "act_move_to", back=True)


@lru_cache(maxsize=4096)
def _spot_action(piece: str, number: int, spot: str) -> Action:
    """The `number`th spot offered for a new piece (memoised: a piece's choices are listed again and again)."""
    name = words.land_id(piece) if piece in data.TILES else words.short(piece)
    return Action(f"spot:{spot}", text("act_spot", piece=name, number=number, spot=words.spot(spot)))


@cache
def _turn_action(piece: str, number: int, rot: int) -> Action:
    return Action(f"turn:{rot}", text("act_turn", number=number, rails=words.rails(region.rails(piece, rot))))


def _site_actions(state: dict, reg: dict, sites: list[tuple[str, int]], verb: str, key: str,
                  back: bool = False) -> list[Action]:
    choices = [(s, Action(f"{verb}:{s}.{i}", text(key, site=words.tile_site(reg[s]["id"], i),
                                                  spot=words.spot(s)))) for s, i in sites]
    actions = _paged(state, choices)
    if back and not any(a.id == "back" for a in actions):
        actions.append(Action("back", text("act_back")))
    return actions


def _paged(state: dict, choices: list[tuple[str, Action]]) -> list[Action]:
    """All choices when they fit in one list; else first a row, then that row's choices."""
    page = state["upkeep"]["page"]
    if len(choices) <= MAX_CHOICES - 1 and page is None:
        return [a for _, a in choices]
    if page is None:
        rows: dict[int, int] = {}
        for spot, _ in choices:
            row = region.cell(spot)[0]
            rows[row] = rows.get(row, 0) + 1
        return [Action(f"row:{r}", text("act_row", row=r + 1, count=n)) for r, n in sorted(rows.items())]
    return [a for s, a in choices if region.cell(s)[0] == page] + [Action("back", text("act_back"))]


def placing(state: dict, seat: int) -> dict | None:
    """For the seat attaching a piece now: the piece, its legal spots numbered as in the choices
    (each with its legal turns and their rails), and the spot chosen, if any."""
    if state["phase"] != "upkeep" or upkeep_seat(state) != seat or step(state, seat) not in ("spot", "turn"):
        return None
    player = state["p"][seat]
    piece = next_piece(player)
    legal = region.spots(player["region"], piece)
    return {
        "piece": piece, "chosen": state["upkeep"]["spot"],
        "spots": [{"number": n, "spot": s, "row": region.cell(s)[0], "col": region.cell(s)[1],
                   "turns": [{"rot": r, "rails": "".join(e for e in region.EDGES if e in region.rails(piece, r)),
                              "words": words.rails(region.rails(piece, r))} for r in rots]}
                  for n, (s, rots) in enumerate(legal.items(), 1)],
    }


def upkeep_prompt(state: dict, seat: int) -> Msg:
    player, kind = state["p"][seat], step(state, seat)
    assert kind is not None, "asked only of a seat with an upkeep step"
    if kind == "place":
        sites, plan = auto_plan(state, player)
        return text("ask_place", plan=_plan_words(player, sites, plan, "garbage_on"))
    piece = words.piece(next_piece(player)) if kind in ("spot", "turn") else None
    if kind == "spot":
        return text("ask_spot", piece=piece)
    if kind == "turn":
        return text("ask_turn", piece=piece, spot=words.spot(state["upkeep"]["spot"]))
    return text({"town": "ask_town", "move_from": "ask_move_from", "move_to": "ask_move_to",
                 "collect": "ask_collect"}[kind])


# ---- carrying out a choice -------------------------------------------------------------------


def split_site(text: str) -> tuple[str, int]:
    row, col, index = text.split(".")
    return f"{row}.{col}", int(index)


def choose_row(state: dict, seat: int, arg: str) -> list[Event]:
    state["upkeep"]["page"] = int(arg)
    return []


def go_back(state: dict, seat: int, arg: str) -> list[Event]:
    state["upkeep"].update(page=None, spot=None, mover=None)
    return []


def put_garbage(state: dict, seat: int, arg: str) -> list[Event]:
    """All the garbage waiting, in one go, first piled on one tile ("pile:SPOT"), the rest as planned."""
    return _put_garbage(state, seat, garbage_plan(state["p"][seat], arg.partition(":")[2])) + settle(state)


def place_all(state: dict, seat: int, arg: str) -> list[Event]:
    """"Place them for me": each new tile's citizen, then the garbage, as auto_plan says."""
    player = state["p"][seat]
    sites, _ = auto_plan(state, player)
    events = []
    for spot, index in sites:
        player["placed"].remove(spot)
        events.append(_put_citizen(state, seat, spot, index))
    return events + _put_garbage(state, seat, garbage_plan(player)) + settle(state)


def _put_garbage(state: dict, seat: int, plan: dict[str, int]) -> list[Event]:
    player = state["p"][seat]
    if not player["waiting"]:
        return []
    for spot, count in plan.items():
        player["region"][spot]["garbage"] += count
    over = player["waiting"] - sum(plan.values())
    player["waiting"] = 0
    where = [text("garbage_on", garbage=words.garbage(n), spot=words.spot(s)) for s, n in plan.items()]
    events = [Event(text("garbage_placed", seat=seat, where=where))] if plan else []
    if over:
        state["garbage"] += over
        move_pollution(player, over)
        events.append(Event(text("no_room", seat=seat, garbage=words.garbage(over), count=over)))
    return events


def garbage_plan(player: dict, pile: str | None = None) -> dict[str, int]:
    """Where the waiting garbage goes: on `pile` first as far as it fits, then one token at a time
    on the tile a recycling centre reaches, else the fullest (so whole tiles stay clean); the rest
    finds no room."""
    reg = player["region"]
    recycled = {s for spot, _, site in region.occupied(reg) if site["kind"] == "recycling"
                for s in region.reach(reg, spot, False)}
    room = {s: data.MAX_PLACED_GARBAGE - reg[s]["garbage"] for s in _garbage_spots(player)}
    plan: dict[str, int] = {}
    def weight(spot: str) -> tuple[int, str]:
        return 2 * (spot in recycled) + reg[spot]["garbage"] + plan.get(spot, 0), spot

    for _ in range(player["waiting"]):
        free = [s for s in room if room[s] > plan.get(s, 0)]
        if not free:
            break
        best = pile if pile in free else max(free, key=weight)
        plan[best] = plan.get(best, 0) + 1
    return plan


def site_worth(state: dict, site: dict, garbage: int = 0) -> float:
    """A site's yearly worth as the AI sees it; a recycling centre is worth the garbage it can take."""
    if site["kind"] == "recycling":
        return 1.5 * min(site["capacity"], garbage) + 0.2
    late = 1 + state["round"] / 3
    return site["c"] * 0.8 + site["s"] + site["v"] * late


def auto_plan(state: dict, player: dict) -> tuple[list[tuple[str, int]], dict[str, int]]:
    """What "place them for me" does (the AI's own choice): each new tile's citizen, while citizens
    last, on its site worth the most (a recycling centre by the garbage of the region, the waiting
    garbage included); then the garbage as garbage_plan places it around those citizens."""
    reg = dict(player["region"])
    garbage = region.garbage(reg) + player["waiting"]
    sites = []
    for spot in player["placed"][:player["citizens"]]:
        free = region.free_sites(reg, spot)
        if not free:
            continue
        tile = region.sites(reg[spot]["id"])
        index = max(free, key=lambda i: site_worth(state, tile[i], garbage))
        reg[spot] = dict(reg[spot], citizens=sorted(reg[spot]["citizens"] + [index]))
        sites.append((spot, index))
    return sites, garbage_plan(dict(player, region=reg))


def _plan_words(player: dict, sites: list[tuple[str, int]], plan: dict[str, int], garbage_key: str) -> list[Msg]:
    reg = player["region"]
    parts = [text("citizen_on", site=words.tile_site(reg[s]["id"], i), spot=words.spot(s))
             for s, i in sites]
    return parts + [text(garbage_key, garbage=words.garbage(n), spot=words.spot(s)) for s, n in plan.items()]


def place_actions(state: dict, player: dict) -> list[Action]:
    """One decision for the new tiles' citizens and the garbage waiting: "place them for me" first,
    then, each placing one part its own way and asking again for the rest: the garbage piled on one
    tile first (where that differs), a citizen on another site of its tile."""
    sites, mine = auto_plan(state, player)
    over = player["waiting"] - sum(mine.values())
    reg = player["region"]
    actions = [_auto_action(tuple((s, reg[s]["id"], i) for s, i in sites), tuple(mine.items()), over)]
    seen = [mine]
    for spot in _garbage_spots(player) if player["waiting"] else []:
        plan = garbage_plan(player, spot)
        if plan not in seen:
            seen.append(plan)
            actions.append(_pile_action(spot, plan[spot], over))
    chosen = dict(sites)
    for spot in player["placed"]:
        tile = reg[spot]["id"]
        actions += [_citizen_action(spot, tile, i) for i in region.free_sites(reg, spot) if i != chosen.get(spot)]
    return actions


@lru_cache(maxsize=4096)
def _auto_action(sites: tuple[tuple[str, str, int], ...], plan: tuple[tuple[str, int], ...], over: int) -> Action:
    """"Place them for me": citizens on `sites` (spot, tile, site index), the garbage as `plan` (spot,
    tokens) says, `over` tokens finding no room."""
    note = _over(over) if over else ""
    where = [text("citizen_on", site=words.tile_site(tile, i), spot=words.spot(s)) for s, tile, i in sites]
    where += [text("garbage_short", garbage=words.garbage(n), spot=words.spot(s)) for s, n in plan]
    # where the plan in full does not fit a button, it is in the question
    return Action("place:auto", fitted(text("act_place_auto", where=where, note=note),
                                       text("act_place_auto_short", note=note)))


@lru_cache(maxsize=4096)
def _pile_action(spot: str, garbage: int, over: int) -> Action:
    note = _over(over) if over else ""
    return Action(f"garbage:pile:{spot}", text("act_garbage_pile", garbage=words.garbage(garbage),
                                               spot=words.spot(spot), note=note))


@lru_cache(maxsize=4096)
def _citizen_action(spot: str, tile: str, index: int) -> Action:
    return Action(f"site:{spot}.{index}", text("act_citizen", site=words.tile_site(tile, index), spot=words.spot(spot)))


def collect_label(count: int) -> Msg:
    """Garbage collection: remove `count` garbage for as many coins (or none)."""
    if not count:
        return text("act_collect_none")
    return text("act_collect", garbage=words.garbage(count), price=words.coins(count))


def choose_spot(state: dict, seat: int, arg: str) -> list[Event]:
    state["upkeep"].update(spot=arg, page=None)
    return []


def turn_piece(state: dict, seat: int, arg: str) -> list[Event]:
    player, u = state["p"][seat], state["upkeep"]
    spot, piece = u["spot"], next_piece(player)
    u["spot"] = None
    if player["new_land"]:
        garbage = player["new_land"].pop(0)["garbage"]
        player["region"][spot] = {"id": piece, "rot": int(arg), "garbage": garbage, "citizens": [],
                                  "institution": False}
        player["placed"].append(spot)
    else:
        player["new_inst"].pop(0)
        player["region"][spot] = {"id": piece, "rot": int(arg), "garbage": 0, "citizens": [], "institution": True}
    return [Event(text("attached", seat=seat, piece=words.piece(piece), spot=words.spot(spot)))] + settle(state)


def place_citizen(state: dict, seat: int, arg: str) -> list[Event]:
    spot, index = split_site(arg)
    state["p"][seat]["placed"].remove(spot)
    return [_put_citizen(state, seat, spot, index)] + settle(state)


def best_site(reg: dict) -> tuple[str, int]:
    """Where "place it for me" puts an extra citizen: the free city making the most (VP counting
    double), or a recycling centre with garbage to take (as much as it can take, counted double)."""
    garbage = region.garbage(reg)

    def worth(choice: tuple[str, int]) -> tuple[float, str, int]:
        site = region.sites(reg[choice[0]]["id"])[choice[1]]
        if site["kind"] == "recycling":
            return 2 * min(site["capacity"], garbage), choice[0], choice[1]
        return site["c"] + site["s"] + 2 * site["v"], choice[0], choice[1]

    return max(_free_sites(reg), key=worth)


def place_town(state: dict, seat: int, arg: str) -> list[Event]:
    spot, index = best_site(state["p"][seat]["region"]) if arg == "auto" else split_site(arg)
    state["p"][seat]["towns"] -= 1
    state["upkeep"]["page"] = None
    return [_put_citizen(state, seat, spot, index)] + settle(state)


def _put_citizen(state: dict, seat: int, spot: str, index: int) -> Event:
    player = state["p"][seat]
    piece = player["region"][spot]
    piece["citizens"] = sorted(piece["citizens"] + [index])
    player["citizens"] -= 1
    site = words.tile_site(piece["id"], index)
    return Event(text("citizen_placed", seat=seat, site=site, spot=words.spot(spot)))


def move_from(state: dict, seat: int, arg: str) -> list[Event]:
    state["upkeep"].update(mover=arg, page=None)
    return []


def move_to(state: dict, seat: int, arg: str) -> list[Event]:
    player, u = state["p"][seat], state["upkeep"]
    (old, i), (new, j) = split_site(u["mover"]), split_site(arg)
    reg = player["region"]
    reg[old]["citizens"].remove(i)
    reg[new]["citizens"] = sorted(reg[new]["citizens"] + [j])
    player["moves"] += 1
    u.update(mover=None, page=None)
    return [Event(text("moved", seat=seat, start=words.spot(old), end=words.spot(new)))] + settle(state)


def collect(state: dict, seat: int, arg: str) -> list[Event]:
    """Garbage collection: remove garbage (lightest tiles first) for 1 coin each."""
    player = state["p"][seat]
    count = region.remove_garbage(player["region"], region.land(player["region"]), int(arg))
    player["coins"] -= count
    player["collected"] = True
    state["garbage"] += count
    events = [Event(text("collected", seat=seat, garbage=words.garbage(count), coins=words.coins(count)))] \
        if count else []
    return events + settle(state)


def stay(state: dict, seat: int, arg: str) -> list[Event]:
    state["p"][seat]["moves"] = _locomotives(state["p"][seat])
    return settle(state)


# ---- phase 5: production, bonus scoring, the next round -------------------------------------------


def incomes(player: dict) -> dict[str, int]:
    """What the player board's tracks show: region income, bank and academy, pollution's VP toll."""
    total = region.income(player["region"])
    for tech in player["techs"]:
        ability = data.TECHS[tech]["ability"]
        if ability in ("bank", "academy"):
            total["c" if ability == "bank" else "s"] += 1
    total["v"] += data.pollution_income(player["pollution"])
    return total


def production(state: dict) -> list[Event]:
    events: list[Event] = []
    for seat in clockwise(state, state["start"] - 1):
        events += _produce(state, seat)
    if state["round"] in (2, 4) and state["scoring"][str(state["round"])]:
        events += bonus(state, state["scoring"][str(state["round"])])
    if state["round"] == data.ROUNDS:
        return events + final_scoring(state)
    events += prepare_round(state)
    if state["round"] > data.FULL_ROUNDS:
        return events + start_upkeep(state)
    return events


def _produce(state: dict, seat: int) -> list[Event]:
    player, events = state["p"][seat], []
    owned = player["techs"]
    extra = sum(1 for t in owned if data.TECHS[t]["ability"] == "recycling_plant")
    removed = region.recycle(player["region"], extra)
    for tech in owned:
        ability = data.TECHS[tech]["ability"]
        if ability == "filter":
            move_pollution(player, -1)
            events.append(Event(text("filtered", seat=seat, pollution=player["pollution"])))
    state["garbage"] += removed
    if removed:
        events.insert(0, Event(text("recycled", seat=seat, garbage=words.garbage(removed))))
    income = incomes(player)
    player["coins"] += income["c"]
    player["science"] += income["s"]
    toll = data.pollution_income(player["pollution"])
    earn(player, "cities", income["v"] - toll)
    earn(player, "toll", toll)
    produced = text("produced", seat=seat, coins=words.coins(income["c"]), science=words.science(income["s"]),
                    vp=words.vp(income["v"]))
    return events + [Event(produced)]


def earn(player: dict, part: str, vp: int) -> None:
    """VP scored during the game, kept by its part for the final breakdown (Century.breakdown)."""
    player["vp"] += vp
    player["earned"][part] = player["earned"].get(part, 0) + vp


def card_points(player: dict, card: str) -> int:
    reg = player["region"]
    if card == "citizens":
        return sum(1 for _ in region.occupied(reg))
    if card == "clean_tiles":
        return 2 * sum(1 for s in region.land(reg) if reg[s]["garbage"] == 0)
    if card == "recycling":
        return 2 * sum(1 for _, _, site in region.occupied(reg) if site["kind"] == "recycling")
    if card == "technologies":
        return 2 * len(player["techs"])
    if card == "network":
        return region.network(reg)
    pollution = player["pollution"]
    return 5 if pollution <= -3 else 3 if pollution <= 0 else 1 if pollution <= 2 else 0


def bonus(state: dict, card: str) -> list[Event]:
    events = []
    for seat, player in enumerate(state["p"]):
        vp = card_points(player, card)
        earn(player, f"card_{state['round']}", vp)
        events.append(Event(text("bonus", card=text(f"score_{card}"), seat=seat, vp=words.vp(vp))))
    return events
