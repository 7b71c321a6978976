"""Timers (AI seats, reaction deadlines, reminders, time-outs) and away periods: the store's queries."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from core.config import UNSHARDED, Shards
from core.store.base import ACTIVE, Away, GameRow, Primitives, Timer, Tx


class TimerQueries(Primitives):
    games_where: Callable[[str, Sequence], Awaitable[list[GameRow]]]  # GameQueries's, mixed into the Store

    # -- timers ----------------------------------------------------------------------------

    async def set_timer(self, timer: Timer) -> None:
        await self.write(
            "INSERT INTO timers (game_id, seat, kind, version, due) VALUES (?, ?, ?, ?, ?) ON CONFLICT"
            " (game_id, seat, kind) DO UPDATE SET version = excluded.version, due = excluded.due, lease_until = 0",
            (timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

    async def clear_timers(self, game_id: int) -> None:
        await self.write("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def delete_timer(self, timer: Timer) -> None:
        """Delete this very timer (not one that replaced it meanwhile with another due time)."""
        await self.write(
            "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due = ?",
            (timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

    async def postpone_timer(self, timer: Timer, due: float) -> None:
        """Move this very timer to `due` and let it go (a handler failed: it is tried again, never lost)."""
        await self.write(
            "UPDATE timers SET due = ?, lease_until = 0 WHERE game_id = ? AND seat = ? AND kind = ? AND version = ?"
            " AND due = ?", (due, timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

    async def claim_timer(self, owner: str, now: float, lease: float, shards: Shards = UNSHARDED,
                          grace: float = 0.0) -> Timer | None:
        """The most overdue timer no other process holds, now held by `owner` until `now + lease`: a game
        of one of this process's shards as soon as it is due, another's once it is `grace` seconds
        overdue (the process holding that shard is down or behind). Whoever acts on it replaces or
        deletes it in the same transaction; if the holder dies first, the lease runs out and another
        takes it (or the holder itself, started again under the same name, at once)."""
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT t.game_id, t.seat, t.kind, t.version, t.due FROM timers t JOIN games g ON g.id = t.game_id"
                f" WHERE (t.lease_until <= ? OR t.lease_owner = ?) AND t.due <= ? AND ({mine(shards)} OR t.due <= ?)"
                f" ORDER BY t.due LIMIT 1{self.skip_locked}", (now, owner, now, now - grace))
            if not rows:
                return None
            timer = Timer(*rows[0])
            await tx.execute("UPDATE timers SET lease_owner = ?, lease_until = ? WHERE game_id = ? AND seat = ?"
                             " AND kind = ?", (owner, now + lease, timer.game_id, timer.seat, timer.kind))
        return timer

    async def next_claim_at(self, now: float, shards: Shards = UNSHARDED, grace: float = 0.0) -> float | None:
        """When `claim_timer` may next find a timer (None: there is none)."""
        rows = await self.fetch(
            f"SELECT MIN(CASE WHEN t.lease_until > ? THEN t.lease_until WHEN {mine(shards)} THEN t.due"
            " ELSE t.due + ? END) AS at FROM timers t JOIN games g ON g.id = t.game_id", (now, grace))
        return rows[0]["at"]

    async def timers_of(self, game_id: int, version: int | None = None) -> list[Timer]:
        """A game's timers (those set at `version` only, when given), by seat and kind."""
        rows = await self.fetch("SELECT * FROM timers WHERE game_id = ?" + (" AND version = ?" if version is not None
                                                                              else "") + " ORDER BY seat, kind",
                                (game_id,) if version is None else (game_id, version))
        return [Timer(r["game_id"], r["seat"], r["kind"], r["version"], r["due"]) for r in rows]

    async def waiting_on(self, user_id: int) -> list[GameRow]:
        """Active games where `user_id` must decide now (their turn clock runs)."""
        return await self.games_where(
            "status = ? AND id IN (SELECT game_id FROM seats WHERE user_id = ? AND waiting_since IS NOT NULL"
            " AND autopilot = 0)", (ACTIVE, user_id))

    async def next_timer(self) -> Timer | None:
        rows = await self.fetch("SELECT * FROM timers ORDER BY due LIMIT 1")
        return Timer(*(rows[0][k] for k in ("game_id", "seat", "kind", "version", "due"))) if rows else None

    # -- clocks, away periods --------------------------------------------------------------

    async def away_of(self, user_ids: list[int], guild_id: int | None) -> dict[int, list[Away]]:
        """Every listed person's away periods in this server, in one query (a move reads all its seats')."""
        rows = await self.fetch(f"SELECT * FROM away WHERE user_id IN ({', '.join('?' * len(user_ids))})"
                                " AND guild_id IS ? ORDER BY start", (*user_ids, guild_id))
        found: dict[int, list[Away]] = {user: [] for user in user_ids}
        for r in rows:
            found[r["user_id"]].append(Away(r["user_id"], r["guild_id"], r["start"], r["until"], r["note"]))
        return found

    async def clocks_of(self, user_ids: list[int], guild_id: int | None,
                        game_id: int) -> tuple[dict[int, list[Away]], list[tuple[float, float]]]:
        """What a change of a game settles its clocks with, in one query: every listed person's away
        periods in this server (`away_of`) and the game's agreed pauses (`pauses_of`)."""
        people = f"user_id IN ({', '.join('?' * len(user_ids))}) AND guild_id IS ?" if user_ids else "0 = 1"
        rows = await self.fetch(f"SELECT 1 AS away, user_id, guild_id, start, until, note FROM away WHERE {people}"
                                " UNION ALL SELECT 0, NULL, NULL, start, until, '' FROM pauses WHERE game_id = ?"
                                " ORDER BY start", (*((*user_ids, guild_id) if user_ids else ()), game_id))
        found: dict[int, list[Away]] = {user: [] for user in user_ids}
        pauses = []
        for r in rows:
            if r["away"]:
                found[r["user_id"]].append(Away(r["user_id"], r["guild_id"], r["start"], r["until"], r["note"]))
            else:
                pauses.append((r["start"], r["until"]))
        return found, pauses

    async def away_periods(self, user_id: int, guild_id: int | None) -> list[Away]:
        rows = await self.fetch("SELECT * FROM away WHERE user_id = ? AND guild_id IS ? ORDER BY start",
                                (user_id, guild_id))
        return [Away(r["user_id"], r["guild_id"], r["start"], r["until"], r["note"]) for r in rows]

    async def set_away(self, away: Away) -> None:
        """Start an away period, or replace the end of the one running at `away.start`."""
        async def work(tx: Tx) -> None:
            await tx.execute("DELETE FROM away WHERE user_id = ? AND guild_id IS ? AND until > ?",
                             (away.user_id, away.guild_id, away.start))
            await tx.execute("INSERT INTO away (guild_id, user_id, start, until, note) VALUES (?, ?, ?, ?, ?)",
                             (away.guild_id, away.user_id, away.start, away.until, away.note))

        await self.atomically(work)

    async def end_away(self, user_id: int, guild_id: int | None, now: float) -> bool:
        """End a running away period now; False when there was none."""
        return await self.write("UPDATE away SET until = ? WHERE user_id = ? AND guild_id IS ?"
                                " AND start <= ? AND until > ?", (now, user_id, guild_id, now, now)) > 0


