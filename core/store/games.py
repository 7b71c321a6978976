"""Games, their seats and their moves: the store's queries over the primitives, and the steps a
change's transaction takes (core/table/writes.py composes them)."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence

from core.store.base import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    OPEN_STATUSES,
    GameRow,
    Listed,
    Move,
    Primitives,
    Row,
    Seat,
    StaleVersion,
    Stamp,
    Tx,
    pending_seats,
    pending_text,
)
from core.store.timers import replace_timers


class GameQueries(Primitives):
    # -- games -----------------------------------------------------------------------------

    async def create_game(self, game: str, host_id: int, seed: int, options: dict, *,
                          guild_id: int | None = None, channel_id: int | None = None,
                          turn_hours: int = 0, locale: str = "en") -> int:
        now = time.time()
        return await self.insert(
            "INSERT INTO games (game, guild_id, channel_id, host_id, status, options, seed,"
            " created_at, updated_at, turn_hours, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, guild_id, channel_id, host_id, LOBBY, json.dumps(options), seed, now, now, turn_hours, locale),
        )

    async def get_game(self, game_id: int) -> GameRow | None:
        games = await self.games_where("id = ?", (game_id,))
        return games[0] if games else None

    async def games_with_status(self, *statuses: str) -> list[GameRow]:
        """Every game in one of these statuses (the health sweep, start-up catch-up)."""
        return await self.games_where(f"status IN ({', '.join('?' * len(statuses))})", statuses)

    async def games_of(self, guild_id: int | None, user_id: int, status: str = ACTIVE) -> list[GameRow]:
        """The games of this server in `status` where `user_id` holds a seat."""
        return await self.games_where(
            "status = ? AND guild_id IS ? AND id IN (SELECT game_id FROM seats WHERE user_id = ?)",
            (status, guild_id, user_id))

    async def games_of_person(self, user_id: int) -> list[GameRow]:
        """Every running game where `user_id` holds a seat, in every server (`/games mine`)."""
        return await self.games_where("status = ? AND id IN (SELECT game_id FROM seats WHERE user_id = ?)",
                                      (ACTIVE, user_id))

    async def games_in_channel(self, game: str, channel_id: int | None) -> list[GameRow]:
        """Games of kind `game` whose thread is this channel (or, without a thread, posted in it)."""
        return await self.games_where("game = ? AND (thread_id = ? OR (thread_id IS NULL AND channel_id = ?))",
                                      (game, channel_id, channel_id))

    async def games_of_kind(self, game: str, guild_id: int | None, status: str = ACTIVE) -> list[GameRow]:
        """The server's games of kind `game` in `status`."""
        return await self.games_where("game = ? AND guild_id = ? AND status = ?", (game, guild_id, status))

    async def count_rows(self, table: str) -> int:
        """How many rows one of the schema's tables holds (`table` is one of `table_names()`)."""
        return (await self.fetch(f"SELECT COUNT(*) FROM {table}"))[0][0]

    async def games_with_state(self) -> list[GameRow]:
        """Every game past its lobby (it has a state to replay)."""
        return await self.games_where("state IS NOT NULL")

    async def counts(self, now: float | None = None) -> dict[str, int]:
        """Rows the load test watches: games, AI timers overdue at `now`, outbox entries not yet sent."""
        now = time.time() if now is None else now
        return {"games": (await self.fetch("SELECT COUNT(*) FROM games"))[0][0],
                "overdue_ai_timers": (await self.fetch("SELECT COUNT(*) FROM timers WHERE kind = 'ai' AND due < ?",
                                                       (now,)))[0][0],
                "pending_mail": (await self.fetch("SELECT COUNT(*) FROM outbox WHERE status = 'pending'"))[0][0]}

    @staticmethod
    def _game_row(row: Row) -> GameRow:
        state, error = None, row["error"]
        try:
            state = json.loads(row["state"]) if row["state"] else None
        except ValueError as bad:  # damaged by hand or by a disk: the game is reported, the others still load
            error = f"its stored state is not valid JSON ({bad})"
        return GameRow(
            id=row["id"], game=row["game"], host_id=row["host_id"], status=row["status"],
            options=json.loads(row["options"]), seed=row["seed"], state=state,
            version=row["version"], posted_version=row["posted_version"],
            guild_id=row["guild_id"], channel_id=row["channel_id"], thread_id=row["thread_id"],
            lobby_message_id=row["lobby_message_id"], error=error,
            turn_hours=row["turn_hours"], undeliverable=row["undeliverable"],
            practice=bool(row["practice"]), created_at=row["created_at"], locale=row["locale"],
            daily=row["daily"],
        )

    async def games_where(self, sql: str, params: Sequence = ()) -> list[GameRow]:
        """Games matching a WHERE clause (portable SQL), with their seats. The store's own named
        queries above are built on it (and tests use it); code outside the store calls those."""
        games = [self._game_row(row) for row in await self.fetch(f"SELECT * FROM games WHERE {sql} ORDER BY id",
                                                                 params)]
        by_id = {game.id: game for game in games}
        ids = list(by_id)
        for first in range(0, len(ids), 500):  # SQLite takes a few hundred parameters at most
            chunk = ids[first:first + 500]
            for r in await self.fetch(f"SELECT * FROM seats WHERE game_id IN ({', '.join('?' * len(chunk))})"
                                      " ORDER BY game_id, seat", chunk):
                by_id[r["game_id"]].seats.append(self._seat(r))
        for game in games:
            game.read = game.stamp()
        return games

    @staticmethod
    def _seat(r: Row) -> Seat:
        return Seat(r["seat"], r["name"], r["user_id"], r["ai"], r["waiting_since"], r["reminders"],
                    r["timeouts"], bool(r["autopilot"]), r["resigned_user"], r["timeouts_total"])

    async def update_game(self, game_id: int, **fields: object) -> None:
        """Set table bookkeeping (thread ids, status, posted version...)."""
        fields["updated_at"] = time.time()
        for key in ("options", "state"):
            if key in fields and fields[key] is not None:
                fields[key] = json.dumps(fields[key])
        columns = ", ".join(f"{name} = ?" for name in fields)
        await self.write(f"UPDATE games SET {columns} WHERE id = ?", (*fields.values(), game_id))

    async def list_open(self, guild_id: int | None, user_id: int, offset: int, limit: int) -> tuple[int, list[Listed]]:
        """One page of the server's open games, the person's own first, then by number; and how many
        there are. Indexed queries only."""
        statuses = OPEN_STATUSES
        marks = ", ".join("?" * len(statuses))
        total = (await self.fetch(f"SELECT COUNT(*) FROM games WHERE guild_id IS ? AND status IN ({marks})",
                                  (guild_id, *statuses)))[0][0]
        rows = await self.fetch(
            "SELECT id, game, status, thread_id, channel_id, pending, EXISTS(SELECT 1 FROM seats s WHERE"
            " s.game_id = games.id AND s.user_id = ?) AS mine FROM games WHERE guild_id IS ? AND status IN"
            f" ({marks}) ORDER BY mine DESC, id LIMIT ? OFFSET ?", (user_id, guild_id, *statuses, limit, offset))
        page = [Listed(r["id"], r["game"], r["status"], r["thread_id"] or r["channel_id"], bool(r["mine"]),
                       pending_seats(r["pending"])) for r in rows]
        by_id = {g.id: g for g in page}
        if by_id:
            for r in await self.fetch(f"SELECT game_id, seat, name, user_id, ai, resigned_user FROM seats WHERE"
                                      f" game_id IN ({', '.join('?' * len(by_id))})", list(by_id)):
                by_id[r["game_id"]].seats[r["seat"]] = Seat(r["seat"], r["name"], r["user_id"], r["ai"],
                                                            resigned_user=r["resigned_user"])
        return total, page

    async def set_pending(self, game_id: int, seats: list[int]) -> None:
        """Keep whose turn it is for a game started before the column existed."""
        await self.write("UPDATE games SET pending = ? WHERE id = ?", (pending_text(seats), game_id))

    # -- seats -----------------------------------------------------------------------------

    async def set_seats(self, game_id: int, seats: list[Seat], read: Stamp | None = None) -> None:
        """Replace the lobby's seat list in one transaction; with `read`, only if the game is still
        as it was read (else StaleVersion)."""
        async def work(tx: Tx) -> None:
            if read is not None:
                await check_read(tx, game_id, read)
            await tx.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await tx.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.name, s.ai) for s in seats],
            )

        await self.atomically(work)

    # -- moves -----------------------------------------------------------------------------

    async def start_game(self, game_id: int, state: dict, read: Stamp | None = None) -> None:
        """The lobby becomes a game at version 0 (nothing else written: the table service writes a start
        with what it causes, core/table/writes.py). With `read`, only if the lobby is still as it was read
        (else StaleVersion)."""
        async def work(tx: Tx) -> None:
            if read is not None:
                await check_read(tx, game_id, read)
            await begin_game(tx, game_id, state)

        await self.atomically(work)

    async def commit_move(self, game_id: int, expected_version: int, seat: int, action: str,
                          events: list[dict], state: dict, status: str = ACTIVE, read: Stamp | None = None) -> int:
        """Append the move and store the new state atomically, nothing else (the table service writes a
        move with everything it causes, core/table/writes.py); refuse if the version moved on (or, with
        `read`, if the game's status or seats changed since it was read)."""
        async def work(tx: Tx) -> int:
            if read is not None:
                await check_read(tx, game_id, read)
            return await append_move(tx, game_id, expected_version, seat, action, events, state, status)

        return await self.atomically(work)

    async def moves(self, game_id: int, after: int = 0) -> list[Move]:
        rows = await self.fetch(
            "SELECT n, seat, action, events, at FROM moves WHERE game_id = ? AND n > ? ORDER BY n", (game_id, after)
        )
        return [Move(r["n"], r["seat"], r["action"], json.loads(r["events"]), r["at"]) for r in rows]


