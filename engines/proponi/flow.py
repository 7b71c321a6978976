"""The flow of the game: the set-up placements, the years, whose card comes next, the end of a year
and the end of the game."""

from __future__ import annotations

from engines.base import Event
from engines.i18n import Msg
from engines.proponi import cards, placing
from engines.proponi.state import (
    State,
    black_gears,
    clamp,
    cube_seats,
    draw,
    emergencies,
    installed,
    purse_change,
)
from engines.proponi.texts import text

CARDS_PER_YEAR = 2


# ---- set-up ---------------------------------------------------------------------------------


def begin(s: State, events: list[Event]) -> None:
    """From the first player, each draws a system or spare card and places it with one of their cubes."""
    s["setup_queue"] = [(s["first"] + i) % s["players"] for i in range(s["players"])]
    setup_next(s, events)


def setup_next(s: State, events: list[Event]) -> None:
    """The cooperative rule ("le carte rivelate devono occupare spazi vuoti, se possibile") in the
    set-up: a drawn card with no free square is discarded and the player draws again, so no set-up
    card ever replaces another player's."""
    while s["setup_queue"]:
        seat = s["setup_queue"].pop(0)
        key = draw(s, "parts", events)
        while key is not None and not placing.free_spots(s, key):
            events.append(Event(text("setup_no_room", seat=seat, part=cards.PART[key].label)))
            s["parts_discard"].append(key)
            key = draw(s, "parts", events)
        assert key is not None, "the set-up always finds a part with room (the parts pile is reshuffled)"
        part = cards.PART[key]
        events.append(Event(text("setup_drawn", seat=seat, part=part.label, kind=placing.kind_word(part))))
        s["actor"], s["step"] = seat, {"kind": "place", "queue": [key]}
        if not placing.settle(s, events):
            return
        s["turns"] += 1
    s["phase"] = "play"
    start_year(s, events)


def after_placement(s: State, events: list[Event]) -> None:
    if s["phase"] == "setup":
        s["turns"] += 1
        setup_next(s, events)
    else:
        finish_play(s, events)


# ---- a year ---------------------------------------------------------------------------------


def start_year(s: State, events: list[Event]) -> None:
    """An empty purse ends the game; else reveal the year's events, deal 2 resource cards each and
    let the first player play."""
    if s["purse"] == 0:
        _end(s, [], events, broke=True)
        return
    events.append(Event(text("year_starts", year=s["year"], last=s["last_year"], seat=s["first"])))
    s["year_events"] = []
    for _ in range(cards.events_in_year(s["year"])):
        if s["events"]:
            reveal_event(s, s["events"].pop(), events)
    for i in range(s["players"]):
        seat = (s["first"] + i) % s["players"]
        for _ in range(CARDS_PER_YEAR):
            card = draw(s, "res", events)
            if card:
                s["hands"][seat].append(card)
    events.append(Event(text("drew_resources", count=CARDS_PER_YEAR)))
    s["round"], s["order"] = 1, -1
    finish_play(s, events, counted=False)


def reveal_event(s: State, key: str, events: list[Event]) -> None:
    event = cards.EVENT[key]
    s["year_events"].append(key)
    for floor, delta in enumerate(event.health):
        s["health"][floor] = clamp(s["health"][floor] + delta)
    events.append(Event(text("event_revealed", event=event.name, effect=effects(event))))


def effects(event: cards.Happening) -> list[Msg]:
    """What an event does: a malus's health change on each floor it hits, or a bonus's effect."""
    found = [text("effect_health", floor=f + 1, delta=d) for f, d in enumerate(event.health) if d]
    if event.effect:
        found.append(text(f"effect_{event.effect}", amount=event.amount))
    return found


