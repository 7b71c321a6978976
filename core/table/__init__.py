"""The table service: everything a game does, over the store, for any front end (the Discord desk in
cogs/, the CLI, a web table). No discord here. "Table" means this service, and only it.

Every call loads the game from the store, so an idle game costs no memory and a press after a restart
simply loads it. Moves on one game are serialised by a per-game lock; the version a prompt was made on
is checked, so two presses on the same prompt apply once.

The service is split in rooms, one responsibility each, over the shared `Games` (core/table/games.py:
the store, the per-game locks, the clock, loading a game):

    lobby.py     Lobby     open a lobby, join, leave, AI seats, language, rematch, start, cancel
    play.py      Play      a person's move (version checked), a decision taken for a seat, undo, what a
                           panel offers (offers.py: the same on Discord and on the page)
    pictures.py  Pictures  views, the full table and panel pictures, the glance of a turn post
    history.py   History   the game after any move (replays), events since a version, replay check
    clock.py     Clock     timers: AI seats, reaction deadlines, reminders, time-outs; health of clocks
    seats.py     Seats     resign, give a seat, take one back, away and back
    records.py   Records   what the desks read and keep besides moves (listings, preferences, stats)
    searches.py  Searches  the expert AI's decisions, searched in a pool of processes (owned by Play)
    writes.py              what one change writes: each function is the whole of one transaction

`Table` is the thin façade the desks and tests hold: its rooms as attributes (`table.clock.fire`) and
each room's public calls under their old names (`table.act`, `table.join`, ...).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from core.config import UNSHARDED, Shards
from core.store import Store
from core.table.clock import IDLE_SECONDS, RETRY_SECONDS, Clock
from core.table.common import (
    AI_LEVELS,
    TAKEOVER_LEVELS,
    MoveOutcome,
    Outdated,
    TableError,
    ai_name,
    drawn_in,
    is_ai_seat,
    languages,
    seat_names,
    seat_title,
    status_sentence,
)
from core.table.games import Games
from core.table.history import History
from core.table.lobby import Lobby
from core.table.pauses import PauseNews, Pauses
from core.table.pictures import Pictures
from core.table.play import Play
from core.table.records import Records
from core.table.seats import Seats

__all__ = ["AI_LEVELS", "IDLE_SECONDS", "RETRY_SECONDS", "TAKEOVER_LEVELS", "MoveOutcome", "Outdated", "PauseNews",
           "Table", "TableError", "ai_name", "drawn_in", "is_ai_seat", "languages", "seat_names", "seat_title"]


class Table:
    """The table service's façade: builds the rooms over one store and names their public calls."""

    def __init__(self, store: Store, ai_delay: float = 3.0, now: Callable[[], float] = time.time, *,
                 owner: str = "", shards: Shards = UNSHARDED, poll: float = IDLE_SECONDS) -> None:
        """`owner` names this process in the timers it holds; `shards` are the gateway shards it holds
        (it fires their games' timers first); `poll`: how often to look for timers other processes
        set (with several processes sharing the store; one process knows its own)."""
        self.games = games = Games(store, ai_delay, now)
        self.history = History(games)
        self.pictures = Pictures(games, self.history)
        self.play = Play(games, self.history)
        self.seats = Seats(games)
        self.clock = Clock(games, self.play, self.seats, owner=owner, shards=shards, poll=poll)
        self.lobby = Lobby(games)
        self.pauses = Pauses(games, self.seats)
        self.pause = self.pauses.pause
        self.records = Records(games)
        # loading and locking
        self.lock, self.game_row, self.load, self.seat_for = games.lock, games.game_row, games.load, games.seat_for
        self.away_periods = games.away_periods
        # the lobby
        self.open_lobby, self.join, self.leave = self.lobby.open_lobby, self.lobby.join, self.lobby.leave
        self.add_ai, self.remove_ai = self.lobby.add_ai, self.lobby.remove_ai
        self.set_language, self.set_takeover = self.lobby.set_language, self.lobby.set_takeover
        self.rematch, self.start, self.cancel = self.lobby.rematch, self.lobby.start, self.lobby.cancel
        # play
        self.act, self.why_outdated = self.play.act, self.play.why_outdated
        self.undo, self.undo_target = self.play.undo, self.play.undo_target
        self.offers = self.play.offers
        # views and pictures
        self.view, self.picture, self.cached_picture = self.pictures.view, self.pictures.picture, \
            self.pictures.cached_picture
        self.glance, self.public_view_at = self.pictures.glance, self.pictures.public_view_at
        self.close = self.close_workers
        # the past
        self.state_at, self.events_since = self.history.state_at, self.history.events_since
        self.moves, self.replay_matches = self.history.moves, self.history.replay_matches
        # the clock
        self.run_timers, self.fire, self.check_clocks = self.clock.run_timers, self.clock.fire, self.clock.check_clocks
        self.wake_timers = games.timer_wake.set  # another process set a timer: look now, not at the next poll
        # seats changing hands
        self.resign, self.give_seat, self.take_back = self.seats.resign, self.seats.give_seat, self.seats.take_back
        self.go_away, self.come_back = self.seats.go_away, self.seats.come_back
        # records
        records = self.records
        self.find_game, self.games_in_channel, self.running_games = (records.find_game, records.games_in_channel,
                                                                     records.running_games)
        self.list_open, self.keep_pending = records.list_open, records.keep_pending
        self.lobby_posted, self.thread_opened, self.make_practice = (records.lobby_posted, records.thread_opened,
                                                                     records.make_practice)
        self.prefs, self.put_prefs, self.seen_locale = records.prefs, records.put_prefs, records.seen_locale
        self.server_settings, self.put_server_settings = records.server_settings, records.put_server_settings
        self.hold_mail, self.games_of_person, self.next_waiting = (records.hold_mail, records.games_of_person,
                                                                   records.next_waiting)
        self.stats, self.leaderboard = records.stats, records.leaderboard
        self.undeliverable, self.queue_once = records.undeliverable, records.queue_once
        self.setting, self.keep_setting = records.setting, records.keep_setting

    status_sentence = staticmethod(status_sentence)

    def close_workers(self) -> None:
        """Stop the drawing threads and the expert's search processes."""
        self.pictures.close()
        self.play.searches.close()

    @property
    def store(self) -> Store:
        return self.games.store

    @property
    def now(self) -> Callable[[], float]:
        return self.games.now

    @now.setter
    def now(self, now: Callable[[], float]) -> None:
        self.games.now = now

    @property
    def ai_delay(self) -> float:
        return self.games.ai_delay

    @property
    def mail_hooks(self) -> list[Callable[[int], None]]:
        return self.games.mail_hooks
