"""A rules page (docs/<game>.md) in Discord's shape: `/<game> rules` shows one section at a time in
an embed, with a menu of the sections. Discord draws a line break wherever the page has one, and has
no tables, so hard-wrapped paragraphs are joined, tables become lists (a row a line, each cell with
its column's name), and a section too long for an embed is cut between paragraphs into parts
("Bidding by post (2/3)"), each whole."""

from __future__ import annotations

import re

import discord

from cogs import limits, ui
from cogs.texts import text
from engines import GAMES
from engines.i18n import locale_of, say

BLOCK_START = re.compile(r"\s*([-*+] |\d{1,3}[.)] |\||#|>|```)")
ITEM = re.compile(r"(\s*)([-*+]|\d{1,3}[.)]) ")


def unwrap(text: str) -> str:
    """Paragraphs and list items on one line each: a line joins the one before unless it starts a
    block (a list item, a table row, a heading, a quote) or follows a blank line."""
    out: list[str] = []
    joinable = False
    for line in text.split("\n"):
        if not line.strip():
            out.append("")
            joinable = False
            continue
        if joinable and not BLOCK_START.match(line) and not out[-1].startswith("|"):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line.rstrip())
        joinable = True
    return "\n".join(out)


def cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def tables_as_lists(text: str, colon: str = ":") -> str:
    """Each Markdown table as a list: a row a line, "**first cell** — *column:* value · *column:* value"
    (a column without a heading gives its value alone, a heading with its own emphasis is not wrapped in
    more); `colon` is the language's (French " :")."""
    out: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].lstrip().startswith("|") and i + 1 < len(lines) and re.fullmatch(r"\s*\|[\s:|-]+\|?\s*",
                                                                                     lines[i + 1]):
            head = cells(lines[i])
            i += 2
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                row = cells(lines[i])
                rest = " · ".join(f"{label(name, colon)} {value}" if name else value
                                  for name, value in zip(head[1:], row[1:]) if value)
                out.append(f"- **{row[0]}**" + (f" — {rest}" if rest else ""))
                i += 1
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def label(name: str, colon: str) -> str:
    """A table column's name before its value: "*Needs:*", "*Condition :*"."""
    return f"{name}{colon}" if "*" in name else f"*{name}{colon}*"


def discord_shape(text: str, colon: str = ":") -> str:
    return re.sub(r"\n{3,}", "\n\n", tables_as_lists(unwrap(text), colon)).strip()


def parts(body: str, limit: int = limits.EMBED_DESCRIPTION) -> list[str]:
    """A section's text in parts of at most `limit` characters, cut between paragraphs (between
    lines, then words, only where one paragraph alone is longer)."""
    out: list[str] = []
    current = ""
    for paragraph in body.split("\n\n"):
        pieces = [paragraph] if len(paragraph) <= limit else limits.pack(paragraph, limit)
        for piece in pieces:
            joined = f"{current}\n\n{piece}" if current else piece
            if len(joined) <= limit:
                current = joined
            else:
                out.append(current)
                current = piece
    if current:
        out.append(current)
    return out or [""]


def sections(page: str, overview: str, colon: str = ":") -> dict[str, str]:
    """The page's `## ` sections in Discord's shape, each in parts that fit an embed: {title: text};
    a section in several parts is several entries, "Title (1/2)", "Title (2/2)". The text before the
    first `## ` is the `overview`."""
    raw: dict[str, list[str]] = {}
    title, body = overview, list[str]()
    for line in page.splitlines():
        if line.startswith("## "):
            if "".join(body).strip():
                raw[title] = body
            title, body = line[3:].strip(), []
        elif not line.startswith("# "):
            body.append(line)
    if "".join(body).strip():
        raw[title] = body
    shaped: dict[str, str] = {}
    for name, lines in raw.items():
        pieces = parts(discord_shape("\n".join(lines), colon))
        for number, piece in enumerate(pieces):
            label = name if len(pieces) == 1 else f"{name} ({number + 1}/{len(pieces)})"
            shaped[limits.shorten(label, limits.EMBED_TITLE)] = piece
    return shaped


def rule_sections(page: str, locale: str) -> dict[str, str]:
    """A markdown page's `## ` sections in Discord's shape, each fitting an embed; the part before
    the first is the overview, its title in `locale`."""
    return sections(page, say(text("rules_overview"), locale), " :" if locale_of(locale) == "fr" else ":")


def rules_message(key: str, locale: str, section: str | None = None) -> tuple[discord.Embed, discord.ui.View]:
    """One section of a game's rules page as an embed (the overview when `section` names none), and
    a menu of every section (25 around this one when there are more)."""
    found = rule_sections(GAMES[key].rules_page(locale), locale)
    names = list(found)
    if section not in found:
        section = next((name for name in names if section and name.startswith(section)), names[0])
    at = names.index(section)
    embed = discord.Embed(title=section, description=found[section])
    embed.set_footer(text=say(text("rules_part", number=at + 1, count=len(names)), locale))
    first = max(0, min(at - limits.SELECT_OPTIONS // 2, len(names) - limits.SELECT_OPTIONS))
    shown = list(enumerate(names))[first:first + limits.SELECT_OPTIONS]
    menu: discord.ui.Select = discord.ui.Select(custom_id=ui.custom_id(ui.Verb.RULES, list(GAMES).index(key)),
                             placeholder=limits.shorten(say(text("select_rules"), locale), limits.SELECT_PLACEHOLDER),
                             options=[discord.SelectOption(label=limits.shorten(name, limits.OPTION_LABEL),
                                                           value=str(number), default=number == at)
                                      for number, name in shown])
    return embed, ui.persistent_view(ui.Component(menu))
