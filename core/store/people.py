"""People's preferences, finished games' results and the ratings: the store's queries."""

from __future__ import annotations

from collections.abc import Sequence

from core.store.base import Primitives, Row, Tx


class PeopleQueries(Primitives):
    # -- people's preferences; results and ratings -----------------------------------------

    async def ratings_of_players(self, guild: int, game: str,
                                 players: list[str]) -> dict[str, tuple[float | None, float | None, int]]:
        """The (mu, sigma, games) of each of `players` who has a rating in a server's game, in one query."""
        if not players:
            return {}
        rows = await self.fetch(f"SELECT player, mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ?"
                                f" AND player IN ({', '.join('?' * len(players))})", (guild, game, *players))
        return {r["player"]: (r["mu"], r["sigma"], r["games"]) for r in rows}

    async def prefs_row(self, user_id: int) -> tuple[int, int, str | None, str | None, str | None, int | None,
                                                     int | None] | None:
        """A person's stored preferences: (reminders, turn_dm index, language, seen locale, time zone,
        quiet from, quiet to); None: none kept."""
        rows = await self.fetch("SELECT reminders, turn_dm, language, seen_locale, time_zone, quiet_from, quiet_to"
                                " FROM prefs WHERE user_id = ?", (user_id,))
        if not rows:
            return None
        r = rows[0]
        return (r["reminders"], r["turn_dm"], r["language"], r["seen_locale"], r["time_zone"], r["quiet_from"],
                r["quiet_to"])

    async def time_zone_of(self, user_id: int) -> str | None:
        """A person's IANA time zone; None when they chose none (the web pages show their times in it)."""
        rows = await self.fetch("SELECT time_zone FROM prefs WHERE user_id = ?", (user_id,))
        return rows[0]["time_zone"] if rows else None

    async def put_time_prefs(self, user_id: int, time_zone: str | None, quiet_from: int | None,
                             quiet_to: int | None) -> None:
        """Store a person's time zone and quiet hours (minutes after their local midnight; None: none)."""
        await self.write("INSERT INTO prefs (user_id, time_zone, quiet_from, quiet_to) VALUES (?, ?, ?, ?) ON CONFLICT"
                         " (user_id) DO UPDATE SET time_zone = excluded.time_zone, quiet_from = excluded.quiet_from,"
                         " quiet_to = excluded.quiet_to", (user_id, time_zone, quiet_from, quiet_to))

    # -- DMs held for the end of someone's quiet hours ---------------------------------------

    async def hold_mail(self, entry_id: int, game_id: int, user_id: int, payload: str, due: float) -> None:
        """Keep a DM (the outbox entry it stands for) until `due`; a second hold of the same entry
        (it was tried again after a crash) keeps the first."""
        await self.write("INSERT INTO held_mail (entry_id, game_id, user_id, payload, due) VALUES (?, ?, ?, ?, ?)"
                         " ON CONFLICT (entry_id) DO NOTHING", (entry_id, game_id, user_id, payload, due))

    async def held_due(self, now: float) -> list[Row]:
        """Held DMs whose moment came: entry_id, game_id, user_id, payload, due."""
        return await self.fetch("SELECT * FROM held_mail WHERE due <= ? ORDER BY due, entry_id", (now,))

    async def next_held_at(self) -> float | None:
        rows = await self.fetch("SELECT MIN(due) AS at FROM held_mail")
        return rows[0]["at"] if rows else None

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


async def release_held(tx: Tx, entry_id: int) -> bool:
    """Take a held DM out of the hold, inside the caller's transaction (which queues it again); False
    when another process released it first."""
    return await tx.execute("DELETE FROM held_mail WHERE entry_id = ?", (entry_id,)) == 1


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


class ServerQueries(Primitives):
    """Each server's settings for new games (`/games settings`)."""

    async def server_settings_row(self, guild_id: int) -> Row | None:
        """channel_id, threads, starter_role, turn_hours, locale, games; None: never set."""
        rows = await self.fetch("SELECT * FROM server_settings WHERE guild_id = ?", (guild_id,))
        return rows[0] if rows else None

    async def put_server_settings(self, guild_id: int, channel_id: int | None, threads: int, starter_role: int | None,
                                  turn_hours: int | None, locale: str | None, games: str | None) -> None:
        await self.write(
            "INSERT INTO server_settings (guild_id, channel_id, threads, starter_role, turn_hours, locale, games)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " threads = excluded.threads, starter_role = excluded.starter_role, turn_hours = excluded.turn_hours,"
            " locale = excluded.locale, games = excluded.games",
            (guild_id, channel_id, threads, starter_role, turn_hours, locale, games))
