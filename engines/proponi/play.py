"""Playing a resource card, in micro-steps: choose the card, then its use (and its target), then,
for a Commerciale, where the revealed cards go; a special is followed by a role card at once."""

from __future__ import annotations

from functools import cache, lru_cache

from engines.base import Action, Event
from engines.i18n import Msg
from engines.proponi import cards, flow, placing
from engines.proponi.cards import COMMERCIALE, INSTALLATORE, PROGETTISTA, ROLES, role_name
from engines.proponi.state import (
    State,
    clamp,
    clear_square,
    cube_seats,
    draw,
    emergencies,
    fit_label,
    parse_square,
    pay_from_bank,
    pay_from_purse,
    place_cube,
    random_index,
    row_name,
    send_home,
    shuffle,
    square,
    year_bonus,
)
from engines.proponi.texts import text

BACK = Action("back", text("back"))
RIVAL_COLUMNS = ("c1", "c2")

# ---- what may be chosen --------------------------------------------------------------------


def actions(s: State, seat: int) -> list[Action]:
    step = s["step"]
    if step["kind"] == "card":
        return _card_actions(s, seat)
    if step["kind"] == "use":
        return use_actions(s, seat, step["card"]) + ([] if step["only"] else [BACK])
    if step["kind"] == "rival":
        return _rival_actions(s, seat) + [BACK]
    return placing.actions(s, seat)


def _card_actions(s: State, seat: int) -> list[Action]:
    return list(_hand_actions(tuple(s["hands"][seat]), s["step"].get("follow", False)))


@lru_cache(maxsize=4096)
def _hand_actions(hand: tuple[str, ...], follow: bool) -> tuple[Action, ...]:
    """A card of each kind in `hand` (only role cards when one must `follow` a special)."""
    kinds = []
    for card in sorted(hand):
        kind = cards.kind_of(card)
        if kind not in kinds and (kind in ROLES or not follow):
            kinds.append(kind)
    return tuple(Action(f"card:{kind}", _card_label(kind)) for kind in kinds)


@cache
def _card_label(kind: str) -> Msg:
    if kind in ROLES:
        return text(f"card_{kind}")
    return text("card_special", card=cards.SPECIAL[kind].name)


def use_actions(s: State, seat: int, kind: str) -> list[Action]:
    """The uses of a card of `kind` now; a card with none may only be discarded."""
    found = {
        COMMERCIALE: _commerciale_uses,
        PROGETTISTA: _progettista_uses,
        INSTALLATORE: _installatore_uses,
    }.get(kind, _special_uses)(s, seat, kind)
    return found or [Action("discard", text("discard"))]


def _commerciale_uses(s: State, seat: int, kind: str) -> list[Action]:
    found = [Action("propose", text("propose"))] if s["parts"] or s["parts_discard"] else []
    urgent = emergencies(s)
    bank = bank_pays(s, cards.INSTALL_BANK)
    board = s["board"]
    for floor, row in SQUARES:
        installed = board[floor][row]["c3"]
        if installed and seat in cube_seats(installed) and _installable(s, seat, floor, row, urgent, bank):
            found.append(_install_action(s, seat, floor, row, "direct", bank))
    return found + _rival_use(s, seat)


def _progettista_uses(s: State, seat: int, kind: str) -> list[Action]:
    found = []
    board = s["board"]
    pay = "design_paid_bank" if bank_pays(s, cards.DESIGN_BANK) else "design_paid" if s["purse"] else "design_unpaid"
    for floor, row in SQUARES:
        card = board[floor][row]["c1"]
        if card:
            found.append(Action(f"design:{SQUARE_NAMES[floor][row]}",
                                _design_label(card["part"], len(card["b"]) + 1, floor, row, pay)))
    return found + _rival_use(s, seat)


@lru_cache(maxsize=4096)
def _design_label(part: str, n: int, floor: int, row: int, pay: str) -> Msg:
    """A design's label: the `n`th blue diamond of a `part` at (floor, row), paid as `pay` says."""
    blue = cards.PART[part].blue
    done, short = (("design_completes", "design_completes_short") if n >= blue
                   else ("design_partial", "design_partial_short"))
    fields = {"part": cards.PART[part].label, "floor": floor + 1, "row": row_name(row), "pay": text(pay),
              "done": text(done, n=n, of=blue)}
    return fit_label("design", fields, {"done": text(short, n=n, of=blue)})


