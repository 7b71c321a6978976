"""The 20th Century state: set-up, round preparation and small shared helpers.

State (JSON): players, scoring_cards, rng, round (1-6), phase (auction | catastrophe | upkeep |
over), stacks {"land"|"tech": {era: [ids]}}, catastrophes (the unseen stack, top first),
catastrophe {"name", "era"} or None, scoring {"2": card, "4": card}, land / tech (the display),
cost (the cost marker's space), start (start player), next_start, garbage (the supply),
auction / disaster / upkeep (the phase's own bookkeeping), p (one dict per seat, see new_player),
orders / plans (the secret standing orders on the tile or catastrophe on the block, see auction.py),
ahead (secret limits given ahead, by seat then tile), setting (the tile a seat is giving one for),
turns, over, winners, final (final scoring lines).
"""

from __future__ import annotations

from engines.base import Event, Rng
from engines.century import data, region, words
from engines.century.texts import text


def new_player(start_tile: str) -> dict:
    """coins and science are secret; region as in region.py; citizens: tokens not yet in the region;
    new_land [{"id", "garbage"}] and new_inst: pieces bought this round, attached in upkeep;
    waiting: garbage to place in upkeep; owned: spots owned before this round; techs: bought ids;
    towns / sweep: single-use effects due this upkeep; placed: the spots of the new tiles whose
    citizens are still to place; moves: locomotive moves made this upkeep; collected: garbage collection
    decided this upkeep; earned: VP scored so far by part ("cities", "toll", "card_2", "card_4");
    outbid: "ask" or "pass" when
    a bid beats the player's standing limit (secret, like coins and science)."""
    start = {"id": start_tile, "rot": 0, "garbage": 1, "citizens": [0, 1], "institution": False}
    return {
        "coins": data.START_COINS, "science": data.START_SCIENCE, "vp": 0, "pollution": 0,
        "region": {region.key(*data.CENTRE): start}, "citizens": data.CITIZENS - 2,
        "new_land": [], "new_inst": [], "waiting": 0, "owned": [], "techs": [],
        "towns": 0, "sweep": 0, "placed": [], "moves": 0, "outbid": "ask",
        "collected": False, "earned": {},
    }


def new_state(players: int, seed: int, scoring_cards: bool) -> dict:
    rng = Rng(seed)
    stacks: dict[str, dict[str, list[str]]] = {"land": {}, "tech": {}}
    for kind, table in (("land", data.TILES), ("tech", data.TECHS)):
        for era in data.MIN_PRICE:
            ids = [t for t, d in table.items() if d["era"] == era]
            rng.shuffle(ids)
            stacks[kind][era] = ids
    catastrophes = []
    for era, count in data.CATASTROPHES_USED:
        names = list(data.CATASTROPHES[era])
        rng.shuffle(names)
        catastrophes += [{"name": n, "era": era} for n in names[:count]]
    scoring = {str(r): (rng.choice(list(cards)) if scoring_cards else None) for r, cards in data.SCORING.items()}
    first = rng.randrange(players)
    return {
        "players": players, "scoring_cards": scoring_cards, "rng": rng.state, "round": 0, "phase": "auction",
        "stacks": stacks, "catastrophes": catastrophes, "catastrophe": None, "scoring": scoring,
        "land": [], "tech": [], "cost": data.cost_start(players), "start": first, "next_start": first,
        "garbage": data.GARBAGE - players, "auction": None, "disaster": None, "upkeep": None,
        "orders": {}, "plans": {}, "ahead": {}, "setting": {},
        "p": [new_player(f"start{seat + 1}") for seat in range(players)],
        "turns": 0, "over": False, "winners": [], "final": [],
    }


def era(state: dict) -> str:
    return data.ERA[state["round"]]


def min_price(state: dict) -> int:
    return data.MIN_PRICE[era(state)]


def tech_price(state: dict) -> int:
    return data.COST_TRACK[era(state)][state["cost"]]


def clockwise(state: dict, seat: int) -> list[int]:
    """All seats in turn order starting after `seat` and ending with it."""
    n = state["players"]
    return [(seat + i) % n for i in range(1, n + 1)]


def move_pollution(player: dict, amount: int) -> None:
    """Move the pollution marker, which stays put at either end of its track."""
    player["pollution"] = max(data.POLLUTION_MIN, min(data.POLLUTION_MAX, player["pollution"] + amount))


def take_garbage(state: dict, seat: int, count: int) -> tuple[int, list[Event]]:
    """Take `count` garbage from the supply; what the supply lacks raises pollution instead."""
    got = min(count, state["garbage"])
    state["garbage"] -= got
    if got == count:
        return got, []
    move_pollution(state["p"][seat], count - got)
    return got, [Event(text("supply_short", seat=seat, count=count - got))]


def prepare_round(state: dict) -> list[Event]:
    """Phase 1: the new round's start player, a fresh display, the catastrophe, the prices."""
    state["round"] += 1
    state["start"] = state["next_start"]
    state["ahead"], state["setting"] = {}, {}
    for player in state["p"]:
        player.update(owned=sorted(player["region"]), new_land=[], new_inst=[], towns=0, sweep=0, moves=0,
                      collected=False)
    if state["round"] > data.FULL_ROUNDS:
        state["land"], state["tech"], state["catastrophe"] = [], [], None
        return [Event(text("short_round"))]
    n = state["players"]
    state["land"] = _deal(state["stacks"]["land"][era(state)], data.LAND_DEALT[n])
    state["tech"] = _deal(state["stacks"]["tech"][era(state)], data.TECH_DEALT[n])
    state["catastrophe"] = state["catastrophes"].pop(0)
    state["cost"] = data.cost_start(n)
    state["phase"] = "auction"
    state["auction"] = {
        "leader": state["start"], "tile": None, "bid": 0, "high": None, "turn": None,
        "passed": [], "out": [], "won": [0] * n, "step": "choose", "buyer": None,
    }
    return [
        Event(text("round_starts", round=words.roman(state["round"]), start=state["start"],
                   land=text("land_tiles", n=len(state["land"])), tech=text("technologies", n=len(state["tech"])),
                   price=words.coins(min_price(state)), cost=words.science(tech_price(state)))),
        Event(text("catastrophe_revealed", round=words.roman(state["round"]),
                   name=words.catastrophe(state["catastrophe"]["name"]))),
    ]


def _deal(stack: list[str], count: int) -> list[str]:
    """Tiles face up from the top of a stack (fewer if it runs out)."""
    return [stack.pop() for _ in range(min(count, len(stack)))]
