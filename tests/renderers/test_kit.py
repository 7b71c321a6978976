"""The glance pieces of the shared kit."""

import io

from PIL import Image

from renderers import kit
from tests.support import tally


def test_grid_splits_a_box_row_by_row_with_gaps():
    cells = kit.grid((0, 0, 100, 50), cols=2, rows=2, gap=10)
    assert cells == [(0, 0, 45, 20), (55, 0, 100, 20), (0, 30, 45, 50), (55, 30, 100, 50)]


def test_delta_text_signs_changes_and_is_empty_without_one():
    assert (kit.delta_text(3), kit.delta_text(-2), kit.delta_text(0)) == ("+3", "−2", "")


def test_glance_canvas_is_landscape_and_leaves_the_body_below_the_title_bar():
    image, _, body = kit.glance_canvas("Tally", "Bob to play")
    assert image.size == kit.GLANCE_SIZE
    assert body[1] > kit.TITLE_BAR and body[2] < image.width and body[3] < image.height


def test_a_change_since_the_last_post_is_drawn_and_none_is_not():
    names = ["Alice", "Bob"]
    now = {"tally": 7, "active": 1, "winner": None}
    changed = Image.open(io.BytesIO(tally.glance(now, names, {"tally": 5}))).convert("RGB")
    same = Image.open(io.BytesIO(tally.glance(now, names, {"tally": 7}))).convert("RGB")
    right_edge = [(x, y) for x in range(1000, 1100) for y in range(100, 320)]

    def white(picture, p):
        return min(picture.getpixel(p)) > 240  # the palette PNG keeps white within a few levels

    assert any(white(changed, p) for p in right_edge)
    assert not any(white(same, p) for p in right_edge)


def test_seat_chip_shortens_long_names_to_the_room_given():
    image, draw = kit.canvas(400, 60)
    used = kit.seat_chip(draw, (0, 30), 2, "A very long player name indeed", max_width=200)
    assert used <= 200
