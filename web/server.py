"""The web table inside the bot process: started by the bot when WEB_URL is set, on WEB_HOST:WEB_PORT,
over the same table service as the Discord desk. `WebTable.link` makes the sign-in link of a Discord
button."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from aiohttp import web

from core.config import ConfigError, Web
from core.table import Table
from web.access import Access
from web.app import RUNNER, WebApp
from web.live import POLL_SECONDS, Live
from web.login import DiscordLogin
from web.signing import Signer, new_secret

log = logging.getLogger("boardhost.web")


class WebTable:
    def __init__(self, table: Table, settings: Web, is_member: Callable[[int, int], Awaitable[bool]],
                 poll: float = POLL_SECONDS, discord: tuple[int | None, str] = (None, "")) -> None:
        """`discord`: the application's id and Discord's API address, for "Log in with Discord" (on when
        the settings hold the client secret)."""
        self.table, self.settings, self.is_member = table, settings, is_member
        client_id, api = discord
        self.login = DiscordLogin(client_id, settings.client_secret, api, f"{settings.url}/oauth/callback") if (
            settings.client_secret and client_id and api) else None
        self.live = Live(table.store, poll)
        self.signer: Signer | None = None
        self.app: WebApp | None = None
        self.runner: web.AppRunner | None = None

    async def start(self) -> None:
        secret = self.settings.secret or await self.table.store.web_secret(new_secret())
        self.signer = Signer(secret)
        secure = urlsplit(self.settings.url).scheme == "https" or urlsplit(self.settings.url).hostname in (
            "localhost", "127.0.0.1")
        self.app = handlers = WebApp(self.table, self.signer, Access(self.is_member), self.live, secure=secure,
                                     login=self.login)
        self.runner = web.AppRunner(handlers.app(), **RUNNER)  # type: ignore[arg-type]
        await self.runner.setup()
        try:
            await web.TCPSite(self.runner, self.settings.host, self.settings.port).start()
        except OSError as error:
            await self.runner.cleanup()
            raise ConfigError(f"The table in the browser could not listen on {self.settings.host}:{self.settings.port} "
                              f"({error.strerror or error}); set WEB_HOST and WEB_PORT to a free address.") from None
        self.table.mail_hooks.append(self.live.kick)
        log.info("the table in the browser: %s (listening on %s:%s)", self.settings.url, self.settings.host,
                 self.settings.port)

    def link(self, user_id: int, game_id: int) -> str | None:
        """A fresh single-use sign-in link to a game's page for this person; None before the start."""
        if self.signer is None:
            return None
        return f"{self.settings.url}/signin?t={self.signer.link(user_id, game_id, self.table.now())}"

    async def sign_out(self, user_id: int) -> None:
        """`/games signout`: every browser session of this person ends."""
        if self.app is not None:
            await self.app.end_sessions(user_id)

    async def close(self) -> None:
        await self.live.close()
        if self.runner is not None:
            await self.runner.cleanup()
