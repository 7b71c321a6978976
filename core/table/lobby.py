"""The lobby room of the table service: opening a lobby, seats joining and leaving, AI seats, the
game's language, a rematch, starting and cancelling."""

from __future__ import annotations

import random

from core import effects
from core.store import CANCELLED, FINISHED, LOBBY, GameRow, Seat, StaleVersion
from core.table import writes
from core.table.common import AI_LEVELS, TableError, ai_name, languages, status_sentence
from core.table.games import Room
from core.texts import text
from engines import GAMES
from engines.i18n import SOURCE, locale_of


class Lobby(Room):
    async def open_lobby(self, game_key: str, host_id: int, host_name: str, options: dict | None = None,
                         *, guild_id: int | None = None, channel_id: int | None = None,
                         seed: int | None = None, turn_hours: int = 0, locale: str = SOURCE,
                         daily: str | None = None) -> GameRow:
        """A new lobby hosted by `host_id`; `locale`: the game's language (the host's, until the lobby
        chooses another); `daily`: a daily deadline (`core.clock.Daily.kept()`) in place of `turn_hours`."""
        game = GAMES[game_key]
        try:
            resolved = game.resolve_options(options)
        except ValueError as error:
            raise TableError(text("bad_option", reason=error)) from error
        seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        game_id = await self.store.create_game(game_key, host_id, seed, resolved, guild_id=guild_id,
                                               channel_id=channel_id, turn_hours=turn_hours,
                                               locale=locale_of(locale))
        if daily:
            await self.store.update_game(game_id, daily=daily)
        await self.store.set_seats(game_id, [Seat(0, host_name, host_id)])
        return await self.games.game_row(game_id)

    async def _lobby(self, game_id: int) -> GameRow:
        row = await self.games.game_row(game_id)
        if row.status != LOBBY:
            raise TableError(status_sentence(row))
        return row

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.games.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is not None:
                raise TableError(text("already_seated"))
            if len(row.seats) >= GAMES[row.game].max_players:
                raise TableError(text("table_full", seats=len(row.seats)))
            await self._set_lobby_seats(row, [*row.seats, Seat(len(row.seats), name, user_id)])
            return await self.games.game_row(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.games.lock(game_id):
            row = await self._lobby(game_id)
            seat = row.seat_of(user_id)
            if seat is None:
                raise TableError(text("not_seated"))
            if user_id == row.host_id:
                raise TableError(text("host_cant_leave"))
            await self._reseat(row, [s for s in row.seats if s.seat != seat])
            return await self.games.game_row(game_id)

    async def add_ai(self, game_id: int, user_id: int, level: str = "smart") -> GameRow:
        async with self.games.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is None:
                raise TableError(text("add_ai_seated_only"))
            if level not in AI_LEVELS:
                raise TableError(text("ai_level_unknown"))
            if len(row.seats) >= GAMES[row.game].max_players:
                raise TableError(text("table_full", seats=len(row.seats)))
            number = sum(1 for s in row.seats if s.ai) + 1
            await self._set_lobby_seats(row, [*row.seats, Seat(len(row.seats), ai_name(level, number), ai=level)])
            return await self.games.game_row(game_id)

    async def set_language(self, game_id: int, user_id: int, locale: str) -> GameRow:
        """The lobby's choice of the game's language (its host's): thread posts and public pictures."""
        async with self.games.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise TableError(text("language_host_only"))
            if locale not in languages():
                raise TableError(text("language_unknown"))
            await self.store.update_game(game_id, locale=locale)
            return await self.games.game_row(game_id)

    async def remove_ai(self, game_id: int, user_id: int) -> GameRow:
        """Take the last AI seat away from a lobby (any seated player may)."""
        async with self.games.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is None:
                raise TableError(text("remove_ai_seated_only"))
            ai_seats = [s for s in row.seats if s.ai]
            if not ai_seats:
                raise TableError(text("no_ai_seat"))
            await self._reseat(row, [s for s in row.seats if s is not ai_seats[-1]])
            return await self.games.game_row(game_id)

    async def rematch(self, game_id: int, user_id: int, name: str) -> tuple[GameRow, list[int]]:
        """A new lobby for a finished game's players: the same game, options and clock, hosted by
        the person who asks, with the AI seats back at their levels. Returns it and the other people
        to invite (each presses Join). Once per game."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            if row.status != FINISHED:
                raise TableError(status_sentence(row))
            people = [s.user_id if s.user_id is not None else s.resigned_user for s in row.seats]
            if user_id not in people:
                raise TableError(text("rematch_players_only", game=row.id))
            if not await self.store.notice(game_id, "rematch"):
                raise TableError(text("rematch_once", game=row.id))
            new = await self.open_lobby(row.game, user_id, name, row.options, guild_id=row.guild_id,
                                        channel_id=row.channel_id, turn_hours=row.turn_hours, locale=row.locale,
                                        daily=row.daily)
            ai = [s for s in row.seats if s.ai and s.resigned_user is None]
            await self.store.set_seats(new.id, [*new.seats, *(Seat(i + 1, ai_name(s.ai, i + 1), ai=s.ai)
                                                               for i, s in enumerate(ai))])
            invited = [p for p in dict.fromkeys(people) if p is not None and p != user_id]
            return await self.games.game_row(new.id), invited

    async def _reseat(self, row: GameRow, seats: list[Seat]) -> None:
        await self._set_lobby_seats(row, [Seat(i, s.name, s.user_id, s.ai) for i, s in enumerate(seats)])

    async def _set_lobby_seats(self, row: GameRow, seats: list[Seat]) -> None:
        """Write the lobby's new seats, only if nobody (another process) changed it since it was read."""
        try:
            await self.store.set_seats(row.id, seats, read=row.read)
        except StaleVersion as error:
            raise TableError(text("lobby_moved_on", game=row.id)) from error

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.games.lock(game_id):
            row = await self._lobby(game_id)
            game = GAMES[row.game]
            if user_id != row.host_id:
                raise TableError(text("start_host_only"))
            if len(row.seats) < game.min_players:
                raise TableError(text("too_few_players", title=game.title, least=game.min_players,
                                                                 seated=len(row.seats)))
            state = game.setup(len(row.seats), row.seed, row.options)
            fx = effects.settle(row, game, state, effects.OPENING, await self.games.change(row, 0))
            try:
                await self.store.atomically(lambda tx: writes.start(tx, row, game.dump(state), fx))
            except StaleVersion as error:
                raise TableError(text("lobby_moved_on", game=row.id)) from error
            self.games.written(row.id)
        return await self.games.game_row(game_id)

    async def cancel(self, game_id: int, user_id: int, is_admin: bool = False, by: str = "") -> GameRow:
        """Cancel a lobby or a game; `by` (a name) is told in the game's thread."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            if row.status in (FINISHED, CANCELLED):
                raise TableError(status_sentence(row))
            if user_id != row.host_id and not is_admin:
                raise TableError(text("cancel_host_only"))
            await self.store.atomically(lambda tx: writes.cancel(tx, row, by))
            self.games.written(game_id)
            return await self.games.game_row(game_id)
