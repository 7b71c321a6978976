"""What a picture drew, piece by piece: each piece's box and what it is, for the web page to explain
any piece where it is pointed at (issue 35). Re-exported by the kit (`kit.Piece`, `kit.record`).

Recording is off unless a caller asks for it (`recorded()`): the pictures Discord gets are drawn
exactly as before and pay only a check of a context variable per piece. A renderer calls
`record(box, kind, label, explanation, refs)` beside what it draws (through a function of its
renderers/explain/<game>.py, decorated `when_recording`, which makes the words only when recording is on).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import ParamSpec

from engines.i18n import Msg, say

Box = tuple[int, int, int, int]
Explaining = ParamSpec("Explaining")


@dataclass(frozen=True)
class Piece:
    """One thing a picture drew.

    - `box`: its pixels in the picture (left, top, right, bottom; right and bottom excluded);
    - `kind`: what sort of thing it is, stable across versions ("century.land", "botfactory.part"):
      the page may style or count by it, a test checks every kind drawn has pieces;
    - `label`: its short name ("Land a11"), a message said in the reader's language;
    - `explanation`: what it is, gives or costs, who owns it and the rule it follows, one message
      (seats as `<s:N>` tokens: said with the players' names);
    - `refs`: the names of the engine things it shows ("land:a11", "space:3"): the same names an
      engine's `touches(state, seat, action_id)` gives for a decision, so the page can highlight
      the pieces a decision touches."""

    box: Box
    kind: str
    label: Msg
    explanation: Msg
    refs: tuple[str, ...] = ()

    def said(self, locale: str, names: list[str]) -> dict:
        """The piece as JSON for a page: its box, kind and refs, its words said in `locale`."""
        return {"box": list(self.box), "kind": self.kind, "refs": list(self.refs),
                "label": say(self.label, locale, names), "explanation": say(self.explanation, locale, names)}


_RECORDING: ContextVar[list[Piece] | None] = ContextVar("pieces", default=None)


def recording() -> bool:
    """Whether the picture being drawn records its pieces."""
    return _RECORDING.get() is not None


def record(box: tuple[float, float, float, float], kind: str, label: Msg, explanation: Msg,
           refs: tuple[str, ...] = ()) -> None:
    """Note a drawn piece (nothing when recording is off). The box is rounded outwards to whole pixels."""
    pieces = _RECORDING.get()
    if pieces is None:
        return
    x0, y0, x1, y1 = box
    pieces.append(Piece((int(x0), int(y0), -int(-x1 // 1), -int(-y1 // 1)), kind, label, explanation, refs))


def when_recording(explain: Callable[Explaining, None]) -> Callable[Explaining, None]:
    """A renderer's explaining function that does nothing (makes no words) unless recording is on:
    the pictures Discord gets pay one check of a context variable per piece."""

    @functools.wraps(explain)
    def explaining(*args: Explaining.args, **kwargs: Explaining.kwargs) -> None:
        if _RECORDING.get() is not None:
            explain(*args, **kwargs)

    return explaining


@contextmanager
def recorded() -> Iterator[list[Piece]]:
    """Within this block the pictures drawn record their pieces in the list it gives (in drawing
    order: a later piece lies over an earlier one where their boxes overlap)."""
    pieces: list[Piece] = []
    token = _RECORDING.set(pieces)
    try:
        yield pieces
    finally:
        _RECORDING.reset(token)


@contextmanager
def moved(dx: int, dy: int) -> Iterator[None]:
    """The pieces recorded within this block, moved by (dx, dy) once it ends: a part of a picture drawn
    on a canvas of its own, then pasted that far from its own origin (Bot Factory's boards under its head)."""
    pieces = _RECORDING.get()
    start = len(pieces) if pieces is not None else 0
    try:
        yield
    finally:
        if pieces is not None:
            for i in range(start, len(pieces)):
                x0, y0, x1, y1 = pieces[i].box
                pieces[i] = replace(pieces[i], box=(x0 + dx, y0 + dy, x1 + dx, y1 + dy))
