"""The web table's HTTP side (aiohttp): the routes, the checks every request passes (session, rate
limits, sizes, the form token of a POST) and the headers every answer carries (a strict
Content-Security-Policy, no referrer, no framing). Nothing here is logged with its query or cookie:
the access log is off, and a sign-in link's token appears in one URL only, once."""

from __future__ import annotations

import functools
import ipaddress
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from pathlib import Path

from aiohttp import web

from core.prefs import Prefs
from core.store import ACTIVE, FINISHED, GameRow, Store
from core.table import Table
from engines.i18n import LOCALES, SOURCE
from web import pages
from web.access import Access, Buckets
from web.follow import Following
from web.history import Past
from web.lists import Lists
from web.live import Live
from web.login import DiscordLogin, Login, page_after
from web.memo import Memo
from web.people import People
from web.pieces import Drawn, Pieces
from web.play import Plays
from web.responses import html_page, see_other
from web.seen import Gathered, Seen
from web.signing import SESSION_SECONDS, Session, Signer

STATIC = Path(__file__).resolve().parent / "static"
COOKIE = "bh_session"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": CSP, "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
           "X-Frame-Options": "DENY", "Cross-Origin-Opener-Policy": "same-origin"}
BODY_BYTES = 4096  # the largest POST body (a sign-out form is a few dozen bytes)
RATE, BURST = 4.0, 60.0  # requests per second, and at once, per session and per address
COOKIES_KEPT = 10_000  # session cookies whose signature was checked, kept so a crowd's requests skip it
SIGNED_OUT_SECONDS = 2.0  # a sign-out reaches the other processes' pages within this long
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
SESSION_KEY: web.RequestKey[Session | None] = web.RequestKey("session", Session | None)  # type: ignore[arg-type]
RUNNER = {"access_log": None, "handle_signals": False, "shutdown_timeout": 1.0}  # no URL (a link's token) in a log


@functools.lru_cache(maxsize=4096)
def is_loopback(remote: str) -> bool:
    try:
        return ipaddress.ip_address(remote).is_loopback
    except ValueError:
        return False


def client_address(request: web.Request) -> str:
    """The browser's address: behind a reverse proxy on this machine, the last hop it names."""
    remote = request.remote or ""
    forwarded = request.headers.get("X-Forwarded-For", "")
    return forwarded.rsplit(",", 1)[-1].strip() if forwarded and is_loopback(remote) else remote


def session_cookie(request: web.Request) -> str | None:
    """The session cookie's value, found in the Cookie header without parsing every cookie the browser
    sends (aiohttp's full parse is most of a picture request's own cost; signed values need no quoting)."""
    for part in request.headers.get("Cookie", "")[:8192].split(";"):
        name, _, value = part.strip().partition("=")
        if name == COOKIE:
            return value
    return None


def accepted_locale(request: web.Request) -> str:
    """For a page before anyone is known: the first of the browser's languages we speak."""
    for part in request.headers.get("Accept-Language", "")[:200].split(","):
        code = part.split(";")[0].strip().split("-")[0].lower()
        if code in LOCALES:
            return code
    return SOURCE


