"""What a seat's panel offers now, the same for every front end (the Discord panel in cogs/panel.py, the
page in web/play.py): the main choices and each side group of choices (standing orders, say) in the
engine's order, the amount form where the game asks for any amount (20th Century), and Undo where the
seat may take its last decision back."""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.base import Action, Game


@dataclass(frozen=True)
class Offers:
    main: list[Action] = field(default_factory=list)
    groups: list[tuple[str, list[Action]]] = field(default_factory=list)  # (the group's name, its choices)
    amount: tuple[str, str, str] | None = None  # the amount form's words (button, label, hint) when asked
    undo: bool = False

    @property
    def actions(self) -> list[Action]:
        return [*self.main, *(a for _, choices in self.groups for a in choices)]


def grouped(actions: list[Action]) -> tuple[list[Action], list[tuple[str, list[Action]]]]:
    """The main choices (no group), and each group's choices, groups in the order they first appear."""
    groups: dict[str, list[Action]] = {}
    for action in actions:
        groups.setdefault(action.group, []).append(action)
    main = groups.pop("", [])
    return main, list(groups.items())


def asks_amount(game: Game, state: object, seat: int) -> bool:
    """The game asks `seat` for any amount now (a bid, a limit): the panel offers the amount form."""
    return game.amount_action(state, seat, 0) is not None


def offers(game: Game, state: object, seat: int, active: bool, undo: bool) -> Offers:
    """What the panel of `seat` offers (`active`: the game runs; `undo`: the table says it may undo)."""
    actions = game.actions(state, seat) if active else []
    main, groups = grouped(actions)
    amount = game.amount_words() if actions and asks_amount(game, state, seat) else None
    return Offers(main, groups, amount, undo)
