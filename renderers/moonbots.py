"""The Moon-Bots table picture, drawn from a view (engines/moonbots/VIEW.md).

Layout, top to bottom: a header (round, whose turn or who may react), the robots two to a row
(in a 2-player game one duel per column), the seat's own secret weapons in its own view, then the
market (with the used secret weapons) beside the log; for three robots the market fills the free
grid cell and the log runs full width. Each robot is a figure: the board's one attack beside
the head, arms beside the torso, the last roll between the legs, then upgrades and weapons.
Only public fields are needed; "weapons" and "hand" are drawn when a seat's view has them.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engines.i18n import Msg, said, spoken
from engines.moonbots.texts import TEXTS, text
from renderers import kit
from renderers.explain import moonbots as explain
from renderers.kit import Box

WIDTH = 1200
MARGIN = 12
GAP = 12
CELL_W = (WIDTH - 2 * MARGIN - GAP) // 2
PAD = 12
INNER = CELL_W - 2 * PAD
CARD_GAP = 8
CARD_W = (INNER - 2 * CARD_GAP) // 3
CARD_H = 80
TOKEN = 28  # height of dice faces and icons inside cards
SMALL_TOKEN = 22  # for the few parts whose condition and effects crowd the card
TEXT_SIZE = 18
ROBOT_H = 480
DUEL_HEAD = 34
DUEL_GAP = 40
MARKET_H = 364  # without used weapons; each line of them adds LOG_LINE
CHIP_H = 34
COST_W = 58
MARKET_CARD_W = (CELL_W - 2 * PAD - COST_W - 2 * CARD_GAP) // 2
CHIP_GAP = 6
LOG_LINE = 25
NAME_MAX = 320  # px: longer display names are cut with an ellipsis
HEADER_LINES = 4  # the status under the title: three waiting seats with long names and a window, in German

PART_BG = (44, 62, 84)
UPGRADE_BG = (70, 72, 80)
WEAPON_BG = (104, 38, 58)
WEAPON_STRIPE = (122, 50, 72)
GAIN = (0, 158, 115)
FLAME = (240, 228, 66)  # a missile's flame
GREY_DIE = ((78, 83, 98), (178, 183, 196))  # unused dice: dull but still legible

# The robot drawn as a figure: slot name by (row, column); the board's attack beside the head and
# the last roll between the legs. The free cell (FIGURE_FREE) holds the OUT stamp of a fallen robot.
FIGURE_FREE = (0, 2)
FIGURE = {
    (0, 0): "board", (0, 1): "head",
    (1, 0): "left_arm", (1, 1): "torso", (1, 2): "right_arm",
    (2, 0): "left_leg", (2, 1): "dice", (2, 2): "right_leg",
}
SLOTS = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg")


def word(key: str, **fields: object) -> str:
    """One of the picture's own texts ("picture." keys), said in the picture's language."""
    return said(text(f"picture.{key}", **fields))


def slot_label(slot: object) -> str:
    """A part slot's name ("left arm"), or "" for anything else."""
    return said(text(f"slot.{slot}")) if slot in SLOTS else ""


# --- icons -----------------------------------------------------------------------------------

