"""The pictures room of the table service: the full table and a seat's own picture for presses, the
glance of a turn post (what changed since the last one highlighted), drawn off the event loop in
worker processes (core/table/drawing.py), and the views and pictures kept so a second look draws nothing."""

from __future__ import annotations

from collections import OrderedDict

from core import replay
from core.store import GameRow
from core.table.common import seat_names
from core.table.drawing import Drawers
from core.table.games import Games, Room
from core.table.history import History
from engines import GAMES
from engines.i18n import SOURCE
from renderers import GLANCES, RENDERERS, table_with_pieces

POSTED_VIEWS = 256  # public views of the last posts kept in memory, so a glance rarely replays a game
PANEL_PICTURES = 32  # pictures of panels and tables kept, so a second look draws nothing


class Pictures(Room):
    def __init__(self, games: Games, history: History) -> None:
        super().__init__(games)
        self.history = history
        self._posted_views: OrderedDict[tuple[int, int], dict] = OrderedDict()
        self._pictures: OrderedDict[tuple, bytes] = OrderedDict()
        self.drawers = Drawers()

    def close(self) -> None:
        """Stop this table's drawing threads (the process's drawing workers stay: core/table/drawing.py
        `shutdown`)."""
        self.drawers.close()

    async def view(self, row: GameRow, seat: int | None) -> dict:
        game, state = await self.games.load(row)
        return game.view(state, seat)

    @staticmethod
    def picture_key(row: GameRow, seat: int | None, locale: str = SOURCE) -> tuple:
        return row.id, row.game, row.version, seat, tuple(row.names), locale

    def cached_picture(self, row: GameRow, seat: int | None = None, locale: str = SOURCE) -> bytes | None:
        """The picture of this version for `seat` (None: the whole public table) in `locale`, if
        already drawn."""
        key = self.picture_key(row, seat, locale)
        png = self._pictures.get(key)
        if png is not None:
            self._pictures.move_to_end(key)
        return png

    async def picture(self, row: GameRow, seat: int | None = None, locale: str = SOURCE, side: bool = False) -> bytes:
        """The table's picture from the public view (or `seat`'s own) in `locale`, drawn off the event
        loop by a worker; kept per (game, version, seat, names, language), so a second look is free.
        `side`: a picture that follows a press's answer, dropped (drawing.Busy) when too many wait."""
        if (png := self.cached_picture(row, seat, locale)) is not None:
            return png
        view = await self.view(row, seat)
        png = await self.drawers.draw(locale, RENDERERS[row.game], view, seat_names(row, locale), side=side)
        self._pictures[self.picture_key(row, seat, locale)] = png
        while len(self._pictures) > PANEL_PICTURES:
            self._pictures.popitem(last=False)
        return png

    async def picture_with_pieces(self, row: GameRow, seat: int | None = None,
                                  locale: str = SOURCE) -> tuple[bytes, list[dict]]:
        """The table's picture as `picture` gives it (the same bytes; kept for a second `picture`) and
        each piece it drew as a page shows it (`Piece.said`: box, kind, refs, label and explanation
        in `locale`), drawn by a worker (issue 35)."""
        view = await self.view(row, seat)
        png, pieces = await self.drawers.draw(locale, table_with_pieces, row.game, view, seat_names(row, locale))
        self._pictures[self.picture_key(row, seat, locale)] = png
        while len(self._pictures) > PANEL_PICTURES:
            self._pictures.popitem(last=False)
        return png, pieces

    async def glance(self, row: GameRow, version: int | None = None, since: int | None = None,
                     locale: str | None = None) -> bytes:
        """The landscape glance of the public view after `version` moves (default: now), with what
        changed since the view after `since` (default: the last post, `row.posted_version`) highlighted,
        in `locale` (default: the game's language). Drawn by a worker, never more glances at once than
        leave one worker to the presses."""
        locale = row.locale if locale is None else locale
        version = row.version if version is None else version
        since = row.posted_version if since is None else since
        view = await self.public_view_at(row, version) if version != row.version else None
        if view is None:  # now, or a past that a game begun under earlier rules can't work out again
            game, state = await self.games.load(row)
            view = game.view(state, None)
            if version == row.version:
                self._remember_view(row.id, row.version, view)
        before = await self.public_view_at(row, since) if since else None
        return await self.drawers.draw(locale, GLANCES[row.game], view, seat_names(row, locale), before, post=True)

    async def public_view_at(self, row: GameRow, version: int) -> dict | None:
        """The public view after `version` moves: remembered from the post that showed it, or replayed;
        None when the game began under earlier rules and its log no longer replays."""
        view = self._posted_views.get((row.id, version))
        if view is None:
            game = GAMES[row.game]
            try:
                view = game.view(await self.history.state_at(row, version), None)
            except replay.Unreplayable:
                return None
            self._remember_view(row.id, version, view)
        return view

    def _remember_view(self, game_id: int, version: int, view: dict) -> None:
        self._posted_views[(game_id, version)] = view
        self._posted_views.move_to_end((game_id, version))
        while len(self._posted_views) > POSTED_VIEWS:
            self._posted_views.popitem(last=False)
