"""Results, ratings and stats at the end of a game (core/finish.py) on a real SQLite file."""

from core import finish
from core.store import GameRow, Seat


def seats(*specs) -> list[Seat]:
    return [Seat(i, name, user, ai, resigned_user=resigned) for i, (name, user, ai, resigned) in enumerate(specs)]


def test_places_put_winners_first_then_scores_with_ties_and_resigned_last():
    table = seats(("a", 1, None, None), ("b", 2, None, None), ("c", None, "smart", 3), ("d", 4, None, None))
    assert finish.ranks(table, {"winners": [1], "scores": [5, 9, 9, 5]}) == [2, 1, 4, 2]
    assert finish.ranks(table, {"winners": [], "scores": [5, 9, 9, 5], "everybody_loses": True}) == [2, 1, 4, 2]
    assert finish.ranks(table, {"winners": [0, 1, 3], "scores": [0, 0, 0, 0]}) == [1, 1, 4, 1]


def row(game_id: int, table: list[Seat], practice: bool = False) -> GameRow:
    return GameRow(game_id, "qube", 1, "finished", {}, 1, None, 1, 1, guild_id=7, practice=practice, seats=table)


async def test_a_game_with_two_people_rates_everyone_once_and_ai_levels_as_their_own_entries(store):
    table = seats(("Ann", 1, None, None), ("AI 1 (smart)", None, "smart", None), ("Bob", 2, None, None),
                  ("AI 2 (smart)", None, "smart", None))
    for game_id in (1, 2):
        await store.write("INSERT INTO games (id, game, host_id, status, options, seed, created_at, updated_at)"
                          " VALUES (?, 'qube', 1, 'finished', '{}', 1, 0, 0)", (game_id,))
    async with store.transaction() as db:
        await finish.record(db, row(1, table), {"winners": [0], "scores": [9, 5, 3, 1]}, 100.0)
        await finish.record(db, row(1, table), {"winners": [0], "scores": [9, 5, 3, 1]}, 100.0)  # no double
    board = await finish.leaderboard(store, 7, "qube")
    assert sorted((r.name, r.games) for r in board) == [("AI (smart)", 1), ("Ann", 1), ("Bob", 1)]
    assert board[0].name == "Ann" and board[0].rating > board[-1].rating
    assert [s.played for s in await finish.stats(store, 7, 1)] == [1]
    assert await finish.stats(store, 8, 1) == []  # another server


async def test_one_person_with_ai_seats_counts_in_stats_but_not_ratings_and_practice_not_at_all(store):
    table = seats(("Ann", 1, None, None), ("AI 1 (easy)", None, "random", None))
    for game_id in (1, 2):
        await store.write("INSERT INTO games (id, game, host_id, status, options, seed, created_at, updated_at)"
                          " VALUES (?, 'qube', 1, 'finished', '{}', 1, 0, 0)", (game_id,))
    async with store.transaction() as db:
        await finish.record(db, row(1, table), {"winners": [1], "scores": [1, 2]}, 1.0)
        await finish.record(db, row(2, table, practice=True), {"winners": [0], "scores": [2, 1]}, 1.0)
    assert await finish.leaderboard(store, 7, "qube") == []
    assert [(s.played, s.won) for s in await finish.stats(store, 7, 1)] == [(1, 0)]
