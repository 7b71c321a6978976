"""Tally, the example game: the smallest whole game, the template docs/ADDING_A_GAME.md walks through,
and the game the tests play the table with (it is hidden from players unless BOARDHOST_EXAMPLE_GAMES=1).

Players take turns adding 1 or 2 to a shared tally; whoever brings it to TARGET wins. Each
seat holds a secret token drawn at set-up (hidden information for the DM/leak tests) and may
swap it for a new one instead of adding (a change of hand). After every addition the next seat
gets a reaction window (pass, or "boo") with a deadline, to exercise out-of-turn pending seats.
"""

from __future__ import annotations

from typing import TypedDict

from engines.base import Action, Event, Game, Option, Rng

TARGET = 10
TOKENS = ["ruby", "opal", "jade", "onyx", "amber", "pearl"]


class TallyView(TypedDict, total=False):
    """What a seat (or the public, seat None) may know of a Tally game: the shape the renderer draws."""

    tally: int  # the running total
    active: int  # whose turn it is (or who reacts)
    turn: int  # turns played
    players: int
    winner: int | None  # the seat that reached TARGET, once one has
    hand: list[str]  # a seat's own view only: its secret token


class Tally(Game):
    key = "tally"
    title = "Tally"
    min_players = 2
    max_players = 4
    options = (Option("reaction_seconds", 60, "How long a reaction waits", min=1, max=3600),)

    def setup(self, players: int, seed: int, options: dict | None = None) -> dict:
        rng = Rng(seed)
        tokens = [rng.choice(TOKENS) for _ in range(players)]
        return {"players": players, "rng": rng.state, "tally": 0, "turn": 0, "active": 0,
                "tokens": tokens, "react": None, "boos": 0, "winner": None,
                "added": [0] * players,
                "options": self.resolve_options(options)}

    def pending(self, state: dict) -> list[int]:
        if state["winner"] is not None:
            return []
        return [state["react"]] if state["react"] is not None else [state["active"]]

    def actions(self, state: dict, seat: int) -> list[Action]:
        if seat not in self.pending(state):
            return []
        if state["react"] is not None:
            return [Action("pass", "Let it be"), Action("boo", "Boo!")]
        return [Action("add:1", "Add 1"), Action("add:2", "Add 2"), Action("swap", "Swap my token")]

    def perform(self, state: dict, seat: int, action_id: str) -> list[Event]:
        if state["react"] is not None:
            state["react"] = None
            if action_id == "boo":
                state["boos"] += 1
                return [Event(f"<s:{seat}> boos.", seat)]
            return []
        if action_id == "swap":
            rng = Rng(state["rng"])
            state["tokens"][seat] = rng.choice([t for t in TOKENS if t != state["tokens"][seat]])
            state["rng"] = rng.state
            events = [Event(f"<s:{seat}> swaps their token.", seat, f"Your token is now {state['tokens'][seat]}.")]
        else:
            state["tally"] += int(action_id.split(":")[1])
            state["added"][seat] += int(action_id.split(":")[1])
            events = [Event(f"<s:{seat}> adds {action_id[-1]}: the tally is {state['tally']}.", seat)]
        if state["tally"] >= TARGET:
            state["winner"] = seat
            return events + [Event(f"<s:{seat}> wins.", seat)]
        state["turn"] += 1
        state["active"] = (seat + 1) % state["players"]
        if action_id != "swap":
            state["react"] = state["active"]
        return events

    # ignore[override]: a TypedDict view is a plain dict at run time, but mypy keeps it apart from `dict`
    def view(self, state: dict, seat: int | None) -> TallyView:  # type: ignore[override]
        public: TallyView = {"tally": state["tally"], "active": state["active"], "turn": state["turn"],
                  "players": state["players"], "winner": state["winner"]}
        return public if seat is None else {**public, "hand": [state["tokens"][seat]]}

    def outcome(self, state: dict) -> dict | None:
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "scores": list(state["added"]),
                "summary": f"<s:{state['winner']}> wins the tally."}

    def undoable(self, before: dict, after: dict, seat: int, action_id: str) -> bool:
        return action_id != "swap"  # a swap draws a new token: what was seen can't be unseen

    def scores(self, state: dict) -> list[float]:
        return list(state["added"])

    def breakdown(self, state: dict) -> list[list[tuple[str, float]]]:
        return [[("added", added)] for added in state["added"]]

    def dump(self, state: dict) -> dict:
        return {**state, "tokens": list(state["tokens"]), "added": list(state["added"])}

    def load(self, data: dict) -> dict:
        if data.get("tally") is None:
            raise ValueError("not a Tally state")
        return {**data, "tokens": list(data["tokens"]), "added": list(data["added"])}

    def turn(self, state: dict) -> int:
        return state["turn"]

    def prompt(self, state: dict, seat: int) -> str:
        return "React to the last addition." if state["react"] is not None else "Add 1 or 2, or swap your token."

    def deadline(self, state: dict, seat: int) -> tuple[int, str] | None:
        return (state["options"]["reaction_seconds"], "pass") if state["react"] == seat else None


GAME = Tally()
