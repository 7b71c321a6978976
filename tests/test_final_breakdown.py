"""The final post's standings show each seat's score as the engine's breakdown gives it (cogs/ending.py),
for a whole Qube Attack game played through the table on a real SQLite file."""

from cogs import ending
from engines import GAMES
from engines.base import Rng


async def test_a_finished_qube_game_lists_each_score_by_moon_in_the_final_post(table):
    row = await table.open_lobby("qube", 1, "Ann", seed=3)
    await table.join(row.id, 2, "Bob")
    row = await table.start(row.id, 1)
    rng = Rng(4)
    while row.status == "active":
        game, state = await table.load(row)
        seat = game.pending(state)[0]
        await table.act(row.id, row.seats[seat].user_id, game.ai(state, seat, rng, "random"), row.version)
        row = await table.game_row(row.id)
    game, state = await table.load(row)
    outcome = game.outcome(state)
    lines = await ending.final_lines(table, row, GAMES["qube"], state, outcome, "en")
    parts = game.breakdown(state)
    for seat, name in enumerate(("Ann", "Bob")):
        line = next(line for line in lines if f"**{name}**" in line)
        words = " · ".join(f"{what} {points}" for what, points in parts[seat])
        assert f"{outcome['scores'][seat]}" in line and f"({words})" in line
        assert "Moon" in words and sum(points for _, points in parts[seat]) == outcome["scores"][seat]
