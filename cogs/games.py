"""/games: your games in this server and the server's open games with links; cancel, away, back,
resign, giving a seat to another member; stats and the leaderboard."""

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs import answer, limits, ui
from cogs.bypost import ByPost
from cogs.commands import described
from cogs.game import DeskCog
from cogs.lobby import shown_title
from cogs.texts import text
from cogs.ui import Verb, locale_here
from core import clock, finish, prefs
from core.store import ACTIVE, GameRow, Listed
from core.table import TableError
from engines import GAMES
from engines.i18n import LOCALES, say
from renderers.kit import seat_letter
from web.texts import text as web_text

if TYPE_CHECKING:
    from cogs.bot import Boardhost


async def game_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The games, by title, for a `game` option."""
    return [app_commands.Choice(name=limits.shorten(g.title, limits.CHOICE_NAME), value=key) for key, g in GAMES.items()
            if current.lower() in g.title.lower() or current.lower() in key][:limits.CHOICES]


async def zone_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """IANA time zones containing what was typed (any case; a space counts as "_"), at most 25."""
    typed = current.strip().lower().replace(" ", "_")
    names = sorted((name for name in clock.zone_names() if typed in name.lower()),
                   key=lambda name: (not name.lower().split("/")[-1].startswith(typed),
                                     not name.lower().startswith(typed), name))
    return [app_commands.Choice(name=name, value=name) for name in names[:limits.CHOICES]]


def chosen_zone(typed: str | None, kept: str | None) -> str | None:
    """The zone typed (an IANA name, any case), or the one kept when none was typed; a sentence for
    a name no zone has."""
    if typed is None:
        return kept
    found = {name.lower(): name for name in clock.zone_names()}.get(typed.strip().lower())
    if found is None:
        raise TableError(text("notify_bad_zone", zone=limits.plain(typed)))
    return found

def chosen_quiet(typed: str | None, kept: tuple[int, int] | None) -> tuple[int, int] | None:
    if typed is None:
        return kept
    if typed.strip().lower() in ("off", "none", "-", "0"):
        return None
    try:
        return clock.parse_quiet(typed)
    except ValueError:
        raise TableError(text("notify_bad_quiet", quiet=limits.plain(typed))) from None


LIST_PAGE = 15  # games per page of /games list (fewer when their lines are long)
LIST_ALL = 100_000  # the open games of a server, read at once to cut them into pages


class Games(ByPost, DeskCog, group_name="games", group_description="Your board games in this server"):
    """`/games` is installable to a person and offered in DMs too (for `mine`, `notify`, `language`); the
    subcommands about one server's games refuse elsewhere with a sentence. Every game's own group stays
    in servers only (cogs/bot.py)."""

    def __init__(self, bot: "Boardhost") -> None:
        super().__init__(bot)
        group = self.app_command
        assert group is not None  # a GroupCog's group
        group.allowed_contexts = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
        group.allowed_installs = app_commands.AppInstallationType(guild=True, user=True)

    presses = {Verb.GAMES_PAGE: "press_page", Verb.AGREE: "press_agree"}  # the desk answers these presses here

    async def line(self, game: Listed, user_id: int) -> str:
        """A game's line, from its columns only: its number, title, whose turn it is, its thread."""
        status = self.desk.table.status_sentence(game)
        if game.status == ACTIVE:
            pending = game.pending
            if pending is None:  # started before whose turn was kept: read it once and keep it
                table = self.desk.table
                loaded, state = await table.load(await table.game_row(game.id))
                pending = loaded.pending(state)
                await table.keep_pending(game.id, pending)
            mine = [s for s in pending if s in game.seats and game.seats[s].user_id == user_id]
            status = text("games_your_move") if mine else text("games_waiting", names=[
                shown_title(game.seats[s]) for s in pending if s in game.seats])
        return text("games_line", game=game.id, title=GAMES[game.game].title, status=status, channel=game.channel)

    async def listing(self, guild_id: int | None, user_id: int, page: int,
                      locale: str) -> tuple[str, discord.ui.View | None]:
        """One page of the server's open games (the person's own first) and its paging buttons, in
        `locale`: at most LIST_PAGE games a page, and fewer where their lines would pass Discord's
        2,000 characters (long names), so every game is on a page and every page is whole."""
        _, games = await self.desk.table.list_open(guild_id, user_id, 0, LIST_ALL)
        if not games:
            return say(text("games_none", commands=[f"`/{key} new`" for key in GAMES]), locale), None
        pages: list[list[str]] = [[]]
        counted = 0
        for number, game in enumerate(games):
            here = [say(await self.line(game, user_id), locale)]
            if not game.mine and (number == 0 or games[number - 1].mine):
                here.insert(0, say(text("games_others"), locale))
            if pages[-1] and (counted == LIST_PAGE or len("\n".join(pages[-1] + here)) > limits.MESSAGE):
                pages.append([])
                counted = 0
            pages[-1] += [limits.shorten(line, limits.MESSAGE // 2) for line in here]
            counted += 1
        page = max(0, min(page, len(pages) - 1))
        content = "\n".join(pages[page])
        if len(pages) == 1:
            return content, None
        view = ui.persistent_view(
            ui.button(say(text("button_previous"), locale), ui.custom_id(ui.Verb.GAMES_PAGE, page - 1 if page else 0),
                      disabled=page == 0),
            ui.button(say(text("button_next", page=page + 1, pages=len(pages)), locale),
                      ui.custom_id(ui.Verb.GAMES_PAGE, page + 1), disabled=page == len(pages) - 1))
        return content, view

    async def press_page(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """A paging button of /games list (its number is the page): the same message, that page."""
        content, view = await self.listing(interaction.guild_id, interaction.user.id, press.game_id,
                                           locale_here(interaction))
        await answer.edit(interaction, content=content, view=view)

    async def in_this_server(self, interaction: discord.Interaction, game: int) -> GameRow:
        row = await self.desk.table.game_row(game)
        if row.guild_id != interaction.guild_id:
            raise TableError(text("games_not_here", game=game))
        return row

    @app_commands.command(name="list", description="Your games here, whose turn it is, and every open game's thread")
    async def list(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            content, view = await self.listing(interaction.guild_id, interaction.user.id, 0, locale_here(interaction))
            extra: dict[str, Any] = {"view": view} if view else {}
            await self.desk.reply(interaction, content, **extra)
        await self.in_server(interaction, None, work)

    @app_commands.command(name="cancel", description="Cancel a game (its host, or someone with Manage Server)")
    @app_commands.describe(game="The game's number, as shown by /games list")
    async def cancel(self, interaction: discord.Interaction, game: int) -> None:
        async def work() -> None:
            await self.in_this_server(interaction, game)
            await self.desk.table.cancel(game, interaction.user.id, self.desk.is_admin(interaction),
                                         by=interaction.user.display_name)
            await self.desk.reply(interaction, text("games_cancelled", game=game))
        await self.in_server(interaction, game, work)

    @app_commands.command(name="away", description="Pause your turn clocks in this server's games for some days")
    @app_commands.describe(days="How many days (1 to 30)", note="A word for the others (optional)")
    async def away(self, interaction: discord.Interaction, days: int, note: str = "") -> None:
        async def work() -> None:
            until = await self.desk.table.go_away(interaction.guild_id, interaction.user.id, days, note)
            await self.desk.reply(interaction, text("games_away", until=text("timestamp_date", ts=int(until))))
        await self.in_server(interaction, None, work)

    @app_commands.command(name="back", description="End your away time early and take back seats the AI plays")
    async def back(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            was_away, taken = await self.desk.table.come_back(interaction.guild_id, interaction.user.id)
            lines = [text("games_back_away")] if was_away else []
            if taken:
                lines.append(text("games_back_seats", games=[f"#{g}" for g in taken], count=len(taken)))
            await self.desk.reply(interaction, lines)
        await self.in_server(interaction, None, work)

    @app_commands.command(name="resign", description="Leave a game: the AI plays your seat to the end")
    @app_commands.describe(game="The game's number, as shown by /games list")
    async def resign(self, interaction: discord.Interaction, game: int) -> None:
        async def work() -> None:
            await self.in_this_server(interaction, game)
            await self.desk.table.resign(game, interaction.user.id)
            await self.desk.reply(interaction, text("games_resigned", game=game))
        await self.in_server(interaction, game, work)

    @app_commands.command(name="seat", description=described("games.seat"))
    @app_commands.describe(game="The game's number", seat="The seat's number: 1 for seat A, 2 for seat B, …",
                           user="The member who takes the seat")
    async def seat(self, interaction: discord.Interaction, game: int, seat: int, user: discord.User) -> None:
        async def work() -> None:
            await self.in_this_server(interaction, game)
            if not isinstance(user, discord.Member):
                raise TableError(text("games_not_member", name=limits.plain(user.display_name)))
            if user.bot:
                raise TableError(text("games_bot"))
            await self.desk.table.give_seat(game, interaction.user.id, self.desk.is_admin(interaction), seat,
                                            user.id, user.display_name)
            await self.desk.reply(interaction, text("games_seat_given", name=limits.plain(user.display_name),
                                                    letter=seat_letter(seat - 1), game=game))
        await self.in_server(interaction, game, work)


    @staticmethod
    def game_key(game: str) -> str:
        """A game named by its key or its title; a sentence for anything else."""
        for key, found in GAMES.items():
            if game.strip().lower() in (key, found.title.lower()):
                return key
        raise TableError(text("games_unknown_game", name=game, keys=list(GAMES)))

    @app_commands.command(name="stats", description="Games played, won, resigned and timed out in this server")
    @app_commands.describe(user="Whose stats (yours if empty)", game="Only this game")
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None,
                    game: str | None = None) -> None:
        async def work() -> None:
            who = user or interaction.user
            key = self.game_key(game) if game else None
            found = await self.desk.table.stats(interaction.guild_id, who.id, key)
            if not found:
                raise TableError(text("stats_none", name=limits.plain(who.display_name)))
            lines = [text("stats_title", name=limits.plain(who.display_name))]
            lines += [text("stats_line", title=GAMES[s.game].title if s.game in GAMES else s.game,
                           counts=[text(f"stats_{what}", count=getattr(s, what))
                                   for what in ("played", "won", "resigned", "timeouts")]) for s in found]
            await self.desk.reply(interaction, lines)
        await self.in_server(interaction, None, work)

    @app_commands.command(name="leaderboard", description="Ratings in this server for one game (AI levels too)")
    @app_commands.describe(game="Which game")
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        async def work() -> None:
            key = self.game_key(game)
            board = await self.desk.table.leaderboard(interaction.guild_id, key)
            if not board:
                raise TableError(text("leaderboard_none", title=GAMES[key].title))
            lines = [text("leaderboard_title", title=GAMES[key].title)]
            lines += [text("leaderboard_line", place=i + 1, rating=r.rating, games=r.games,
                           name=finish.ai_entry_name(r.player) if r.player.startswith("ai:") else limits.plain(r.name))
                      for i, r in enumerate(board)]
            lines.append(text("leaderboard_note"))
            await self.desk.reply(interaction, lines)
        await self.in_server(interaction, None, work)

    @app_commands.command(name="history", description="A game's turns one at a time, with ◀ ▶ (only to you)")
    @app_commands.describe(game="The game's number", turn="Start at this turn (the last one if empty)")
    async def history(self, interaction: discord.Interaction, game: int, turn: int | None = None) -> None:
        async def work() -> None:
            row = await self.in_this_server(interaction, game)
            await self.desk.send_history(interaction, row, turn=turn)
        await self.in_server(interaction, game, work)

    @app_commands.command(name="notify", description="Your notifications: reminder DMs, a DM when it's your turn")
    @app_commands.describe(reminders="Reminder DMs before your time runs out", turn_dm="A DM when it's your turn",
                           timezone=described("games.notify.timezone"), quiet=described("games.notify.quiet"))
    @app_commands.choices(turn_dm=[app_commands.Choice(name=described(f"games.notify.turn_dm.{v}"), value=v)
                                   for v in prefs.TURN_DM])
    async def notify(self, interaction: discord.Interaction, reminders: bool | None = None,
                     turn_dm: str | None = None, timezone: str | None = None, quiet: str | None = None) -> None:
        async def work() -> None:
            table = self.desk.table
            mine = await table.prefs(interaction.user.id)
            changed = replace(mine, reminders=mine.reminders if reminders is None else reminders,
                              turn_dm=turn_dm or mine.turn_dm, time_zone=chosen_zone(timezone, mine.time_zone),
                              quiet=chosen_quiet(quiet, mine.quiet))
            if changed != mine:
                mine = changed
                await table.put_prefs(interaction.user.id, mine)
            quiet_now = text("notify_quiet", start=clock.hhmm(mine.quiet[0]), end=clock.hhmm(mine.quiet[1])) \
                if mine.quiet else text("notify_quiet_none")
            await self.desk.reply(interaction, [
                text("notify_now", reminders=text("option_on" if mine.reminders else "option_off"),
                     turn_dm=text(f"notify_turn_dm_{mine.turn_dm}")),
                text("notify_time", zone=mine.time_zone or text("notify_zone_none"), quiet=quiet_now)])
        await self.desk.guarded(interaction, None, work)

    @app_commands.command(name="language", description=described("games.language"))
    @app_commands.describe(language=described("games.language.language"))
    @app_commands.choices(language=[*(app_commands.Choice(name=ui.language_name(code), value=code) for code in LOCALES),
                                    app_commands.Choice(name=described("games.language.language.discord"),
                                                        value=prefs.FOLLOW)])
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        """The language of the person's DMs and reminders: one of ours, or their Discord's."""
        async def work() -> None:
            table = self.desk.table
            mine = await table.prefs(interaction.user.id)
            if language is not None:
                mine = replace(mine, language=language)
                await table.put_prefs(interaction.user.id, mine)
            if mine.language and mine.language != prefs.FOLLOW:
                answer = text("language_chosen", language=ui.language_name(mine.language))
            else:
                answer = text("language_follows", language=ui.language_name(locale_here(interaction)))
            await self.desk.reply(interaction, answer)
        await self.desk.guarded(interaction, None, work)

    @app_commands.command(name="signout", description=described("games.signout"))
    async def signout(self, interaction: discord.Interaction) -> None:
        """Every browser session of this person ends (the table in the browser, WEB_URL)."""
        async def work() -> None:
            web = getattr(self.bot, "web", None)
            if web is None:
                await self.desk.reply(interaction, web_text("web_off"))
                return
            await web.sign_out(interaction.user.id)
            await self.desk.reply(interaction, web_text("signed_out"))
        await self.desk.guarded(interaction, None, work)

    stats.autocomplete("game")(game_autocomplete)
    notify.autocomplete("timezone")(zone_autocomplete)
    leaderboard.autocomplete("game")(game_autocomplete)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(Games(bot))
