"""People's preferences, finished games' results and the ratings: the store's queries."""

from __future__ import annotations

from collections.abc import Sequence

from core.store.base import Primitives, Row, Tx


class PeopleQueries(Primitives):
    # -- people's preferences; results and ratings -----------------------------------------

    async def prefs_row(self, user_id: int) -> tuple[int, int, str | None, str | None] | None:
        """A person's stored preferences: (reminders, turn_dm index, language, seen locale); None: none kept."""
        rows = await self.fetch("SELECT reminders, turn_dm, language, seen_locale FROM prefs WHERE user_id = ?",
                                (user_id,))
        return (rows[0]["reminders"], rows[0]["turn_dm"], rows[0]["language"], rows[0]["seen_locale"]) if rows \
            else None

    async def put_prefs(self, user_id: int, reminders: int, turn_dm: int, language: str | None) -> None:
        """Store the notification and language choices (the locale seen is kept by `put_seen_locale`)."""
        await self.write("INSERT INTO prefs (user_id, reminders, turn_dm, language) VALUES (?, ?, ?, ?) ON CONFLICT"
                         " (user_id) DO UPDATE SET reminders = excluded.reminders, turn_dm = excluded.turn_dm,"
                         " language = excluded.language", (user_id, reminders, turn_dm, language))

    async def put_seen_locale(self, user_id: int, locale: str) -> None:
        await self.write("INSERT INTO prefs (user_id, seen_locale) VALUES (?, ?) ON CONFLICT (user_id)"
                         " DO UPDATE SET seen_locale = excluded.seen_locale", (user_id, locale))

    async def result_totals(self, guild: int, player: str, game: str | None = None) -> list[Row]:
        """A player's finished games in a server, per game: game, played, won, resigned, timeouts."""
        return await self.fetch(
            "SELECT game, COUNT(*) AS played, SUM(won) AS won, SUM(resigned) AS resigned, SUM(timeouts) AS timeouts"
            " FROM results WHERE guild_id = ? AND player = ?" + (" AND game = ?" if game else "") + " GROUP BY game"
            " ORDER BY game", (guild, player, *([game] if game else [])))

    async def ratings_of(self, guild: int, game: str) -> list[Row]:
        """A server's ratings for one game: player, name, mu, sigma, games."""
        return await self.fetch("SELECT player, name, mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ?",
                                (guild, game))


async def has_results(tx: Tx, game_id: int) -> bool:
    """The game's results are already written (inside the caller's transaction)."""
    return bool(await tx.fetch("SELECT 1 FROM results WHERE game_id = ? LIMIT 1", (game_id,)))


async def add_results(tx: Tx, rows: Sequence[Sequence]) -> None:
    """One result per seat: (game_id, seat, guild_id, game, player, name, rank, won, resigned, timeouts, at)."""
    await tx.executemany(
        "INSERT INTO results (game_id, seat, guild_id, game, player, name, rank, won, resigned, timeouts,"
        " at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)


async def rating_of(tx: Tx, guild: int, game: str, player: str) -> tuple[float | None, float | None, int]:
    """A player's (mu, sigma, games) in a server's game, inside the caller's transaction; (None, None, 0): unrated."""
    found = await tx.fetch("SELECT mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ? AND player = ?",
                           (guild, game, player))
    return (found[0]["mu"], found[0]["sigma"], found[0]["games"]) if found else (None, None, 0)


async def put_rating(tx: Tx, guild: int, game: str, player: str, name: str, mu: float, sigma: float) -> None:
    """A player's new rating after one more game, inside the caller's transaction."""
    await tx.execute(
        "INSERT INTO ratings (guild_id, game, player, name, mu, sigma, games) VALUES (?, ?, ?, ?, ?, ?, 1)"
        " ON CONFLICT (guild_id, game, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
        " name = excluded.name, games = ratings.games + 1", (guild, game, player, name, mu, sigma))
