"""The history room of the table service: the game as it stood after any move (a replay of its seed
and move log, the states owed posts need kept), the events since a version, and the replay check."""

from __future__ import annotations

import itertools
import json
from collections import OrderedDict

from core import replay
from core.mail import Kind
from core.store import GameRow, Move
from core.table.games import Games, Room
from engines import GAMES
from engines.base import Event

REPLAYED_STATES = 64  # states at past versions kept (as JSON) from the last replays, for owed posts


class History(Room):
    def __init__(self, games: Games) -> None:
        super().__init__(games)
        self._replayed: OrderedDict[tuple[int, int], str] = OrderedDict()  # (game, version) -> dumped state

    async def moves(self, game_id: int) -> list[Move]:
        """The game's move log (undos and the moves they took back included)."""
        return await self.store.moves(game_id)

    async def state_at(self, row: GameRow, version: int) -> object:
        """The game as it stood after its first `version` moves (a fresh object the caller may
        change). A replay of the seed and the move log keeps the states of every version its owed
        turn posts need, so catching up on many posts of one game replays it once, not per post."""
        game = GAMES[row.game]
        dumped = self._replayed.get((row.id, version))
        if dumped is None:
            wanted = {version} | await self._owed_versions(row.id)
            start = game.setup(len(row.seats), row.seed, row.options)
            moves = (await self.store.moves(row.id))[:max(wanted)]
            for number, state in itertools.chain([(0, start)], replay.steps(game, start, moves)):
                if number in wanted or number == len(moves):
                    at = json.dumps(game.dump(state))
                    dumped = at if number == min(version, len(moves)) else dumped
                    self.remember_state(row.id, number, at)
            assert dumped is not None  # the replay passes every version up to the last move
        return game.load(json.loads(dumped))

    async def _owed_versions(self, game_id: int) -> set[int]:
        """The versions the game's undelivered turn posts show (and compare with)."""
        return {v for entry in await self.store.entries(game_id, "pending") if entry.kind == Kind.TURN
                for v in (entry.payload["from"], entry.payload["to"])}

    def remember_state(self, game_id: int, version: int, dumped: str) -> None:
        self._replayed[(game_id, version)] = dumped
        self._replayed.move_to_end((game_id, version))
        while len(self._replayed) > REPLAYED_STATES:
            self._replayed.popitem(last=False)

    async def events_since(self, row: GameRow, version: int, upto: int | None = None) -> list[Event]:
        """The events of the moves after `version` (up to `upto`): each says its public sentence (a
        `Msg`, or the English an old row stored) in any reader's language, seats as `<s:N>`."""
        moves = replay.effective(await self.store.moves(row.id, after=version))  # a move taken back is not news
        return [Event.from_json(e) for m in moves for e in m.events if upto is None or m.n <= upto]

    async def replay_matches(self, game_id: int) -> bool:
        """True when the stored state equals the replay of the seed and the move log."""
        row = await self.games.game_row(game_id)
        try:
            state = await self.state_at(row, row.version)
        except replay.Unreplayable:
            return False
        return json.loads(json.dumps(GAMES[row.game].dump(state))) == row.state
