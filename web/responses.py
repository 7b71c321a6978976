"""The answers every page handler gives: a page of HTML, or a redirect; never kept by a cache (what a page
shows depends on who reads it and on the game's version)."""

from __future__ import annotations

from aiohttp import web

NO_STORE = {"Cache-Control": "no-store"}


def html_page(said: str, status: int = 200) -> web.Response:
    return web.Response(status=status, text=said, content_type="text/html", headers=NO_STORE)


def see_other(path: str) -> web.Response:
    return web.Response(status=303, headers={"Location": path, **NO_STORE})