async def check_read(tx: Tx, game_id: int, read: Stamp | None) -> None:
    """Inside the caller's transaction: raise StaleVersion unless the game still has the status,
    version and seat holders it had when it was read (`read` None: a row made in memory, never read,
    is always stale). The game's row is locked first, so no other
    transaction changes it (or, through this check, its seats) until this one ends."""
    game = await tx.lock_game(game_id)
    seats = tuple((r[0], r[1], r[2], r[3], bool(r[4]), r[5]) for r in await tx.fetch(
        "SELECT seat, user_id, name, ai, autopilot, resigned_user FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,)))
    if game is None or Stamp(game["status"], game["version"], seats) != read:
        raise StaleVersion(game_id)


async def update_seat(tx: Tx, game_id: int, seat: int, **fields: object) -> None:
    """Set a seat's columns inside the caller's transaction."""
    columns = ", ".join(f"{name} = ?" for name in fields)
    await tx.execute(f"UPDATE seats SET {columns} WHERE game_id = ? AND seat = ?", (*fields.values(), game_id, seat))




async def keep_pending(tx: Tx, game_id: int, pending: list[int], posted_version: int | None) -> None:
    """Keep whose turn it is (and the version the thread's last post showed, when given), inside the
    caller's transaction."""
    await tx.execute("UPDATE games SET pending = ?, posted_version = COALESCE(?, posted_version) WHERE id = ?",
                     (pending_text(pending), posted_version, game_id))


async def cancel_game(tx: Tx, game_id: int) -> None:
    """The game is cancelled and its timers gone, inside the caller's transaction."""
    await tx.execute("UPDATE games SET status = ? WHERE id = ?", (CANCELLED, game_id))
    await replace_timers(tx, game_id, [])




async def begin_game(tx: Tx, game_id: int, state: dict) -> None:
    """The lobby becomes a game at version 0, inside the caller's transaction."""
    await tx.execute("UPDATE games SET status = ?, state = ?, version = 0, posted_version = 0, updated_at = ?"
                     " WHERE id = ?", (ACTIVE, json.dumps(state), time.time(), game_id))


async def append_move(tx: Tx, game_id: int, expected_version: int, seat: int, action: str, events: list[dict],
                      state: dict, status: str = ACTIVE, now: float | None = None) -> int:
    """Append the move to the log and store the new state, inside the caller's transaction; the new
    version. StaleVersion if another move was committed since `expected_version`."""
    new_version, now = expected_version + 1, time.time() if now is None else now
    changed = await tx.execute("UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                               " WHERE id = ? AND version = ?",
                               (json.dumps(state), new_version, status, now, game_id, expected_version))
    if changed != 1:
        raise StaleVersion(game_id)
    await tx.execute("INSERT INTO moves (game_id, n, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                     (game_id, new_version, seat, action, json.dumps(events), now))
    return new_version
