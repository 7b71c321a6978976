"""Names of tiles, technologies, sites and catastrophe columns, filled from the templates in texts.py.

The names of fixed things (a tile, a technology, a rail pattern, a square) and the labels made of them
are memoised: they repeat in every list of choices, and the templates never change while running."""

from __future__ import annotations

from functools import cache

from engines.century import region
from engines.century.data import CATASTROPHES, TECHS, TILES
from engines.century.texts import TEXTS

LABEL = 80  # the longest action label
KIND_WORD = {"c": "produce_c", "s": "produce_s", "v": "produce_v"}


def counted(key: str, number: int, /, **fields: object) -> str:
    """TEXTS[key] filled, or TEXTS[key + "_one"] when `number` is 1 (or ±1) and the sentence has one."""
    one = f"{key}_one"
    return TEXTS[one if abs(number) == 1 and one in TEXTS else key].format(**fields)


def site(site_data: dict) -> str:
    if site_data["kind"] == "recycling":
        return TEXTS["site_recycling"].format(capacity=site_data["capacity"])
    made = [counted(KIND_WORD[k], site_data[k], n=site_data[k]) for k in region.KINDS if site_data[k]]
    return TEXTS["site_city"].format(produce=TEXTS["produce_sep"].join(made))


@cache
def tile(tile_id: str) -> str:
    """"land a9 (rails north–south; 1 science + 1 VP, recycling 1)": its railway, then what each
    site makes (a city) or removes (a recycling centre), in words."""
    made = [_short(s) for s in TILES[tile_id]["sites"]]
    return TEXTS["tile"].format(tile=tile_id, rails=rails(TILES[tile_id]["rails"]),
                                sites=TEXTS["list_sep"].join(made))


def _short(site_data: dict) -> str:
    if site_data["kind"] == "recycling":
        return TEXTS["short_recycling"].format(capacity=site_data["capacity"])
    made = [counted(KIND_WORD[k], site_data[k], n=site_data[k]) for k in region.KINDS if site_data[k]]
    return TEXTS["short_city"].format(produce=TEXTS["produce_sep"].join(made))


@cache
def rails(edges: str | frozenset[str]) -> str:
    """Which sides a railway reaches, in words: "rails north–south", "rails north/east"."""
    ordered = [e for e in region.EDGES if e in edges]
    if len(ordered) == 4:
        return TEXTS["rails_all"]
    if ordered in (["N", "S"], ["E", "W"]):
        return TEXTS["rails_through"].format(a=TEXTS[f"side_{ordered[0]}"], b=TEXTS[f"side_{ordered[1]}"])
    return TEXTS["rails_to"].format(sides=TEXTS["rails_sep"].join(TEXTS[f"side_{e}"] for e in ordered))


@cache
def tech(tech_id: str, eco: bool = False) -> str:
    data = TECHS[tech_id]
    if data["kind"] == "institution":
        name = counted(f"tech_institution_{data['boosts']}", data["amount"],
                       name=TEXTS[f"name_{data['ability']}"], amount=data["amount"])
    else:
        name = counted(f"tech_{data['ability']}", data["amount"], amount=data["amount"])
    if eco and (data["garbage"] or data["pollution"]):
        name += TEXTS["eco"].format(garbage=data["garbage"], pollution=data["pollution"])
    return name


@cache
def short(tech_id: str) -> str:
    """A technology's name alone."""
    ability = TECHS[tech_id]["ability"]
    return TEXTS[f"name_{ability}"] if TECHS[tech_id]["kind"] == "institution" else TEXTS[f"short_{ability}"]


@cache
def piece(piece_id: str) -> str:
    return tech(piece_id) if piece_id in TECHS else tile(piece_id)


@cache
def column(name: str, era: str, index: int) -> str:
    garbage, pollution = CATASTROPHES[era][name][index]
    return TEXTS["column"].format(number=index + 1, garbage=garbage, pollution=pollution)


@cache
def spot(key: str) -> str:
    row, col = region.cell(key)
    return TEXTS["spot"].format(row=row + 1, col=col + 1)


def seats(seat_list: list[int]) -> str:
    return TEXTS["list_sep"].join(TEXTS["seat"].format(seat=s) for s in seat_list)


@cache
def label(key: str, long: str, **fields: object) -> str:
    """An action label within 80 characters: if too long, the `long` field is shortened ("…"),
    never the price, amount or unit around it."""
    text = TEXTS[key].format(**fields)
    if len(text) <= LABEL:
        return text
    value = str(fields[long])
    keep = max(1, len(value) - (len(text) - LABEL) - 1)
    return TEXTS[key].format(**{**fields, long: value[:keep].rstrip() + "…"})
