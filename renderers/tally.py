"""Tally's pictures (the example game): the full table and the glance, both from a view (TallyView)."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engines.tally import TARGET
from renderers import kit


def render(view: dict, names: list[str]) -> bytes:
    image = Image.new("RGB", (200, 80), (20, 20, 30))
    ImageDraw.Draw(image).text((10, 30), f"tally {view['tally']}", fill=(255, 255, 255))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    """The tally as one big bar, the change since the last post marked."""
    status = f"{names[view['winner']]} won" if view["winner"] is not None else f"{names[view['active']]} to play"
    image, draw, (x0, y0, x1, y1) = kit.glance_canvas("Tally", status)
    delta = view["tally"] - (before or {"tally": 0})["tally"]
    kit.score_bar(draw, (x0, y0 + 80, x1, y0 + 200), view["tally"], TARGET, view["active"], "tally", delta)
    return kit.to_png(image)
