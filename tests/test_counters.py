"""Around the moves (issue 31): one counter everywhere — the turn with the round or year beside it, the
same words on the replay's frames, the catch-up sheet and the history pages; the catch-up sheet marks
what changed in each glance since the turn before it; the final chart draws a game's own seat marks
(Bot Factory numbers its seats and keeps its colours for the robots)."""

from __future__ import annotations

from io import BytesIO

from PIL import Image

from cogs import catchup, ending
from core import replay
from core.store import GameRow, Move, Seat
from engines import GAMES
from engines.base import Rng
from engines.i18n import say
from renderers import COUNTERS, GLANCES, botfactory, chart_marks, kit
from tests.support.boxes import drawn_text

NAMES = ["Ann", "Bob", "Cy"]


def played(key: str, players: int, moves: int, seed: int = 5) -> tuple[GameRow, list[Move]]:
    """A game row after `moves` random moves, and its move log."""
    game = GAMES[key]
    state, rng, log = game.setup(players, seed), Rng(seed), []
    for n in range(1, moves + 1):
        if not game.pending(state):
            break
        seat = game.pending(state)[0]
        action = game.ai(state, seat, rng, "random")
        game.apply(state, seat, action)
        log.append(Move(n, seat, action, [], float(n)))
    row = GameRow(1, key, 1, "running", {}, seed, game.dump(state), len(log), len(log),
                  seats=[Seat(s, NAMES[s] if s < len(NAMES) else f"P{s}", user_id=s + 1) for s in range(players)])
    return row, log


def test_the_replays_frames_and_the_history_pages_say_the_same_counter():
    row, log = played("botfactory", 2, 40)
    frames = replay.frames(GAMES["botfactory"], 2, row.seed, row.options, log)
    counters = [say(catchup.counter("botfactory", f), "de") for f in frames]
    assert counters[-1] == f"Zug {frames[-1].turn} · Runde {frames[-1].view['round']}"
    with drawn_text() as found:
        ending.replay_pictures("botfactory", NAMES[:2], frames, "de")
    drawn = {text for _, text, _ in found}
    assert set(counters) <= drawn
    title = say(catchup.text("history_title", title="Bot Factory", game=1, counter=catchup.counter("botfactory",
                                                                                                  frames[-1]),
                             page=len(frames), pages=len(frames)), "de")
    assert counters[-1] in title


def test_a_game_without_rounds_counts_its_turns_alone():
    frame = replay.Frame(3, 3, {"tally": 1}, None)
    assert say(catchup.counter("tally", frame), "en") == "Turn 3"


async def test_the_catch_up_sheet_marks_what_changed_and_says_the_round(monkeypatch):
    row, log = played("century", 3, 60)
    befores = []
    glance = GLANCES["century"]

    def recording(view, names, before):
        befores.append(before)
        return glance(view, names, before)

    monkeypatch.setitem(GLANCES, "century", recording)
    with drawn_text() as found:
        png = await catchup.sheet(row, catchup.CatchUp(0, [], log), "en")
    assert png and png.startswith(b"\x89PNG")
    assert len(befores) >= 2 and all(before is not None for before in befores[1:])
    drawn = [text for _, text, _ in found]
    assert any(text.startswith("Round ") and text.endswith(" of VI") for text in drawn)
    assert any(text.startswith("Turn ") for text in drawn)


def test_bot_factorys_chart_marks_its_lines_with_its_seat_numbers_in_no_robots_colour():
    marks = chart_marks("botfactory")
    assert marks["badge"] is botfactory.seat_mark
    assert not set(marks["colours"]) & set(botfactory.ROBOT_RGB.values())
    with drawn_text() as found:
        kit.chart("Bot Factory · game #1", "Scores", [[0, 2, 4], [0, -1, 3]], ["Ann", "Bob"], [0, 1, 2], **marks)
    words = [text for _, text, _ in found]
    assert words.count("1") >= 3 and words.count("2") >= 3 and "A" not in words
    assert chart_marks("qube") == {"badge": None, "colours": None}


