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


def tally_glances(count: int) -> list[bytes]:
    return [tally.glance({"tally": i, "active": i % 2, "winner": None}, ["Ann", "Bob"], None) for i in range(count)]


def test_a_contact_sheet_keeps_the_last_four_two_a_row_at_half_size():
    """Issue 31: nine glances three a row were shown inline on a phone at x0.21, where only their labels
    read; four two a row leave it at x0.3."""
    sizes = {n: Image.open(io.BytesIO(kit.contact_sheet(tally_glances(n), [f"Turn {i}" for i in range(n)]))).size
             for n in (2, 4, 12)}
    tile_w, tile_h = kit.SHEET_TILE
    gap, cell = kit.SHEET_GAP, kit.SHEET_STRIP + tile_h  # no figures given: the label's strip and the glance
    assert sizes[2] == (2 * tile_w + 3 * gap, cell + 2 * gap)
    assert sizes[4] == (2 * tile_w + 3 * gap, 2 * cell + 3 * gap)
    assert sizes[12] == (2 * tile_w + 3 * gap, 2 * cell + 3 * gap)  # four frames, not twelve


def test_the_replay_is_a_looping_gif_with_one_palette_and_every_frame(monkeypatch):
    from PIL import GifImagePlugin

    # frames stay palette images while their palette is the first one's: a frame with its own would turn RGB
    monkeypatch.setattr(GifImagePlugin, "LOADING_STRATEGY",
                        GifImagePlugin.LoadingStrategy.RGB_AFTER_DIFFERENT_PALETTE_ONLY)
    gif = kit.animate(tally_glances(6))
    image = Image.open(io.BytesIO(gif))
    assert image.format == "GIF" and image.n_frames == 6 and image.info.get("loop") == 0
    for index in range(6):
        image.seek(index)
        assert image.mode == "P"
    assert len(kit.animate(tally_glances(6), 0.5)) < len(gif)


def test_the_chart_is_a_glance_sized_png_with_a_line_per_seat():
    png = kit.chart("Tally · game #1", "Scores over the game", [[0, 2, 4], [0, 1, 5]], ["Ann", "Bob"], [0, 1, 2])
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == kit.GLANCE_SIZE
    colours = {image.getpixel((x, y)) for x in range(0, 1100, 3) for y in range(70, 600, 3)}
    for seat in (0, 1):  # the PNG's palette may shift a colour slightly
        assert any(sum(abs(a - b) for a, b in zip(c, kit.seat_colour(seat))) < 24 for c in colours)


def test_the_chart_names_each_line_and_has_whole_gridlines_and_an_axis():
    from tests.support.boxes import drawn_text, overlaps

    with drawn_text() as found:
        kit.chart("Tally · game #1", "Scores over the game", [[0, 2, 4, 11], [0, -3, 5, 7]], ["Ann", "Bartholomew"],
                  [0, 1, 2, 3], axis="turn")
    words = [text for _, text, _ in found]
    assert "Ann" in words and "Bartholomew" in words and "turn" in words
    numbers = [text for box, text, _ in found if box[2] < 120 and text.lstrip("-").isdigit()]  # the left axis
    assert len(numbers) >= 3 and "0" in numbers
    assert all("." not in text for box, text, _ in found if box[2] < 120)
    assert words.count("A") >= 3 and words.count("B") >= 3  # the seats' letters along the lines and at their ends
    assert not overlaps([f for f in found if len(f[1]) > 1])  # names, numbers and titles stand apart


def test_a_contact_sheets_labels_lie_above_the_glances_not_on_them():
    from tests.support.boxes import drawn_text

    with drawn_text() as found:
        kit.contact_sheet(tally_glances(4), [f"Turn {i}" for i in range(4)])
    labels = [(box, text) for box, text, _ in found if text.startswith("Turn ")]
    assert len(labels) == 4
    for (_, y0, _, y1), _ in labels:
        cell = kit.SHEET_STRIP + kit.SHEET_TILE[1]
        row = (y0 - kit.SHEET_GAP) // (cell + kit.SHEET_GAP)
        top = kit.SHEET_GAP + row * (cell + kit.SHEET_GAP)
        assert top <= y0 and y1 <= top + kit.SHEET_STRIP  # in its strip, the glance starts under it
        assert y1 - y0 >= 0.6 * kit.SHEET_LABEL  # big enough for a phone's inline x0.3


def test_each_replay_frame_has_its_counter_in_a_strip_under_the_glance():
    from tests.support.boxes import drawn_text

    with drawn_text() as found:
        gif = kit.animate(tally_glances(3), labels=["Turn 1", "Turn 2", "Turn 3"])
    image = Image.open(io.BytesIO(gif))
    assert image.size == (kit.GLANCE_SIZE[0], kit.GLANCE_SIZE[1] + kit.GIF_STRIP)
    assert {"Turn 1", "Turn 2", "Turn 3"} <= {text for _, text, _ in found}
    with drawn_text() as found:
        kit.animate(tally_glances(2))
    assert {"1 / 2", "2 / 2"} <= {text for _, text, _ in found}


def test_an_emoji_in_a_name_is_drawn_by_the_fallback_font_not_as_an_empty_box():
    """DejaVu has no 🎲: its empty box is what a character no font has looks like."""
    assert kit.fallback_font(30) is not None, "apt install fonts-symbola (README)"
    size = 30

    def ink(text):
        image, draw = kit.canvas(200, 60, (0, 0, 0))
        draw.text((10, 10), text, font=kit.font(size), fill=(255, 255, 255))
        return image.tobytes()

    box = ink("\U0010fffd")  # a private character no font draws: the empty box
    assert ink("🎲") != box and ink("🦊") != box and ink("🎲") != ink("🦊")
    assert kit.text_width("a🎲b", size) > kit.text_width("ab", size) + size // 2
    assert ink("❤️") == ink("❤")  # the variation selector draws nothing of its own
    image, draw = kit.canvas(400, 100)
    box_mixed = draw.textbbox((200, 50), "Zoë 🎲 mid", font=kit.font(size), anchor="mm")
    box_plain = draw.textbbox((200, 50), "Zoë x mid", font=kit.font(size), anchor="mm")
    assert abs((box_mixed[1] + box_mixed[3]) / 2 - (box_plain[1] + box_plain[3]) / 2) <= 4  # on the same line
    assert abs((box_mixed[0] + box_mixed[2]) / 2 - 200) <= 3  # centred as asked
