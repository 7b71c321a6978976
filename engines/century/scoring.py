"""Final scoring after round VI [R-A11]: coin and science majorities, garbage-free land tiles worth
2 / 3 / 4 by pollution, a penalty per garbage token, the pollution track; ties broken by the most
coins and science held, then shared."""

from __future__ import annotations

from engines.base import Event
from engines.century import data, region, words
from engines.century.texts import text
from engines.i18n import Msg


def majority(values: list[int]) -> list[int]:
    """VP per seat for a majority: the most gets MAJORITY[0] (all tied for it), the second most
    MAJORITY[1], given only when a single player holds the most."""
    ranked = sorted(set(values), reverse=True)
    first = [s for s, v in enumerate(values) if v == ranked[0]]
    points = [data.MAJORITY[0] if s in first else 0 for s in range(len(values))]
    if len(first) == 1 and len(ranked) > 1:
        points = [data.MAJORITY[1] if v == ranked[1] else p for v, p in zip(values, points)]
    return points


def final_lines(state: dict) -> list[dict]:
    """Each seat's final scoring, keyed as in the template final_line."""
    players = state["p"]
    coins = majority([p["coins"] for p in players])
    science = majority([p["science"] for p in players])
    lines = []
    for seat, player in enumerate(players):
        reg = player["region"]
        clean = sum(1 for s in region.land(reg) if reg[s]["garbage"] == 0)
        garbage = region.garbage(reg)
        line = {
            "seat": seat, "coins": coins[seat], "science": science[seat], "clean": clean,
            "clean_vp": clean * data.clean_tile_value(player["pollution"]), "garbage": garbage,
            "garbage_vp": -garbage * data.GARBAGE_PENALTY, "pollution_vp": data.pollution_final(player["pollution"]),
        }
        line["earned"] = player["vp"]  # VP scored during the game (cities, toll, scoring cards)
        line["vp"] = player["vp"] + sum(line[k] for k in ("coins", "science", "clean_vp", "garbage_vp", "pollution_vp"))
        lines.append(line)
    return lines


def final_scoring(state: dict) -> list[Event]:
    lines = final_lines(state)
    for line in lines:
        state["p"][line["seat"]]["vp"] = line["vp"]
    best = max(line["vp"] for line in lines)
    tied = [line["seat"] for line in lines if line["vp"] == best]
    wealth = {s: state["p"][s]["coins"] + state["p"][s]["science"] for s in tied}
    winners = [s for s in tied if wealth[s] == max(wealth.values())]
    state.update(phase="over", over=True, winners=winners, final=lines)
    return [Event(final_line(line)) for line in lines] + [Event(summary(state))]


def final_line(line: dict) -> Msg:
    """A seat's final scoring as a sentence whose parts add up to its VP (`line` as kept in
    state["final"]; a line stored before the VP earned during the game were kept shows them as the rest)."""
    parts = ("coins", "science", "clean_vp", "garbage_vp", "pollution_vp")
    earned = line.get("earned", line["vp"] - sum(line[k] for k in parts))
    return text("final_line", seat=line["seat"], earned=earned, coins=line["coins"], science=line["science"],
                clean=text("clean_tiles", n=line["clean"]), clean_vp=line["clean_vp"],
                garbage=words.garbage(line["garbage"]), garbage_vp=line["garbage_vp"],
                pollution_vp=line["pollution_vp"], vp=words.vp(line["vp"]))


def summary(state: dict) -> Msg | str:
    """Who won, with how many VP ("" before the end)."""
    if not state["final"]:
        return ""
    best = words.vp(max(line["vp"] for line in state["final"]))
    winners = state["winners"]
    if len(winners) == 1:
        return text("winner", seat=winners[0], vp=best)
    return text("shared", seats=words.seats(winners), vp=best)