def _installatore_uses(s: State, seat: int, kind: str) -> list[Action]:
    urgent = emergencies(s)
    health = s["health"]
    floors = urgent or [f for f, h in enumerate(health) if h < cards.HEALTH_MAX]
    found = [Action(f"mend:{f + 1}", _mend_label(f, health[f])) for f in floors]
    bank = bank_pays(s, cards.INSTALL_BANK)
    found += [_install_action(s, seat, f, r, "install", bank) for f, r in SQUARES
              if _installable(s, seat, f, r, urgent, bank)]
    return found + ([] if urgent else _rival_use(s, seat))


@cache
def _mend_label(floor: int, health: int) -> Msg:
    return text("mend", floor=floor + 1, health=health, after=clamp(health + 1))


def _special_uses(s: State, seat: int, kind: str) -> list[Action]:
    """A special is played only when a role card can follow it ("si dovrà comunque giocare una carta
    Commerciale, Progettista o Installatore dopo aver giocato una carta speciale"): one it fetches, or
    one already in hand. A random card from a colleague may be a special, so Scambio tra Colleghi needs
    a role card in hand; with no use the special may only be discarded."""
    special = cards.SPECIAL[kind]
    holds_role = any(cards.kind_of(card) in ROLES for card in s["hands"][seat])
    found = []
    for source in special.sources:
        if source == "player":
            found += [_swap_action(other)
                      for other in range(s["players"]) if other != seat and s["hands"][other] and holds_role]
            continue
        pile = s["res_discard"] if source == "discard" else s["res"]
        held = {cards.kind_of(card) for card in pile}
        found += [_fetch_action(role, source) for role in special.roles if role in held]
    return found or ([Action("skip", text("fetch_nothing"))] if holds_role else [])


@cache
def _swap_action(other: int) -> Action:
    return Action(f"swap:{other}", text("swap", seat=other))


@cache
def _fetch_action(role: str, source: str) -> Action:
    return Action(f"fetch:{role}:{source}", text(f"fetch_{source}", role=role_name(role)))


def use_notes(s: State, seat: int, kind: str) -> list[Msg]:
    """Why the uses of a card are what they are: floors in emergency; an installation that replaces
    an installed new system, a design that completes a system onto a card waiting in column 2."""
    notes = []
    urgent = emergencies(s)
    if urgent and kind in (INSTALLATORE, COMMERCIALE):
        notes.append(text("note_emergency", floors=[f + 1 for f in urgent], count=len(urgent)))
    for action in use_actions(s, seat, kind):
        verb, _, arg = action.id.partition(":")
        if verb not in ("install", "direct", "design"):
            continue
        floor, row = parse_square(arg)
        place = s["board"][floor][row]
        if verb == "design":
            card, there = place["c1"], place["c2"]
            if there and len(card["b"]) + 1 >= cards.PART[card["part"]].blue:
                notes.append(text("note_design_replace", part=_label(card), old=_label(there), floor=floor + 1,
                                  row=row_name(row)))
        elif place["c3"] and cards.PART[place["c2"]["part"]].kind == cards.SYSTEM:
            notes.append(text("note_replace", part=_label(place["c2"]), old=_label(place["c3"]), floor=floor + 1,
                              row=row_name(row)))
    return notes


SQUARES = tuple((f, r) for f in range(cards.FLOORS) for r in range(len(cards.ROWS)))
SQUARE_NAMES = tuple(tuple(square(f, r) for r in range(len(cards.ROWS))) for f in range(cards.FLOORS))


def _label(card: dict) -> Msg:
    return cards.PART[card["part"]].label


def _mended(s: State, floor: int) -> int:
    return clamp(s["health"][floor] + 1)


def install_cost(s: State, seat: int, card: dict) -> int:
    """1 coin per cube on the card once the installer's own cube is on it."""
    return len(cube_seats(card)) + (1 if s["cubes"][seat] else 0)


def bank_pays(s: State, effect: str) -> bool:
    """This year's events have the bank pay, instead of the building, for designs (DESIGN_BANK) or
    installations (INSTALL_BANK)."""
    return any(cards.EVENT[key].effect == effect for key in s["year_events"])


def purse_cost(s: State, seat: int, card: dict) -> int:
    """What installing `card` takes from the building's purse."""
    return 0 if bank_pays(s, cards.INSTALL_BANK) else install_cost(s, seat, card)


