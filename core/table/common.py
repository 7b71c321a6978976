"""What every room of the table service shares: its refusals, what a move changed, and how seats are named."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from core.store import BROKEN, CANCELLED, FINISHED, LOBBY, GameRow, Listed, Seat
from core.texts import text
from engines.base import Event
from engines.i18n import LOCALES, PSEUDO, say, speaking

AI_LEVELS = ("smart", "random")


class TableError(Exception):
    """A refusal with a sentence for the player (`args[0]`, a `Msg` said in the reader's language;
    `row`: the game whose seats it may name). The stored game is unchanged."""

    def __init__(self, sentence: object, row: GameRow | None = None) -> None:
        super().__init__(sentence)
        self.row = row


class Outdated(TableError):
    """The prompt was made on an older version of the game."""


@dataclass
class MoveOutcome:
    """What one committed move changed, for whoever tells the players."""

    game: GameRow
    seat: int
    action: str
    events: list[Event]
    pending: list[int]
    post: bool  # a person must now decide, or the game ended: a turn post was queued
    hands: dict[int, list[str]] = field(default_factory=dict)  # seats whose hidden hand changed
    outcome: dict | None = None


def status_sentence(row: GameRow | Listed) -> str:
    """Why a game can't take this now: it is a lobby, finished, cancelled, broken (or running)."""
    key = {LOBBY: "status_lobby", FINISHED: "status_finished", CANCELLED: "status_cancelled",
           BROKEN: "status_broken"}.get(row.status, "status_active")
    return text(key, game=row.id)


def ai_name(level: str | None, number: int) -> str:
    """An AI seat's stored name ("AI 2": its number is what counts; `seat_names` says it in each
    reader's language): short, for running text ("AI 1's right robot"); the lobby and the opening
    post add its level in people's words."""
    return str(text("ai_name", number=number))


def is_ai_seat(seat: Seat) -> bool:
    """An AI seat from the lobby on (not a person's seat the AI took over: that keeps their name)."""
    return bool(seat.ai) and seat.user_id is None and seat.resigned_user is None


def seat_title(seat: Seat) -> str:
    """A seat's name: a person's as stored; an AI seat's as a `Msg` ("AI 2", its number taken from the
    stored name), said in each reader's language."""
    if not is_ai_seat(seat):
        return seat.name
    number = re.search(r"\d+", seat.name)
    return text("ai_name", number=int(number.group()) if number else seat.seat + 1)


def seat_names(row: GameRow, locale: str) -> list[str]:
    """Every seat's name for a reader in `locale` (what replaces the `<s:N>` tokens)."""
    return [say(seat_title(seat), locale) for seat in row.seats]


def languages() -> tuple[str, ...]:
    """The languages a game may be played in: ours, and the pseudo-language when the tests ask for it
    (BOARDHOST_PSEUDO_LOCALE=1)."""
    return (*LOCALES, PSEUDO) if os.environ.get("BOARDHOST_PSEUDO_LOCALE") == "1" else LOCALES


Drawn = TypeVar("Drawn")


def drawn_in(locale: str, draw: Callable[..., Drawn], *args: object) -> Drawn:
    """A picture drawn speaking `locale`: every word a renderer passes through `said` is in it."""
    with speaking(locale):
        return draw(*args)
