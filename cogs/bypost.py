"""`/games` commands of issue 36, a part of the Games cog (cogs/games.py): `/games mine` (every game of
yours in every server, also in DMs), `/games pause` and its Agree button, `/games settings` (a server's
settings for new games, Manage Server only)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs import limits, ui
from cogs.commands import described
from cogs.desk import Desk
from cogs.lobby import TurnHours, shown_title
from cogs.texts import text
from cogs.ui import Verb, locale_here
from core.servers import ServerSettings
from core.store import GameRow
from core.table import PauseNews, TableError
from engines import GAMES
from engines.i18n import LOCALES, say

if TYPE_CHECKING:
    from cogs.bot import Boardhost


def paused_answer(game: int, news: PauseNews) -> object:
    """The answer to `/games pause` or an Agree press."""
    if news.what == "started":
        return text("pause_you_started", game=game, until=text("timestamp_date", ts=int(news.until)))
    if news.what == "asked":
        return text("pause_you_asked", game=game, days=news.days)
    if news.what == "agreed":
        return text("pause_you_agreed", game=game, count=len(news.waiting))
    return text("pause_you_ended", game=game)


class ByPost:
    """`/games mine`, `pause` and `settings`, mixed into the Games cog (which gives `bot`, `desk` and
    `in_this_server`)."""

    bot: Boardhost
    desk: Desk
    in_this_server: Callable[[discord.Interaction, int], Awaitable[GameRow]]

    async def in_server(self, interaction: discord.Interaction, game: int | None,
                        work: Callable[[], Awaitable[None]]) -> None:
        """A subcommand about this server's games: refused with a sentence in a DM (`/games` is offered
        everywhere for `mine`, `notify` and `language`)."""
        async def here() -> None:
            if interaction.guild_id is None:
                raise TableError(text("no_dms_here"))
            await work()
        await self.desk.guarded(interaction, game, here)

    async def press_agree(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """Agree on a pause's post (its days are the press's version)."""
        news = await self.desk.table.pause(press.game_id, interaction.user.id, press.version or 0)
        await self.desk.reply(interaction, paused_answer(press.game_id, news))

    @app_commands.command(name="pause", description=described("games.pause"))  # type: ignore[type-var]
    @app_commands.describe(game=described("games.pause.game"), days=described("games.pause.days"))
    async def pause(self, interaction: discord.Interaction, game: int, days: int) -> None:
        async def work() -> None:
            await self.in_this_server(interaction, game)
            await self.desk.reply(interaction, paused_answer(
                game, await self.desk.table.pause(game, interaction.user.id, days)))
        await self.in_server(interaction, game, work)

    @app_commands.command(name="mine", description=described("games.mine"))  # type: ignore[type-var]
    async def mine(self, interaction: discord.Interaction) -> None:
        """Every game of the person's, in every server (also in DMs: `/games` is installable to a person):
        whose turn it is, their own deadline, a Play button for each game waiting on them."""
        async def work() -> None:
            locale = locale_here(interaction)
            found = await self.desk.table.games_of_person(interaction.user.id)
            if not found:
                raise TableError(text("mine_none", commands=[f"`/{key} new`" for key in GAMES]))
            user = interaction.user.id
            found.sort(key=lambda f: (f[0].seat_of(user) not in f[1], f[2] or float("inf"), f[0].id))
            lines, play = [text("mine_title", count=len(found))], []
            for row, pending, due in found:
                guild = self.bot.get_guild(row.guild_id) if row.guild_id else None
                server = limits.plain(guild.name) if guild else text("mine_server_unknown")
                if row.seat_of(user) in pending:
                    status = text("mine_your_move", due=text("timestamp_relative", ts=int(due))) if due \
                        else text("games_your_move")
                    play.append(row.id)
                else:
                    status = text("games_waiting", names=[shown_title(row.seats[s]) for s in pending])
                lines.append(text("mine_line", game=row.id, title=GAMES[row.game].title, server=server, status=status,
                                  channel=row.thread_id or row.channel_id))
            buttons = [ui.button(say(text("play_game", game=g), locale), ui.custom_id(Verb.PLAY, g),
                                 discord.ButtonStyle.primary) for g in play[:limits.CHOICES]]
            content = limits.fit([say(line, locale) for line in lines],
                                 lambda more: say(text("reminder_more", count=more), locale))
            if buttons:
                await self.desk.reply(interaction, content, view=ui.persistent_view(*buttons))
            else:
                await self.desk.reply(interaction, content)
        await self.desk.guarded(interaction, None, work)

    @app_commands.command(name="settings", description=described("games.settings"))  # type: ignore[type-var]
    @app_commands.describe(channel=described("games.settings.channel"), anywhere=described("games.settings.anywhere"),
                           threads=described("games.settings.threads"), starters=described("games.settings.starters"),
                           turn_hours=described("games.settings.turn_hours"),
                           language=described("games.settings.language"), games=described("games.settings.games"))
    @app_commands.choices(language=[app_commands.Choice(name=ui.language_name(code), value=code) for code in LOCALES])
    async def settings(self, interaction: discord.Interaction, channel: discord.TextChannel | None = None,
                       anywhere: bool | None = None, threads: bool | None = None,
                       starters: discord.Role | None = None, turn_hours: TurnHours | None = None,
                       language: str | None = None, games: str | None = None) -> None:
        """The server's settings for new games; with no option, what they are. Manage Server only."""
        async def work() -> None:
            if not self.desk.is_admin(interaction):
                raise TableError(text("settings_admin_only"))
            table, guild_id = self.desk.table, interaction.guild_id
            assert guild_id is not None  # in_server: in a server
            kept = await table.server_settings(guild_id)
            chosen = replace(
                kept, channel_id=None if anywhere else channel.id if channel else kept.channel_id,
                threads=kept.threads if threads is None else threads,
                starter_role=kept.starter_role if starters is None else None if starters.is_default() else starters.id,
                turn_hours=kept.turn_hours if turn_hours is None else turn_hours,
                locale=language or kept.locale, games=offered(games, kept.games))
            if chosen != kept:
                await table.put_server_settings(guild_id, chosen)
            await self.desk.reply(interaction, settings_lines(chosen))
        await self.in_server(interaction, None, work)