def install_health(s: State, part: cards.Part) -> int:
    """The health an installation adds: its white gears, plus this year's installation bonus."""
    return part.white + year_bonus(s, cards.INSTALL_HEALTH)[0]


def _installable(s: State, seat: int, floor: int, row: int, urgent: list[int], bank: bool) -> bool:
    """A column-2 card the building can pay for, on a floor in emergency if there is one (`bank`:
    this year the bank pays installations)."""
    card = s["board"][floor][row]["c2"]
    return bool(card) and (bank or install_cost(s, seat, card) <= s["purse"]) and (not urgent or floor in urgent)


def _install_action(s: State, seat: int, floor: int, row: int, verb: str, bank: bool) -> Action:
    """An installation (`bank`: this year the bank pays installations)."""
    place = s["board"][floor][row]
    card, old = place["c2"], place["c3"]
    return Action(f"{verb}:{SQUARE_NAMES[floor][row]}", _install_label(
        verb, card["part"], floor, row, install_cost(s, seat, card), old["part"] if old else None, bank))


@lru_cache(maxsize=4096)
def _install_label(verb: str, part: str, floor: int, row: int, cost: int, old: str | None, bank: bool) -> Msg:
    """An installation's label; one that will cover an installed new system (`old`) says it replaces it."""
    fields = {"part": cards.PART[part].label, "floor": floor + 1, "row": row_name(row), "cost": cost}
    if old and cards.PART[part].kind == cards.SYSTEM:
        fields["old"] = cards.PART[old].label
        return fit_label(f"{verb}_replace", fields)
    return text("install_bank" if verb == "install" and bank else verb, **fields)



def _rival_use(s: State, seat: int) -> list[Action]:
    if not s["opts"]["concorrenza"] or not rival_targets(s, seat):
        return []
    return [Action("rival", text("rival"))]


def rival_targets(s: State, seat: int) -> list[tuple[int, int, str]]:
    """Cards in columns 1 and 2 with cubes of other players that `seat` has the cubes to replace
    (one more than those cubes: one leaves the game)."""
    found = []
    for floor, row in SQUARES:
        for column in RIVAL_COLUMNS:
            card = s["board"][floor][row][column]
            others = _others(card, seat) if card else 0
            if others and s["cubes"][seat] >= others + 1:
                found.append((floor, row, column))
    return found


def _others(card: dict, seat: int) -> int:
    return sum(1 for x in cube_seats(card) if x != seat)


def _rival_actions(s: State, seat: int) -> list[Action]:
    found = []
    for floor, row, column in rival_targets(s, seat):
        card = s["board"][floor][row][column]
        label = text("rival_target", part=_label(card), floor=floor + 1, row=row_name(row), cubes=_others(card, seat))
        found.append(Action(f"hit:{square(floor, row)}{column[1]}", label))
    return found


# ---- carrying out a choice -----------------------------------------------------------------


def perform(s: State, seat: int, action_id: str) -> list[Event]:
    events: list[Event] = []
    _apply(s, seat, action_id, events)
    advance(s, events)
    return events


def _apply(s: State, seat: int, action_id: str, events: list[Event]) -> None:
    verb, _, arg = action_id.partition(":")
    HANDLERS[verb](s, seat, arg, events)


def advance(s: State, events: list[Event]) -> None:
    """A decision with a single choice applies itself, until somebody has a real choice to make or the
    game is over, but only where its being single is public (issue 29): a card to play is taken up by
    itself only from a hand of one card (a hand's size is public; two cards of one kind are still asked
    for, or the table would learn what the hand holds), silently (its play line names it), and then its
    uses are asked for even when there is one (how many uses it has depends on what it is); a single
    use of a card the seat chose itself applies itself with its line in the log, within the seat's own
    press."""
    while not s["over"]:
        seat = s["actor"]
        found = actions(s, seat)
        step = s["step"]
        if len(found) != 1 or (step["kind"] == "card" and len(s["hands"][seat]) != 1) or step.get("silent"):
            return
        if step["kind"] == "card":
            _choose_card(s, seat, found[0].id.partition(":")[2], events)
            s["step"]["silent"] = True
            continue
        events.append(Event(text("only_choice", seat=seat, choice=found[0].label)))
        _apply(s, seat, found[0].id, events)


def _choose_card(s: State, seat: int, kind: str, events: list[Event]) -> None:
    """The card's uses come next; "Back" is offered only when there was another card to choose."""
    only = len(_card_actions(s, seat)) == 1
    s["step"] = {"kind": "use", "card": kind, "follow": s["step"]["follow"], "only": only}


