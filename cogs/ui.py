"""Restart-proof components and the message shapes every game shares.

Every button and select carries its meaning in its custom id (`bh:<verb>:<game id>[:<version>[:<arg>]]`)
and is dispatched by one catch-all DynamicItem, so a press after a restart just works and a press
on a mangled id still gets a sentence instead of "This interaction failed".
"""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, cast

import discord

from cogs import limits
from cogs.texts import text
from core.store import GameRow
from core.table import TAKEOVER_LEVELS, languages
from core.table.offers import grouped
from engines.base import Action
from engines.i18n import LANGUAGE_NAMES, locale_of, say

if TYPE_CHECKING:
    from cogs.bot import Boardhost

log = logging.getLogger("boardhost.discord")
SELECT_SIZE = limits.SELECT_OPTIONS


class Verb(StrEnum):
    """What a button or select does: the second part of its custom id. Every verb the bot ever put on a
    button is here (a press after a restart or an update still finds its handler); one that isn't is
    answered with a sentence. The desk's press handlers are keyed by these (cogs/desk.py PRESSES; a game's
    own, such as Century's amount form, are named on its cog: `GameCog.presses`)."""

    JOIN = "join"  # lobby: take a seat
    LEAVE = "leave"  # lobby: give it up
    ADD_AI = "addai"  # lobby: an AI seat of the chosen level
    REMOVE_AI = "rmai"  # lobby: the last AI seat goes
    CANCEL = "cancel"  # lobby: cancel the game
    LANGUAGE = "lang"  # lobby: the game's language
    TAKEOVER = "takeover"  # lobby: the AI level that plays a seat after time-outs
    START = "start"  # lobby: the game begins
    PLAY = "play"  # a turn post: open my panel
    ACT = "act"  # a panel: one action (its id the argument)
    SELECT = "sel"  # a panel: one action chosen in a select
    PAGE = "page"  # a panel: another page of actions
    TABLE = "table"  # a turn or final post: the full table picture, only to me
    TAKE_BACK = "back"  # a turn post: take my seat back from the AI
    REMATCH = "rematch"  # a final post: a new lobby for the same people
    SINCE = "since"  # a panel: a page of the lines since my last move
    HISTORY = "hist"  # /games history: another turn of the past
    UNDO = "undo"  # a panel: take back my last decision
    GAMES_PAGE = "glist"  # /games list: another page
    AMOUNT = "amount"  # 20th Century's panel: the form to name any amount
    RULES = "rules"  # /<game> rules: another section of the page (the game's number in the registry)
    AGREE = "agree"  # a pause asked in a game's thread: I agree (its days in the version's place)


@dataclass(frozen=True)
class Press:
    verb: Verb
    game_id: int
    version: int | None = None
    arg: str | None = None


VERBS = frozenset(v.value for v in Verb)
# The argument only ever follows a version, so "bh:act:1:end" (no version) and a 10-digit version
# are malformed rather than read as "no version", which would skip the outdated check.
PRESS = re.compile(r"bh:(?P<verb>[a-z]+):(?P<game>\d{1,18})(?::(?P<version>\d{1,9})(?::(?P<arg>.{1,70}))?)?")


def custom_id(verb: Verb, game_id: int, version: int | None = None, arg: str | None = None) -> str:
    parts = ["bh", verb, str(game_id)]
    if version is not None:
        parts.append(str(version))
        if arg is not None:
            parts.append(arg)
    return ":".join(parts)


def parse_press(value: str) -> Press | None:
    match = PRESS.fullmatch(value)
    if match is None:
        return None
    if match["verb"] not in VERBS:
        return None
    version = match["version"]
    return Press(Verb(match["verb"]), int(match["game"]), int(version) if version else None, match["arg"])


def picture_file(png: bytes, row: GameRow, who: str = "table", version: int | None = None) -> discord.File:
    version = row.version if version is None else version
    return discord.File(io.BytesIO(png), filename=f"{row.game}-{row.id}-{who}-v{version}.png")


def locale_here(interaction: discord.Interaction) -> str:
    """The language of an interaction's answers (panels, ephemeral replies): the presser's Discord's."""
    return locale_of(interaction.locale)


class Component(discord.ui.DynamicItem[discord.ui.Item], template=r"(?P<custom_id>.+)"):
    """Catches every component press and hands it to the bot's desk (cogs.desk.Desk)."""

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str], /) -> Component:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        # a select's chosen values (discord.py types the payload loosely); the client is our bot
        values = list(cast("list[str]", interaction.data.get("values", []))) if interaction.data else []
        await cast("Boardhost", interaction.client).desk.on_press(interaction, self.custom_id, values)


def button(label: str, cid: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
           disabled: bool = False) -> Component:
    return Component(discord.ui.Button(label=limits.shorten(label, limits.BUTTON_LABEL), custom_id=cid, style=style,
                                       disabled=disabled))


