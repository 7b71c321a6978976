"""The engine contract shared by every game.

An engine is pure rules: no discord, no PIL, no clock, no global randomness. The table service,
the command line, the AI seats and the tests all drive a game only through these methods.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engines.i18n import Msg, from_data, locale_of, to_data

State = Any  # each engine picks its own state type; dump/load make it JSON

SEAT_TOKEN = re.compile(r"<s:(\d+)>")


class IllegalAction(Exception):
    """Raised by apply(); its message is a sentence a player can read. The state is unchanged."""


@dataclass(frozen=True, slots=True)
class Action:
    """One legal choice. `id` is stable (the same choice in the same state has the same id) and
    at most 60 characters of [a-z0-9:_.-], so it fits a Discord custom id with room to spare;
    `label` is at most 80 characters. A `group` names a side menu the choice belongs in (such as
    "Standing orders"), so the main choices stay in front."""

    id: str
    label: str
    group: str = ""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. `text` is public and never names a hidden card. Seats are written
    as `<s:N>` and replaced by player names where the text is shown (see `name_seats`).
    `private` is extra text for the eyes of `seat` only (the card they drew, say)."""

    text: str
    seat: int | None = None
    private: str | None = None

    def to_json(self) -> dict:
        """The English text (what rows stored before events were data hold alone) and, for a
        `Msg`, its key and fields, so the event can be said in any language later."""
        data = {"text": str(self.text), "seat": self.seat,
                "private": None if self.private is None else str(self.private)}
        for name, value in (("says", self.text), ("says_private", self.private)):
            if isinstance(value, Msg):
                data[name] = to_data(value)
        return data

    @classmethod
    def from_json(cls, data: dict) -> Event:
        text, private = data["text"], data.get("private")
        if "says" in data:
            text = from_data(data["says"], text)
        if "says_private" in data:
            private = from_data(data["says_private"], private)
        return cls(text, data.get("seat"), private)


@dataclass(frozen=True, slots=True)
class Option:
    """A game option offered by `/<game> new`. `choices` limits the values when given."""

    name: str
    default: int | str | bool
    description: str
    choices: tuple = ()
    min: int | None = None
    max: int | None = None

    def check(self, value: Any) -> Any:
        if self.choices and value not in self.choices:
            raise ValueError(f"{self.name} must be one of {', '.join(map(str, self.choices))}")
        if self.min is not None and value < self.min:
            raise ValueError(f"{self.name} must be at least {self.min}")
        if self.max is not None and value > self.max:
            raise ValueError(f"{self.name} must be at most {self.max}")
        return value


def name_seats(text: str, names: list[str]) -> str:
    """Replace `<s:N>` seat tokens with the names the caller wants to show."""
    return SEAT_TOKEN.sub(lambda m: names[int(m.group(1))], text)


def nothing_drawn(before: dict, after: dict, hidden: tuple[str, ...], discards: tuple[str, ...] = ()) -> bool:
    """For `Game.undoable`: whether a move left the secret parts of a state as they were (`hidden`: the
    random generator, hands, piles whose order is face down) and took nothing from a discard pile
    (`discards`: each a list, or a dict of lists), which an empty pile is refilled from: a one-card
    discard pile turned into the pile and drawn at once leaves both piles empty and the generator as it was."""
    def tiles(pile: list | dict) -> Counter:
        return Counter(item for part in pile.values() for item in part) if isinstance(pile, dict) else Counter(pile)

    return all(before[key] == after[key] for key in hidden) and not any(
        tiles(before[key]) - tiles(after[key]) for key in discards)