def _fist(draw: ImageDraw.ImageDraw, s: int) -> None:
    line: dict[str, Any] = dict(fill=(236, 238, 244), outline=(20, 22, 30), width=s // 16)
    draw.rounded_rectangle((0.2 * s, 0.3 * s, 0.94 * s, 0.92 * s), radius=s * 0.16, **line)
    for i in range(4):
        x = 0.2 * s + i * 0.185 * s
        draw.rounded_rectangle((x, 0.08 * s, x + 0.185 * s, 0.52 * s), radius=s * 0.09, **line)
    draw.rounded_rectangle((0.02 * s, 0.48 * s, 0.64 * s, 0.74 * s), radius=s * 0.13, **line)


def _missile(draw: ImageDraw.ImageDraw, s: int) -> None:
    """Drawn pointing right; `icon` turns it to point up and to the right."""
    line: dict[str, Any] = dict(outline=(20, 22, 30), width=s // 16)
    draw.polygon([(0.0 * s, 0.5 * s), (0.2 * s, 0.32 * s), (0.2 * s, 0.68 * s)], fill=FLAME)
    for sign in (-1, 1):
        fin = [(0.16 * s, 0.5 * s), (0.46 * s, 0.5 * s), (0.16 * s, (0.5 + sign * 0.36) * s)]
        draw.polygon(fin, fill=kit.DANGER, **line)
    draw.rectangle((0.16 * s, 0.36 * s, 0.66 * s, 0.64 * s), fill=(236, 238, 244), **line)
    draw.polygon([(0.66 * s, 0.36 * s), (0.98 * s, 0.5 * s), (0.66 * s, 0.64 * s)], fill=kit.DANGER, **line)


def _shield(draw: ImageDraw.ImageDraw, s: int) -> None:
    points = [(0.5, 0.03), (0.92, 0.18), (0.86, 0.6), (0.5, 0.97), (0.14, 0.6), (0.08, 0.18)]
    draw.polygon([(x * s, y * s) for x, y in points], fill=(86, 180, 233), outline=(20, 22, 30), width=s // 20)


def _die_icon(draw: ImageDraw.ImageDraw, s: int) -> None:
    draw.rounded_rectangle((0.08 * s, 0.08 * s, 0.92 * s, 0.92 * s), radius=s * 0.18, fill=kit.TEXT)
    for px, py in kit.PIPS[5]:
        draw.ellipse(((px - 0.09) * s, (py - 0.09) * s, (px + 0.09) * s, (py + 0.09) * s), fill=(0, 0, 0))


ICONS = {"fist": _fist, "missile": _missile, "shield": _shield, "die": _die_icon}


@lru_cache(maxsize=64)
def icon(name: str, size: int) -> Image.Image:
    """An icon drawn 4x larger and scaled down (smooth edges); cached, pasted with its alpha."""
    big = size * 4
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    ICONS[name](ImageDraw.Draw(image), big)
    if name == "missile":
        image = image.rotate(40, resample=Image.Resampling.BICUBIC)
    # Crop to the drawing and centre it on a square, so every icon fills its size.
    drawn = image.crop(image.getbbox())
    side = max(drawn.size)
    square = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    square.paste(drawn, ((side - drawn.width) // 2, (side - drawn.height) // 2))
    return square.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def card_back(width: int, height: int) -> Image.Image:
    """A face-down secret weapon: burgundy stripes and a question mark."""
    image, draw = kit.canvas(width, height, WEAPON_BG)
    for x in range(-height, width, 14):
        draw.line((x, height, x + height, 0), fill=WEAPON_STRIPE, width=5)
    draw.rectangle((0, 0, width - 1, height - 1), outline=(160, 80, 104), width=2)
    kit.centred(draw, (width / 2, height / 2), "?", min(height - 6, 40), fill=kit.TEXT, bold=True)
    return image


# --- tokens: a row of dice, icons and short text inside a card -----------------------------------

def condition_tokens(condition: dict) -> list[tuple]:
    """What a part needs: "3/4/5", "6", "pair", and a sum in words as the card texts say it ("sum 7")."""
    kind = condition.get("type")
    if kind == "set":
        return [("text", "/".join(map(str, condition.get("values", []))))]
    if kind == "exact":
        return [("text", str(condition.get("value", "")))]
    if f"needs.{kind}" in TEXTS and str(kind).startswith("sum"):
        return [("text", said(text(f"needs.{kind}", value=condition.get("value", ""))))]
    if f"picture.{kind}" in TEXTS:
        return [("text", word(str(kind), value=condition.get("value", "")))]
    return [("text", str(kind))]


def effect_tokens(effects: dict, most: int = 3) -> list[tuple]:
    """One icon per fist or missile (past `most`, a number and one icon: "3×"), then energy won or lost."""
    tokens: list[tuple] = []
    for name in ("fist", "missile"):
        count = effects.get(name, 0)
        tokens += [("icon", name)] * count if count <= most else [("text", f"{count}×"), ("icon", name)]
    for name, sign, colour in (("gain", "+", GAIN), ("lose", "−", kit.DANGER)):
        if effects.get(name, 0):
            tokens.append(("text", f"{sign}{effects[name]}⚡", colour))
    return tokens


UPGRADE_TOKENS = {  # icons, then the key of the chip's words
    "extra_die": ([("icon", "die")], "chip_extra_die"),
    "reroll": ([("text", "↻")], "chip_reroll"),
    "fist_plus": ([("icon", "fist")], "chip_plus"),
    "fist_guard": ([("icon", "shield"), ("icon", "fist")], "chip_guard"),
    "missile_plus": ([("icon", "missile")], "chip_plus"),
    "missile_guard": ([("icon", "shield"), ("icon", "missile")], "chip_guard"),
}


def upgrade_tokens(kind: str | None) -> tuple[tuple, ...]:
    """An upgrade chip's icons and words; "?" for an upgrade the picture does not know."""
    if kind not in UPGRADE_TOKENS:
        return (("text", "?"),)
    icons, words = UPGRADE_TOKENS[kind]
    return (*icons, ("text", word(words)))


def part_tokens(card: dict, room: int, dice: Sequence[int] = ()) -> tuple[list[tuple], list[tuple], int]:
    """(condition or the dice placed on the part, effects, token size), at the smaller size when the
    normal one does not fit in `room` pixels."""
    condition = [("die", v) for v in dice] or condition_tokens(card.get("condition", {}))
    tight = [("text", t[1], kit.TEXT, 14) if t[0] == "text" else t
             for t in condition]  # smaller: a long language's sum beside three icons
    # the last resort: a sum's words on two lines ("Summe" over "über 10"), never a symbol to decode
    stacked = [("lines", two_lines(t[1], 14), kit.TEXT, 14) if t[0] == "text" and " " in t[1] else t
               for t in tight]
    for most, need in ((3, condition), (1, condition), (1, tight), (1, stacked)):  # every icon, else "3×" and one
        effects = effect_tokens(card.get("effects", {}), most)
        for size in (TOKEN, SMALL_TOKEN):
            if tokens_width(need, 3, size) + tokens_width(effects, 3, size) <= room:
                return need, effects, size
    return need, effects, size


def two_lines(words: str, size: int) -> tuple[str, str]:
    """`words` split at the space that makes the wider of its two lines the narrowest."""
    parts = words.split(" ")
    splits = [(" ".join(parts[:i]), " ".join(parts[i:])) for i in range(1, len(parts))]
    return min(splits, key=lambda pair: max(kit.text_width(line, size, True) for line in pair))


def _token_width(token: tuple, size: int) -> int:
    if token[0] == "lines":
        return max(kit.text_width(line, token[3], True) for line in token[1])
    if token[0] == "text":
        return kit.text_width(token[1], token[3] if len(token) > 3 else max(TEXT_SIZE, size - 8), True)
    return size


def tokens_width(tokens: list[tuple], gap: int = 4, size: int = TOKEN) -> int:
    return sum(_token_width(t, size) for t in tokens) + gap * max(0, len(tokens) - 1)


def draw_tokens(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, mid: int, tokens: list[tuple],
                gap: int = 4, size: int = TOKEN) -> None:
    """Lay tokens left to right from `x`, vertically centred on `mid`; text is 8 px under `size`."""
    for token in tokens:
        if token[0] == "lines":  # two short lines of words, one above the other, centred on `mid`
            for i, line in enumerate(token[1]):
                draw.text((x, mid + (i - (len(token[1]) - 1) / 2) * (token[3] + 3)), line,
                          font=kit.font(token[3], True), fill=token[2], anchor="lm")
        elif token[0] == "text":
            colour = token[2] if len(token) > 2 else kit.TEXT
            text_size = token[3] if len(token) > 3 else max(TEXT_SIZE, size - 8)
            draw.text((x, mid), token[1], font=kit.font(text_size, True), fill=colour, anchor="lm")
        else:
            picture = kit.die(size, token[1]) if token[0] == "die" else icon(token[1], size)
            image.paste(picture, (x, mid - size // 2), picture)
        x += _token_width(token, size) + gap


# --- cards ------------------------------------------------------------------------------------

def draw_card(image: Image.Image, box: tuple, card: dict | None, label: str = "", title: str | None = None,
              dice: Sequence[int] = (), highlight: tuple | None = None, surcharge: bool = False) -> None:
    """One card in a box: a part, an upgrade, a weapon (either face) or an empty dashed slot.
    `label` names an empty slot, or follows a part's name; `dice` are the values placed on the card
    (drawn where the condition is, with the card outlined in `highlight`)."""
    x0, y0, x1, y1 = box
    key = json.dumps(card, sort_keys=True)
    words = (said(title or (card or {}).get("name", "?")), said((card or {}).get("text", "")))
    image.paste(card_image(key, words, x1 - x0, y1 - y0, label, tuple(dice), highlight, surcharge, spoken()),
                (x0, y0))


@lru_cache(maxsize=384)  # about 20 MB at most
def card_image(key: str, words: tuple[str, str], width: int, height: int, label: str, dice: tuple,
               highlight: tuple | None, surcharge: bool, language: str) -> Image.Image:
    """A card drawn on the panel colour. Cached: the deck is small, so most cards repeat between
    pictures and pasting beats drawing (the key is the card as JSON, `words` its title and text as
    said in the picture's language, and that `language`, which says the condition drawn inside)."""
    card = json.loads(key)
    image, draw = kit.canvas(width, height, kit.PANEL)
    box = (0, 0, width - 1, height - 1)
    if card is None:
        kit.dashed_rectangle(draw, box, kit.PANEL_LIGHT)
        kit.centred(draw, (width / 2, height / 2), label, TEXT_SIZE, fill=kit.MUTED)
        return image
    if card.get("face_down"):
        return card_back(width, height)
    bg = {"part": PART_BG, "upgrade": UPGRADE_BG}.get(card.get("kind"), WEAPON_BG)
    draw.rounded_rectangle(box, radius=8, fill=bg, outline=highlight, width=3 if highlight else 0)
    right = width - 7
    if surcharge:
        right = _surcharge_badge(draw, right, 6)
    _card_title(draw, 8, right - 6, 19, words[0], label)
    _card_body(image, draw, box, card, dice, words[1])
    return image


def _card_title(draw: ImageDraw.ImageDraw, left: int, right: int, mid: int, name: str, label: str) -> None:
    """The name in bold (on two smaller lines when it is too long for one), then the slot label in grey
    when there is room for it."""
    lines, size = title_lines(name, right - left)
    if len(lines) > 1:
        for i, line in enumerate(lines):
            draw.text((left, mid - 6 + 18 * i), line, font=kit.font(size, True), fill=kit.TEXT, anchor="lm")
        return
    draw.text((left, mid), lines[0], font=kit.font(size, True), fill=kit.TEXT, anchor="lm")
    room = right - left - kit.text_width(lines[0], size, True) - 8
    if label and kit.text_width(label, TEXT_SIZE) <= room:
        draw.text((right, mid), label, font=kit.font(TEXT_SIZE), fill=kit.MUTED, anchor="rm")


TITLE_SMALL = 16  # a card name too long for one line at TEXT_SIZE: one or two lines at this size


def title_lines(name: str, room: int) -> tuple[list[str], int]:
    """A card's name as (lines, font size) in `room` pixels: one line at TEXT_SIZE, else one or two
    at TITLE_SMALL, words never cut (only a name no two lines can hold ends in an ellipsis)."""
    if kit.text_width(name, TEXT_SIZE, True) <= room:
        return [name], TEXT_SIZE
    lines = kit.wrap(name, TITLE_SMALL, room, True)
    if len(lines) <= 2 and all(kit.text_width(line, TITLE_SMALL, True) <= room for line in lines):
        return lines, TITLE_SMALL
    return [kit.fit_text(name, TITLE_SMALL, room, bold=True)], TITLE_SMALL


def title_room(width: int, surcharge: bool) -> int:
    """The pixels a card `width` wide leaves for its name (less the surcharge badge's)."""
    return width - 7 - 6 - 8 - (SURCHARGE_W + 4) * surcharge


SURCHARGE_W = kit.text_width("+1⚡", TEXT_SIZE, True) + 10


def _surcharge_badge(draw: ImageDraw.ImageDraw, right: int, top: int) -> int:
    """"+1⚡" in the corner: the card costs one more than its row."""
    width = SURCHARGE_W
    draw.rounded_rectangle((right - width, top, right, top + 26), radius=6, fill=kit.DANGER)
    kit.centred(draw, (right - width / 2, top + 13), "+1⚡", TEXT_SIZE, fill=(0, 0, 0), bold=True)
    return right - width - 4


def _card_body(image: Image.Image, draw: ImageDraw.ImageDraw, box: tuple, card: dict, dice: Sequence[int],
               words: str) -> None:
    """Parts: condition (or the dice placed on it) on the left, effects on the right. Upgrades: icon
    and words. Weapons: their text (`words`)."""
    x0, y0, x1, y1 = box
    mid = y1 - 21
    kind = card.get("kind")
    if kind == "part":
        condition, effects, size = part_tokens(card, x1 - x0 - 28, dice)
        draw_tokens(image, draw, x0 + 8, mid, condition, 3, size)
        draw_tokens(image, draw, x1 - 8 - tokens_width(effects, 3, size), mid, effects, 3, size)
    elif kind == "upgrade":
        draw_tokens(image, draw, x0 + 8, mid, list(upgrade_tokens(card.get("upgrade"))))
    else:
        line = kit.fit_text(words, TEXT_SIZE, x1 - x0 - 16)
        draw.text((x0 + 8, mid), line, font=kit.font(TEXT_SIZE), fill=kit.TEXT, anchor="lm")


# --- robots -----------------------------------------------------------------------------------

def robot_title(robot: dict, names: list[str]) -> str:
    name = names[robot["owner"]]
    return word("robot_side", name=name, side=text(f"word.{robot['side']}")) if robot.get("side") else name


def won(view: dict, robot: dict) -> bool:
    return view.get("winner") == robot["owner"] and not robot.get("out")


def status_pills(view: dict, robot: dict) -> list[tuple[str, tuple, tuple]]:
    """(text, fill, text colour) tags for the title row."""
    pills = []
    if robot["owner"] == view.get("seat"):
        pills.append((word("you"), kit.seat_colour(robot["owner"]), kit.seat_ink(robot["owner"])))
    if robot["index"] in (view.get("final") or []) and not robot.get("out"):
        pills.append((word("final"), kit.HIGHLIGHT, (0, 0, 0)))
    if won(view, robot):
        pills.append((word("winner"), kit.seat_colour(robot["owner"]), kit.seat_ink(robot["owner"])))
    if robot["index"] == view.get("active_robot"):
        pills.append((word("turn"), kit.HIGHLIGHT, (0, 0, 0)))
    if robot.get("out"):
        pills.append((word("out"), kit.DANGER, (0, 0, 0)))
    elif robot.get("resting"):
        pills.append((word("resting"), kit.PANEL_LIGHT, kit.TEXT))
    return pills


def _targets(view: dict, robot: dict) -> list[int]:
    """The robots `robot` may attack, when "vs B D" names them (neighbour_text)."""
    return sorted(robot.get("neighbours", [])) if neighbour_text(view, robot) else []


def neighbour_text(view: dict, robot: dict) -> str:
    """"vs B D" when the robot may not attack every robot still in play (4 players); duels
    already show who faces whom."""
    if view.get("duels"):
        return ""
    others = {r["index"] for r in view["robots"] if r["index"] != robot["index"] and not r.get("out")}
    targets = set(robot.get("neighbours", []))
    if targets >= others or robot.get("out"):
        return ""
    owners = [kit.seat_letter(view["robots"][i]["owner"]) for i in sorted(targets) if i < len(view["robots"])]
    return word("targets", letters=" ".join(owners))  # seat letters, the same in every language


def draw_robot(image: Image.Image, view: dict, robot: dict, names: list[str], x: int, y: int, height: int) -> None:
    draw = ImageDraw.Draw(image)
    colour = kit.seat_colour(robot["owner"])
    marked = robot["index"] == view.get("active_robot") or won(view, robot)
    mine = robot["owner"] == view.get("seat")
    outline = colour if marked or mine else None
    draw.rounded_rectangle((x, y, x + CELL_W, y + height), radius=12, fill=kit.PANEL,
                           outline=outline, width=5 if marked else 3 if mine else 0)
    _robot_title(draw, view, robot, names, x + PAD, y + PAD)
    image.paste(energy_track(robot.get("energy", 0), colour), (x + PAD, y + 56))
    explain.robot((x, y, x + CELL_W, y + 72), view, robot, _targets)
    _figure(image, draw, robot, colour, x + PAD, y + 82)
    _upgrades(image, draw, robot, x + PAD, y + 82 + 3 * CARD_H + 2 * CARD_GAP + 10)
    _weapons(image, draw, robot, x + PAD, y + height - PAD)
    if robot.get("out"):
        _dim(image, (x, y, x + CELL_W, y + height))
        free = FIGURE_FREE[1] * (CARD_W + CARD_GAP)  # the figure's empty top-right cell: no card under it
        _stamp(draw, (x + PAD + free + CARD_W // 2, y + 82 + CARD_H // 2), word("out"))


def _robot_title(draw: ImageDraw.ImageDraw, view: dict, robot: dict, names: list[str], x: int, y: int) -> None:
    mid = y + 18
    kit.seat_badge(draw, (x + 17, mid), robot["owner"], radius=17)
    right = x + INNER
    energy = f"{robot.get('energy', 0)}⚡"
    draw.text((right, mid), energy, font=kit.font(26, True), fill=kit.TEXT, anchor="rm")
    right -= kit.text_width(energy, 26, True) + 12
    for pill, fill, ink in status_pills(view, robot):
        width = kit.text_width(pill, TEXT_SIZE, True) + 16
        draw.rounded_rectangle((right - width, mid - 14, right, mid + 14), radius=14, fill=fill)
        kit.centred(draw, (right - width / 2, mid), pill, TEXT_SIZE, fill=ink, bold=True)
        right -= width + 8
    targets = neighbour_text(view, robot)
    if targets:
        draw.text((right, mid), targets, font=kit.font(20, True), fill=kit.MUTED, anchor="rm")
        right -= kit.text_width(targets, 20, True) + 10
    title = kit.fit_text(robot_title(robot, names), 22, right - x - 46, bold=True)
    draw.text((x + 42, mid), title, font=kit.font(22, True), fill=kit.TEXT, anchor="lm")


@lru_cache(maxsize=128)
def energy_track(energy: int, colour: tuple) -> Image.Image:
    """18 segments in three groups of six, filled up to `energy` (0..18). Cached."""
    image, draw = kit.canvas(INNER, 14, kit.PANEL)
    gap, group_gap = 3, 9
    seg = (INNER - 15 * gap - 2 * group_gap) / 18
    for i in range(18):
        left = i * (seg + gap) + (i // 6) * (group_gap - gap)
        draw.rounded_rectangle((left, 0, left + seg, 13), radius=3, fill=colour if i < energy else kit.PANEL_LIGHT)
    return image


def placed_dice(robot: dict) -> dict[str, list[int]]:
    """Dice values by the slot they went on (slot names and "board")."""
    placed: dict[str, list[int]] = {}
    for die in robot.get("dice", []):
        if die.get("on"):
            placed.setdefault(die["on"], []).append(die["value"])
    return placed


def slot_card(robot: dict, slot: str) -> dict | None:
    if slot == "board":
        return (robot.get("board") or [None])[0]
    return robot.get("parts", {}).get(slot)


def _figure(image: Image.Image, draw: ImageDraw.ImageDraw, robot: dict, colour: tuple, x: int, y: int) -> None:
    """The six part slots laid out like a robot (see FIGURE)."""
    placed = placed_dice(robot)
    for (row, col), slot in FIGURE.items():
        left, top = x + col * (CARD_W + CARD_GAP), y + row * (CARD_H + CARD_GAP)
        if slot == "dice":
            _last_roll(image, draw, robot, left, top)
            explain.roll((left, top, left + CARD_W, top + CARD_H), robot)
            continue
        dice, card = placed.get(slot, []), slot_card(robot, slot)
        draw_card(image, (left, top, left + CARD_W, top + CARD_H), card,
                  label="" if card else slot_label(slot),
                  title=word("board") if slot == "board" else None, dice=dice,
                  highlight=colour if dice else None)
        explain.slot((left, top, left + CARD_W, top + CARD_H), robot, slot, card, dice)


def _upgrades(image: Image.Image, draw: ImageDraw.ImageDraw, robot: dict, x: int, y: int) -> None:
    """Up to six upgrade chips, three to a row."""
    upgrades = robot.get("upgrades", [])
    if not upgrades:
        draw.text((x, y + 17), word("no_upgrades"), font=kit.font(TEXT_SIZE), fill=kit.MUTED, anchor="lm")
    for i, card in enumerate(upgrades[:6]):
        chip = upgrade_chip(upgrade_tokens(card.get("upgrade", "")))
        image.paste(chip, (x + (i % 3) * (CARD_W + CARD_GAP), y + (i // 3) * 40))
        left, top = x + (i % 3) * (CARD_W + CARD_GAP), y + (i // 3) * 40
        explain.upgrade((left, top, left + CARD_W, top + 34), robot, card)


@lru_cache(maxsize=64)
def upgrade_chip(tokens: tuple[tuple, ...]) -> Image.Image:
    image, draw = kit.canvas(CARD_W, 34, kit.PANEL)
    draw.rounded_rectangle((0, 0, CARD_W - 1, 33), radius=8, fill=UPGRADE_BG)
    draw_tokens(image, draw, 8, 17, list(tokens))
    return image


def _last_roll(image: Image.Image, draw: ImageDraw.ImageDraw, robot: dict, left: int, top: int) -> None:
    """The last roll: dice that went on a card bright, unused ones greyed."""
    dice = robot.get("dice", [])
    kit.centred(draw, (left + CARD_W / 2, top + 12), word("last_roll" if dice else "no_roll"), TEXT_SIZE,
                fill=kit.MUTED)
    size = min(36, (CARD_W - 6 * (len(dice) - 1)) // max(1, len(dice)))
    x = left + (CARD_W - len(dice) * (size + 6) + 6) // 2
    for die in dice:
        face, pip = (kit.TEXT, (0, 0, 0)) if die.get("on") else GREY_DIE
        picture = kit.die(size, die.get("value", 0), face=face, pip=pip)
        image.paste(picture, (x, top + CARD_H - size - 4), picture)
        x += size + 6


def weapon_rows(robot: dict) -> list[list[tuple[str, int]]]:
    """The owner's face-up weapons as chips (name, width) flowed into rows of the robot's width, names
    never cut; [] for a robot whose weapons are face down to this viewer."""
    rows: list[list[tuple[str, int]]] = []
    used = INNER + 1
    for card in robot.get("weapons") or []:
        name = said(card.get("name", "?"))
        width = min(INNER, kit.text_width(name, TEXT_SIZE) + 20)
        if used + CHIP_GAP + width > INNER:
            rows.append([])
            used = -CHIP_GAP
        rows[-1].append((name, width))
        used += CHIP_GAP + width
    return rows


def robot_height(view: dict) -> int:
    """One height for every robot cell: room for the most rows of weapon chips any robot needs."""
    rows = max([len(weapon_rows(r)) for r in view.get("robots", [])] + [1])
    return ROBOT_H + (rows - 1) * (CHIP_H + CHIP_GAP)


def _weapons(image: Image.Image, draw: ImageDraw.ImageDraw, robot: dict, x: int, bottom: int) -> None:
    """Secret weapons above `bottom`: face-up chips for the owner, else one card back per hidden weapon."""
    rows = weapon_rows(robot)
    if not rows:
        y = bottom - CHIP_H
        count = robot.get("weapons_hidden", 0)
        label = word("weapons", count=count) if count else word("no_weapons")
        draw.text((x, y + CHIP_H // 2), label, font=kit.font(TEXT_SIZE), fill=kit.MUTED, anchor="lm")
        for i in range(count):
            image.paste(card_back(26, CHIP_H), (x + INNER - (count - i) * 32 + 6, y))
        if count:
            explain.hidden_weapons((x, y, x + INNER, y + CHIP_H), robot, count)
        return
    y = bottom - len(rows) * (CHIP_H + CHIP_GAP) + CHIP_GAP
    cards = iter(robot.get("weapons") or [])
    for row in rows:
        left = x
        for name, width in row:
            draw.rounded_rectangle((left, y, left + width, y + CHIP_H), radius=6, fill=WEAPON_BG)
            explain.weapon((left, y, left + width + 1, y + CHIP_H + 1), next(cards))
            kit.centred(draw, (left + width / 2, y + CHIP_H / 2), name, TEXT_SIZE)
            left += width + CHIP_GAP
        y += CHIP_H + CHIP_GAP


def _dim(image: Image.Image, box: tuple) -> None:
    region = image.crop(box)
    image.paste(Image.blend(region, Image.new("RGB", region.size, kit.BACKGROUND), 0.55), box[:2])


def _stamp(draw: ImageDraw.ImageDraw, centre: tuple, stamp: str) -> None:
    x, y = centre
    width = kit.text_width(stamp, 44, True) + 40
    draw.rounded_rectangle((x - width / 2, y - 34, x + width / 2, y + 34), radius=10, outline=kit.DANGER,
                           width=5, fill=kit.BACKGROUND)
    kit.centred(draw, (x, y), stamp, 44, fill=kit.DANGER, bold=True)


# --- market, header, log ------------------------------------------------------------------------

def draw_market(image: Image.Image, view: dict, box: tuple) -> None:
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    draw.text((x0 + PAD, y0 + 24), word("market"), font=kit.font(24, True), fill=kit.TEXT, anchor="lm")
    stock = word("stock", pile=view.get("pile", 0), boxed=view.get("boxed", 0))
    draw.text((x1 - PAD, y0 + 24), stock, font=kit.font(TEXT_SIZE), fill=kit.MUTED, anchor="rm")
    cost_w, card_w = COST_W, MARKET_CARD_W
    top = y0 + 48
    row_h = CARD_H + 10
    for row, cards in enumerate(view.get("market", [])[:3]):
        ry = top + row * row_h
        cost = view.get("costs", [2, 1, 0])[row]
        draw.rounded_rectangle((x0 + PAD, ry, x0 + PAD + cost_w, ry + row_h - 10), radius=8, fill=kit.PANEL_LIGHT)
        explain.cost((x0 + PAD, ry, x0 + PAD + cost_w + 1, ry + row_h - 9), row, cost)
        price = f"{cost}⚡" if cost else word("cost_free")
        kit.centred(draw, (x0 + PAD + cost_w / 2, ry + (row_h - 10) / 2), price, 20, bold=True)
        for col, card in enumerate(cards[:2]):
            left = x0 + PAD + cost_w + CARD_GAP + col * (card_w + CARD_GAP)
            label = slot_label(card.get("slot")) if card else word("empty")
            draw_card(image, (left, ry, left + card_w, ry + row_h - 10), card, label=label,
                      surcharge=bool(card and card.get("surcharge")))
            explain.market((left, ry, left + card_w, ry + row_h - 10), view, row, col, card)
    lines = used_lines(view, x1 - x0 - 2 * PAD)
    for i, line in enumerate(lines):
        draw.text((x0 + PAD, top + 3 * row_h + 8 + i * LOG_LINE), line, font=kit.font(TEXT_SIZE), fill=kit.MUTED,
                  anchor="lm")
    explain.used((x0 + PAD, top + 3 * row_h + 8 - LOG_LINE // 2, x1 - PAD, top + 3 * row_h + 8 + len(lines) * LOG_LINE
                  - LOG_LINE // 2))


def used_lines(view: dict, width: int) -> list[str]:
    """Secret weapons already played or revealed (face up, public), newest first, wrapped, never cut."""
    names = [card.get("name", "?") for card in reversed(view.get("used") or [])]
    return kit.wrap(word("used", names=names) if names else word("used_none"), TEXT_SIZE, width)


def market_height(view: dict) -> int:
    return MARKET_H + (len(used_lines(view, CELL_W - 2 * PAD)) - 1) * LOG_LINE


def header_lines(view: dict, names: list[str]) -> tuple[int | None, str]:
    """(seat to badge or None, status sentence) for the header's second line."""
    robots = view.get("robots", [])
    if view.get("winner") is not None:
        return view["winner"], word("header_won", name=names[view["winner"]])
    if view.get("reaction"):
        reaction = view["reaction"]
        waiting = [text("picture.waiting", name=names[s], letter=kit.seat_letter(s))
                   for s in view.get("waiting_for", [])]
        window = said(reaction.get("text", ""), names)
        minutes = max(1, round(reaction.get("deadline_s", 0) / 60))
        return None, word("reaction", waiting=waiting, text=window, minutes=minutes)
    active = view.get("active_robot")
    if active is None or active >= len(robots):
        return None, step_words(view)
    robot = robots[active]
    fields = {"name": names[robot["owner"]], "letter": kit.seat_letter(robot["owner"]), "step": step_words(view)}
    if robot.get("side"):
        return robot["owner"], word("header_turn_side", robot=text(f"side.{robot['side']}"), **fields)
    return robot["owner"], word("header_turn", **fields)


def step_words(view: dict) -> str:
    """The step of the turn in words; a step the picture does not know, as the view gives it."""
    step = str(view.get("step", ""))
    return word(f"step_{step}") if f"picture.step_{step}" in TEXTS else step


def header_height(view: dict, names: list[str]) -> int:
    _, status = header_lines(view, names)
    return 70 + 30 * len(kit.wrap(status, 22, WIDTH - 2 * MARGIN - 50)[:HEADER_LINES])


def draw_header(image: Image.Image, view: dict, names: list[str]) -> None:
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 28), word("title"), font=kit.font(32, True), fill=kit.TEXT, anchor="lm")
    rounds = word("round", round=view.get("round", 1))
    draw.text((WIDTH - MARGIN, 28), rounds, font=kit.font(24, True), fill=kit.MUTED, anchor="rm")
    seat, status = header_lines(view, names)
    x = MARGIN
    if seat is not None:
        kit.seat_badge(draw, (MARGIN + 16, 74), seat, radius=16)
        x += 42
    for i, line in enumerate(kit.wrap(status, 22, WIDTH - x - MARGIN)[:HEADER_LINES]):
        draw.text((x, 74 + 30 * i), line, font=kit.font(22, i == 0 and seat is not None), fill=kit.TEXT,
                  anchor="lm")


def log_lines(view: dict, names: list[str], width: int, limit: int) -> list[tuple[str, bool]]:
    """The newest log entries that fit in `limit` wrapped lines: (line, is newest entry)."""
    lines: list[tuple[str, bool]] = []
    entries = view.get("log", [])
    for n, entry in enumerate(reversed(entries)):
        wrapped = kit.wrap(said(entry, names), TEXT_SIZE, width)
        if len(lines) + len(wrapped) > limit:
            break
        lines = [(line, n == 0) for line in wrapped] + lines
    return lines


def draw_log(image: Image.Image, view: dict, names: list[str], box: tuple) -> None:
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    draw.text((x0 + PAD, y0 + 24), word("log"), font=kit.font(24, True), fill=kit.TEXT, anchor="lm")
    limit = (y1 - y0 - 48 - PAD) // LOG_LINE
    for i, (line, newest) in enumerate(log_lines(view, names, x1 - x0 - 2 * PAD, limit)):
        draw.text((x0 + PAD, y0 + 48 + i * LOG_LINE), line, font=kit.font(TEXT_SIZE),
                  fill=kit.TEXT if newest else kit.MUTED)


def hand_lines(view: dict) -> list[str]:
    lines: list[str] = []
    for entry in view.get("hand") or []:
        lines += kit.wrap("• " + said(entry), TEXT_SIZE, WIDTH - 2 * MARGIN - 2 * PAD)
    return lines


def draw_hand(image: Image.Image, lines: list[str], box: tuple) -> None:
    """The seat's own secret weapons in words (only in its own view)."""
    draw = ImageDraw.Draw(image)
    y = box[1]
    draw.rounded_rectangle(box, radius=12, fill=WEAPON_BG)
    draw.text((MARGIN + PAD, y + 22), word("your_weapons"), font=kit.font(22, True), fill=kit.TEXT,
              anchor="lm")
    for i, line in enumerate(lines):
        draw.text((MARGIN + PAD, y + 44 + i * LOG_LINE), line, font=kit.font(TEXT_SIZE), fill=kit.TEXT)


# --- layout -----------------------------------------------------------------------------------

def plain(name: str) -> str:
    """A display name on one line: control characters (newlines) break the text layout and
    format characters (right-to-left overrides) would turn the surrounding text around."""
    return " ".join("".join(" " if unicodedata.category(c) in ("Cc", "Cf") else c for c in name).split())


def robot_order(view: dict) -> list[int]:
    """Grid order: in a 2-player game each duel is a column (first robots on top)."""
    duels = view.get("duels")
    if duels:
        return [pair[0] for pair in duels] + [pair[1] for pair in duels]
    return [r["index"] for r in view.get("robots", [])]


@dataclass
class Layout:
    """Where everything goes; boxes are (x0, y0, x1, y1)."""

    head: int
    robot_h: int = ROBOT_H
    robots: list[tuple[int, int, int]] = field(default_factory=list)  # (robot index, x, y)
    hand: tuple | None = None
    market: tuple = ()
    log: tuple = ()
    height: int = 0


def layout(view: dict, names: list[str]) -> Layout:
    order = robot_order(view)
    row_gap = DUEL_GAP if view.get("duels") else GAP
    plan = Layout(head=header_height(view, names), robot_h=robot_height(view))
    robot_h = plan.robot_h
    top = plan.head + (DUEL_HEAD if view.get("duels") else 0)
    for i, index in enumerate(order):
        plan.robots.append((index, MARGIN + (i % 2) * (CELL_W + GAP), top + (i // 2) * (robot_h + row_gap)))
    rows = (len(order) + 1) // 2
    y = top + rows * robot_h + (rows - 1) * row_gap + GAP
    hand = hand_lines(view)
    if hand:
        plan.hand = (MARGIN, y, WIDTH - MARGIN, y + 56 + LOG_LINE * len(hand))
        y = plan.hand[3] + GAP
    left, right = (MARGIN, MARGIN + CELL_W), (MARGIN + CELL_W + GAP, WIDTH - MARGIN)
    if len(order) % 2:  # the market takes the free grid cell, the log the whole width
        last = top + (rows - 1) * (robot_h + row_gap)
        plan.market = (right[0], last, right[1], last + max(robot_h, market_height(view)))
        lines = len(log_lines(view, names, right[1] - left[0] - 2 * PAD, 8))
        plan.log = (left[0], y, right[1], y + 48 + PAD + LOG_LINE * max(3, lines))
    else:
        plan.market = (left[0], y, left[1], y + market_height(view))
        plan.log = (right[0], y, right[1], y + market_height(view))
    plan.height = max(plan.log[3], plan.market[3]) + MARGIN
    return plan


def display_names(names: list[str]) -> list[str]:
    """One short line per seat; empty or missing names become "Player A" and so on."""
    cleaned = [plain(names[i]) if i < len(names) else "" for i in range(len(kit.SEAT_LETTERS))]
    return [kit.fit_text(n, TEXT_SIZE, NAME_MAX) if n else word("player", letter=kit.seat_letter(i))
            for i, n in enumerate(cleaned)]


def render(view: dict, names: list[str]) -> bytes:
    """The table as a PNG: robots, market, whose turn and the last events."""
    names = display_names(names)
    plan = layout(view, names)
    image, _ = kit.canvas(WIDTH, plan.height)
    draw_header(image, view, names)
    for index, x, y in plan.robots:
        draw_robot(image, view, view["robots"][index], names, x, y, plan.robot_h)
    if view.get("duels"):
        _duel_marks(image, view, plan)
    if plan.hand:
        draw_hand(image, hand_lines(view), plan.hand)
    draw_market(image, view, plan.market)
    draw_log(image, view, names, plan.log)
    return kit.to_png(image)


def _duel_marks(image: Image.Image, view: dict, plan: Layout) -> None:
    """"Duel N" over each column and a "VS" disc between the two robots of each duel; once the final
    duel began, "Final duel" over the whole grid instead (its robots wear a FINAL pill)."""
    draw = ImageDraw.Draw(image)
    if view.get("final"):
        kit.centred(draw, (WIDTH // 2, plan.head + DUEL_HEAD // 2 - 4), word("final_duel"), 24, fill=kit.HIGHLIGHT,
                    bold=True)
        return
    for col, (_, x, top) in enumerate(plan.robots[:2]):
        centre = x + CELL_W // 2
        kit.centred(draw, (centre, plan.head + DUEL_HEAD // 2 - 4), word("duel", n=col + 1), 22,
                    fill=kit.MUTED, bold=True)
        y = top + plan.robot_h + DUEL_GAP // 2
        draw.ellipse((centre - 24, y - 24, centre + 24, y + 24), fill=kit.PANEL_LIGHT, outline=kit.BACKGROUND,
                     width=3)
        kit.centred(draw, (centre, y), word("vs"), 20, bold=True)


# --- the glance: the landscape picture posted with every turn -----------------------------------

def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    """Every robot's energy as a big bar and number (the change since `before` in a tag, the rows
    that changed outlined in white), whose turn it is in the title bar."""
    names = display_names(names)
    image, draw, body = kit.glance_canvas(
        word("glance_title", round=view.get("round", 1)),
        lambda room: kit.named_within(lambda shown: glance_status(view, shown), names, 30, room))
    robots = view.get("robots", [])
    order = [r for pair in view["duels"] for r in pair] if view.get("duels") else list(range(len(robots)))
    old = {r["index"]: r for r in (before or {}).get("robots", [])}
    for index, box in zip(order, kit.grid(body, 1, len(order), gap=14)):
        _glance_robot(draw, view, robots[index], names, old.get(index), box)
    return kit.to_png(image)


def glance_status(view: dict, names: list[str]) -> str:
    """The title bar's right side: who won, who may react, or whose turn it is."""
    robots = view.get("robots", [])
    if view.get("winners"):
        return word("glance_won", names=[names[w] for w in view["winners"]])
    if view.get("reaction"):
        minutes = max(1, round(view["reaction"].get("deadline_s", 0) / 60))
        return word("glance_react", names=[names[s] for s in view.get("waiting_for", [])], minutes=minutes)
    active = view.get("active_robot")
    if active is None or active >= len(robots):
        return ""
    robot = robots[active]
    if robot.get("side"):
        return word("glance_turn_side", name=names[robot["owner"]], robot=text(f"side.{robot['side']}"))
    return word("glance_turn", name=names[robot["owner"]])


def _glance_robot(draw: ImageDraw.ImageDraw, view: dict, robot: dict, names: list[str], old: dict | None,
                  box: Box) -> None:
    x0, y0, x1, y1 = box
    owner, active = robot["owner"], robot["index"] == view.get("active_robot")
    faded = bool(robot.get("out"))
    colour = kit.seat_colour(owner)
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL, outline=colour if active else None,
                           width=5 if active else 0)
    left = GLANCE_LEFT
    name = names[owner]
    if robot.get("side"):
        name = robot_title(robot, names)
    middle = (y0 + y1) // 2
    kit.seat_chip(draw, (x0 + 16, middle - 20), owner, name, size=GLANCE_NAME, active=active, faded=faded,
                  won=owner in (view.get("winners") or []),
                  max_width=left - 30)
    kit.glance_text(draw, (x0 + 16, middle + 24), glance_facts(view, robot), left - 30, fill=kit.MUTED,
                    anchor="lm")
    delta = robot.get("energy", 0) - old.get("energy", 0) if old else 0
    kit.score_bar(draw, (x0 + left, y0 + 12, x1 - 14, y1 - 12), robot.get("energy", 0), MAX_ENERGY, owner,
                  delta=delta, faded=faded)
    if old and _glance_changed(robot, old):
        kit.mark_changed(draw, box, width=4)


GLANCE_LEFT = 530  # px of a glance row before its energy bar: the name and the facts line (German, Italian)
GLANCE_NAME = 30  # names a little over the glance's smallest text: they are what a reader looks for
GLANCE_KEYS = ("energy", "out", "resting", "parts", "upgrades", "weapons_hidden")
MAX_ENERGY = 18


def _glance_changed(robot: dict, old: dict) -> bool:
    return any(robot.get(key) != old.get(key) for key in GLANCE_KEYS)


def glance_facts(view: dict, robot: dict) -> str:
    """The line under a robot's name: out, resting, or what it has built and holds."""
    if robot.get("out"):
        return word("glance_out")
    if robot.get("resting"):
        return word("glance_resting")
    weapons = robot.get("weapons_hidden", 0)
    if robot["index"] in (view.get("final") or []):
        return word("glance_final", weapons=weapons)
    parts = sum(1 for card in robot.get("parts", {}).values() if card)
    return word("glance_facts", parts=parts, upgrades=len(robot.get("upgrades", [])), weapons=weapons)


def counter(view: dict) -> Msg:
    """The round a view stands in, as the counters around the moves say it beside the turn
    (the replay's frames, the catch-up sheet, the history pages): the glance's own words."""
    return text("picture.round", round=view["round"])


CHART_UNIT = text("breakdown.energy")  # what the final chart's scores count