class WebApp(Lists, Plays, Pieces, Following, People, Login):
    def __init__(self, table: Table, signer: Signer, access: Access, live: Live, *, secure: bool = True,
                 now: Callable[[], float] = time.time, login: DiscordLogin | None = None) -> None:
        self.table, self.signer, self.access, self.live = table, signer, access, live
        self.secure, self.now, self.login = secure, now, login
        self.headers = HEADERS
        self.per_session, self.per_address = Buckets(RATE, BURST), Buckets(RATE, BURST)
        self.streams: dict[int, int] = {}
        self.cookies: OrderedDict[str, Session] = OrderedDict()  # cookies already checked: no HMAC again
        self.past = Past(table)
        # kept briefly: what a crowd of readers asks at once after a move (see web/memo.py)
        self.drawn: Memo[Drawn] = Memo(60.0, 32)  # a picture and its pieces, with their ETags (web/pieces.py)
        self.decisions: Memo[str] = Memo(2.0, 256)  # a seat's choices on one version (web/play.py)
        self.seen: Memo[Seen] = Memo(2.0, 256)
        self.gathered: Memo[Gathered] = Memo(2.0, 64)  # one version's moves and deadlines, for every view
        self.events: Memo[bytes] = Memo(2.0, 256)  # what /state says and a live event carries, per view
        self.rows: Memo[GameRow | None] = Memo(1.0, 1024)
        self.endings: Memo[bytes | None] = Memo(600.0, 8)  # finished games' charts and replays
        self.people: Memo[Prefs] = Memo(30.0, 10_000)  # their language and time zone
        self.signed_out: Memo[dict[int, float]] = Memo(SIGNED_OUT_SECONDS, 1)  # everyone's, in one read

    @property
    def store(self) -> Store:
        return self.table.store

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self.guard], client_max_size=BODY_BYTES)
        app.add_routes([web.get("/", self.home), web.get("/signin", self.sign_in), web.get("/games", self.my_games),
                        web.get(r"/game/{game:\d{1,18}}", self.game_page),
                        web.get(r"/game/{game:\d{1,18}}/state", self.game_state),
                        web.get(r"/game/{game:\d{1,18}}/table.png", self.picture),
                        web.get(r"/game/{game:\d{1,18}}/pieces.json", self.pieces),
                        web.post(r"/game/{game:\d{1,18}}/act", self.act),
                        web.post(r"/game/{game:\d{1,18}}/undo", self.undo),
                        web.get(r"/game/{game:\d{1,18}}/live", self.follow),
                        web.get(r"/game/{game:\d{1,18}}/history", self.history),
                        web.get(r"/game/{game:\d{1,18}}/{kind:chart\.png|replay\.gif}", self.ending),
                        web.get(r"/game/{game:\d{1,18}}/history/{at:\d{1,6}}.{kind:png|json}", self.history_step),
                        web.get(r"/server/{guild:\d{1,20}}/leaderboard/{key:[a-z0-9_]{1,30}}", self.leaderboard),
                        web.get(r"/server/{guild:\d{1,20}}/player/{user:\d{1,20}}", self.person),
                        web.post("/signout", self.sign_out),
                        web.get("/login", self.log_in), web.get("/oauth/callback", self.oauth_callback),
                        web.get(r"/static/{name:(app|play|pieces)\.js|app\.css}", self.static)])
        return app

    # -- what every request passes ------------------------------------------------------------

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        session = await self.session_of(request)
        request[SESSION_KEY] = session
        keys = [f"a:{client_address(request)}"] + ([f"u:{session.user_id}"] if session else [])
        if not all(self.per_address.take(k) if k.startswith("a:") else self.per_session.take(k) for k in keys):
            response: web.StreamResponse = self.refusal(request, 429, "too_many")
        elif len(request.rel_url.raw_query_string) > 2048:
            response = self.refusal(request, 400, "bad_request")
        else:
            try:
                response = await handler(request)
            except web.HTTPNotFound:
                response = self.refusal(request, 404, "not_found")
            except web.HTTPMethodNotAllowed:
                response = self.refusal(request, 405, "bad_request")
            except web.HTTPRequestEntityTooLarge:
                response = self.refusal(request, 413, "bad_request")
        if not response.prepared:
            response.headers.update(HEADERS)
        return response

    async def session_of(self, request: web.Request) -> Session | None:
        value, now = session_cookie(request), self.now()
        session = self.cookies.get(value) if value else None
        if session is None:
            session = self.signer.read_session(value, now)
            if session is None:
                return None
            self.cookies[session.value] = session
            while len(self.cookies) > COOKIES_KEPT:
                self.cookies.popitem(last=False)
        elif session.expires < now:
            return None
        outs = await self.signed_out.get("all", lambda: self.store.sign_outs_since(self.now() - SESSION_SECONDS))
        out = outs.get(session.user_id)
        return None if out is not None and out >= session.issued else session

    async def end_sessions(self, user_id: int) -> None:
        """Every session of this person ends: at once in this process, within seconds in the others."""
        await self.store.sign_out(user_id, self.now())
        self.signed_out.forget("all")

    def refusal(self, request: web.Request, status: int, key: str, locale: str | None = None,
                **fields: object) -> web.Response:
        login = None
        if self.login is not None and key in ("no_session", "login_failed"):
            login = "/login" + (f"?next={request.path}" if key == "no_session" and page_after(request.path) ==
                                request.path else "")
        said = pages.refusal_page(locale or accepted_locale(request), key, login, **fields)
        return html_page(said, status)

    @staticmethod
    def signed_in(request: web.Request) -> Session | None:
        return request[SESSION_KEY]

    async def reader(self, request: web.Request) -> tuple[Session, GameRow, str] | web.Response:
        """The signed-in person, the game they asked for and their language; or the refusal."""
        session = request[SESSION_KEY]
        if session is None:
            return self.refusal(request, 401, "no_session")
        game_id = int(request.match_info["game"])
        row = await self.current_row(game_id, request.query.get("v", ""))
        locale = await self.locale_of(session.user_id, row.locale if row else SOURCE)
        if row is None:
            return self.refusal(request, 404, "no_game", locale, game=game_id)
        if not await self.access.may_see(row, session.user_id):
            return self.refusal(request, 403, "not_allowed", locale)
        return session, row, locale

    async def table_reader(self, request: web.Request) -> tuple[Session, GameRow, str] | web.Response:
        """As `reader`, for a game whose table is drawn (started: running or finished); or the refusal."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        _, row, locale = found
        if row.state is None or row.status not in (ACTIVE, FINISHED):
            return self.refusal(request, 404, "not_found", locale)
        return found

    async def current_row(self, game_id: int, version: str = "") -> GameRow | None:
        """The game as stored, read at most once a second for a crowd of readers; read again at once when
        the page asks for a newer version than the one kept, or the live watcher has seen one."""
        def read() -> Awaitable[GameRow | None]:
            return self.store.get_game(game_id)
        wanted = max(self.live.known(game_id), int(version) if version.isdigit() and len(version) < 10 else 0)
        row = await self.rows.get(game_id, read)
        if row is not None and row.version < wanted:
            self.rows.forget(game_id)
            row = await self.rows.get(game_id, read)
        return row

    async def prefs_of(self, user_id: int) -> Prefs:
        return await self.people.get(user_id, lambda: self.table.prefs(user_id))

    async def locale_of(self, user_id: int, game_locale: str) -> str:
        return (await self.prefs_of(user_id)).speaks(game_locale)

    async def zone_of(self, user_id: int) -> str | None:
        """The time zone this person chose (/games notify); None: the browser's own shows the times."""
        return (await self.prefs_of(user_id)).time_zone

    # -- signing in and out --------------------------------------------------------------------

    async def sign_in(self, request: web.Request) -> web.Response:
        """A Discord button's link: spend its token, open a session, and go on to the game's clean URL."""
        now = self.now()
        link = self.signer.read_link(request.query.get("t"), now)
        if link is None or not await self.store.use_token(link.nonce, link.expires, now):
            return self.refusal(request, 403, "link_spent")
        response = see_other(f"/game/{link.game_id}")
        self.open_session(response, link.user_id)
        return response

    def open_session(self, response: web.Response, user_id: int) -> None:
        response.set_cookie(COOKIE, self.signer.session(user_id, self.now()), max_age=SESSION_SECONDS, path="/",
                            httponly=True, secure=self.secure, samesite="Lax")

    async def sign_out(self, request: web.Request) -> web.Response:
        """Every session of this person, on every browser, ends (the form token proves it is this page)."""
        session = request[SESSION_KEY]
        if session is None:
            return self.refusal(request, 401, "no_session")
        form = await request.post()
        token = form.get("form")
        if not self.signer.form_token_ok(session, token if isinstance(token, str) else None):
            return self.refusal(request, 403, "bad_request")
        await self.end_sessions(session.user_id)
        locale = await self.locale_of(session.user_id, SOURCE)
        response = html_page(pages.refusal_page(locale, "signed_out_page", "/login" if self.login else None))
        response.del_cookie(COOKIE, path="/")
        return response

    async def home(self, request: web.Request) -> web.Response:
        if request[SESSION_KEY] is None:
            return self.refusal(request, 401, "no_session")
        return see_other("/games")

    # -- the game ------------------------------------------------------------------------------

    async def game_page(self, request: web.Request) -> web.Response:
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        shown = await self.seen_by(row, session.user_id, locale)
        return html_page(pages.game_page(shown, self.signer.form_token(session), row.guild_id, row.game,
                                         await self.zone_of(session.user_id),
                                         await self.decisions_for(row, session.user_id, locale)))

    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        kind = "application/javascript" if name.endswith(".js") else "text/css"
        return web.Response(body=(STATIC / name).read_bytes(), content_type=kind,
                            headers={"Cache-Control": "public, max-age=300"})
