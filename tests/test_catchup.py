"""Catching up: the lines a seat missed (its private ones only for it), folded and paged."""

from cogs import catchup, ui
from cogs.mail import POST_EVENTS, fold_events
from core.store import Move


def moves() -> list[Move]:
    return [Move(1, 0, "swap", [{"text": "<s:0> swaps.", "seat": 0, "private": "Your token is now jade."}], 0),
            Move(2, 1, "swap", [{"text": "<s:1> swaps.", "seat": 1, "private": "Your token is now ruby."}], 0),
            *(Move(n, 1, "add:1", [{"text": f"<s:1> adds 1 ({n}).", "seat": 1, "private": None}], 0)
              for n in range(3, 14))]


def test_private_lines_are_shown_to_their_owner_only():
    names = ["Ann", "Bob"]
    assert ui.lines(catchup.move_lines(moves()[:2], 1), "en", names).splitlines() == [
        "• Ann swaps.", "• Bob swaps.", "🔒 Your token is now ruby."]
    assert ui.lines(catchup.move_lines(moves()[:2], None), "en", names).splitlines() == [
        "• Ann swaps.", "• Bob swaps."]


def test_lines_are_said_in_the_readers_language_and_old_english_rows_stay_english():
    lines = catchup.move_lines(moves()[:2], 1)
    said = ui.lines(lines, "qps", ["Ann", "Bob"]).splitlines()
    assert said[0] == "• Ann swaps."  # a row stored before events were data: its English, its names
    assert said[2].startswith("🔒 Your token")


def test_the_panel_shows_eight_lines_then_and_n_more_and_pages_hold_the_rest():
    lines = catchup.move_lines(moves(), 0)
    missed = catchup.CatchUp(0, lines, moves())
    block = catchup.since_block(missed)
    assert block[0] == "**Since your last move:**" and len(block) == 1 + catchup.PAGE_LINES + 1
    assert block[-1].startswith(f"… and {len(lines) - catchup.PAGE_LINES} more")
    pages = [catchup.page_of(lines, p) for p in range(3)]
    assert [line for page, _, _ in pages[:2] for line in page] == lines and pages[0][2] == 2
    assert pages[2][1] == 1  # past the end: the last page
    assert catchup.since_block(catchup.CatchUp(13, [], moves())) == []


def test_a_long_run_of_ai_moves_folds_in_the_turn_post():
    lines = [f"• line {i}" for i in range(20)]
    folded = fold_events(lines, 4)
    assert len(folded) == POST_EVENTS and folded[-1] == "• line 19"
    assert folded[0] == f"• … and {20 - POST_EVENTS + 1} more before these (`/games history game:4`)"
    assert fold_events(lines[:POST_EVENTS], 4) == lines[:POST_EVENTS]


async def test_history_says_when_a_turn_is_out_of_range(table):
    """Issue 29: `/games history turn:` past the last turn, or negative, says so and shows the nearest."""
    from engines.i18n import say

    row = await table.open_lobby("tally", 1, "ann")
    await table.join(row.id, 2, "bob")
    await table.start(row.id, 1)
    for _ in range(4):
        row = await table.game_row(row.id)
        game, state = await table.load(row)
        seat = game.pending(state)[0]
        await table.act(row.id, (1, 2)[seat], game.actions(state, seat)[0].id)
    row = await table.game_row(row.id)
    last = (await catchup.history_page(table, row, None, "en")).content
    for turn, nearest in ((999, None), (-3, 0)):
        page = await catchup.history_page(table, row, None, "en", turn=turn)
        said = page.content.splitlines()[1]
        assert said.startswith(f"There is no turn {turn}: this game's turns run from 0 to "), said
        if nearest is None:
            assert page.content.splitlines()[0] == last.splitlines()[0]
        else:
            assert page.index == 0 and said.endswith(f"Here is turn {nearest}.")
    inside = await catchup.history_page(table, row, None, "en", turn=1)
    assert "There is no turn" not in inside.content
    assert say(catchup.text("history_no_turn", turn=5, last=3, shown=3), "it") != ""