def offered(typed: str | None, kept: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The games a server offers, typed as keys ("moonbots qube", commas allowed) or "all"; a sentence
    for a key no game has."""
    if typed is None:
        return kept
    keys = typed.replace(",", " ").lower().split()
    if keys in ([], ["all"]):
        return None
    unknown = [key for key in keys if key not in GAMES]
    if unknown:
        raise TableError(text("games_unknown_game", name=", ".join(unknown), keys=list(GAMES)))
    return tuple(dict.fromkeys(keys))


def settings_lines(chosen: ServerSettings) -> list:
    """`/games settings`'s answer: the settings now, one a line."""
    clock = text("settings_default") if chosen.turn_hours is None else text("turn_hours", hours=chosen.turn_hours) \
        if chosen.turn_hours else text("turn_hours_none")
    return [text("settings_title"),
            text("settings_channel", channel=f"<#{chosen.channel_id}>") if chosen.channel_id
            else text("settings_channel_any"),
            text("settings_threads", threads=text("option_on" if chosen.threads else "option_off")),
            text("settings_starters", role=f"<@&{chosen.starter_role}>") if chosen.starter_role
            else text("settings_starters_all"),
            text("settings_clock", clock=clock),
            text("settings_language", language=ui.language_name(chosen.locale)) if chosen.locale
            else text("settings_language_host"),
            text("settings_games", games=[GAMES[g].title for g in chosen.games if g in GAMES]) if chosen.games
            else text("settings_games_all")]
