"""Names of amounts, tiles, technologies, sites, catastrophes and squares as messages of the
"century" domain (texts.py), with their parts as nested fields, so each reader's language says them.

The names of fixed things (a tile, a technology, a rail pattern, a square) are memoised: they repeat
in every list of choices, and a message never changes once made."""

from __future__ import annotations

from functools import cache, lru_cache

from engines.century import region
from engines.century.data import CATASTROPHES, TECHS, TILES
from engines.century.texts import text
from engines.i18n import Msg, fitted

UNIT = {"c": "coins", "s": "science", "v": "vp"}


def coins(n: int) -> Msg:
    return counted("coins", n)


def science(n: int) -> Msg:
    return counted("science", n)


def vp(n: int) -> Msg:
    return counted("vp", n)


def garbage(n: int) -> Msg:
    return counted("garbage", n)


def amount(kind: str, n: int) -> Msg:
    """`n` of "c" (coins), "s" (science) or "v" (VP), with its unit."""
    return counted(UNIT[kind], n)


def counted(key: str, n: int) -> Msg:
    """`n` with its unit (the message `key`), made once per whole number: amounts recur in every list
    of choices (anything else, a float, is said afresh: 1.0 is not 1 to a reader)."""
    return _counted(key, n) if type(n) is int else text(key, n=n)


@lru_cache(maxsize=4096)
def _counted(key: str, n: int) -> Msg:
    return text(key, n=n)


def roman(round_number: int) -> Msg:
    """A round's number as the board prints it: "III"."""
    return text(f"round_{round_number}")


def chain(items: list) -> object:
    """Items set apart by a middle dot ("a · b · c"), as nested `sep` messages; "" for none."""
    if not items:
        return ""
    return items[0] if len(items) == 1 else text("sep", a=items[0], b=chain(items[1:]))


def made(site_data: dict) -> Msg:
    """What a city makes: "2 coins+1 science"."""
    parts = [amount(k, site_data[k]) for k in region.KINDS if site_data[k]]
    if len(parts) == 1:
        return parts[0]
    return text(f"made_{len(parts)}", **dict(zip("abc", parts)))


@cache
def tile_site(tile: str, index: int) -> Msg:
    """`site` of the site `index` of the land tile `tile` (memoised: a tile never changes)."""
    return site(region.sites(tile)[index])


def site(site_data: dict) -> Msg:
    if site_data["kind"] == "recycling":
        return text("site_recycling", capacity=site_data["capacity"])
    return text("site_city", produce=made(site_data))


def _short(site_data: dict) -> Msg:
    if site_data["kind"] == "recycling":
        return text("short_recycling", capacity=site_data["capacity"])
    return made(site_data)


@cache
def tile(tile_id: str) -> Msg:
    """"land a9 (rails north–south; 1 science and 1 VP · recycling 1)": its railway, then what each
    site makes (a city) or removes (a recycling centre), in words, the sites set apart by a dot (a
    city's own amounts are joined by "and")."""
    return text("tile", tile=tile_id, rails=rails(TILES[tile_id]["rails"]),
                sites=chain([_short(s) for s in TILES[tile_id]["sites"]]))


def land_id(tile_id: str) -> Msg:
    """A land tile by its id alone: "land a9"."""
    return text("land_id", tile=tile_id)


@cache
def rails(edges: str | frozenset[str]) -> Msg:
    """Which sides a railway reaches, in words: "rails north–south", "rails north and east"."""
    ordered = [e for e in region.EDGES if e in edges]
    if len(ordered) == 4:
        return text("rails_all")
    if ordered in (["N", "S"], ["E", "W"]):
        return text("rails_through", a=text(f"side_{ordered[0]}"), b=text(f"side_{ordered[1]}"))
    return text("rails_to", sides=[text(f"side_{e}") for e in ordered])


@cache
def tech(tech_id: str, eco: bool = False) -> Msg:
    """A technology's name and effect; with `eco`, its ecological effect at purchase too."""
    data = TECHS[tech_id]
    if data["kind"] == "institution":
        name = text("tech_institution", name=text(f"name_{data['ability']}"),
                    amount=amount(data["boosts"], data["amount"]))
    elif data["ability"] in ("sweepers", "grant"):
        name = text(f"tech_{data['ability']}", amount=(garbage if data["ability"] == "sweepers" else coins)(
            data["amount"]))
    else:
        name = text(f"tech_{data['ability']}")
    if eco and (data["garbage"] or data["pollution"]):
        return eco_name(name, data["garbage"], data["pollution"])
    return name


def eco_name(name: Msg, garbage_count: int, pollution: int) -> Msg:
    """A technology's name with its ecological effect: "Mine (…) [eco: 1 garbage, pollution +0]"."""
    return text("tech_eco", tech=name, garbage=garbage(garbage_count), pollution=pollution)


@cache
def short(tech_id: str) -> Msg:
    """A technology's name alone."""
    ability = TECHS[tech_id]["ability"]
    return text(f"name_{ability}" if TECHS[tech_id]["kind"] == "institution" else f"short_{ability}")


def mark(tech_id: str) -> Msg | None:
    """An institution's letter on its tile (None for another technology)."""
    return text(f"mark_{TECHS[tech_id]['ability']}") if TECHS[tech_id]["kind"] == "institution" else None


@cache
def piece(piece_id: str) -> Msg:
    return tech(piece_id) if piece_id in TECHS else tile(piece_id)


def catastrophe(name: str) -> Msg:
    """A catastrophe card's name (the state keeps its English name as its key: "Acid rain")."""
    return text("cat_" + name.lower().replace(" ", "_"))


@cache
def column(name: str, era: str, index: int) -> Msg:
    garbage_count, pollution = CATASTROPHES[era][name][index]
    return text("column", number=index + 1, garbage=garbage(garbage_count), pollution=pollution)


@cache
def spot(key: str) -> Msg:
    row, col = region.cell(key)
    return text("spot", row=row + 1, col=col + 1)


def seats(seat_list: list[int]) -> list[str]:
    """Seats as a list field: "<s:0>, <s:1> and <s:2>" once said."""
    return [f"<s:{s}>" for s in seat_list]


def label(key: str, *shorter: dict, **fields: object) -> Msg:
    """An action label within 80 characters in the reader's language: the message with `fields`,
    else with each of `shorter` (fields replaced by shorter names) in turn; never a name cut in the
    middle."""
    return fitted(text(key, **fields), *(text(key, **{**fields, **fewer}) for fewer in shorter))
