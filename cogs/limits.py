"""Discord's limits in one place, and the one rule for staying inside them: fit by meaning.

A message too long for Discord goes as several messages split between lines (`pack`), or keeps its
first lines and says how many more there are (`fit`); a label too long is shortened at a word with
"…" (`shorten`); a list of choices too long is paged or ends in "… and N more" where it is built.
Nothing is ever cut from the top, and nothing is sent that Discord would refuse.

Also here: what a message may ping (`NO_PINGS` is the bot's default; `pings(users)` names the
people a post means to ping) and `plain`, which shows a person's words (a name, a note) as typed,
never as markdown or a mention.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import discord

MESSAGE = 2000  # content of a message
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_TOTAL = 6000  # every text of one embed together
EMBED_FIELDS = 25
ROWS = 5  # rows of components in a message
ROW_BUTTONS = 5
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_LABEL = 100  # a select option's label, value and description
SELECT_PLACEHOLDER = 150
CHOICES = 25  # autocomplete choices and fixed choices of an option
CHOICE_NAME = 100
MODAL_TITLE = 45
MODAL_LABEL = 45
CUSTOM_ID = 100
UPLOAD = 10 * 1024 * 1024  # the smallest upload limit of a server (boosted ones allow more)

ELLIPSIS = "…"

NO_PINGS = discord.AllowedMentions.none()


def pings(users: Iterable[int | None]) -> discord.AllowedMentions:
    """Mentions that ping exactly these people (no one else, no role, never everyone)."""
    return discord.AllowedMentions(users=[discord.Object(u) for u in dict.fromkeys(users) if u],
                                   roles=False, everyone=False, replied_user=False)


_MENTION_LIKE = re.compile(r"([<@])")


def plain(text: object) -> str:
    """A person's words (a display name, a note) as typed: markdown escaped (`**`, `_`, `>`, `#`,
    links...), mentions and `@everyone` shown as text, never rendered or pinging."""
    escaped = discord.utils.escape_markdown(str(text))
    return _MENTION_LIKE.sub(r"\\\1", escaped)


def shorten(text: str, limit: int) -> str:
    """`text` in at most `limit` characters: whole when it fits, else cut at the last word that fits,
    ending in "…"."""
    if len(text) <= limit:
        return text
    cut = text[:limit - len(ELLIPSIS)]
    space = cut.rfind(" ")
    if space >= (limit * 2) // 3:  # a word boundary not too far back
        cut = cut[:space]
    return cut.rstrip(" ,;:·—-") + ELLIPSIS


def _pieces(line: str, limit: int) -> list[str]:
    """A single line longer than `limit`, split between words (a word longer than that, hard)."""
    out: list[str] = []
    rest = line
    while len(rest) > limit:
        cut = rest.rfind(" ", 0, limit + 1)
        if cut <= 0:
            cut = limit
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        out.append(rest)
    return out


def pack(text: str | list[str], limit: int = MESSAGE) -> list[str]:
    """The text as one or more messages of at most `limit` characters, split between lines (a line
    too long for one message alone, between words). Blank-line paragraphs stay together where they
    fit."""
    lines = text.split("\n") if isinstance(text, str) else [str(line) for line in text]
    parts: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        for piece in _pieces(line, limit) if len(line) > limit else [line]:
            extra = len(piece) + (1 if current else 0)
            if current and size + extra > limit:
                parts.append("\n".join(current).strip("\n"))
                current, size = [], 0
                extra = len(piece)
            current.append(piece)
            size += extra
    if current or not parts:
        parts.append("\n".join(current).strip("\n"))
    return [p for p in parts if p] or [""]


def fit(lines: list[str], more: Callable[[int], str], limit: int = MESSAGE, keep_last: int = 0) -> str:
    """The lines in one message of at most `limit` characters: all of them when they fit, else the
    first ones that do, then `more(n)` (the words for "… and n more"), then the last `keep_last`
    lines (a page's own foot). A line too long alone is shortened."""
    lines = [str(line) for line in lines]
    whole = "\n".join(lines)
    if len(whole) <= limit:
        return whole
    head, tail = (lines[:-keep_last], lines[-keep_last:]) if keep_last else (lines, [])
    tail = [shorten(line, limit // 4) for line in tail]
    for count in range(len(head) - 1, 0, -1):
        candidate = "\n".join([*head[:count], more(len(head) - count), *tail])
        if len(candidate) <= limit:
            return candidate
    rest = "\n".join([more(len(head) - 1), *tail])  # not even the first line fits whole: it is shortened
    return shorten(head[0] if head else "", max(1, limit - len(rest) - 1)) + "\n" + rest


def embed_size(embed: discord.Embed) -> int:
    """Every text of an embed together, as Discord counts it against 6,000."""
    return len(embed)


def view_problems(view: discord.ui.View | None) -> list[str]:
    """What Discord would refuse in these components (empty: nothing), for tests and checks."""
    if view is None:
        return []
    problems = []
    rows = view.to_components()
    if len(rows) > ROWS:
        problems.append(f"{len(rows)} rows")
    for row in rows:
        items = row["components"]
        if len(items) > ROW_BUTTONS:
            problems.append(f"{len(items)} items in a row")
        for item in items:
            if len(item.get("label") or "") > BUTTON_LABEL:
                problems.append(f"label of {len(item['label'])}: {item['label']}")
            if len(item.get("custom_id") or "") > CUSTOM_ID:
                problems.append(f"custom id of {len(item['custom_id'])}")
            if len(item.get("placeholder") or "") > SELECT_PLACEHOLDER:
                problems.append(f"placeholder of {len(item['placeholder'])}")
            options = item.get("options")
            if options is not None and not 1 <= len(options) <= SELECT_OPTIONS:
                problems.append(f"{len(options)} options")
            for option in options or []:
                for key in ("label", "value", "description"):
                    if len(option.get(key) or "") > OPTION_LABEL:
                        problems.append(f"option {key} of {len(option[key])}")
    return problems