def _back(s: State, seat: int, arg: str, events: list[Event]) -> None:
    step = s["step"]
    s["step"] = ({"kind": "use", "card": step["card"], "follow": step["follow"], "only": step["only"],
                  "silent": step.get("silent", False)}
                 if step["kind"] == "rival" else {"kind": "card", "follow": step["follow"]})


def _take_card(s: State, seat: int, events: list[Event], announce: bool = True) -> str:
    """The card being played leaves the hand for the discard pile; its play is announced."""
    kind = s["step"]["card"]
    card = min(c for c in s["hands"][seat] if cards.kind_of(c) == kind)
    s["hands"][seat].remove(card)
    s["res_discard"].append(card)
    if announce:
        events.append(Event(text("played" if kind in ROLES else "played_special", seat=seat,
                                 card=cards.card_name(card))))
    return card


def _propose(s: State, seat: int, arg: str, events: list[Event]) -> None:
    _take_card(s, seat, events)
    drawn = [key for key in (draw(s, "parts", events), draw(s, "parts", events)) if key]
    names = dict(zip(("first", "second"), (cards.PART[key].label for key in drawn), strict=False))
    events.append(Event(text(("revealed_none", "revealed_one", "revealed")[len(drawn)], seat=seat, **names)))
    _event_bonus(s, seat, cards.PROPOSE, events)
    s["step"] = {"kind": "place", "queue": drawn}
    _place_rest(s, events)


def _put(s: State, seat: int, arg: str, events: list[Event]) -> None:
    placing.put(s, seat, *parse_square(arg), events)
    _place_rest(s, events)


def _place_rest(s: State, events: list[Event]) -> None:
    if placing.settle(s, events):
        flow.after_placement(s, events)


def _design(s: State, seat: int, arg: str, events: list[Event]) -> None:
    _take_card(s, seat, events)
    floor, row = parse_square(arg)
    place = s["board"][floor][row]
    card = place["c1"]
    card["b"].append(place_cube(s, seat))
    bank = bank_pays(s, cards.DESIGN_BANK)
    paid = pay_from_bank(s, seat, 1) if bank else pay_from_purse(s, seat, 1)
    said = "designed_bank" if bank else "designed" if paid else "designed_free"
    events.append(Event(text(said, seat=seat, part=_label(card), floor=floor + 1, row=row_name(row), coins=paid)))
    _event_bonus(s, seat, cards.DESIGN, events)
    if len(card["b"]) >= cards.PART[card["part"]].blue:
        clear_square(s, floor, row, "c2", events)
        place["c1"], place["c2"] = None, card
        events.append(Event(text("moved", part=_label(card), floor=floor + 1, row=row_name(row))))
    flow.finish_play(s, events)


def _event_bonus(s: State, seat: int, effect: str, events: list[Event]) -> None:
    amount, name = year_bonus(s, effect)
    if amount and pay_from_bank(s, seat, amount):
        events.append(Event(text("bonus_paid", seat=seat, coins=amount, event=name)))


def _mend(s: State, seat: int, arg: str, events: list[Event]) -> None:
    _take_card(s, seat, events)
    floor = int(arg) - 1
    s["health"][floor] = _mended(s, floor)
    events.append(Event(text("mended", seat=seat, floor=floor + 1, health=s["health"][floor])))
    flow.finish_play(s, events)


def _install(s: State, seat: int, arg: str, events: list[Event]) -> None:
    """Extraordinary maintenance: the building pays 1 per cube on the card; a spare leaves the board
    (its cubes go home), a system covers column 3 of its row; the floor gains the white gears."""
    _take_card(s, seat, events)
    floor, row = parse_square(arg)
    place = s["board"][floor][row]
    card, place["c2"] = place["c2"], None
    part = cards.PART[card["part"]]
    card["r"] = place_cube(s, seat)
    paid = _pay_cubes(s, card)
    s["health"][floor] = clamp(s["health"][floor] + install_health(s, part))
    if part.kind == cards.SPARE:
        send_home(s, card)
        s["parts_discard"].append(card["part"])
        said = "installed_spare"
    else:
        clear_square(s, floor, row, "c3", events)
        place["c3"] = card
        said = "installed_system"
    events.append(Event(text(said, seat=seat, part=part.label, floor=floor + 1, row=row_name(row),
                             health=s["health"][floor], paid=paid)))
    _event_bonus(s, seat, cards.INSTALL, events)
    flow.finish_play(s, events)


