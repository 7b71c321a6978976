"""The seats room of the table service: seats of a running game changing hands (resign, give a seat,
take one back after time-outs) and people going away and coming back; each rewrites the clocks,
timers and posts that follow from it."""

from __future__ import annotations

from core import effects
from core.clock import AWAY_DAYS
from core.mail import Kind, Line, Mail
from core.store import ACTIVE, Away, GameRow
from core.table import writes
from core.table.common import TableError, status_sentence
from core.table.games import Room
from core.texts import text


class Seats(Room):
    async def settle(self, row: GameRow, changes: dict[int, dict],
                     mail: list[Mail] | None = None) -> GameRow:
        """Change seats of an active game (not a move) and rewrite what follows from it: clocks,
        timers, a turn post if someone new must now decide. The caller holds the game's lock; a move or
        a change of seats committed by another process since `row` was read makes this Outdated (nothing
        applied)."""
        game_id = row.id
        game, state = await self.games.load(row)
        before = effects.snapshot(row, game, state)
        for seat, columns in changes.items():
            for name, value in columns.items():
                setattr(row.seats[seat], name, value)
        fx = effects.settle(row, game, state, before, await self.games.change(row, row.version, mail=mail or []))
        for seat, columns in changes.items():
            fx.seats[seat] = {**columns, **fx.seats.get(seat, {})}
        await self.store.atomically(lambda tx: writes.seats(tx, game_id, row.read, fx))
        self.games.written(game_id)
        row.read = row.stamp()
        return row

    async def resign(self, game_id: int, user_id: int) -> GameRow:
        """The person's seat becomes an AI seat for the rest of the game."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            seat = row.seats[await self.games.seat_for(row, user_id)]
            line: Mail = (Kind.LINE, Line(text="resigned", name=seat.name))
            return await self.settle(row, {seat.seat: {
                "ai": "smart", "user_id": None, "resigned_user": user_id, "autopilot": False, "timeouts": 0,
                "waiting_since": None, "reminders": 0}}, [line])

    async def give_seat(self, game_id: int, actor_id: int, is_admin: bool, seat: int, user_id: int,
                        name: str) -> GameRow:
        """The host (or a moderator) gives a seat (numbered from 1) to a member: an AI seat, one a person
        left (resigned), or one the AI plays after its person's time-outs (that person leaves the table)."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            if row.status != ACTIVE:
                raise TableError(status_sentence(row))
            if actor_id != row.host_id and not is_admin:
                raise TableError(text("give_host_only"))
            if not 1 <= seat <= len(row.seats):
                raise TableError(text("seat_range", game=row.id, seats=len(row.seats)))
            target = row.seats[seat - 1]
            if target.user_id is not None and not target.autopilot:
                raise TableError(text("seat_taken", seat=seat, name=target.name))
            if row.seat_of(user_id) is not None:
                raise TableError(text("already_plays", name=name, game=row.id))
            line: Mail = (Kind.LINE, Line(text="seat_given", user=user_id, name=name, was=target.name,
                                          seat=target.seat))
            return await self.settle(row, {target.seat: {
                "user_id": user_id, "name": name, "ai": None, "autopilot": False, "timeouts": 0,
                "resigned_user": None}}, [line])

    async def take_back(self, game_id: int, user_id: int) -> GameRow:
        """The person plays their seat again after it was handed to the AI for time-outs."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            seat = row.seats[await self.games.seat_for(row, user_id)]
            if not seat.autopilot:
                raise TableError(text("already_own_seat", game=row.id))
            line: Mail = (Kind.LINE, Line(text="took_back", name=seat.name))
            return await self.settle(row, {seat.seat: {"autopilot": False, "timeouts": 0}}, [line])

    async def go_away(self, guild_id: int | None, user_id: int, days: int, note: str = "") -> float:
        """Pause the person's clocks in every game of this server for `days`; returns the end."""
        if not AWAY_DAYS[0] <= days <= AWAY_DAYS[1]:
            raise TableError(text("away_days", least=AWAY_DAYS[0], most=AWAY_DAYS[1]))
        now = self.now()
        until = now + days * 86400.0
        await self.store.set_away(Away(user_id, guild_id, now, until, note[:200]))
        await self._resettle_games_of(guild_id, user_id, Line(text="away", until=until, note=note[:200]))
        return until

    async def come_back(self, guild_id: int | None, user_id: int) -> tuple[bool, list[int]]:
        """End an away period early and take back every seat the AI plays after time-outs.
        Returns (was away, games taken back)."""
        was_away = await self.store.end_away(user_id, guild_id, self.now())
        taken = []
        for row in await self._games_of(guild_id, user_id):
            if row.seat_held_by(user_id).autopilot:
                await self.take_back(row.id, user_id)
                taken.append(row.id)
        if not was_away and not taken:
            raise TableError(text("not_away"))
        if was_away:
            await self._resettle_games_of(guild_id, user_id, None)
        return was_away, taken

    async def _games_of(self, guild_id: int | None, user_id: int) -> list[GameRow]:
        return await self.store.games_of(guild_id, user_id, ACTIVE)

    async def _resettle_games_of(self, guild_id: int | None, user_id: int, line: Line | None) -> None:
        """Recompute the person's clocks in this server's games; tell the games waiting on them."""
        for row in await self._games_of(guild_id, user_id):
            seat = row.seat_held_by(user_id)
            mail: list[Mail] = []
            if line and seat.waiting_since is not None:
                named = line.copy()
                named["name"] = seat.name
                mail.append((Kind.LINE, named))
            async with self.games.lock(row.id):
                await self.settle(await self.games.game_row(row.id), {}, mail)
