"""/games list names whose turn it is in the reader's language: an AI seat is "IA 2" to an Italian."""

from types import SimpleNamespace

from cogs.games import Games
from core.store import ACTIVE, Listed, Seat
from core.table import Table
from engines.i18n import say


async def test_an_ai_seat_waited_for_is_named_in_the_readers_language():
    game = Listed(4, "qube", ACTIVE, 99, False, [1, 2], {
        0: Seat(0, "Anna", 10), 1: Seat(1, "AI 2", None, "smart"),
        2: Seat(2, "Bruno", None, "smart", resigned_user=11),  # resigned: the AI plays it under his name
    })
    cog = SimpleNamespace(desk=SimpleNamespace(table=Table))
    line = await Games.line(cog, game, user_id=10)
    assert say(line, "it") == "#4 Qube Attack — in attesa di IA 2 e Bruno — <#99>"
    assert say(line, "en") == "#4 Qube Attack — waiting for AI 2 and Bruno — <#99>"
    assert say(await Games.line(cog, game, user_id=11), "en").startswith("#4 Qube Attack — waiting for")
