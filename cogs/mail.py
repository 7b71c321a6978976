"""Delivering the outbox on Discord: turn posts, one-line notices, DMs and reminders.

The table queues what a change owes (core/outbox.py delivers it in order, once); this module turns
each entry into a message and says whether a failure is worth retrying (Transient) or not
(Permanent). Each message is sent once (cogs/courier.py).
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Container
from typing import TYPE_CHECKING

import aiohttp
import discord

from cogs import catchup, ending, limits, ui
from cogs.courier import Courier, nonce  # noqa: F401 (nonce: its old home, where the cluster test imports it)
from cogs.lobby import permission_name, seat_label, shown_names, shown_title
from cogs.texts import DOMAIN, text
from cogs.ui import picture_file
from core import replay
from core.mail import Dm, Kind, Line
from core.outbox import Permanent, Transient
from core.store import ACTIVE, Entry, GameRow
from core.table import TableError
from engines import GAMES
from engines.base import Game
from engines.i18n import Msg, from_data, say
from renderers.kit import seat_letter

if TYPE_CHECKING:
    pass

log = logging.getLogger("boardhost.discord")

def when(ts: float, style: str = "timestamp_relative") -> object:
    return text(style, ts=int(ts))


PRACTICE_HINTS = 3  # a practice game's first turn posts say where to press
POST_EVENTS = 8  # a turn post's lines of what happened; longer runs (AI turns) keep their last ones


def fold_events(lines: list, game_id: int) -> list:
    """Keep a turn post short on a phone: past POST_EVENTS lines, the first ones fold into one."""
    if len(lines) <= POST_EVENTS:
        return lines
    kept = lines[-(POST_EVENTS - 1):]
    return [text("post_folded", count=len(lines) - len(kept), game=game_id), *kept]


class Mailroom(Courier):
    """Turns each kind of mail into its message (core/mail.py names the kinds); `Courier` sends it."""

    async def deliver(self, entry: Entry) -> None:
        """Send one entry; Discord's failures become Transient (try later) or Permanent (give up)."""
        try:
            await self.handlers[entry.kind](self, entry)
        except discord.Forbidden as error:
            missing = await self.missing_permission(entry)
            if missing:
                reason = text("reason_missing", permission=permission_name(missing))
            else:
                reason = text("reason_forbidden", detail=error.text)
            raise Permanent(reason) from error
        except discord.NotFound as error:
            raise Permanent(text("reason_gone")) from error
        except discord.HTTPException as error:
            if error.status >= 500 or error.status == 429:
                raise Transient(f"{error.status} {error.text}") from error
            raise Permanent(text("reason_refused", detail=f"{error.status} {error.text}")) from error
        except TableError as error:
            raise Permanent(str(error.args[0])) from error
        except (aiohttp.ClientError, OSError, TimeoutError) as error:
            raise Transient(repr(error)) from error

    async def undeliverable(self, entry: Entry, reason: str) -> None:
        """A thread post failed for good: tell the host once, by DM."""
        if entry.kind not in (Kind.TURN, Kind.LINE):
            return
        row = await self.table.game_row(entry.game_id)
        if row.undeliverable is not None:
            return
        await self.table.undeliverable(row, reason)
        self.bot.outbox.kick(row.id)

    async def missing_permission(self, entry: Entry) -> str | None:
        """The permission (a discord.py flag name) that a thread post of this entry needs in the game's
        thread or channel and the bot lacks there: the first in the order Discord checks them (without
        Send Messages, discord.py counts Attach Files as missing too). None when that can't be told
        (a DM, an uncached channel) or nothing is missing."""
        if entry.kind not in (Kind.TURN, Kind.LINE, Kind.REPLAY):
            return None
        row = await self.table.game_row(entry.game_id)
        channel_id = row.thread_id or row.channel_id
        channel = self.bot.get_channel(channel_id) if channel_id is not None else None
        if not isinstance(channel, discord.Thread | discord.TextChannel):
            return None
        held = channel.permissions_for(channel.guild.me)
        send = "send_messages_in_threads" if isinstance(channel, discord.Thread) else "send_messages"
        needed = ["view_channel", send, *(["attach_files"] if entry.kind in (Kind.TURN, Kind.REPLAY) else [])]
        return next((flag for flag in needed if not getattr(held, flag)), None)

    # -- kinds of mail -----------------------------------------------------------------------

    async def speaks(self, user_id: int, row: GameRow) -> str:
        """The language of a person's DMs and reminders: their choice, else the last one seen from
        them, else the game's."""
        return (await self.table.prefs(user_id)).speaks(row.locale)

    async def turn(self, entry: Entry) -> None:
        """A turn post, in the game's language: what happened since the last one, the standing, who
        must act and by when."""
        mail = entry.payload
        row = await self.table.game_row(entry.game_id)
        game, locale = GAMES[row.game], row.locale
        state = await self.state_at(row, mail["to"])
        lines: list = [text("post_title", title=game.title, game=row.id)]
        if mail.get("opening"):
            lines.append(text("post_opening", seats=[seat_label(s) for s in row.seats]))
        lines += fold_events([text("post_event", text=event.text)
                              for event in await self.table.events_since(row, mail["from"], mail["to"])], row.id)
        if standing := game.standing(state):
            lines.append(text("standing", standing=standing))
        outcome = game.outcome(state)
        wants = {row.seats[s].user_id: await self.table.prefs(row.seats[s].user_id)
                 for s in mail["ping"] if row.seats[s].user_id}
        quiet = {user for user, p in wants.items() if not p.pinged}
        lines += self.outcome_lines(row, outcome) if outcome else self.waiting_lines(row, game, state, mail, quiet)
        if row.practice and mail["to"] <= PRACTICE_HINTS and outcome is None:
            lines.append(text("practice_hint"))
        png = await self.table.glance(row, mail["to"], mail["from"])
        files = [picture_file(png, row, "table", mail["to"])]
        standings: list = []
        if outcome is not None:
            standings = await ending.final_lines(self.table, row, game, state, outcome, locale)
            if (chart := await ending.chart_png(self.table, row, locale)) is not None:
                files.append(picture_file(chart, row, "chart", mail["to"]))
        view = ui.final_view(row.id, locale) if outcome is not None else ui.play_view(
            row.id, locale, takeback=bool(mail["autopilot"]))
        pinged = [row.seats[s].user_id for s in mail["ping"] if row.seats[s].user_id not in quiet] if outcome is None \
            else []
        names = shown_names(row, locale)
        said: str | list[str] = ui.lines(lines + standings, locale, names)
        if len(said) > limits.MESSAGE:  # the post with its pictures and buttons, then the final standings
            said = [ui.lines(lines, locale, names), ui.lines(standings, locale, names)]
        await self.send(await self.thread(row), entry, said, files=files, view=view, ping=pinged)
        await self.turn_dms(row, game, state, mail, [u for u, p in wants.items() if p.turn_dm != "off"])

    async def turn_dms(self, row: GameRow, game: Game, state: object, mail: dict, users: list[int]) -> None:
        """"It's your turn" DMs for the people who asked for them, queued once per post and person."""
        if not users:
            return
        prompt = game.prompt(state, mail["ping"][0])  # kept as data: each DM says it in its reader's language
        await self.table.queue_once(row.id, [(f"turn_dm:{mail['to']}:{user}", (
            Kind.DM, Dm(text="turn_dm", user=user, game=row.id, key=row.game, prompt=prompt, play=True)))
            for user in users])
        self.bot.outbox.kick(row.id)

    async def state_at(self, row: GameRow, version: int) -> object:
        """The game after `version` moves: the stored state when that is now, else a replay."""
        if version != row.version:
            try:
                return await self.table.state_at(row, version)
            except replay.Unreplayable:  # a game begun under earlier rules: its post shows the game now
                pass
        return (await self.table.load(row))[1]

    @staticmethod
    def outcome_lines(row: GameRow, outcome: dict) -> list:
        lines = [text("post_outcome", summary=outcome["summary"])]
        resigned = [limits.plain(s.name) for s in row.seats if s.resigned_user is not None]
        if resigned:
            lines.append(text("post_resigned", names=resigned))
        return lines

    @staticmethod
    def waiting_lines(row: GameRow, game: Game, state: object, mail: dict, quiet: Container[int] = frozenset()) -> list:
        """Who must act and by when; `quiet`: people told by DM instead of a ping (named, not pinged)."""
        ping = mail["ping"]
        if not ping:
            return [text("post_waiting", names=[shown_title(row.seats[s]) for s in game.pending(state)])]
        mentions = " ".join(str(text("post_named", name=limits.plain(row.seats[s].name)))
                            if row.seats[s].user_id in quiet else f"<@{row.seats[s].user_id}>"
                            for s in ping if row.seats[s].user_id)
        lines = [text("post_turn" if len(ping) == 1 else "post_turn_many", mentions=mentions,
                      prompt=game.prompt(state, ping[0]))]
        for s in ping:
            name = limits.plain(row.seats[s].name)
            if (until := mail["away"].get(str(s))) is not None:
                lines.append(text("post_away", name=name, until=when(until, "timestamp_date")))
            elif (due := mail["due"].get(str(s))) is not None:
                lines.append(text("post_clock", name=name, when=when(due)))
        return lines

    async def line(self, entry: Entry) -> None:
        """A one-line notice in the thread, in the game's language (a time-out, a resignation, a seat
        changing hands...)."""
        fields = dict(entry.payload)
        if "seat" in fields:
            fields["letter"] = seat_letter(fields["seat"])
        if "until" in fields:
            fields["until"] = when(fields["until"], "timestamp_date")
        for typed in ("name", "was", "by"):  # what people typed (their names) shows as typed
            if isinstance(fields.get(typed), str) and not isinstance(fields[typed], Msg):
                fields[typed] = limits.plain(fields[typed])
        if "note" in fields:
            fields["note"] = text("away_note", note=limits.plain(fields["note"])) if fields["note"] else ""
        row = await self.table.game_row(entry.game_id)
        await self.send(await self.thread(row), entry,
                        say(Msg(DOMAIN, fields["text"], fields), row.locale, shown_names(row, row.locale)),
                        ping=[entry.payload.get("user")])

    async def hand(self, entry: Entry) -> None:
        """A DM of the owner's hidden hand (and private notes) in their language; a thread notice once
        if DMs are shut."""
        mail = entry.payload
        row = await self.table.game_row(entry.game_id)
        locale = await self.speaks(mail["user"], row)
        names = shown_names(row, locale)
        hand = "; ".join(say(card, locale, names) for card in from_data(mail["hand"]))
        lines = [text("dm_hand_title", title=GAMES[row.game].title, game=row.id), *from_data(mail["notes"]),
                 text("dm_hand" if GAMES[row.game].hand_is_cards else "dm_secret", hand=hand or text("dm_hand_none"))]
        if await self.direct(mail["user"], ui.lines(lines, locale, names), entry):
            return
        # the thread notice is queued once (kept across restarts)
        await self.table.queue_once(row.id, [(f"cant_dm:{mail['user']}", (Kind.LINE, Line(text="cant_dm",
                                                                                       user=mail["user"])))])
        self.bot.outbox.kick(row.id)

    async def dm(self, entry: Entry) -> None:
        """A DM from a template, in the person's language: a time-out, a reaction window asking, or a
        report to the host; with a Play button when the person may act."""
        mail = entry.payload
        row = await self.table.game_row(entry.game_id)
        if mail["text"] == "turn_dm" and await self.held(entry, row):
            return
        locale = await self.speaks(mail["user"], row)
        fields = {"title": GAMES[row.game].title, "channel": row.thread_id or row.channel_id,
                  **{name: from_data(value) for name, value in mail.items()}}
        view = ui.play_view(row.id, locale) if mail.get("play") else None
        await self.direct(mail["user"], say(Msg(DOMAIN, mail["text"], fields), locale, shown_names(row, locale)),
                          entry, view)

    async def held(self, entry: Entry, row: GameRow) -> bool:
        """A turn DM in the person's quiet hours is held for their end (the clock's loop queues it again
        then, once); one that waited is dropped only when it is no longer their turn (they moved)."""
        mail = entry.payload
        if mail.get("held"):
            seat = row.seat_of(mail["user"])
            return row.status != ACTIVE or seat is None or row.seats[seat].waiting_since is None
        until = (await self.table.prefs(mail["user"])).quiet_until(self.table.now())
        if until is None:
            return False
        await self.table.hold_mail(entry.id, row.id, mail["user"], mail, until)
        return True

    async def reminder(self, entry: Entry) -> None:
        """One DM listing every game waiting on the person, in their language, with a Play button each;
        a ping in the thread (in the game's language) when their DMs are shut."""
        mail = entry.payload
        games = mail["games"][:25]
        row = await self.table.game_row(entry.game_id)
        locale = await self.speaks(mail["user"], row)
        lines: list = [text("reminder_dm", count=len(games))]
        for g in games:
            left = text("left", when=when(g["timeout"])) if g["timeout"] else ""
            lines.append(text("reminder_line", title=GAMES[g["key"]].title, game=g["game"], channel=g["channel"],
                              left=left, summary=await self.waiting_summary(g["game"], mail["user"], locale)))
        view = ui.persistent_view(*(ui.button(say(text("play_game", game=g["game"]), locale),
                                              ui.custom_id(ui.Verb.PLAY, g["game"]), discord.ButtonStyle.primary)
                                    for g in games))
        said = [say(line, locale) for line in lines]
        content = limits.fit(said, lambda more: say(text("reminder_more", count=more), locale))
        if await self.direct(mail["user"], content, entry, view):
            return
        mine = next((g for g in games if g["game"] == row.id), None)
        left = text("left", when=when(mine["timeout"])) if mine and mine["timeout"] else ""
        await self.send(await self.thread(row), entry,
                        say(text("cant_dm_reminder", user=mail["user"], left=left), row.locale), ping=[mail["user"]])

    async def waiting_summary(self, game_id: int, user_id: int, locale: str) -> str:
        """The reminder's one line about a game, in `locale`: moves since the person's last one, what
        is asked."""
        row = await self.table.game_row(game_id)
        seat = row.seat_of(user_id)
        if seat is None or row.status != ACTIVE:
            return ""
        game, state = await self.table.load(row)
        missed = await catchup.catch_up(self.table, row, seat)
        return say(text("reminder_summary_sep"), locale) + say(catchup.summary(missed, game.prompt(state, seat)),
                                                               locale, shown_names(row, locale))

    async def ask(self, entry: Entry) -> None:
        """A pause asked (or agreed to) in the thread, in the game's language: who must still agree, pinged,
        and the Agree button."""
        mail = entry.payload
        row = await self.table.game_row(entry.game_id)
        seat = row.seat_of(mail["user"])
        name = limits.plain(row.seats[seat].name) if seat is not None else "?"
        said = say(text("pause_asked" if mail.get("first") else "pause_agreed", name=name, days=mail["days"],
                        game=row.id, mentions=" ".join(f"<@{u}>" for u in mail["waiting"])), row.locale)
        view = ui.persistent_view(ui.button(say(text("button_agree"), row.locale),
                                            ui.custom_id(ui.Verb.AGREE, row.id, mail["days"]),
                                            discord.ButtonStyle.success))
        await self.send(await self.thread(row), entry, said, view=view, ping=mail["waiting"])

    async def replay(self, entry: Entry) -> None:
        """The animated replay of a finished game's glances in its language, drawn in a worker thread."""
        row = await self.table.game_row(entry.game_id)
        gif, frames, _ = await ending.replay_file(self.table, row)  # drawn smaller until it fits, where it can
        if len(gif) > limits.UPLOAD:  # still too big at the smallest size: said instead of refused
            log.warning("game %s: replay of %d bytes left out (upload limit %d)", row.id, len(gif), limits.UPLOAD)
            await self.send(await self.thread(row), entry, say(text("replay_too_big", title=GAMES[row.game].title,
                                                                    game=row.id, turns=frames), row.locale))
            return
        await self.send(await self.thread(row), entry,
                        say(text("replay_post", title=GAMES[row.game].title, game=row.id, frames=frames), row.locale),
                        files=[discord.File(io.BytesIO(gif), filename=f"{row.game}-{row.id}-replay.gif")])

    handlers: dict[str, Callable[[Mailroom, Entry], Awaitable[None]]] = {  # one per kind of mail (core/mail.py)
        Kind.TURN: turn, Kind.LINE: line, Kind.HAND: hand, Kind.DM: dm, Kind.REMINDER: reminder, Kind.REPLAY: replay,
        Kind.ASK: ask,
    }
