""""Log in with Discord" (OAuth2, the `identify` scope only), on when DISCORD_CLIENT_SECRET is set:
`/login` sends the browser to Discord's consent page with a signed state, bound to this browser by a
short cookie; Discord sends it back to `/oauth/callback` with a code, which is exchanged (with the client
secret, server to server) for a token that says who the person is; a session opens as from a panel's
link. The code, the token and the secret are never logged or kept. A part of `web.app.WebApp`."""

from __future__ import annotations

import logging
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode

import aiohttp
from aiohttp import web

from web.responses import NO_STORE, see_other
from web.signing import Signer

log = logging.getLogger("boardhost.web")
STATE_COOKIE = "bh_oauth"
STATE_SECONDS = 600.0  # from the press on "Log in with Discord" to the return from Discord
EXCHANGE_SECONDS = 10.0  # Discord's answers to the code's exchange and to "who is this"
LOCAL_PAGE = re.compile(r"/[A-Za-z0-9/_.-]{0,200}")  # where to go after the login: a page of this site only


def page_after(wanted: object) -> str:
    return wanted if isinstance(wanted, str) and LOCAL_PAGE.fullmatch(wanted) and "//" not in wanted else "/games"


@dataclass(frozen=True)
class DiscordLogin:
    client_id: int
    client_secret: str
    api: str  # Discord's API, such as https://discord.com/api/v10 (the bot's own, so a test's fake is asked)
    redirect: str  # WEB_URL/oauth/callback, as registered in the Developer Portal

    @property
    def authorize(self) -> str:
        """Discord's consent page (in the browser): beside the API, at /oauth2/authorize."""
        return self.api.rsplit("/api", 1)[0] + "/oauth2/authorize"

    async def user_of(self, code: str) -> int | None:
        """The Discord user id behind an authorization code; None when Discord refuses it."""
        form = {"grant_type": "authorization_code", "code": code, "redirect_uri": self.redirect,
                "client_id": str(self.client_id), "client_secret": self.client_secret}
        timeout = aiohttp.ClientTimeout(total=EXCHANGE_SECONDS)
        try:
            async with aiohttp.ClientSession(timeout=timeout) as http:
                async with http.post(f"{self.api}/oauth2/token", data=form) as answer:
                    if answer.status != 200:
                        log.warning("Discord refused a login's code (HTTP %s)", answer.status)
                        return None
                    token = (await answer.json()).get("access_token")
                if not isinstance(token, str):
                    return None
                async with http.get(f"{self.api}/users/@me", headers={"Authorization": f"Bearer {token}"}) as answer:
                    if answer.status != 200:
                        log.warning("Discord did not say who logged in (HTTP %s)", answer.status)
                        return None
                    user = (await answer.json()).get("id")
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            log.warning("a login with Discord failed: %s", type(error).__name__)
            return None
        return int(user) if isinstance(user, str) and user.isdigit() else None


class Login:
    signer: Signer
    secure: bool
    now: Callable[[], float]
    login: DiscordLogin | None
    refusal: Callable[..., web.Response]
    open_session: Callable[[web.Response, int], None]

    async def log_in(self, request: web.Request) -> web.Response:
        """To Discord's consent page, with a state that only this browser can bring back (and the page to
        come back to, `next`: a path of this site)."""
        if self.login is None:
            return self.refusal(request, 404, "not_found")
        nonce = secrets.token_urlsafe(16)
        state = self.signer.sign("oauth", {"n": nonce, "e": self.now() + STATE_SECONDS,
                                           "g": page_after(request.query.get("next"))})
        query = urlencode({"client_id": self.login.client_id, "redirect_uri": self.login.redirect,
                           "response_type": "code", "scope": "identify", "state": state, "prompt": "none"})
        response = web.Response(status=303, headers={"Location": f"{self.login.authorize}?{query}", **NO_STORE})
        response.set_cookie(STATE_COOKIE, nonce, max_age=int(STATE_SECONDS), path="/oauth", httponly=True,
                            secure=self.secure, samesite="Lax")
        return response

    async def oauth_callback(self, request: web.Request) -> web.Response:
        """Back from Discord: the state is this browser's and fresh, the code names a person; a session opens."""
        if self.login is None:
            return self.refusal(request, 404, "not_found")
        fields = self.signer.unsign("oauth", request.query.get("state"))
        nonce = request.cookies.get(STATE_COOKIE)
        code = request.query.get("code", "")
        expires = fields.get("e") if fields else None
        fresh = isinstance(expires, (int, float)) and expires > self.now()
        if not (fresh and fields and nonce and secrets.compare_digest(str(fields.get("n")), nonce)):
            return self.refusal(request, 403, "login_failed")
        user = await self.login.user_of(code) if code and len(code) < 200 else None
        if user is None:
            return self.refusal(request, 403, "login_failed")
        response = see_other(page_after(fields.get("g")))
        response.del_cookie(STATE_COOKIE, path="/oauth")
        self.open_session(response, user)
        return response