def _pay_cubes(s: State, card: dict) -> Msg:
    """The building (or the bank, with an event saying so) pays each cube's owner 1 coin; returns the
    sentence saying who got what."""
    owed: dict[int, int] = {}
    for owner in cube_seats(card):
        owed[owner] = owed.get(owner, 0) + 1
    bank = bank_pays(s, cards.INSTALL_BANK)
    for owner, coins in owed.items():
        (pay_from_bank if bank else pay_from_purse)(s, owner, coins)
    if not owed:
        return text("paid_nobody")
    listed = [text("paid_one", seat=owner, coins=coins) for owner, coins in owed.items()]
    return text("paid_bank" if bank else "paid_building", list=listed)


def _rival(s: State, seat: int, arg: str, events: list[Event]) -> None:
    s["step"] = s["step"] | {"kind": "rival"}


def _hit(s: State, seat: int, arg: str, events: list[Event]) -> None:
    """Concorrenza Spietata: the card's other cubes go home, one of the player's cubes leaves the game
    and theirs take the freed diamonds; the bank pays them 1."""
    card_played = _take_card(s, seat, events, announce=False)
    floor, row = parse_square(arg[:2])
    card = s["board"][floor][row][f"c{arg[2]}"]
    moved = _others(card, seat)
    for owner in cube_seats(card):
        if owner != seat:
            s["cubes"][owner] += 1
    card["y"] = seat if card["y"] is not None else None
    card["b"] = [None if x is None else seat for x in card["b"]]
    s["cubes"][seat] -= moved + 1
    s["removed"][seat] += 1
    pay_from_bank(s, seat, 1)
    events.append(Event(text("rival_done", seat=seat, card=cards.card_name(card_played), part=_label(card),
                             cubes=moved)))
    flow.finish_play(s, events)


def _fetch(s: State, seat: int, arg: str, events: list[Event]) -> None:
    _take_card(s, seat, events)
    role, source = arg.split(":")
    pile = s["res_discard"] if source == "discard" else s["res"]
    card = min(c for c in pile if cards.kind_of(c) == role)
    pile.remove(card)
    s["hands"][seat].append(card)
    if source == "discard":
        events.append(Event(text("fetched_public", seat=seat, card=role_name(role))))
    else:
        shuffle(s, s["res"])
        events.append(Event(text("fetched_hidden", seat=seat), seat, text("fetched_private", card=role_name(role))))
    _follow(s, seat, events)


def _swap(s: State, seat: int, arg: str, events: list[Event]) -> None:
    _take_card(s, seat, events)
    other = int(arg)
    hand = s["hands"][other]
    card = hand.pop(random_index(s, len(hand)))
    s["hands"][seat].append(card)
    events.append(Event(text("swapped", seat=seat, other=other), seat,
                        text("swapped_private", card=cards.card_name(card), other=other)))
    drawn = draw(s, "res", events)  # 27 resource cards, at most 12 in hands: the piles never both run out
    assert drawn is not None
    hand.append(drawn)
    note = text("swap_lost", seat=seat, card=cards.card_name(card), drawn=cards.card_name(drawn))
    events.append(Event(text("swap_drawn", other=other), other, note))
    _follow(s, seat, events)


def _skip(s: State, seat: int, arg: str, events: list[Event]) -> None:
    _take_card(s, seat, events)
    events.append(Event(text("fetched_nothing", seat=seat)))
    _follow(s, seat, events)


def _follow(s: State, seat: int, events: list[Event]) -> None:
    """After a special the player must play a Commerciale, Progettista or Installatore at once (a
    special is playable only when one is sure to be in hand now: see _special_uses)."""
    s["step"] = {"kind": "card", "follow": True}


def _discard(s: State, seat: int, arg: str, events: list[Event]) -> None:
    card = _take_card(s, seat, events, announce=False)
    events.append(Event(text("discarded", seat=seat, card=cards.card_name(card))))
    flow.finish_play(s, events)


HANDLERS = {
    "card": _choose_card, "back": _back, "propose": _propose, "put": _put, "design": _design, "mend": _mend,
    "install": _install, "direct": _install, "rival": _rival, "hit": _hit, "fetch": _fetch, "swap": _swap,
    "skip": _skip, "discard": _discard,
}
