"""The end of a game: each seat's result, ratings per server and game, and the per-person stats
`/games stats` and `/games leaderboard` show. No discord here.

Results are written with the move that ends the game (`ending`, in the same transaction), so a restart never loses or
doubles one. Ratings use OpenSkill's Plackett-Luce model (many players, ties): they change after a
finished game with at least two people; each AI level is rated as one entry of its own ("ai:smart",
"ai:random") so people see how they compare to it. Practice and cancelled games never count.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from openskill.models import PlackettLuce

from core.store import Ending, GameRow, Seat, Store, Tx
from core.texts import text
from engines.i18n import Msg

MODEL = PlackettLuce()
LEADERBOARD_SIZE = 15
RATED_AFTER_PEOPLE = 2  # a game counts for ratings with at least this many people in it


def player_key(seat: Seat) -> str:
    """Who a seat's result belongs to: the person (also after resigning), or the AI level."""
    person = seat.user_id if seat.user_id is not None else seat.resigned_user
    return f"u:{person}" if person is not None else f"ai:{seat.ai or 'smart'}"


def ai_entry_name(key: str) -> Msg:
    """An AI level's name on a leaderboard ("AI (smart)"), said in each reader's language (the
    English is what the ratings table stores)."""
    return text("ai_rated", level=text(f"ai_level_{key[3:]}"))


def ranks(seats: list[Seat], outcome: dict) -> list[int]:
    """Places from 1: the winners first, then by score (equal scores share a place); a seat whose
    player resigned comes last. When everybody loses (a lost solo or co-operative game), by score alone."""
    scores = outcome.get("scores") or [0] * len(seats)
    winners = set(outcome.get("winners", []))
    if outcome.get("everybody_loses"):
        winners = set()
    places = []
    for seat in seats:
        if seat.resigned_user is not None:
            places.append(len(seats))
        elif seat.seat in winners:
            places.append(1)
        else:
            better = sum(1 for other in seats if other.resigned_user is None and (
                other.seat in winners or scores[other.seat] > scores[seat.seat]))
            places.append(better + 1)
    return places


def ending(row: GameRow, outcome: dict, now: float, mail: list | None = None) -> Ending:
    """What the end of the game writes with its last move (core/store/change.py `Ending`): each seat's
    result and, with at least RATED_AFTER_PEOPLE people, the ratings (none for a practice game); then
    `mail`."""
    if row.practice:
        return Ending(mail=list(mail or []))
    places = ranks(row.seats, outcome)
    winners = set() if outcome.get("everybody_loses") else set(outcome.get("winners", []))
    guild = row.guild_id or 0
    results = [(row.id, s.seat, guild, row.game, player_key(s), s.name, places[s.seat],
                int(s.seat in winners and s.resigned_user is None), int(s.resigned_user is not None), s.timeouts_total,
                now) for s in row.seats]
    keys = [player_key(s) for s in row.seats]
    rated = len({k for k in keys if k.startswith("u:")}) >= RATED_AFTER_PEOPLE
    return Ending(results, guild, row.game, keys if rated else [],
                  functools.partial(new_ratings, keys, [s.name for s in row.seats], places) if rated else None,
                  list(mail or []))


async def record(tx: Tx, row: GameRow, outcome: dict, now: float) -> None:
    """Write the finished game's results (and ratings), inside the caller's transaction."""
    await ending(row, outcome, now)(tx, row.id)


def new_ratings(keys: list[str], names: list[str], places: list[int],
                current: dict[str, tuple[float | None, float | None, int]]) -> list[tuple[str, str, float, float]]:
    """One rating update from the `current` ratings of `keys`: every seat is a team of one; an AI level
    seated twice gets the mean of its seats' new ratings. [(player, name, mu, sigma)]"""
    teams = [[MODEL.rating(mu=current[k][0], sigma=current[k][1])] for k in keys]
    rated = MODEL.rate(teams, ranks=[float(place) for place in places])
    updated = []
    for key in dict.fromkeys(keys):
        mine = [team[0] for team, k in zip(rated, keys) if k == key]
        mu = sum(r.mu for r in mine) / len(mine)
        sigma = sum(r.sigma for r in mine) / len(mine)
        name = str(ai_entry_name(key)) if key.startswith("ai:") else names[keys.index(key)]
        updated.append((key, name, mu, sigma))
    return updated


# -- reading ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stats:
    game: str
    played: int
    won: int
    resigned: int
    timeouts: int


async def stats(store: Store, guild_id: int | None, user_id: int, game: str | None = None) -> list[Stats]:
    """A person's finished games in this server, per game."""
    rows = await store.result_totals(guild_id or 0, f"u:{user_id}", game)
    return [Stats(r["game"], r["played"], r["won"], r["resigned"], r["timeouts"]) for r in rows]


@dataclass(frozen=True)
class Rated:
    player: str
    name: str
    rating: float  # the conservative estimate mu - 3 sigma, what the board is sorted by
    games: int


async def ratings(store: Store, guild_id: int | None, game: str) -> list[Rated]:
    """Everyone rated in a server's game (people and AI levels), best first."""
    rows = await store.ratings_of(guild_id or 0, game)
    board = [Rated(r["player"], r["name"], r["mu"] - 3 * r["sigma"], r["games"]) for r in rows]
    return sorted(board, key=lambda r: -r.rating)


async def leaderboard(store: Store, guild_id: int | None, game: str) -> list[Rated]:
    return (await ratings(store, guild_id, game))[:LEADERBOARD_SIZE]
