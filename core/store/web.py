"""The web table's queries (web/): single-use sign-in tokens, sign-outs, the bot's web secret, and the
light reads a page polls (versions, a person's games)."""

from __future__ import annotations

from collections.abc import Sequence

from core.store.base import Primitives, Row

SECRET_KEY = "web_secret"  # meta key: the secret signing links and cookies when WEB_SECRET is not set


class WebQueries(Primitives):
    async def use_token(self, nonce: str, expires: float, now: float) -> bool:
        """Spend a sign-in token: True the first time its nonce is seen (by any process), False after.
        Tokens past their time are forgotten here too (they are refused by their signature's date)."""
        await self.write("DELETE FROM web_tokens WHERE expires < ?", (now,))
        return await self.write("INSERT INTO web_tokens (nonce, expires) VALUES (?, ?) ON CONFLICT DO NOTHING",
                                (nonce, expires)) == 1

    async def sign_out(self, user_id: int, at: float) -> None:
        """Every browser session of this person begun before `at` is refused from now on."""
        await self.write("INSERT INTO web_signouts (user_id, at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET"
                         " at = excluded.at", (user_id, at))

    async def signed_out_at(self, user_id: int) -> float | None:
        rows = await self.fetch("SELECT at FROM web_signouts WHERE user_id = ?", (user_id,))
        return float(rows[0]["at"]) if rows else None

    async def sign_outs_since(self, at: float) -> dict[int, float]:
        """Everyone who signed out after `at`, and when (one read for every session a process checks)."""
        rows = await self.fetch("SELECT user_id, at FROM web_signouts WHERE at > ?", (at,))
        return {int(r["user_id"]): float(r["at"]) for r in rows}

    async def web_secret(self, fresh: str) -> str:
        """The kept secret; `fresh` becomes it when none is kept yet (the first process to ask wins)."""
        await self.write("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING", (SECRET_KEY, fresh))
        rows = await self.fetch("SELECT value FROM meta WHERE key = ?", (SECRET_KEY,))
        return str(rows[0]["value"])

    async def versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """The current version of each game (missing ones left out): what a live page polls."""
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self.fetch(f"SELECT id, version FROM games WHERE id IN ({marks})", tuple(game_ids))
        return {int(r["id"]): int(r["version"]) for r in rows}

    async def game_ids_of(self, user_id: int, statuses: Sequence[str]) -> list[int]:
        """The games where this person holds a seat (every server), newest first."""
        marks = ", ".join("?" for _ in statuses)
        rows = await self.fetch(f"SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE"
                                f" s.user_id = ? AND g.status IN ({marks}) ORDER BY g.id DESC", (user_id, *statuses))
        return [int(r["id"]) for r in rows]

    async def recent_results(self, guild: int, player: str, most: int) -> list[Row]:
        """A player's latest finished games in a server, newest first: game_id, game, name, rank, won, at, and
        seats (how many took part)."""
        return await self.fetch("SELECT r.game_id, r.game, r.name, r.rank, r.won, r.at, (SELECT COUNT(*) FROM results o"
                                " WHERE o.game_id = r.game_id) AS seats FROM results r WHERE r.guild_id = ? AND"
                                " r.player = ? ORDER BY r.at DESC, r.game_id DESC LIMIT ?", (guild, player, most))
