"""A game page's live parts, made cheap for a crowd: the table's picture at a URL naming its version and
view (kept by the browser for good: `immutable`, with an ETag for a 304), and the live stream, whose
events carry the new version, the words beside the picture and the picture's URL (never the picture),
each event made once per version for every reader of one view. The game's row is read once per version
per process (web/app.py `current_row`), however many follow it. A part of `web.app.WebApp`."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Hashable
from typing import TYPE_CHECKING

from aiohttp import web

from core.store import GameRow
from core.table import Table
from web import pages
from web.live import Live
from web.memo import Memo
from web.responses import NO_STORE
from web.seen import Gathered, Seen, gather, picture_url, seen
from web.signing import Session

STREAMS_PER_SESSION = 8  # live pages open at once per browser
HEARTBEAT_SECONDS = 15.0  # a comment on an idle live stream, so proxies keep it open
KEPT_FOR_GOOD = "private, max-age=31536000, immutable"  # a picture's URL names everything it shows
Found = tuple[Session, GameRow, str] | web.Response


def seen_key(row: GameRow, user_id: int, locale: str) -> Hashable:
    """What one reader's words depend on: the same for every reader of one seat (or none) in one language."""
    seat = row.seat_of(user_id)
    return row.id, row.version, row.status, seat, locale, tuple(row.names), user_id if seat is not None else 0


class Following:
    table: Table
    live: Live
    headers: dict[str, str]
    seen: Memo[Seen]
    gathered: Memo[Gathered]
    events: Memo[bytes]
    streams: dict[int, int]
    reader: Callable[[web.Request], Awaitable[Found]]
    table_reader: Callable[[web.Request], Awaitable[Found]]
    current_row: Callable[[int], Awaitable[GameRow | None]]
    zone_of: Callable[[int], Awaitable[str | None]]
    refusal: Callable[..., web.Response]

    if TYPE_CHECKING:  # the picture drawn with its pieces (web/pieces.py), the reader's choices (web/play.py)
        async def drawn_for(self, row: GameRow, seat: int | None, locale: str) -> tuple[bytes, str, bytes, str]: ...

        async def decisions_for(self, row: GameRow, user_id: int, locale: str) -> str: ...

    async def seen_by(self, row: GameRow, user_id: int, locale: str) -> Seen:
        """What this reader sees, made once per version and view for a crowd (from the store's reads made
        once per version for every view)."""
        async def make() -> Seen:
            shared = await self.gathered.get((row.id, row.version, row.status), lambda: gather(self.table, row))
            return await seen(self.table, row, user_id, locale, shared)
        return await self.seen.get(seen_key(row, user_id, locale), make)

    async def said(self, row: GameRow, user_id: int, locale: str) -> bytes:
        """The game as this reader sees it now, as JSON (what /state answers and a live event carries):
        the version, the words beside the picture (the deadlines in the reader's time zone) and the picture's
        URL. Made once per version for every reader of one view, one language and one time zone."""
        zone = await self.zone_of(user_id)

        async def make() -> bytes:
            shown = await self.seen_by(row, user_id, locale)
            return json.dumps({"version": shown.version, "facts": pages.facts(shown, zone),
                               "picture": shown.picture,  # and the reader's choices (web/play.py)
                               "decisions": await self.decisions_for(row, user_id, locale)}).encode()
        return await self.events.get((seen_key(row, user_id, locale), zone), make)

    async def game_state(self, request: web.Request) -> web.Response:
        """What the page shows beside the picture, as it stands now."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        return web.Response(body=await self.said(row, session.user_id, locale), content_type="application/json",
                            headers=NO_STORE)

    async def picture(self, request: web.Request) -> web.Response:
        """The whole table at full size: a player's own seat's view (their panel's picture), else public;
        at the URL naming this version and this view (any other is sent there), kept by the browser."""
        found = await self.table_reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        seat = row.seat_of(session.user_id)
        url = picture_url(row, seat, session.user_id, locale)
        if request.rel_url.path_qs != url:  # an older version, another view: this reader's picture now
            return web.Response(status=303, headers={"Location": url, **NO_STORE})

        png, etag, _, _ = await self.drawn_for(row, seat, locale)  # drawn with its pieces (web/pieces.py)
        headers = {"Cache-Control": KEPT_FOR_GOOD, "ETag": etag}
        if request.headers.get("If-None-Match") == etag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=png, content_type="image/png", headers=headers)

    async def follow(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: each time the game moves, its new version (the event's id, so a reconnecting
        page says where it was) with this reader's words and picture URL; a comment now and then so proxies
        keep the stream open."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        user = session.user_id
        if self.streams.get(user, 0) >= STREAMS_PER_SESSION:
            return self.refusal(request, 429, "too_many")
        since = request.headers.get("Last-Event-ID") or request.query.get("v", "")
        version = int(since) if since.isdigit() and len(since) < 10 else row.version
        response = web.StreamResponse(headers={**self.headers, "Content-Type": "text/event-stream",
                                               "Cache-Control": "no-store", "X-Accel-Buffering": "no"})
        self.streams[user] = self.streams.get(user, 0) + 1
        try:
            await response.prepare(request)
            await response.write(b"retry: 2000\n\n")
            async with self.live.follow(row.id, version) as queue:
                while True:
                    try:  # (a timeout around the wait, not wait_for: no task made per event and reader)
                        async with asyncio.timeout(HEARTBEAT_SECONDS):
                            version = await queue.get()
                    except TimeoutError:
                        await response.write(b": still here\n\n")
                        continue
                    now = await self.current_row(row.id)  # one read per version for every follower
                    if now is None:
                        break
                    said = await self.said(now, user, locale)
                    await response.write(b"event: version\nid: %d\ndata: %s\n\n" % (now.version, said))
        except ConnectionResetError:  # the page went away (a cancelled handler's CancelledError goes on up)
            pass
        finally:
            self.streams[user] -= 1
            if not self.streams[user]:
                del self.streams[user]
        return response
