"""Issue 31: Bot Factory's full table and seat view are shown at about x0.2 inline on a phone; their head
gives what a player must read without a tap — whose turn, each seat's points, and on a seat's own picture
its parts and robots — in figures that stay readable there, and the picture grows no taller for it."""

from __future__ import annotations

from io import BytesIO

from PIL import Image

from core.table import drawn_in
from engines import GAMES
from engines.base import Rng
from renderers import botfactory
from tests.support.boxes import drawn_text, overlaps

PHONE = (360, 300)  # the box a phone shows a picture inline in (../shared/tools/inline_preview.py)
NAMES = ["Ann", "Bob", "Cy", "Dora"]


def view_after(players: int, moves: int, viewer: int | None) -> dict:
    game = GAMES["botfactory"]
    state, rng = game.setup(players, 5), Rng(5)
    for _ in range(moves):
        if not game.pending(state):
            break
        seat = game.pending(state)[0]
        game.apply(state, seat, game.ai(state, seat, rng, "random"))
    return game.view(state, viewer)


def old_height(view: dict) -> int:
    """The table's height under the 28 px heading this head replaced (six log lines at the foot)."""
    key = botfactory.legend_height([word for _, word in botfactory._key_items(view)], botfactory.WIDTH - 28)
    return botfactory.BOARD_TOP + botfactory.BOARD_H + 48 + 3 * botfactory.CONTRACT_ROW + \
        botfactory._row(view) * view["players"] + 200 + key + 14


def test_the_head_gives_turn_points_and_your_parts_readable_inline_and_no_taller():
    for players, moves, viewer in ((4, 250, 0), (4, 250, None), (4, 3000, None), (2, 3000, 1), (1, 3000, 0)):
        view = view_after(players, moves, viewer)
        with drawn_text() as found:
            png = drawn_in("de", botfactory.render, view, NAMES[:players])
        size = Image.open(BytesIO(png)).size
        assert size[1] == old_height(view), (players, viewer)
        scale = min(PHONE[0] / size[0], PHONE[1] / size[1])
        table = next(picture for _, text, picture in found if text.startswith("Bot Factory"))  # not the body's
        head = [(box, text) for box, text, picture in found
                if picture == table and box[3] <= botfactory._head_height(view)]
        for info in view["seats"]:  # each seat's points, in the head, 11 px tall at the phone's scale
            score = str(info["score"]).replace("-", "−")
            boxes = [box for box, text in head if text == score]
            assert boxes and (boxes[0][3] - boxes[0][1]) * scale >= 0.7 * 11, (score, boxes)
        status = max(head, key=lambda found: found[0][3] - found[0][1] if "Bot Factory" in found[1] else 0)
        assert "Bot Factory" in status[1] and not status[1].endswith("…")
        if viewer is not None:  # the seat's own parts, as tiles with their letters, in the head
            parts = view["seats"][viewer]["parts"]
            letters = drawn_in("de", lambda: [botfactory.letter(tile[1]) for tile in parts])  # noqa: B023
            drawn = [text for box, text in head if box[1] >= 8 + 2 * botfactory.HEAD_LINE]
            assert all(drawn.count(mark) >= letters.count(mark) for mark in letters), (letters, drawn)
        assert not overlaps([(box, text, 0) for box, text in head])


def test_the_pieces_the_web_page_explains_lie_where_the_boards_are_drawn_under_the_head():
    """The boards are drawn on a canvas of their own and pasted under the head: their pieces move with them."""
    from renderers.pieces import recorded

    view = view_after(4, 250, 0)
    with recorded() as pieces:
        png = drawn_in("en", botfactory.render, view, NAMES)
    height = Image.open(BytesIO(png)).size[1]
    assert pieces and min(p.box[1] for p in pieces) >= botfactory._head_height(view)
    assert max(p.box[3] for p in pieces) <= height
