"""One change of a game as data (`GameWrite`): the move, the seats' clocks, the timers, the mail and
whose turn it is, written together. A store runs it as its steps in one transaction (calling it with a
`Tx`, as `atomically` calls any work); PostgreSQL runs it in one call to the database's own function
`boardhost_write` (core/migrations/postgres/0012_one_call_writes.sql, core/store_postgres.py), so a
move costs one round trip to the server instead of one per statement."""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from core.store.base import Stamp, Timer, Tx
from core.store.games import append_move, check_read, keep_pending, update_seat
from core.store.outbox import enqueue, kept, notice_once
from core.store.people import add_results, has_results, put_rating, rating_of
from core.store.timers import replace_timers

TURN = "turn"  # the kind of a turn post (core.mail.Kind.TURN): its payload says whether it opens the game
OPENING = "opening"
Rating = tuple[float | None, float | None, int]  # a player's (mu, sigma, games); (None, None, 0): unrated
SEAT_COLUMNS = frozenset({"waiting_since", "reminders", "timeouts", "autopilot", "timeouts_total"})


@dataclass
class Appended:
    """A move appended to the log: the version it was made on and what it stores."""

    expected_version: int
    seat: int
    action: str
    events: list[dict]
    state: dict
    status: str
    now: float = field(default_factory=time.time)


@dataclass
class Ending:
    """A game's end, written with its last move: each seat's result (`results`, rows of `add_results`;
    none for a practice game), unless the game's results are written already; then, when the game is
    rated, the new ratings of its `players` in `guild`'s `game`, which `rate` works out from their
    current ones ({player: Rating} -> [(player, name, mu, sigma)]); then the `mail` it owes."""

    results: list[tuple] = field(default_factory=list)
    guild: int = 0
    game: str = ""
    players: list[str] = field(default_factory=list)
    rate: Callable[[dict[str, Rating]], list[tuple[str, str, float, float]]] | None = None
    mail: list[tuple[str, Any]] = field(default_factory=list)

    async def __call__(self, tx: Tx, game_id: int) -> None:
        if self.results and not await has_results(tx, game_id):
            await add_results(tx, self.results)
            if self.rate is not None:
                current = {player: await rating_of(tx, self.guild, self.game, player)
                           for player in dict.fromkeys(self.players)}
                for player, name, mu, sigma in self.rate(current):
                    await put_rating(tx, self.guild, self.game, player, name, mu, sigma)
        await enqueue(tx, game_id, *self.mail)


@dataclass
class GameWrite:
    """Everything one change of a game writes, in the order it is written:

    1. unless the game still is as it was `read` (status, version, seat holders): StaleVersion;
    2. the `move` appended with its new state (StaleVersion if another was committed first);
    3. each seat's changed clock columns (`seats`: seat -> columns);
    4. the game's timers become exactly `timers`;
    5. the `mail` owed, in order (a turn post says whether it opens the game: told once per game);
    6. each (topic, message) of `once` whose topic was not told for this game yet;
    7. whose turn it is (`pending`) and the version the thread's last post shows (`posted_version`);
    8. the game's end (`ending`): its results, ratings and the mail it owes;
    9. `then(tx)`, more work in the same transaction.

    Called with a transaction it runs these steps and returns the new version (a move) or None."""

    game_id: int
    read: Stamp | None = None
    move: Appended | None = None
    seats: dict[int, dict] = field(default_factory=dict)
    timers: list[Timer] = field(default_factory=list)
    mail: list[tuple[str, Any]] = field(default_factory=list)  # (kind, payload): core.mail's `Mail`
    once: list[tuple[str, tuple[str, Any]]] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)
    posted_version: int | None = None
    ending: Ending | None = None
    then: Callable[[Tx], Awaitable[None]] | None = None

    async def __call__(self, tx: Tx) -> int | None:
        if self.read is not None:
            await check_read(tx, self.game_id, self.read)
        version = None
        if (m := self.move) is not None:
            version = await append_move(tx, self.game_id, m.expected_version, m.seat, m.action, m.events, m.state,
                                        m.status, m.now)
        for seat, columns in self.seats.items():
            await update_seat(tx, self.game_id, seat, **columns)
        await replace_timers(tx, self.game_id, self.timers)
        for kind, payload in self.mail:
            if kind == TURN:
                payload[OPENING] = await notice_once(tx, self.game_id, OPENING)
        await enqueue(tx, self.game_id, *self.mail)
        for topic, message in self.once:
            if await notice_once(tx, self.game_id, topic):
                await enqueue(tx, self.game_id, message)
        await keep_pending(tx, self.game_id, self.pending, self.posted_version)
        if self.ending is not None:
            await self.ending(tx, self.game_id)
        if self.then is not None:
            await self.then(tx)
        return version

    @property
    def foldable(self) -> bool:
        """Whether `as_call` says all of it: no further work, only the clock columns of seats, turn posts
        that do not say yet whether they open the game."""
        return (self.then is None and all(columns.keys() <= SEAT_COLUMNS for columns in self.seats.values())
                and not any(kind == TURN and OPENING in payload for kind, payload in self.mail))

    def as_call(self, ratings: dict[str, Rating] | None = None) -> tuple[Any, ...]:
        """The arguments of `boardhost_write` (in its order; see the migrations that make it): a game's
        end rates its players from `ratings`, their ratings as read before the call (the call checks that
        none changed since)."""
        m, end = self.move, self.ending
        read = None if self.read is None else json.dumps(
            {"status": self.read.status, "version": self.read.version, "seats": [list(s) for s in self.read.seats]})
        seats = json.dumps({str(seat): {name: int(value) if isinstance(value, bool) else value
                                        for name, value in columns.items()} for seat, columns in self.seats.items()})
        mail = [(str(kind), json.dumps(kept(payload)), kind == TURN, OPENING if kind == TURN else None)
                for kind, payload in self.mail]
        mail += [(str(kind), json.dumps(kept(payload)), False, topic) for topic, (kind, payload) in self.once]
        mail += [(str(kind), json.dumps(kept(payload)), False, None) for kind, payload in (end.mail if end else [])]
        now = time.time() if m is None else m.now
        results = None if end is None or not end.results else json.dumps(end.results)
        rated = None
        if end is not None and end.results and end.rate is not None:
            read_ratings = {player: (ratings or {}).get(player, (None, None, 0)) for player in end.players}
            rated = json.dumps({"guild": end.guild, "game": end.game, "rows": [
                [player, name, mu, sigma, read_ratings[player][2]]
                for player, name, mu, sigma in end.rate(read_ratings)]})
        return (self.game_id, read, None if m is None else m.expected_version, None if m is None else m.seat,
                None if m is None else m.action, None if m is None else json.dumps(m.events),
                None if m is None else json.dumps(m.state), None if m is None else m.status, now, seats,
                [t.seat for t in self.timers], [t.kind for t in self.timers], [t.version for t in self.timers],
                [t.due for t in self.timers], [k for k, _, _, _ in mail], [p for _, p, _, _ in mail],
                [o for _, _, o, _ in mail], [t for _, _, _, t in mail], ",".join(map(str, self.pending)),
                self.posted_version, results, rated)