def persistent_view(*items: discord.ui.Item) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def lines(values: list, locale: str, names: list[str] | None = None) -> str:
    """Lines of a message, each said in `locale` (seat tokens named with `names`)."""
    return "\n".join(say(value, locale, names) for value in values)


def play_view(game_id: int, locale: str, takeback: bool = False) -> discord.ui.View:
    """The buttons of a turn post: your panel, the full table picture, and, while the AI plays a seat
    whose time ran out, the button its owner presses to play again."""
    back = [button(say(text("button_take_back"), locale), custom_id(Verb.TAKE_BACK, game_id),
                   discord.ButtonStyle.success)] if takeback else []
    return persistent_view(button(say(text("button_play"), locale), custom_id(Verb.PLAY, game_id),
                                  discord.ButtonStyle.primary),
                           button(say(text("button_table"), locale), custom_id(Verb.TABLE, game_id)), *back)


AI_LEVEL_CHOICES = ("random", "smart", "expert")  # the order the lobby offers them in: easy, smart, expert


def undo_button(game_id: int, version: int, locale: str) -> Component:
    """**Undo** (take back my last decision): the panel makes room for it (`actions_view`'s extras)."""
    return button(say(text("button_undo"), locale), custom_id(Verb.UNDO, game_id, version), discord.ButtonStyle.danger)


def final_view(game_id: int, locale: str) -> discord.ui.View:
    """The buttons of a game's final post: the whole table, and a rematch."""
    return persistent_view(button(say(text("button_table"), locale), custom_id(Verb.TABLE, game_id)),
                           button(say(text("button_rematch"), locale), custom_id(Verb.REMATCH, game_id),
                                  discord.ButtonStyle.success))


def lobby_view(game_id: int, locale: str, takeover: str = "smart") -> discord.ui.View:
    """Join / Leave / Start / Cancel, Remove AI seat, Add AI seat as a choice of its level, the
    game's language and the AI level that plays a seat after time-outs (`takeover`; the host's
    choices), in the game's language `locale`."""
    add_ai = Component(discord.ui.Select(
        custom_id=custom_id(Verb.ADD_AI, game_id), placeholder=say(text("select_add_ai"), locale),
        options=[discord.SelectOption(label=say(text(f"add_ai_{level}"), locale), value=level,
                                      description=say(text(f"add_ai_{level}_about"), locale))
                 for level in AI_LEVEL_CHOICES]))
    language = Component(discord.ui.Select(
        custom_id=custom_id(Verb.LANGUAGE, game_id), placeholder=say(text("select_language"), locale),
        options=[discord.SelectOption(label=language_name(code), value=code, default=code == locale)
                 for code in languages()]))
    after_timeouts = Component(discord.ui.Select(
        custom_id=custom_id(Verb.TAKEOVER, game_id), placeholder=say(text("select_takeover"), locale),
        options=[discord.SelectOption(label=say(text(f"takeover_{level}"), locale), value=level,
                                      default=level == takeover) for level in TAKEOVER_LEVELS]))
    return persistent_view(
        button(say(text("button_join"), locale), custom_id(Verb.JOIN, game_id), discord.ButtonStyle.success),
        button(say(text("button_leave"), locale), custom_id(Verb.LEAVE, game_id)),
        button(say(text("button_start"), locale), custom_id(Verb.START, game_id), discord.ButtonStyle.primary),
        button(say(text("button_cancel"), locale), custom_id(Verb.CANCEL, game_id), discord.ButtonStyle.danger),
        button(say(text("button_remove_ai"), locale), custom_id(Verb.REMOVE_AI, game_id)),
        add_ai,
        language,
        after_timeouts,
    )


def language_name(code: str) -> str:
    """A language in its own words ("Italiano"); the pseudo-language as its code."""
    return LANGUAGE_NAMES.get(code, code)


def actions_view(game_id: int, version: int, actions: list[Action], names: list[str], locale: str,
                 page: int = 0, extras: list[discord.ui.Item] | tuple = ()) -> discord.ui.View:
    """Main choices as buttons when few, as selects of 25 (paged) when many; each group of side
    choices (standing orders, say) in selects of its own (25 options each) on the last rows; `extras`
    (buttons such as Undo) always find room: the main choices make way for them. Rows are filled in
    the order items are added (discord.py can't pin a wrapped select to a row). Labels are said in
    `locale`, their seat tokens as `names`."""
    actions = [Action(a.id, say(a.label, locale, names), say(a.group, locale, names)) for a in actions]
    main, grouping = grouped(actions)
    groups = dict(grouping)
    extras = list(extras)
    main_rows = 0 if not main and not extras else 1 if len(main) + len(extras) <= limits.ROW_BUTTONS else 2
    side = side_selects(game_id, version, groups, locale, limits.ROWS - main_rows)
    rows = limits.ROWS - len(side)
    return persistent_view(*main_items(game_id, version, main, page, rows, locale, len(extras)), *extras, *side)


