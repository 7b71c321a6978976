"""The messages a change owes, as types: what the table service queues in the outbox (in the change's
own transaction, core/table/writes.py) and the desk delivers (cogs/mail.py, one handler per kind).

A piece of mail is `(Kind, payload)`; the payload is kept as JSON in the outbox, so each kind's payload
is a TypedDict (plain dicts at run time), its fields named here once for both sides. `Mail` pairs each
kind with its own payload type, so `mail[0] == Kind.TURN` tells mypy that `mail[1]` is a `TurnPost`;
write a payload with its type's constructor (`(Kind.LINE, Line(text=..., name=...))`). A `Msg` in a
payload is kept as data and said in its reader's language when sent."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, NotRequired, TypedDict


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


class Notice(TypedDict, total=False):
    """The fields a time-out's thread line and DM share (and other notices use)."""

    seat: int
    name: str  # the seat's or person's name
    user: int | None
    count: int  # time-outs in a row
    game: int
    key: str  # the game's kind
    channel: int | None  # where the game is played: its thread, else its channel
    guild: int | None


class Line(Notice, total=False):
    text: str  # the template's key in cogs/texts.py; the other fields fill it
    was: str
    until: float
    note: str


class Dm(Notice, total=False):
    text: str  # the template's key in cogs/texts.py; `user` gets it
    play: bool  # with a Play button
    prompt: Any  # a Msg kept as data
    reason: str
    version: int
    due: int  # when a reaction window closes
    held: bool  # it waited for the end of the person's quiet hours (it goes now)


class Hand(TypedDict):
    user: int | None
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
Mail = (tuple[Literal[Kind.TURN], TurnPost] | tuple[Literal[Kind.LINE], Line] | tuple[Literal[Kind.DM], Dm]
        | tuple[Literal[Kind.HAND], Hand] | tuple[Literal[Kind.REMINDER], Reminder]
        | tuple[Literal[Kind.REPLAY], Replay] | tuple[Literal[Kind.ASK], Ask])