def mine(shards: Shards) -> str:
    """An SQL condition on `g` (games): the game's server is on one of this process's shards."""
    if shards.all_here:
        return "1 = 1"
    held = ", ".join(str(int(s)) for s in shards.mine)
    return f"((COALESCE(g.guild_id, 0) >> 22) % {int(shards.count)}) IN ({held})"




async def replace_timers(tx: Tx, game_id: int, timers: list[Timer]) -> None:
    """A game's timers become exactly `timers`, inside the caller's transaction."""
    await tx.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    await tx.executemany("INSERT INTO timers (game_id, seat, kind, version, due) VALUES (?, ?, ?, ?, ?)",
                         [(t.game_id, t.seat, t.kind, t.version, t.due) for t in timers])




async def remove_timer(tx: Tx, timer: Timer) -> None:
    """Delete this very timer (not one that replaced it meanwhile), inside the caller's transaction."""
    await tx.execute("DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due = ?",
                     (timer.game_id, timer.seat, timer.kind, timer.version, timer.due))


class PauseQueries(Primitives):
    """A game's pauses agreed by everyone at its table, and the pause asked and not agreed yet."""

    async def pauses_of(self, game_id: int) -> list[tuple[float, float]]:
        rows = await self.fetch("SELECT start, until FROM pauses WHERE game_id = ? ORDER BY start", (game_id,))
        return [(r["start"], r["until"]) for r in rows]

    async def pause_ask(self, game_id: int) -> tuple[int, int, list[int], float] | None:
        """The pause asked at a table: (days, asked by, who agreed, when); None: none asked."""
        rows = await self.fetch("SELECT days, asked_by, agreed, asked_at FROM pause_asks WHERE game_id = ?",
                                (game_id,))
        if not rows:
            return None
        r = rows[0]
        return r["days"], r["asked_by"], [int(u) for u in r["agreed"].split()], r["asked_at"]

    async def put_pause_ask(self, game_id: int, days: int, asked_by: int, agreed: list[int], at: float) -> None:
        await self.write("INSERT INTO pause_asks (game_id, days, asked_by, agreed, asked_at) VALUES (?, ?, ?, ?, ?)"
                         " ON CONFLICT (game_id) DO UPDATE SET days = excluded.days, asked_by = excluded.asked_by,"
                         " agreed = excluded.agreed, asked_at = excluded.asked_at",
                         (game_id, days, asked_by, " ".join(map(str, agreed)), at))

    async def drop_pause_ask(self, game_id: int) -> bool:
        return await self.write("DELETE FROM pause_asks WHERE game_id = ?", (game_id,)) > 0

    async def start_pause(self, game_id: int, start: float, until: float) -> None:
        """The pause asked begins: it is no longer asked, and it runs from `start` to `until`."""
        async def work(tx: Tx) -> None:
            await tx.execute("DELETE FROM pause_asks WHERE game_id = ?", (game_id,))
            await tx.execute("INSERT INTO pauses (game_id, start, until) VALUES (?, ?, ?)", (game_id, start, until))

        await self.atomically(work)

    async def end_pause(self, game_id: int, now: float) -> bool:
        """End the game's running pause now; False when none runs."""
        return await self.write("UPDATE pauses SET until = ? WHERE game_id = ? AND start <= ? AND until > ?",
                                (now, game_id, now, now)) > 0
