"""Discord's OAuth2 in the fake, as "Log in with Discord" (the `identify` scope) uses it: the consent page
(GET /oauth2/authorize: the person the test says is logged in at Discord in that browser agrees at once,
or nobody is and the browser comes back with error=access_denied), the code's exchange with the client
secret (POST /api/v10/oauth2/token), and /users/@me answered for the token's person (routes.py `me`).
A code works once, for a few minutes, with the redirect it was given for."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from aiohttp import web

from . import payloads as p
from .records import Request

if TYPE_CHECKING:
    from .server import FakeDiscord

CODE_SECONDS = 300.0


@dataclass
class FakeOAuth:
    client_secret: str = "fake-client-secret"
    logged_in: p.FakeUser | None = None  # who is logged in at "discord.com" in the test's browser
    codes: dict[str, tuple[int, str, float]] = field(default_factory=dict)  # code -> (user id, redirect, made)
    tokens: dict[str, int] = field(default_factory=dict)  # access token -> user id
    exchanges: list[int] = field(default_factory=list)  # HTTP status of each exchange asked, in order

    def user_of_bearer(self, authorization: str) -> int | None:
        return self.tokens.get(authorization.removeprefix("Bearer ").strip())


def add_oauth_routes(app: web.Application, fake: FakeDiscord) -> None:
    oauth = fake.oauth

    async def authorize(request: web.Request) -> web.Response:
        query = request.query
        redirect = query.get("redirect_uri", "")
        if (query.get("client_id") != str(fake.app_id) or query.get("response_type") != "code"
                or query.get("scope") != "identify" or not redirect.startswith("http://")):
            return web.Response(status=400, text="invalid OAuth2 request")
        back = {"state": query.get("state", "")}
        if oauth.logged_in is None:
            back["error"] = "access_denied"
        else:
            code = secrets.token_urlsafe(16)
            oauth.codes[code] = (oauth.logged_in.id, redirect, time.monotonic())
            back["code"] = code
        raise web.HTTPFound(f"{redirect}?{urlencode(back)}")

    async def token(request: web.Request, rec: Request) -> tuple[int, dict[str, object]]:
        """(The REST middleware records it and writes the answer: server.py `_middleware`.)"""
        form = await request.post()
        made = oauth.codes.pop(str(form.get("code", "")), None)
        if form.get("client_id") != str(fake.app_id) or form.get("client_secret") != oauth.client_secret:
            oauth.exchanges.append(401)
            return 401, {"error": "invalid_client"}
        if (made is None or form.get("grant_type") != "authorization_code" or form.get("redirect_uri") != made[1]
                or time.monotonic() - made[2] > CODE_SECONDS):
            oauth.exchanges.append(400)
            return 400, {"error": "invalid_grant"}
        access = secrets.token_urlsafe(24)
        oauth.tokens[access] = made[0]
        oauth.exchanges.append(200)
        return 200, {"access_token": access, "token_type": "Bearer", "expires_in": 604800,
                     "refresh_token": secrets.token_urlsafe(24), "scope": "identify"}

    app.router.add_get("/oauth2/authorize", authorize)
    app.router.add_post("/api/v10/oauth2/token", token)