class Rng:
    """SplitMix64: tiny, fast, and its whole state is one integer that lives in the game state."""

    MASK = (1 << 64) - 1

    def __init__(self, state: int) -> None:
        self.state = state & self.MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform in 0..n-1 (n < 2**32; the modulo bias is below 2**-32)."""
        return self.next64() % n

    def roll(self, sides: int = 6) -> int:
        return self.randrange(sides) + 1

    def choice(self, seq: list) -> Any:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


class Game(ABC):
    """A game object, registered in `engines.GAMES` under its key. Subclasses set the class
    attributes below and implement the abstract methods."""

    key: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    hand_is_cards: bool = True  # a view's "hand" is cards; False: other secrets (20th Century's money)

    def resolve_options(self, options: dict | None) -> dict:
        """The declared options with defaults filled in; unknown names are refused."""
        given = dict(options or {})
        known = {o.name: o for o in self.options}
        unknown = set(given) - set(known)
        if unknown:
            raise ValueError(f"unknown option {', '.join(sorted(unknown))}")
        return {name: o.check(given.get(name, o.default)) for name, o in known.items()}

    @abstractmethod
    def setup(self, players: int, seed: int, options: dict | None = None) -> State: ...

    @abstractmethod
    def pending(self, state: State) -> list[int]:
        """Seats that may act now; empty once the game is over."""

    @abstractmethod
    def actions(self, state: State, seat: int) -> list[Action]:
        """Every legal action of `seat` now (empty when it is not pending)."""

    def apply(self, state: State, seat: int, action_id: str) -> list[Event]:
        """Perform one action. Refuses anything not in `actions()` before touching the state."""
        if seat not in self.pending(state):
            raise IllegalAction("It is not your turn to act.")
        if not self.legal(state, seat, action_id):
            raise IllegalAction(f"That move ({action_id}) is not allowed right now.")
        return self.perform(state, seat, action_id)

    def legal(self, state: State, seat: int, action_id: str) -> bool:
        """Whether `action_id` is one of `seat`'s actions now. This default asks `actions()`; a game
        whose labels cost much overrides it to find the ids without writing the labels."""
        return any(a.id == action_id for a in self.actions(state, seat))

    @abstractmethod
    def perform(self, state: State, seat: int, action_id: str) -> list[Event]:
        """Carry out an action already known to be legal."""

    def touches(self, state: State, seat: int, action_id: str) -> tuple[str, ...]:
        """The things `seat`'s action `action_id` would touch, named as the renderers name what they
        draw (renderers/pieces.py, a Piece's `refs`: "land:a11", "space:3"), so a page can highlight
        them before the action is confirmed. Nothing by default; asked only of a pending seat's own
        actions, it names only what that seat may see."""
        return ()

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict:
        """What `seat` may know (None: the public). JSON-ready. A seat's view has a "hand" key:
        a list of short strings naming its hidden things; the table DMs it when it changes."""

    @abstractmethod
    def outcome(self, state: State) -> dict | None:
        """None while running; at the end {"winners": [seats], "scores": [...], "summary": str}."""

    @abstractmethod
    def dump(self, state: State) -> dict: ...

    @abstractmethod
    def load(self, data: dict) -> State: ...

    @abstractmethod
    def turn(self, state: State) -> int:
        """How many turns are complete. The table posts to the thread when this changes,
        so micro-steps inside one turn don't each make a post."""

    @abstractmethod
    def prompt(self, state: State, seat: int) -> str:
        """One sentence: what `seat` is asked to decide now."""

    def standing(self, state: State) -> str:
        """One line of the race positions (scores, energies, coins: whatever decides the game) that
        every turn post repeats in words for readers without pictures; seats as `<s:N>`. Public
        information only."""
        return ""

    def scores(self, state: State) -> list[float] | None:
        """Each seat's score now, from public information only, for the chart of the game's scores
        over time in its final post (points, energy, whatever `standing` races on). None: the game
        has no running score, and the final post goes without a chart."""
        return None

    def breakdown(self, state: State) -> Sequence[Sequence[tuple[str, float]]]:
        """At the end, each seat's score as its parts: [(what, points), ...] per seat, in words a
        final post can show ("robots", 12). Public information only. Empty: the game gives none, and
        the final post shows only the scores of `outcome`."""
        return []

    def amount_action(self, state: State, seat: int, amount: int) -> str | None:
        """A game that asks for free amounts (a bid, a limit) names the action for `amount` where `seat`
        is asked for one now, so a player may type any number (20th Century's `/century bid`). None:
        no amount is asked of `seat` now, or the game never asks for one (the default)."""
        return None

    def amount_words(self) -> tuple[str, str, str] | None:
        """The words of the form a panel offers where `amount_action` names one: (its button, the
        field's label, an example), each a message of the game's own texts. None: no such form."""
        return None

    def undoable(self, before: State, after: State, seat: int, action_id: str) -> bool:
        """Whether `seat` may take back `action_id`, which turned `before` into `after` (the last move
        of the game, so nobody has acted since). Only when the move revealed nothing random or hidden
        to anyone (no die, no draw, no face-down card, no other player's input): taking it back must
        never give back a choice made with information seen since. The default is the safe answer."""
        return False

    def deadline(self, state: State, seat: int) -> tuple[int, str] | None:
        """(seconds, action id) when waiting on `seat` must end on its own, as a reaction window
        that passes after a few minutes; None when the seat may take all the time it wants."""
        return None

    def ai(self, state: State, seat: int, rng: Rng, level: str = "smart") -> str:
        """The action id an AI seat picks. `level` is "random", "smart" or "expert" (a search over
        `determinize`d games, engines/search.py)."""
        return rng.choice(self.actions(state, seat)).id

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A playable copy of `state` in which everything `seat` cannot see is dealt again from `rng`,
        consistently with what it can (its own hand, public piles and their counts, known cards), and
        the random generator replaced: `view(copy, seat) == view(state, seat)`. Search-based AI seats
        plan on these, so no AI decides from what its seat may not know. `state` is left as it was."""
        raise NotImplementedError(f"{self.key} has no determinize")

    def rules_page(self, locale: str = "en") -> str:
        """The game's rules page (markdown) in `locale` when it has been translated (docs/<ll>/),
        else the English reference (docs/)."""
        from pathlib import Path

        docs = Path(__file__).resolve().parent.parent / "docs"
        translated = docs / locale_of(locale) / f"{self.key}.md"
        return (translated if translated.exists() else docs / f"{self.key}.md").read_text()
