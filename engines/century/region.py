"""A player's region: land tiles and institutions on a grid, joined by rails.

A region is {"r.c": piece}; a piece is {"id": tile or technology id, "rot": quarter turns clockwise,
"garbage": tokens on it, "citizens": indices of its occupied sites, "institution": bool}.
Every rail of a tile meets in the tile's middle, so all its sites lie on one railway; two tiles are
linked when both have a rail on their shared edge.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from engines.century.data import GRID, TECHS, TILES

EDGES = "NESW"
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
KINDS = ("c", "s", "v")


def key(row: int, col: int) -> str:
    return f"{row}.{col}"


def cell(spot: str) -> tuple[int, int]:
    row, col = spot.split(".")
    return int(row), int(col)


def base(piece_id: str) -> dict:
    return TECHS[piece_id] if piece_id in TECHS else TILES[piece_id]


@lru_cache(maxsize=4096)
def rails(piece_id: str, rot: int) -> frozenset[str]:
    """The edges a piece's railway reaches once turned `rot` quarter turns clockwise."""
    return frozenset(EDGES[(EDGES.index(e) + rot) % 4] for e in base(piece_id)["rails"])


def sites(piece_id: str) -> list[dict]:
    return [] if piece_id in TECHS else TILES[piece_id]["sites"]


@lru_cache(maxsize=GRID * GRID)
def around(spot: str) -> tuple[tuple[str, str], ...]:
    """(edge, neighbouring spot) inside the grid."""
    row, col = cell(spot)
    return tuple((edge, key(row + dr, col + dc)) for edge, (dr, dc) in STEP.items()
                 if 0 <= row + dr < GRID and 0 <= col + dc < GRID)


def links(region: dict, spot: str) -> list[str]:
    """Neighbouring spots joined to `spot` by a rail on both sides of their shared edge."""
    return list(_linked(railway(region))[spot])


def railway(region: dict) -> tuple[tuple[str, str, int], ...]:
    """What the rails of a region depend on: each spot's piece and its turn (a memo's key)."""
    return tuple((s, p["id"], p["rot"]) for s, p in region.items())


@lru_cache(maxsize=4096)
def _linked(laid: tuple[tuple[str, str, int], ...]) -> dict[str, tuple[str, ...]]:
    """`links` of every spot of a railway (memoised on it: a region's railway changes only when a piece
    is attached, and its links are followed for every choice listed and checked)."""
    edges = {s: rails(piece, rot) for s, piece, rot in laid}
    return {spot: tuple(other for edge, other in around(spot)
                        if edge in mine and other in edges and OPPOSITE[edge] in edges[other])
            for spot, mine in edges.items()}


def spots(region: dict, piece_id: str) -> Mapping[str, tuple[int, ...]]:
    """Where a new piece may go: an empty square next to the region, turned so that at least one of
    its rails meets a rail of a neighbour. Turns giving the same rails are offered once. (Memoised on
    the region's railway: the same question recurs for every choice listed and checked.)"""
    return _spots(railway(region), piece_id)


@lru_cache(maxsize=4096)
def _spots(railway: tuple[tuple[str, str, int], ...], piece_id: str) -> Mapping[str, tuple[int, ...]]:
    laid = {s: rails(tile, rot) for s, tile, rot in railway}
    legal: dict[str, tuple[int, ...]] = {}
    for spot in sorted({other for s in laid for _, other in around(s) if other not in laid}):
        wanted = {edge for edge, other in around(spot) if other in laid and OPPOSITE[edge] in laid[other]}
        seen, turns = set(), []
        for rot in range(4):
            mine = rails(piece_id, rot)
            if mine not in seen and mine & wanted:
                turns.append(rot)
            seen.add(mine)
        if turns:
            legal[spot] = tuple(turns)
    return MappingProxyType(legal)


def reach(region: dict, start: str, through_institutions: bool) -> list[str]:
    """Spots joined to `start` by rail. Garbage never travels through an institution; citizens may."""
    linked = _linked(railway(region))
    seen, todo = {start}, [start]
    while todo:
        for other in linked[todo.pop()]:
            if other in seen:
                continue
            if region[other]["institution"] and not through_institutions:
                continue
            seen.add(other)
            todo.append(other)
    return sorted(seen)


def connected(region: dict) -> bool:
    return not region or len(reach(region, next(iter(region)), True)) == len(region)


def land(region: dict) -> list[str]:
    return [s for s, piece in region.items() if not piece["institution"]]


def free_sites(region: dict, spot: str) -> list[int]:
    piece = region[spot]
    return [i for i in range(len(sites(piece["id"]))) if i not in piece["citizens"]]


def occupied(region: dict) -> Iterator[tuple[str, int, dict]]:
    for spot, piece in region.items():
        for index in piece["citizens"]:
            yield spot, index, sites(piece["id"])[index]


def income(region: dict) -> dict[str, int]:
    """Coins, science and VP from occupied cities plus institution bonuses: an institution adds
    its amount to every occupied city making that kind on each rail-linked neighbouring tile (the
    tile's rails meet in its middle, so the railway forks before reaching any of its cities, as in
    the rulebook's example where a laboratory raises two cities)."""
    total = dict.fromkeys(KINDS, 0)
    for _, _, site in occupied(region):
        if site["kind"] == "city":
            for kind in KINDS:
                total[kind] += site[kind]
    for spot, piece in region.items():
        if piece["institution"]:
            tech = TECHS[piece["id"]]
            for other in links(region, spot):
                total[tech["boosts"]] += tech["amount"] * _boostable(region[other], tech["boosts"])
    return total


def _boostable(piece: dict, kind: str) -> int:
    """How many of a tile's occupied cities make `kind`."""
    return sum(1 for i, site in enumerate(sites(piece["id"]))
               if i in piece["citizens"] and site["kind"] == "city" and site[kind] > 0)


def garbage(region: dict) -> int:
    return sum(piece["garbage"] for piece in region.values())


def remove_garbage(region: dict, spots_from: list[str], amount: int) -> int:
    """Take up to `amount` garbage from `spots_from`, lightest tiles first (so whole tiles come
    clean); returns how many were taken."""
    taken = 0
    while taken < amount:
        loaded = [s for s in spots_from if region[s]["garbage"] > 0]
        if not loaded:
            break
        spot = min(loaded, key=lambda s: (region[s]["garbage"], s))
        region[spot]["garbage"] -= 1
        taken += 1
    return taken


def recycle(region: dict, extra: int) -> int:
    """Every occupied recycling centre removes up to its capacity (+ `extra`) from the tiles its
    rails reach without passing an institution. Returns the garbage removed."""
    removed = 0
    for spot, _, site in sorted(occupied(region), key=lambda o: (o[0], o[1])):
        if site["kind"] == "recycling":
            removed += remove_garbage(region, reach(region, spot, False), site["capacity"] + extra)
    return removed


def network(region: dict) -> int:
    """Land tiles in the largest rail-connected network."""
    best, seen = 0, set()
    for spot in land(region):
        if spot not in seen:
            group = reach(region, spot, True)
            seen.update(group)
            best = max(best, sum(1 for s in group if not region[s]["institution"]))
    return best
