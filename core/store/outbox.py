"""The outbox (what a change owes Discord), what was told once, and the bot's own settings."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping

from core.config import UNSHARDED, Shards
from core.store.base import Entry, Primitives, Row, Tx
from core.store.timers import mine
from engines.i18n import Msg, to_data


class OutboxQueries(Primitives):
    # -- the outbox ------------------------------------------------------------------------

    async def next_entry(self, game_id: int) -> Entry | None:
        rows = await self.fetch("SELECT * FROM outbox WHERE status = 'pending' AND game_id = ? ORDER BY id LIMIT 1",
                                (game_id,))
        return self._entry(rows[0]) if rows else None

    async def entries(self, game_id: int, status: str | None = None) -> list[Entry]:
        rows = await self.fetch("SELECT * FROM outbox WHERE game_id = ?" + (" AND status = ?" if status else "")
                                + " ORDER BY id", (game_id, status) if status else (game_id,))
        return [self._entry(r) for r in rows]

    @staticmethod
    def _entry(r: Row) -> Entry:
        return Entry(r["id"], r["game_id"], r["kind"], json.loads(r["payload"]), r["attempts"], r["next_try"],
                     r["created_at"], r["tried_at"])

    async def lanes_with_mail(self, now: float, shards: Shards = UNSHARDED, grace: float = 0.0,
                              owner: str = "") -> list[int]:
        """Games with undelivered entries whose lane no other process holds, the one owed longest first:
        the games of this process's shards, and others' owed for `grace` seconds already."""
        rows = await self.fetch(
            "SELECT o.game_id FROM outbox o JOIN games g ON g.id = o.game_id LEFT JOIN lanes l ON l.game_id ="
            " o.game_id WHERE o.status = 'pending' AND (l.until IS NULL OR l.until <= ? OR l.owner = ?) GROUP BY"
            f" o.game_id, g.guild_id HAVING {mine(shards)} OR MIN(o.created_at) <= ? ORDER BY MIN(o.id)",
            (now, owner, now - grace))
        return [r["game_id"] for r in rows]

    async def claim_lane(self, game_id: int, owner: str, now: float, lease: float) -> bool:
        """Hold the game's outbox lane until `now + lease` (or hold it longer); False while another
        process holds it. Never single entries: one holder delivers a game's mail in order."""
        return await self.write(
            "INSERT INTO lanes (game_id, owner, until) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
            " owner = excluded.owner, until = excluded.until WHERE lanes.owner = excluded.owner OR lanes.until <= ?",
            (game_id, owner, now + lease, now)) == 1

    async def release_lane(self, game_id: int, owner: str) -> None:
        await self.write("DELETE FROM lanes WHERE game_id = ? AND owner = ?", (game_id, owner))

    async def entry_done(self, entry_id: int, status: str, at: float, error: str | None = None) -> None:
        await self.write("UPDATE outbox SET status = ?, sent_at = ?, error = ? WHERE id = ?",
                         (status, at, error, entry_id))

    async def entry_tried(self, entry_id: int, at: float) -> None:
        """The entry is being handed to Discord for the first time."""
        await self.write("UPDATE outbox SET tried_at = ? WHERE id = ? AND tried_at IS NULL", (at, entry_id))

    async def entry_later(self, entry_id: int, attempts: int, next_try: float, error: str) -> None:
        await self.write("UPDATE outbox SET attempts = ?, next_try = ?, error = ? WHERE id = ?",
                         (attempts, next_try, error, entry_id))

    async def prune_outbox(self, before: float) -> None:
        """Forget entries delivered (or given up) before `before`: their payloads hold DM texts."""
        await self.write("DELETE FROM outbox WHERE status != 'pending' AND sent_at < ?", (before,))

    async def enqueue(self, game_id: int, *mail: tuple[str, Mapping[str, object]]) -> None:
        await self.atomically(lambda tx: enqueue(tx, game_id, *mail))

    async def stuck_mail(self, before: float) -> list[Row]:
        """Outbox entries created before `before` that could not be delivered: given up, or still failing."""
        return await self.fetch(
            "SELECT id, game_id, kind, status, error, created_at FROM outbox WHERE created_at < ?"
            " AND (status = 'failed' OR (status = 'pending' AND attempts > 0)) ORDER BY game_id, id", (before,))

    # -- told once; the bot's own settings -------------------------------------------------

    async def notices(self, topic_like: str = "%") -> list[tuple[int, str]]:
        rows = await self.fetch("SELECT game_id, topic FROM notices WHERE topic LIKE ? ORDER BY game_id, topic",
                                (topic_like,))
        return [(r["game_id"], r["topic"]) for r in rows]

    async def notice(self, game_id: int, topic: str) -> bool:
        """Record that `topic` was told for this game; False when it already was (so it is told once)."""
        return await self.atomically(lambda tx: notice_once(tx, game_id, topic))

    async def get_meta(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        await self.write("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET"
                         " value = excluded.value", (key, value))


async def enqueue(tx: Tx, game_id: int, *mail: tuple[str, Mapping[str, object]]) -> None:
    """Owe these (kind, payload) messages, in this order, inside the caller's transaction. A `Msg` in a
    payload (a prompt, a card, a note) is kept as data, to be said in its reader's language when sent."""
    now = time.time()
    await tx.executemany("INSERT INTO outbox (game_id, kind, payload, created_at) VALUES (?, ?, ?, ?)",
                         [(game_id, str(kind), json.dumps(kept(payload)), now) for kind, payload in mail])


def kept(value: object) -> object:
    """`value` with every `Msg` in it as data (`engines.i18n.to_data`), dicts and lists gone through."""
    if isinstance(value, Msg):
        return to_data(value)
    if isinstance(value, dict):
        return {name: kept(item) for name, item in value.items()}
    if isinstance(value, list | tuple):
        return [kept(item) for item in value]
    return value


async def notice_once(tx: Tx, game_id: int, topic: str) -> bool:
    """Record that `topic` was told for this game, inside the caller's transaction; False when it
    already was (so it is told once)."""
    return await tx.execute("INSERT INTO notices (game_id, topic, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                            (game_id, topic, time.time())) == 1