def side_selects(game_id: int, version: int, groups: dict[str, list[Action]], locale: str,
                 rows: int) -> list[Component]:
    """Each group's choices in selects of 25; when they need more than `rows` rows, the last row's
    select holds the rest of the groups, each option naming its group."""
    chunks = [(f"g{i}" + (f".{j // SELECT_SIZE}" if j else ""), name, choices[j:j + SELECT_SIZE])
              for i, (name, choices) in enumerate(groups.items()) for j in range(0, len(choices), SELECT_SIZE)]
    if len(chunks) <= rows:
        return [group_select(game_id, version, key, name, choices, locale) for key, name, choices in chunks]
    kept = [group_select(game_id, version, key, name, choices, locale) for key, name, choices in chunks[:rows - 1]]
    rest = [(name, a) for _, name, choices in chunks[rows - 1:] for a in choices]
    if len(rest) > SELECT_SIZE:
        log.warning("game %s: %d side choices past the panel's room; the first %d shown", game_id, len(rest),
                    SELECT_SIZE)
    kept.append(Component(discord.ui.Select(
        custom_id=custom_id(Verb.SELECT, game_id, version, "gmore"),
        placeholder=limits.shorten(say(text("select_more_choices", count=len(rest)), locale),
                                   limits.SELECT_PLACEHOLDER),
        options=[discord.SelectOption(label=limits.shorten(a.label, limits.OPTION_LABEL), value=a.id,
                                      description=limits.shorten(name, limits.OPTION_LABEL))
                 for name, a in rest[:SELECT_SIZE]])))
    return kept


def group_select(game_id: int, version: int, key: str, name: str, actions: list[Action], locale: str) -> Component:
    return Component(discord.ui.Select(
        custom_id=custom_id(Verb.SELECT, game_id, version, key),
        placeholder=limits.shorten(say(text("select_group", name=name, count=len(actions)), locale),
                                   limits.SELECT_PLACEHOLDER),
        options=[discord.SelectOption(label=limits.shorten(a.label, limits.OPTION_LABEL), value=a.id)
                 for a in actions[:SELECT_SIZE]],
    ))


def main_items(game_id: int, version: int, actions: list[Action], page: int, rows: int,
               locale: str, extras: int = 0) -> list[discord.ui.Item]:
    """Buttons (five a row) when they fit in `rows - 1` rows and leave room for `extras` buttons, else
    selects of 25 with paging on the last row (beside the extras)."""
    if len(actions) + extras <= limits.ROW_BUTTONS * rows and (len(actions) <= 5 * (rows - 1) or rows == 1):
        return [button(a.label, custom_id(Verb.ACT, game_id, version, a.id)) for a in actions]
    selects = max(1, rows - 1)  # the last row keeps the paging buttons and the extras
    per_page = SELECT_SIZE * selects
    pages = (len(actions) + per_page - 1) // per_page
    page = max(0, min(page, pages - 1))
    shown = actions[page * per_page:(page + 1) * per_page]
    items: list[discord.ui.Item] = []
    for i in range(0, len(shown), SELECT_SIZE):
        chunk = shown[i:i + SELECT_SIZE]
        select: discord.ui.Select = discord.ui.Select(
            custom_id=custom_id(Verb.SELECT, game_id, version, f"p{page}.{i // SELECT_SIZE}"),
            placeholder=limits.shorten(say(text("select_page", first=limits.shorten(chunk[0].label, 40),
                                                count=len(chunk)), locale), limits.SELECT_PLACEHOLDER),
            options=[discord.SelectOption(label=limits.shorten(a.label, limits.OPTION_LABEL), value=a.id)
                     for a in chunk],
        )
        items.append(Component(select))
    if pages > 1:
        items.append(button(say(text("button_previous"), locale), custom_id(Verb.PAGE, game_id, version, str(page - 1)),
                            disabled=page == 0))
        items.append(button(say(text("button_next", page=page + 1, pages=pages), locale),
                            custom_id(Verb.PAGE, game_id, version, str(page + 1)), disabled=page == pages - 1))
    return items


def fitted_lines(values: list, locale: str, names: list[str] | None = None, keep_last: int = 0) -> str:
    """Lines said in `locale` in one message: past Discord's 2,000 characters the first ones that fit,
    "… and N more lines", and the last `keep_last` lines (what the reader must still see)."""
    said = [say(value, locale, names) for value in values]
    return limits.fit(said, lambda more: say(text("lines_more", count=more), locale), keep_last=keep_last)