def finish_play(s: State, events: list[Event], counted: bool = True) -> None:
    """The actor's card is done: the next player in the year's order with a card plays, then the
    second round, then the year ends."""
    if counted:
        s["turns"] += 1
    while True:
        s["order"] += 1
        if s["order"] == s["players"]:
            if s["round"] == CARDS_PER_YEAR:
                end_year(s, events)
                return
            s["round"], s["order"] = s["round"] + 1, 0
        seat = (s["first"] + s["order"]) % s["players"]
        if s["hands"][seat]:
            s["actor"], s["step"] = seat, {"kind": "card", "follow": False}
            return
        events.append(Event(text("passes", seat=seat)))


def end_year(s: State, events: list[Event]) -> None:
    """Emergency repayment, savings, then aging; then the next year or the end of the contract."""
    repay(s, events)
    gain = savings(s)
    moved = purse_change(s, gain)
    events.append(Event(text("savings", sign="+" if moved >= 0 else "−", coins=abs(moved), purse=s["purse"])))
    for floor in range(cards.FLOORS):
        s["health"][floor] = clamp(s["health"][floor] - black_gears(s, floor) - permanent_gears(s))
    events.append(Event(text("aging", health=health_text(s))))
    s["year_events"] = []
    if s["year"] == s["last_year"]:
        finish_by_time(s, events)
        return
    s["year"] += 1
    s["first"] = (s["first"] + 1) % s["players"]
    start_year(s, events)


def repay(s: State, events: list[Event]) -> None:
    """Each floor in emergency costs the richest player (ties: first in the year's order) 1 coin,
    back to the purse."""
    for floor in emergencies(s):
        order = [(s["first"] + i) % s["players"] for i in range(s["players"])]
        payer = max(order, key=lambda seat: s["coins"][seat])
        if s["coins"][payer] == 0:
            events.append(Event(text("repay_nobody", floor=floor + 1)))
            continue
        s["coins"][payer] -= 1
        s["purse"] += 1
        events.append(Event(text("repay", floor=floor + 1, seat=payer)))


def savings(s: State) -> int:
    """Health 4 or more saves 1 (9 saves 2, 1 loses 1), plus the green coins of installed systems."""
    by_health = sum(2 if h == cards.HEALTH_MAX else 1 if h >= 4 else -1 if h == cards.EMERGENCY else 0
                    for h in s["health"])
    green = sum(cards.PART[card["part"]].green for card in installed(s))
    return by_health + green


def permanent_gears(s: State) -> int:
    extra = cards.extra_gears(s["players"]) if s["opts"]["permanent_gears"] else 0
    return s["opts"]["difficulty"] + extra


def health_text(s: State) -> str:
    return "/".join(str(h) for h in s["health"])


# ---- the end --------------------------------------------------------------------------------


def bonus(s: State, seat: int) -> int:
    """Every 3 of a player's cubes on installed new systems count 1 more coin at the end."""
    return sum(cube_seats(card).count(seat) for card in installed(s)) // 3


def scores(s: State) -> list[int]:
    return [s["coins"][seat] + bonus(s, seat) for seat in range(s["players"])]


def finish_by_time(s: State, events: list[Event]) -> None:
    totals = scores(s)
    best = max(totals)
    _end(s, [seat for seat, score in enumerate(totals) if score == best], events)


def summary(s: State) -> Msg | str:
    """The game's result in one sentence once it is over (empty before)."""
    if not s["over"]:
        return ""
    if s["broke"]:
        return text("broke", year=s["year"])
    score = text("n_coins", count=scores(s)[s["winners"][0]])
    if len(s["winners"]) > 1:
        return text("tied", year=s["year"], seats=[f"<s:{seat}>" for seat in s["winners"]], score=score)
    seat = s["winners"][0]
    if not bonus(s, seat):
        return text("won_coins", year=s["year"], seat=seat, score=score)
    return text("won", year=s["year"], seat=seat, score=scores(s)[seat], coins=text("n_coins", count=s["coins"][seat]),
                bonus=bonus(s, seat))


def _end(s: State, winners: list[int], events: list[Event], broke: bool = False) -> None:
    s.update(over=True, phase="over", broke=broke, winners=winners, step={"kind": "wait"})
    events.append(Event(summary(s)))
