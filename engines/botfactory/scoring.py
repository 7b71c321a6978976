"""Final scoring: robots by their colour's value, contracts (the best assignment of robots),
1 point per 2 speech tokens, -1 per part tile, -2 per uncompleted project; ties by robots, then
an odd number of speech tokens."""

from __future__ import annotations

from functools import lru_cache

from engines.botfactory import data
from engines.botfactory.texts import text

State = dict


def contract_points(contract: dict) -> int:
    """The speech-token space the owner's tokens stand on."""
    return data.CONTRACTS[contract["id"]]["points"][contract["tokens"] - 1]


def best_contracts(robots: list[str], contracts: list[dict]) -> tuple[int, list[str]]:
    """The best total of a seat's contracts over every way of assigning its robots (each robot to
    one contract at most), and the ids of the contracts completed that way."""
    counts = tuple(robots.count(c) for c in data.COLOURS)
    tiles = tuple((c["id"], contract_points(c) + data.ROW_POINTS[c["row"]], contract_points(c)) for c in contracts)
    return _best(counts, tiles)


@lru_cache(maxsize=4096)
def _best(counts: tuple[int, ...], tiles: tuple) -> tuple[int, list[str]]:
    if not tiles:
        return 0, []
    (cid, win, lose), rest = tiles[0], tiles[1:]
    score, done = _best(counts, rest)
    best = (score - lose, done)
    for use in data.CONTRACT_USES[cid]:
        left = tuple(c - u for c, u in zip(counts, use))
        if min(left) >= 0:
            score, done = _best(left, rest)
            if score + win > best[0]:
                best = (score + win, [cid] + done)
    return best


def breakdown(s: State, seat: int) -> dict:
    robots = sum(s["values"][c] for c in s["robots"][seat])
    owned = [c for c in s["contracts"] if c["owner"] == seat]
    contracts, completed = best_contracts(s["robots"][seat], owned)
    parts = {
        "robots": robots,
        "contracts": contracts,
        "speech": s["speech"][seat] // 2,
        "parts": -len(s["parts"][seat]),
        "projects": -2 * len(s["projects"][seat]),
    }
    return parts | {"total": sum(parts.values()), "completed": completed}


def _rank_key(s: State, seat: int, total: int) -> tuple:
    return total, len(s["robots"][seat]), s["speech"][seat] % 2


def final(s: State) -> dict:
    details = [breakdown(s, seat) for seat in range(s["players"])]
    scores = [d["total"] for d in details]
    if s["players"] == 1:
        target = s["options"]["solo_target"]
        won = scores[0] >= target
        key = "solo_won" if won else "solo_lost"
        return {"scores": scores, "winners": [0] if won else [], "breakdown": details,
                "summary": text(key, seat=0, score=scores[0], target=target)}
    keys = [_rank_key(s, seat, scores[seat]) for seat in range(s["players"])]
    best = max(keys)
    winners = [seat for seat, k in enumerate(keys) if k == best]
    if len(winners) == 1:
        summary = text("winner", seat=winners[0], score=scores[winners[0]])
    else:
        summary = text("shared_win", seats=[f"<s:{w}>" for w in winners], score=best[0])
    return {"scores": scores, "winners": winners, "breakdown": details, "summary": summary}
