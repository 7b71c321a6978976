"""Moon-Bots as a `Game`: the contract methods, each a thin call into the rules modules."""

from __future__ import annotations

import json

from engines.base import Action, Event, Game, Option, Rng
from engines.i18n import Msg
from engines.moonbots import ai, moves, turns, view, weapons
from engines.moonbots.determinize import determinize
from engines.moonbots.state import State, name, new_state, summary, upgrade_saved
from engines.moonbots.texts import text
from engines.moonbots.touches import touches
from engines.search import expert


class MoonBots(Game):
    key = "moonbots"
    title = "Moon-Bots"
    min_players = 2
    max_players = 4
    options = (
        Option("reaction_minutes", 5, "Minutes a reaction window waits before it passes", min=1, max=1440),
        Option("overtime_round", 40, "Round from which robots lose energy as turns start (0: never)", min=0, max=500),
    )

    def setup(self, players: int, seed: int, options: dict | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Moon-Bots is played by {self.min_players} to {self.max_players} players.")
        s = new_state(players, seed, self.resolve_options(options))
        turns.begin_turn(s, [], s["active"])
        turns.flow(s, [])
        return s

    def pending(self, state: State) -> list[int]:
        return moves.pending(state)

    def actions(self, state: State, seat: int) -> list[Action]:
        return moves.actions(state, seat)

    def legal(self, state: State, seat: int, action_id: str) -> bool:
        return any(a.id == action_id for a in moves.actions(state, seat, labels=False))

    def perform(self, state: State, seat: int, action_id: str) -> list[Event]:
        return moves.perform(state, seat, action_id)

    def touches(self, state: State, seat: int, action_id: str) -> tuple[str, ...]:
        return touches(state, seat, action_id)

    def view(self, state: State, seat: int | None) -> dict:
        return view.view(state, seat)

    def outcome(self, state: State) -> dict | None:
        if not state["over"]:
            return None
        scores = [0] * state["players"]
        for robot in state["robots"]:
            scores[robot["owner"]] += robot["energy"]
        return {"winners": state["winners"], "scores": scores, "summary": summary(state["winners"])}

    def scores(self, state: State) -> list[float]:
        """Each player's robots' energy (what the last robot standing races on)."""
        energy: list[float] = [0] * state["players"]
        for robot in state["robots"]:
            energy[robot["owner"]] += 0 if robot["out"] else robot["energy"]
        return energy

    def undoable(self, before: State, after: State, seat: int, action_id: str) -> bool:
        """A step inside the seat's own turn that drew nothing (no die, no card from the pile), opened
        or answered no reaction window and showed no secret weapon (not even its own: the others saw
        it): buying, placing dice, choosing dice to roll again, aiming, activating a part. The table
        checks that nobody acted since."""
        hidden = ("rng", "pile", "boxed", "removed")
        if any(before[k] != after[k] for k in hidden) or before["turns"] != after["turns"]:
            return False
        if before["window"] or after["window"]:
            return False
        return all(b["weapons"] == a["weapons"] for b, a in zip(before["robots"], after["robots"]))

    def breakdown(self, state: State) -> list[list[tuple[Msg, float]]]:
        """Each player's robots' energy at the end, robot by robot when they have two."""
        parts: list[list[tuple[Msg, float]]] = [[] for _ in range(state["players"])]
        for robot in state["robots"]:
            what = text(f"side.{robot['side']}") if robot["side"] else text("breakdown.energy")
            parts[robot["owner"]].append((what, robot["energy"]))
        return parts

    def dump(self, state: State) -> dict:
        return json.loads(json.dumps(state))

    def load(self, data: dict) -> State:
        return upgrade_saved(json.loads(json.dumps(data)))

    def turn(self, state: State) -> int:
        return state["turns"]

    def prompt(self, state: State, seat: int) -> Msg:
        return moves.prompt(state, seat)

    def standing(self, state: State) -> Msg:
        """Every robot's energy (or "out"), in seat order: "Round 3 · energy: <s:0> 14⚡ · <s:1> out"."""
        robots = [
            text(f"standing.robot{'_out' * robot['out']}", robot=name(state, r), energy=robot["energy"])
            for r, robot in enumerate(state["robots"])
        ]
        line = robots[-1]
        for robot in reversed(robots[:-1]):
            line = text("standing.more", first=robot, rest=line)
        return text("standing.line", round=state["round"], robots=line)

    def deadline(self, state: State, seat: int) -> tuple[int, str] | None:
        seconds = weapons.deadline_seconds(state, seat)
        return (seconds, "pass") if seconds else None

    def ai(self, state: State, seat: int, rng: Rng, level: str = "smart") -> str:
        if level == "expert":
            if budget := ai.expert_budget(state, seat):
                return expert(self, state, seat, rng, budget)
            return ai.choose(determinize(state, seat, rng), seat, Rng(rng.next64()), "smart")
        return ai.choose(state, seat, rng, level)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)
