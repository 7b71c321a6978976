"""A panel's picture is always the newest (issue 29): the picture edits carry the version they show,
and one drawn for an older version never replaces a newer one, whichever finishes drawing first."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from cogs.desk import Desk


class SlowTable:
    """Draws each version's picture only when the test lets it (an event per version)."""

    def __init__(self) -> None:
        self.release = {1: asyncio.Event(), 2: asyncio.Event()}
        self.asked: list[int] = []

    async def picture(self, row, seat, locale, side=False) -> bytes:
        self.asked.append(row.version)
        await self.release[row.version].wait()
        return f"picture v{row.version}".encode()


def row_at(version: int) -> SimpleNamespace:
    return SimpleNamespace(id=4, game="tally", version=version)


class Response:
    def __init__(self, shown: list[str]) -> None:
        self.shown = shown

    def is_done(self) -> bool:
        return False

    async def send_message(self, content, ephemeral, **kwargs) -> SimpleNamespace:
        return SimpleNamespace(message_id=77)  # discord.py's InteractionCallbackResponse

    async def edit_message(self, content, view, **files) -> None:
        self.shown += [f.filename for f in files.get("attachments", [])]


def interaction(shown: list[str]) -> SimpleNamespace:
    async def edit(attachments) -> None:
        shown.append(attachments[0].filename)
    message = SimpleNamespace(id=77, flags=SimpleNamespace(ephemeral=True))
    return SimpleNamespace(locale="en-US", response=Response(shown), edit_original_response=edit, message=message,
                           user=SimpleNamespace(id=1), extras={})  # extras: discord.py's per-interaction dict


async def test_a_press_that_races_the_first_picture_is_never_undone_by_it():
    """Play sends a panel whose picture follows (version 1, slow to draw); a press on that panel moves
    the game to version 2 and asks for its picture, drawn first; version 1's arrives last and is dropped."""
    table = SlowTable()
    table.cached_picture = lambda row, seat, locale: None
    desk = Desk(None, table)

    async def panel(row, seat, page=0, notes=None, since=None, locale="en"):
        return f"words v{row.version}", None
    desk.panel = panel
    shown: list[str] = []
    first = asyncio.create_task(desk._new_panel(interaction(shown), row_at(1), 0))
    while table.asked != [1]:
        await asyncio.sleep(0)
    pressed = row_at(2)
    pressed.seat_of = lambda user: 0
    press = asyncio.create_task(desk.edit_panel(interaction(shown), pressed))
    while table.asked != [1, 2]:
        await asyncio.sleep(0)
    table.release[2].set()
    await press
    table.release[1].set()  # the first picture is done last
    await first
    assert shown == ["tally-4-panel-v2.png"]


async def test_a_picture_drawn_before_the_next_press_is_put_in_then_replaced():
    table = SlowTable()
    desk = Desk(None, table)
    shown: list[str] = []

    async def edit(attachments) -> None:
        shown.append(attachments[0].filename)

    table.release[1].set()
    await desk.picture_follows(row_at(1), 0, "en", edit, 78)
    table.release[2].set()
    await desk.picture_follows(row_at(2), 0, "en", edit, 78)
    await desk.picture_follows(row_at(1), 0, "en", edit, 78)  # a late, older one: dropped
    assert shown == ["tally-4-panel-v1.png", "tally-4-panel-v2.png"]


def test_a_picture_already_in_at_a_newer_version_is_never_replaced():
    desk = Desk(None, SlowTable())
    assert not desk.newer_shown(79, 3)  # a press put in version 3's picture at once (it was drawn)
    assert desk.newer_shown(79, 2) and not desk.newer_shown(79, 3) and not desk.newer_shown(80, 1)


async def test_a_panel_whose_picture_is_dropped_says_so_in_its_readers_language_without_an_older_picture():
    """Too many pictures wait to be drawn (drawing.Busy): the panel keeps its words, gains a line saying
    the picture is not drawn and how to see the table, and loses the picture of an earlier turn."""
    from core.table.drawing import Busy

    class BusyTable:
        pictures = SimpleNamespace(drawers=SimpleNamespace(waiting=64))

        async def picture(self, row, seat, locale, side=False) -> bytes:
            assert side
            raise Busy

    desk = Desk(None, BusyTable())
    edits: list[dict] = []

    async def edit(**changes) -> None:
        edits.append(changes)

    await desk.picture_follows(row_at(3), 0, "de", edit, 81, "words v3\n➡️ your move")
    assert len(edits) == 1 and edits[0]["attachments"] == []
    lines = edits[0]["content"].split("\n")
    assert lines[:2] == ["words v3", "➡️ your move"] and len(lines) == 3
    assert "**Tisch**" in lines[2] and "picture" not in lines[2]  # German, naming the Table button as it reads
    await desk.picture_follows(row_at(2), 0, "de", edit, 81, "words v2")  # an older version's: nothing
    assert len(edits) == 1