def test_the_contact_sheets_note_sits_in_its_strip_beside_the_label():
    row, log = played("proponi", 3, 80)
    frames = replay.frames(GAMES["proponi"], 3, row.seed, row.options, log)[-3:]
    pictures = [GLANCES["proponi"](f.view, NAMES, None) for f in frames]
    notes = [say(COUNTERS["proponi"](f.view), "de") for f in frames]
    with drawn_text() as found:
        kit.contact_sheet(pictures, [f"Zug {f.turn}" for f in frames], notes)
    strip = [(box, text) for box, text, _ in found if box[3] <= kit.SHEET_GAP + kit.SHEET_STRIP]
    assert {text for _, text in strip} >= {*notes, *(f"Zug {f.turn}" for f in frames)}
    from tests.support.boxes import overlaps

    assert not overlaps(found)


PHONE = (360, 300)  # the box a phone shows a picture inline in (../shared/tools/inline_preview.py)


async def test_the_catch_up_sheet_gives_each_seats_score_in_figures_a_phone_reads_inline():
    """Issue 31: under each glance, each seat's badge and score then, at a size that stays 11 px tall
    when the sheet is shown inline on a phone (six seats, the tallest strip); a changed score outlined."""
    row, log = played("qube", 6, 150)
    with drawn_text() as found:
        png = await catchup.sheet(row, catchup.CatchUp(0, [], log), "en")
    assert png is not None
    size = Image.open(BytesIO(png)).size
    scale = min(PHONE[0] / size[0], PHONE[1] / size[1])
    frames = replay.frames(GAMES["qube"], 6, row.seed, row.options, log)
    ends = list({f.turn: f for f in frames}.values())[-kit.SHEET_MOST:]
    figures = [(box, text) for box, text, _ in found if box[3] - box[1] >= 0.7 * kit.SHEET_FIGURE]
    for frame in ends:  # every score of every frame, as large as that
        assert {kit._number(s) for s in frame.scores} <= {text for _, text in figures}
    assert min(box[3] - box[1] for box, text in figures if text.lstrip("-").isdigit()) * scale >= 0.7 * 11
    assert kit.SHEET_FIGURE * scale >= 11 and kit.SHEET_LABEL * scale >= 11


async def test_each_history_page_is_one_turn_and_says_its_page_as_a_page(table):
    """A running game stopped part way through a turn: its last page stands for that turn as it stands,
    not a second page under the turn before's number; every page's counter is the one the replay's frames
    and the catch-up sheet say for that turn, and the page number reads as a page."""
    row = await table.open_lobby("qube", 1, "ann")
    await table.join(row.id, 2, "bob")
    await table.start(row.id, 1)
    game, rng = GAMES["qube"], Rng(3)
    for _ in range(200):  # moves until the last one leaves a turn part way (a Qube turn takes several)
        row = await table.game_row(row.id)
        state = (await table.load(row))[1]
        seat = game.pending(state)[0]
        before = game.turn(state)
        await table.act(row.id, (1, 2)[seat], game.ai(state, seat, rng, "random"))
        row = await table.game_row(row.id)
        if game.turn((await table.load(row))[1]) == before and before > 2:
            break
    moves = await table.moves(row.id)
    frames = replay.frames(game, 2, row.seed, row.options, moves, now=(await table.load(row))[1])
    assert frames[-1].turn == frames[-2].turn  # the replay's last frame: the turn under way
    ends = catchup.turn_ends(frames)
    last = await catchup.history_page(table, row, None, "de")
    assert last.pages == len(ends) == len(frames) - 1
    titles = [(await catchup.history_page(table, row, None, "de", index=i)).content.splitlines()[0]
              for i in range(last.pages)]
    for i, (title, frame) in enumerate(zip(titles, ends)):
        assert say(catchup.counter("qube", frame), "de") in title
        assert f"Seite {i + 1} von {last.pages}" in title, title
    assert len({say(catchup.counter("qube", f), "de") for f in ends}) == len(titles)  # no turn twice
    assert last.content.splitlines()[0] == titles[-1] and ends[-1] is not frames[-2]
