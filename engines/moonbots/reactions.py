"""The smart answers to reaction windows (and the weapons worth playing at any moment): used by AI
seats and by the "auto" standing order, which answers a window for its seat at once."""

from __future__ import annotations

from engines.moonbots.cards import CARDS
from engines.moonbots.state import State, fighters, owner, seat_robots

STOCK_BELOW = 14


def answer(s: State, seat: int, plays: list[str]) -> str:
    """The action id the smart player picks in the open window, among `plays` ("pass" and uses)."""
    return REACTIONS[s["window"]["kind"]](s, seat, plays)


def weapon_use(s: State, plays: list[str], weapon: str) -> list[str]:
    return [a for a in plays if a.startswith("use:") and CARDS[a.split(":")[1]].weapon == weapon]


def _attacked(s: State, seat: int, plays: list[str]) -> str:
    window = s["window"]
    damage, energy = window["damage"], s["robots"][window["robot"]]["energy"]
    if damage >= energy and (stock := weapon_use(s, plays, "energy_stock")) and energy + 4 > damage:
        return stock[0]
    if damage >= 2 or damage >= energy:
        for weapon in ("dodge", "shock_absorber"):
            if found := weapon_use(s, plays, weapon):
                return found[0]
    if deflect := weapon_use(s, plays, "deflection"):
        foes = [a for a in deflect if owner(s, int(a.split(":")[2])) != seat]
        return min(foes or deflect, key=lambda a: s["robots"][int(a.split(":")[2])]["energy"])
    return "pass"


def _turn_start(s: State, seat: int, plays: list[str]) -> str:
    for weapon in ("rest", "trick"):
        if found := weapon_use(s, plays, weapon):
            return found[0]
    return free_play(s, seat, plays) or "pass"


def _energy_gain(s: State, seat: int, plays: list[str]) -> str:
    return (weapon_use(s, plays, "energy_pump") or ["pass"])[0]


def free_play(s: State, seat: int, plays: list[str]) -> str | None:
    """Weapons that help at any moment: energy when low, and attacks that hurt the others more."""
    for wid_action in weapon_use(s, plays, "energy_stock"):
        if s["robots"][_holder(s, wid_action)]["energy"] < STOCK_BELOW:
            return wid_action
    if (tech := weapon_use(s, plays, "tech_advance")) and any(
        owner(s, r) != seat and not s["robots"][r]["weapons"] for r in fighters(s)
    ):
        return tech[0]
    if (virus := weapon_use(s, plays, "computer_virus")) and _virus_pays(s, seat, _holder(s, virus[0])):
        return virus[0]
    return None


def _holder(s: State, action: str) -> int:
    wid = action.split(":")[1]
    return next(r for r, robot in enumerate(s["robots"]) if wid in robot["weapons"])


def _virus_pays(s: State, seat: int, holder: int) -> bool:
    robots = s["robots"]
    mine = seat_robots(s, seat)
    own_loss = {r: len(robots[r]["weapons"]) - (r == holder) for r in mine}
    theirs = sum(len(robots[r]["weapons"]) for r in fighters(s) if r not in mine)
    safe = all(robots[r]["energy"] > loss for r, loss in own_loss.items())
    return safe and theirs > sum(own_loss.values())


REACTIONS = {"attacked": _attacked, "turn_start": _turn_start, "energy_gain": _energy_gain}
