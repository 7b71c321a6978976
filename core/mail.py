"""The messages a change owes, as types: what the table service queues in the outbox (in the change's
own transaction, core/table/writes.py) and the desk delivers (cogs/mail.py, one handler per kind).

A piece of mail is `(Kind, payload)`; the payload is kept as JSON in the outbox, so each kind's payload
is a TypedDict (plain dicts at run time), its fields named here once for both sides. A `Msg` in a
payload is kept as data and said in its reader's language when sent."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NotRequired, TypedDict


class Kind(StrEnum):
    TURN = "turn"  # a turn post in the game's thread: what happened, the standing, who must act
    LINE = "line"  # a one-line notice in the thread (a time-out, a seat changing hands, a cancel...)
    DM = "dm"  # a DM from a template (a time-out, a reaction window asking, a report to the host)
    HAND = "hand"  # a DM of a seat's hidden hand and private notes
    REMINDER = "reminder"  # one DM listing every game waiting on a person
    REPLAY = "replay"  # the finished game's animated replay, in its thread
    ASK = "ask"  # a pause asked at the table, in its thread: who must still press Agree


# the version a post covers from and to ("from" is a keyword: the functional form)
TurnPost = TypedDict("TurnPost", {
    "from": int,  # the version the last post showed (what changed is highlighted against it)
    "to": int,  # the version this post shows
    "ping": list[int],  # the seats a person must decide for now
    "due": dict[str, float],  # seat (as text) -> when its time runs out
    "away": dict[str, float],  # seat (as text) -> until when its person is away
    "autopilot": list[int],  # seats the AI plays after time-outs (the post offers Take my seat back)
    "opening": NotRequired[bool],  # the game's first post (set in the transaction that queues it)
})


class Line(TypedDict, total=False):
    text: str  # the template's key in cogs/texts.py; the other fields fill it
    name: str
    user: int
    game: int
    seat: int
    was: str
    until: float
    note: str


class Dm(TypedDict, total=False):
    text: str  # the template's key in cogs/texts.py
    user: int  # who gets it
    game: int
    key: str  # the game's kind
    play: bool  # with a Play button
    prompt: Any  # a Msg kept as data
    reason: str
    version: int
    name: str
    held: bool  # it waited for the end of the person's quiet hours (it goes now)


class Hand(TypedDict):
    user: int
    seat: int
    hand: list[Any]  # the seat's hidden cards (Msgs kept as data)
    notes: list[Any]  # private notes of the change (Msgs kept as data)
    game: int
    key: str


class Waiting(TypedDict):
    """One game in a reminder."""

    game: int
    key: str
    channel: int | None
    guild: int | None
    timeout: float | None


class Reminder(TypedDict):
    user: int
    games: list[Waiting]
    game: int  # the game whose timer sent it


class Replay(TypedDict):
    pass


class Ask(TypedDict):
    """A pause asked at a table (its thread post has the Agree button)."""

    user: int  # who asked, or agreed
    days: int
    waiting: list[int]  # who must still agree
    first: bool  # it was asked now (not agreed to)


Payload = TurnPost | Line | Dm | Hand | Reminder | Replay | Ask
Mail = tuple[Kind, Payload]
