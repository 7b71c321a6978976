"""Bot Factory as a `Game`: the contract methods, each a thin call into the rules modules."""

from __future__ import annotations

import json
from functools import reduce

from engines.base import Action, Event, Game, Option, Rng, nothing_drawn
from engines.botfactory import ai, data, moves, scoring, view
from engines.botfactory.determinize import determinize
from engines.botfactory.state import DISCARDS, HIDDEN, State, new_state
from engines.botfactory.texts import name, text
from engines.botfactory.touches import touches
from engines.i18n import Msg, from_data
from engines.search import expert

PARTS = ("robots", "contracts", "speech", "parts", "projects")  # the parts of a score (scoring.breakdown)


class BotFactory(Game):
    key = "botfactory"
    title = "Bot Factory"
    min_players = 1
    max_players = 4
    options = (
        Option("solo_target", data.SOLO_TARGET, "Solo game: the score to reach to win", min=10, max=120),
        Option("last_round", data.LAST_ROUND, "The game ends after this round at the latest (0: never)",
               min=0, max=99),
    )

    def setup(self, players: int, seed: int, options: dict | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Bot Factory is played by {self.min_players} to {self.max_players} players.")
        return new_state(players, seed, self.resolve_options(options))

    def pending(self, state: State) -> list[int]:
        return moves.pending(state)

    def actions(self, state: State, seat: int) -> list[Action]:
        return moves.actions(state, seat)

    def perform(self, state: State, seat: int, action_id: str) -> list[Event]:
        return moves.perform(state, seat, action_id)

    def touches(self, state: State, seat: int, action_id: str) -> tuple[str, ...]:
        return touches(state, seat, action_id)

    def view(self, state: State, seat: int | None) -> dict:
        return view.view(state, seat)

    def outcome(self, state: State) -> dict | None:
        if not state["over"]:
            return None
        # Solo, a score short of the target is a loss: the one player loses and nobody wins.
        return {"winners": list(state["winners"]), "scores": list(state["scores"]),
                "summary": from_data(state["summary"]), "everybody_loses": not state["winners"]}

    def scores(self, state: State) -> list[float]:
        return [scoring.breakdown(state, seat)["total"] for seat in range(state["players"])]

    def breakdown(self, state: State) -> list[list[tuple[str, float]]]:
        return [[(name(f"part_{part}"), scoring.breakdown(state, seat)[part]) for part in PARTS]
                for seat in range(state["players"])]

    def undoable(self, before: State, after: State, seat: int, action_id: str) -> bool:
        """Every tile a player holds or sees is face up, and turns come one at a time: a decision may be
        taken back unless it, or what followed it by itself (Sandra's or Vilela's turn, maintenance),
        turned a face-down tile (the top of a part stack, a project from the deck, Vilela's next action
        tile), took a tile back from a discard pile to draw it, or drew on the random generator. The
        table checks that nobody acted since; the rules page lists the decisions of each kind."""
        return nothing_drawn(before, after, HIDDEN, DISCARDS)

    def dump(self, state: State) -> dict:
        return json.loads(json.dumps(state))

    def load(self, data: dict) -> State:
        return json.loads(json.dumps(data))

    def turn(self, state: State) -> int:
        return state["turns"]

    def prompt(self, state: State, seat: int) -> Msg:
        if seat not in moves.pending(state):
            return name("prompt.waiting")
        if state["phase"] != "act":
            return name(f"prompt.{state['phase']}")
        step = state["step"]
        left = step.get("left", step.get("budget", 0) - step.get("spent", 0))
        return text(f"prompt.{step['stage']}", left=left, credits=step.get("credits", 0),
                    n=len(step.get("dropped", [])) + 1)

    def standing(self, state: State) -> Msg:
        final = "_final" if state["over"] else ""
        lines = []
        for seat in range(state["players"]):  # the parts, each in points, add up to the total (issue 29)
            score = scoring.breakdown(state, seat)
            parts = [text("standing.part", part=name(f"part_{part}"), points=score[part])
                     for part in PARTS if score[part]] or [text("standing.part", part=name("part_robots"), points=0)]
            lines.append(text("standing" + final, seat=seat, points=score["total"], parts=parts))
        return text("standing.line" + final, round=state["round"], seats=reduce(
            lambda a, b: text("standing.join", a=a, b=b), lines))

    def ai(self, state: State, seat: int, rng: Rng, level: str = "smart") -> str:
        if level == "expert":
            return expert(self, state, seat, rng, ai.expert_budget(state, seat))
        return ai.choose(state, seat, rng, level)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)
