"""The pages besides a game's own: my games (every game of the signed-in person, in every server), a
game's history (a scrubber through its turns) and a server's leaderboard for one game. A part of
`web.app.WebApp` (it answers through the app's table, signer, access and `reader`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web

from core import finish
from core.store import ACTIVE, FINISHED, GameRow
from core.table import Table
from core.table.common import seat_title
from engines import GAMES
from engines.i18n import SOURCE, say
from web import pages
from web.access import Access
from web.history import Past
from web.memo import Memo
from web.responses import html_page
from web.seen import due_of
from web.signing import Session, Signer
from web.texts import text

Found = tuple[Session, GameRow, str] | web.Response


class Lists:
    table: Table
    signer: Signer
    access: Access
    past: Past
    endings: Memo[bytes | None]
    reader: Callable[[web.Request], Awaitable[Found]]
    locale_of: Callable[[int, str], Awaitable[str]]
    zone_of: Callable[[int], Awaitable[str | None]]
    signed_in: Callable[[web.Request], Session | None]
    refusal: Callable[..., web.Response]

    async def my_games(self, request: web.Request) -> web.Response:
        """Every game of the signed-in person, in every server: whose turn, their own deadline, a link."""
        session = self.signed_in(request)
        if session is None:
            return self.refusal(request, 401, "no_session")
        user = session.user_id
        locale = await self.locale_of(user, SOURCE)
        listed = []
        for game_id in await self.table.store.game_ids_of(user, (ACTIVE, FINISHED)):
            row = await self.table.store.get_game(game_id)
            if row is None or row.state is None:
                continue
            game, state = await self.table.load(row)
            pending = game.pending(state) if row.status == ACTIVE else []
            mine = [s for s in pending if row.seats[s].user_id == user and row.seats[s].human]
            due = None
            for s in mine:
                due = await due_of(self.table, row, row.seats[s])
            names = [say(seat_title(row.seats[s]), locale) for s in pending]
            status = say(text("my_waiting", names=names) if pending else text("my_game_over"), locale)
            title = say(text("page_title", title=GAMES[row.game].title, game=row.id), locale)
            record = f"/server/{row.guild_id}/player/{user}" if row.guild_id else None
            listed.append(pages.Listed(row.id, title, bool(mine), status, due, record))
        listed.sort(key=lambda g: (not g.mine, g.due or float("inf"), -g.game_id))
        return html_page(pages.my_games_page(locale, listed, self.signer.form_token(session),
                                             await self.zone_of(user)))

    async def history(self, request: web.Request) -> web.Response:
        """The history page at `?at=` (default: the last turn)."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        if row.state is None:
            return self.refusal(request, 404, "not_found", locale)
        at = request.query.get("at", "")
        step = await self.past.step(row, row.seat_of(session.user_id), locale,
                                    int(at) if at.isdigit() and len(at) < 7 else None)
        title = say(text("page_title", title=GAMES[row.game].title, game=row.id), locale)
        ended = row.status == FINISHED
        return html_page(pages.history_page(title, row.id, step, locale, self.signer.form_token(session), ended))

    async def history_step(self, request: web.Request) -> web.StreamResponse:
        """One step of the history: its glance (`N.png`) or its title and lines (`N.json`)."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        if row.state is None:
            return self.refusal(request, 404, "not_found", locale)
        at = int(request.match_info["at"])
        if request.match_info["kind"] == "png":
            png = await self.past.glance(row, locale, at)
            return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "private, max-age=60"})
        step = await self.past.step(row, row.seat_of(session.user_id), locale, at)
        return web.json_response({"at": step.index, "title": step.title, "lines": pages.step_lines(step.lines),
                                  "picture": f"/game/{row.id}/history/{step.index}.png"},
                                 headers={"Cache-Control": "no-store"})

    async def ending(self, request: web.Request) -> web.Response:
        """A finished game's chart of the scores (`chart.png`) or its animated replay (`replay.gif`): public
        pictures, drawn once per game and language."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        _, row, locale = found
        if row.status != FINISHED:
            return self.refusal(request, 404, "not_found", locale)
        kind = request.match_info["kind"]

        async def draw() -> bytes | None:
            from cogs import ending  # the final post's own pictures (pure drawing, no Discord call)

            if kind == "chart.png":
                return await ending.chart_png(self.table, row, locale)
            return (await ending.replay_file(self.table, row, locale))[0]
        picture = await self.endings.get((row.id, row.version, kind, locale), draw)
        if picture is None:
            return self.refusal(request, 404, "not_found", locale)
        return web.Response(body=picture, content_type="image/png" if kind == "chart.png" else "image/gif",
                            headers={"Cache-Control": "private, max-age=3600"})

    async def leaderboard(self, request: web.Request) -> web.Response:
        """A server's ratings in one game, for the members of that server, and the reader's own record there."""
        session = self.signed_in(request)
        if session is None:
            return self.refusal(request, 401, "no_session")
        guild, key = int(request.match_info["guild"]), request.match_info["key"]
        if key not in GAMES:
            return self.refusal(request, 404, "not_found")
        locale = await self.locale_of(session.user_id, SOURCE)
        if not await self.access.member(guild, session.user_id):
            return self.refusal(request, 403, "not_allowed", locale)
        board: list[tuple[str, float, int, str | None]]
        board = [(say(finish.ai_entry_name(r.player), locale), r.rating, r.games, None) if r.player.startswith("ai:")
                 else (r.name, r.rating, r.games, f"/server/{guild}/player/{r.player[2:]}")
                 for r in await self.table.leaderboard(guild, key)]
        title = say(text("leaderboard_title", title=GAMES[key].title), locale)
        mine = [(s.played, s.won, s.resigned, s.timeouts) for s in await self.table.stats(guild, session.user_id, key)]
        return html_page(pages.leaderboard_page(title, board, locale, self.signer.form_token(session),
                                                mine[0] if mine else None))
