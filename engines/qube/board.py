"""The Qube Attack galaxy, designed because the rulebook only shows it in a picture we don't have.

Everything here is data. The board is six identical sectors around a central Full Moon; one
sector's planets and orbits are written once and turned six times, so every team sees the same
galaxy. Positions are on a 1000 x 1000 canvas with the Full Moon in the middle; angles run
clockwise from the top (screen coordinates), so seat order around the table is clockwise too.

An orbit is a path of planets; two planets are connected when they follow each other on an
orbit (rulebook: "no other planet on the way"). A ring orbit closes on itself.
"""

from __future__ import annotations

from math import cos, radians, sin

from engines.qube.texts import text

SECTORS = 6
CENTRE = 500

POINTS = {"half": 2, "full": 4}  # moons only; every other kind scores nothing
ACTIVATED = ("cube", "wound", "armory")

# One sector: (tag, kind, radius, degrees clockwise from the sector's axis). A planet at 30 degrees
# sits on the border with the next sector and is numbered by both ("Half Moon 1-2").
SECTOR = (
    ("e", "entrance", 455, 0),
    ("w", "wound", 330, -10),
    ("a", "armory", 330, 10),
    ("c", "cube", 330, 30),
    ("h", "half", 200, 30),
)
HUB = (("f", "full", 0, 0),)  # the Full Moon in the middle, not repeated

# Orbits inside one sector.
SPOKES = (
    ("e", "w"),
    ("e", "a"),
    ("c", "h"),
    ("h", "f"),
)
# Ring orbits: the tags met going once round a sector; the ring passes through all six sectors.
RINGS = (
    ("w", "a", "c"),
    ("h",),
)

# Which sectors (0 = top, clockwise) seat the players: spread out, in clockwise order.
SPREAD = {
    2: (0, 3),
    3: (0, 2, 4),
    4: (0, 1, 3, 4),
    5: (0, 1, 2, 3, 4),
    6: (0, 1, 2, 3, 4, 5),
}


def _planet_id(tag: str, sector: int) -> str:
    if any(tag == hub[0] for hub in HUB):
        return tag
    return f"{tag}{sector + 1}"


def _planets() -> dict[str, dict]:
    planets = {}
    for sector in range(SECTORS):
        for tag, kind, radius, offset in SECTOR:
            angle = radians(-90 + 60 * sector + offset)
            pid = _planet_id(tag, sector)
            number = f"{sector + 1}-{(sector + 1) % SECTORS + 1}" if offset == 30 else str(sector + 1)
            planets[pid] = {
                "id": pid,
                "kind": kind,
                "number": number,
                "name": text(f"planet.{kind}", number=number),
                "x": round(CENTRE + radius * cos(angle)),
                "y": round(CENTRE + radius * sin(angle)),
            }
    for tag, kind, _radius, _offset in HUB:
        planets[tag] = {"id": tag, "kind": kind, "number": "", "name": text(f"planet.{kind}"), "x": CENTRE,
                        "y": CENTRE}
    return planets


def _orbits() -> list[dict]:
    spokes = [
        {"path": [_planet_id(a, s), _planet_id(b, s)], "ring": False}
        for s in range(SECTORS)
        for a, b in SPOKES
    ]
    rings = [
        {"path": [_planet_id(tag, s) for s in range(SECTORS) for tag in tags], "ring": True}
        for tags in RINGS
    ]
    return spokes + rings


def _neighbours(orbits: list[dict]) -> dict[str, tuple[str, ...]]:
    links: dict[str, set[str]] = {pid: set() for pid in PLANETS}
    for orbit in orbits:
        path = orbit["path"]
        pairs = list(zip(path, path[1:]))
        if orbit["ring"] and len(path) > 2:
            pairs.append((path[-1], path[0]))
        for a, b in pairs:
            links[a].add(b)
            links[b].add(a)
    return {pid: tuple(sorted(near)) for pid, near in links.items()}


def _distances() -> dict[str, dict[str, int]]:
    table = {}
    for start in PLANETS:
        seen = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for pid in frontier:
                for near in NEIGHBOURS[pid]:
                    if near not in seen and KIND[near] != "entrance":
                        seen[near] = seen[pid] + 1
                        nxt.append(near)
            frontier = nxt
        table[start] = seen
    return table


PLANETS = _planets()
ORBITS = _orbits()
NEIGHBOURS = _neighbours(ORBITS)
KIND = {pid: p["kind"] for pid, p in PLANETS.items()}
POINTS_AT = {pid: POINTS[kind] for pid, kind in KIND.items() if kind in POINTS}
DISTANCE = _distances()  # moves needed between planets (never through an Entrance)


def entrance(sector: int) -> str:
    return _planet_id("e", sector)
