"""A person's page: their record in one server per game (played, won, resigned, time-outs, their rating
beside the AI levels' ratings there) and their latest finished games with links; linked from the
server's leaderboard and from my games. Shown to signed-in members of that server only, and only of a
person who played there or is a member of it. A part of `web.app.WebApp`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web

from core import finish
from core.table import Table
from engines import GAMES
from engines.i18n import SOURCE, say
from web import pages
from web.access import Access
from web.responses import html_page
from web.signing import Session, Signer
from web.texts import text

RECENT = 10  # the latest finished games listed


class People:
    table: Table
    signer: Signer
    access: Access
    locale_of: Callable[[int, str], Awaitable[str]]
    zone_of: Callable[[int], Awaitable[str | None]]
    signed_in: Callable[[web.Request], Session | None]
    refusal: Callable[..., web.Response]

    async def person(self, request: web.Request) -> web.Response:
        session = self.signed_in(request)
        if session is None:
            return self.refusal(request, 401, "no_session")
        guild, user = int(request.match_info["guild"]), int(request.match_info["user"])
        locale = await self.locale_of(session.user_id, SOURCE)
        if not await self.access.member(guild, session.user_id):
            return self.refusal(request, 403, "not_allowed_server", locale)
        store, player = self.table.store, f"u:{user}"
        recent = await store.recent_results(guild, player, RECENT)
        if not recent and not await self.access.member(guild, user):
            return self.refusal(request, 404, "not_found", locale)
        records = []
        for stats in await self.table.stats(guild, user):
            if stats.game not in GAMES:
                continue
            rated = {r.player: r for r in await finish.ratings(store, guild, stats.game)}
            mine = rated.get(player)
            levels = sorted(((say(finish.ai_entry_name(key), locale), r.rating) for key, r in rated.items()
                             if key.startswith("ai:")), key=lambda level: -level[1])
            records.append(pages.Record(stats.game, GAMES[stats.game].title, stats.played, stats.won, stats.resigned,
                                        stats.timeouts, mine.rating if mine else None, levels))
        games = [pages.Played(r["game_id"], say(text("page_title", title=GAMES[r["game"]].title, game=r["game_id"]),
                                                locale),
                              int(r["rank"]), int(r["seats"]), bool(r["won"]), float(r["at"]))
                 for r in recent if r["game"] in GAMES]
        name = recent[0]["name"] if recent else f"#{user}"
        return html_page(pages.person_page(locale, name, guild, records, games, self.signer.form_token(session),
                                           await self.zone_of(session.user_id)))
