"""The records room of the table service: what the desks read and keep besides moves (finding a game,
listings, a lobby's message and thread, people's preferences, stats and ratings, mail told once, the
bot's own settings). The desks never reach the store themselves."""

from __future__ import annotations

import json

from core import finish, prefs, servers
from core.mail import Dm, Kind, Mail
from core.prefs import Prefs
from core.store import ACTIVE, GameRow, Listed
from core.table import writes
from core.table.common import TableError
from core.table.games import Room


class Records(Room):
    async def find_game(self, game_id: int) -> GameRow | None:
        return await self.store.get_game(game_id)

    async def games_in_channel(self, game_key: str, channel_id: int | None) -> list[GameRow]:
        return await self.store.games_in_channel(game_key, channel_id)

    async def running_games(self, game_key: str, guild_id: int | None) -> list[GameRow]:
        return await self.store.games_of_kind(game_key, guild_id, ACTIVE)

    async def list_open(self, guild_id: int | None, user_id: int, offset: int, limit: int) -> tuple[int, list[Listed]]:
        return await self.store.list_open(guild_id, user_id, offset, limit)

    async def games_of_person(self, user_id: int) -> list[tuple[GameRow, list[int], float | None]]:
        """Every running game of the person in every server: (its row, whose turn it is, when the
        person's own time runs out: None when it is not their turn or there is no limit)."""
        found = []
        for row in await self.store.games_of_person(user_id):
            try:
                game, state = await self.games.load(row)
            except TableError:
                continue  # a game whose state can't be read is reported elsewhere; the others are listed
            seat = row.seat_of(user_id)
            due = next((t.due for t in await self.store.timers_of(row.id, row.version)
                        if t.seat == seat and t.kind == "timeout"), None)
            found.append((row, game.pending(state), due))
        return found

    async def next_waiting(self, user_id: int, after: int) -> int | None:
        """Another game waiting on the person's decision (the one after game `after`, round the list)."""
        ids = [row.id for row in await self.store.waiting_on(user_id) if row.id != after]
        return next((i for i in ids if i > after), ids[0] if ids else None)

    async def keep_pending(self, game_id: int, seats: list[int]) -> None:
        await self.store.set_pending(game_id, seats)

    async def lobby_posted(self, game_id: int, message_id: int) -> None:
        await self.store.update_game(game_id, lobby_message_id=message_id)

    async def thread_opened(self, game_id: int, thread_id: int) -> None:
        await self.store.update_game(game_id, thread_id=thread_id)

    async def make_practice(self, game_id: int) -> None:
        await self.store.update_game(game_id, practice=1)

    async def prefs(self, user_id: int) -> Prefs:
        return await prefs.get(self.store, user_id)

    async def put_prefs(self, user_id: int, chosen: Prefs) -> None:
        await prefs.put(self.store, user_id, chosen)

    async def hold_mail(self, entry_id: int, game_id: int, user_id: int, payload: dict, due: float) -> None:
        """Keep a DM (an outbox entry's) for the end of the person's quiet hours, at `due`."""
        await self.store.hold_mail(entry_id, game_id, user_id, json.dumps(payload), due)
        self.games.timer_wake.set()  # the clock's loop releases it

    async def server_settings(self, guild_id: int | None) -> servers.ServerSettings:
        return await servers.get(self.store, guild_id)

    async def put_server_settings(self, guild_id: int, settings: servers.ServerSettings) -> None:
        await servers.put(self.store, guild_id, settings)

    async def seen_locale(self, user_id: int, locale: str) -> None:
        await prefs.seen(self.store, user_id, locale)

    async def stats(self, guild_id: int | None, user_id: int, game: str | None = None) -> list[finish.Stats]:
        return await finish.stats(self.store, guild_id, user_id, game)

    async def leaderboard(self, guild_id: int | None, game: str) -> list[finish.Rated]:
        return await finish.leaderboard(self.store, guild_id, game)

    async def undeliverable(self, row: GameRow, reason: str) -> None:
        """The game's thread can't be posted in: keep why, and DM its host once."""
        await self.store.update_game(row.id, undeliverable=reason)
        await self.store.enqueue(row.id, (Kind.DM, Dm(text="undeliverable", user=row.host_id, game=row.id,
                                                      key=row.game, reason=reason)))

    async def queue_once(self, game_id: int, mail: list[tuple[str, Mail]]) -> None:
        """Queue each (topic, message) whose topic was not told for this game yet, in one transaction."""
        await self.store.atomically(lambda tx: writes.told_once(tx, game_id, mail))

    async def setting(self, key: str) -> str | None:
        return await self.store.get_meta(key)

    async def keep_setting(self, key: str, value: str) -> None:
        await self.store.set_meta(key, value)
