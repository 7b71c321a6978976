"""The pieces of the table's picture, for the page to explain any piece where it is pointed at (issue 35):
the picture and its pieces are drawn once per version, seat and language (the renderers record each
piece's box, kind, refs, label and explanation: renderers/pieces.py), and the same visibility rules as
the picture's hold: a player gets their own seat's view and its pieces, anyone else the public ones. A
legend of the codes the game still draws goes with them. A part of `web.app.WebApp`."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Awaitable, Callable

from aiohttp import web

from core.store import GameRow
from core.table import Table, seat_names
from engines.i18n import say
from renderers import legend
from web.memo import Memo
from web.signing import Session

Found = tuple[Session, GameRow, str] | web.Response
Drawn = tuple[bytes, str, bytes, str]  # the picture and its ETag, the pieces' JSON and its ETag


class Pieces:
    table: Table
    drawn: Memo[Drawn]
    table_reader: Callable[[web.Request], Awaitable[Found]]
    refusal: Callable[..., web.Response]

    async def drawn_for(self, row: GameRow, seat: int | None, locale: str) -> Drawn:
        """The table's picture for `seat` (None: the public table) in `locale` and its pieces, drawn once
        for every reader of this version (the picture the same bytes as the panel's)."""
        async def draw() -> Drawn:
            png, pieces = await self.table.pictures.picture_with_pieces(row, seat, locale)
            names = seat_names(row, locale)
            view = await self.table.view(row, seat)
            said = json.dumps({"version": row.version, "pieces": pieces,
                               "legend": [say(line, locale, names) for line in legend(row.game, view)]},
                              ensure_ascii=False, separators=(",", ":")).encode()
            return png, etag(png), said, etag(said)
        return await self.drawn.get((row.id, row.version, seat, locale, tuple(row.names)), draw)

    async def pieces(self, request: web.Request) -> web.Response:
        """The pieces of the picture the reader sees now, as JSON: a player's own seat's view, anyone else the
        public table (as the picture: web/follow.py)."""
        found = await self.table_reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        _, _, said, tag = await self.drawn_for(row, row.seat_of(session.user_id), locale)
        headers = {"Cache-Control": "private, no-cache", "ETag": tag}
        if request.headers.get("If-None-Match") == tag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=said, content_type="application/json", headers=headers)


def etag(data: bytes) -> str:
    return '"' + hashlib.sha256(data).hexdigest()[:32] + '"'
