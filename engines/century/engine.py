"""20th Century: land, technology and garbage for 3-5 players, on the engine contract.

The phases live in auction.py (land auction, technology, catastrophe prevention) and upkeep.py
(maintenance, production, bonus scoring); scoring.py ends the game; the view's shape is in VIEW.md.
"""

from __future__ import annotations

import copy

from engines.base import Action, Event, Game, Option, Rng
from engines.century import auction, data, upkeep
from engines.century.ai import choose
from engines.century.auction import acting
from engines.century.state import new_state, prepare_round
from engines.century.texts import TEXTS
from engines.century.view import view

HANDLERS = {
    "auction": {
        "pick": auction.pick, "back": auction.back, "open": auction.open_bid, "raise": auction.raise_bid,
        "pass": auction.pass_tile, "buy": auction.buy, "withdraw": auction.withdraw, "tech": auction.buy_tech,
        "notech": auction.no_tech,
    },
    "catastrophe": {"sci": auction.science_bid, "drop": auction.drop},
    "upkeep": {
        "row": upkeep.choose_row, "back": upkeep.go_back, "garbage": upkeep.put_garbage, "spot": upkeep.choose_spot,
        "turn": upkeep.turn_piece, "site": upkeep.place_citizen, "town": upkeep.place_town,
        "from": upkeep.move_from, "to": upkeep.move_to, "stay": upkeep.stay,
    },
}


class Century(Game):
    key = "century"
    title = "20th Century"
    min_players = 3
    max_players = 5
    options = (
        Option("scoring_cards", True, "Use one scoring card for round II and one for round IV (off: first game)"),
    )

    def setup(self, players: int, seed: int, options: dict | None = None) -> dict:
        chosen = self.resolve_options(options)
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"20th Century is for {self.min_players} to {self.max_players} players")
        state = new_state(players, seed, bool(chosen["scoring_cards"]))
        prepare_round(state)
        return state

    def pending(self, state: dict) -> list[int]:
        seat = acting(state)
        return [] if seat is None else [seat]

    def actions(self, state: dict, seat: int) -> list[Action]:
        if seat != acting(state):
            return []
        if state["phase"] == "auction":
            return auction.auction_actions(state, seat)
        if state["phase"] == "catastrophe":
            return auction.disaster_actions(state, seat)
        return upkeep.upkeep_actions(state, seat)

    def perform(self, state: dict, seat: int, action_id: str) -> list[Event]:
        verb, _, arg = action_id.partition(":")
        before = (acting(state), state["phase"], state["round"])
        events = HANDLERS[state["phase"]][verb](state, seat, arg)
        if (acting(state), state["phase"], state["round"]) != before:
            state["turns"] += 1
        return events

    def view(self, state: dict, seat: int | None) -> dict:
        return view(state, seat)

    def outcome(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        scores = [p["vp"] for p in state["p"]]
        return {"winners": list(state["winners"]), "scores": scores, "summary": state["summary"]}

    def scores(self, state: dict) -> list[float]:
        return [p["vp"] for p in state["p"]]

    def dump(self, state: dict) -> dict:
        return copy.deepcopy(state)

    def load(self, saved: dict) -> dict:
        return copy.deepcopy(saved)

    def turn(self, state: dict) -> int:
        return state["turns"]

    def prompt(self, state: dict, seat: int) -> str:
        if seat != acting(state):
            return TEXTS["ask_wait"]
        if state["phase"] == "auction":
            return auction.auction_prompt(state)
        if state["phase"] == "catastrophe":
            return auction.disaster_prompt(state)
        return upkeep.upkeep_prompt(state, seat)

    def standing(self, state: dict) -> str:
        parts = []
        for seat, player in enumerate(state["p"]):
            income = upkeep.incomes(player)
            parts.append(TEXTS["standing_seat"].format(seat=seat, vp=player["vp"], c=income["c"], s=income["s"],
                                                       v=income["v"], pollution=player["pollution"]))
        return TEXTS["standing"].format(round=data.ROMAN[state["round"]], seats=TEXTS["standing_sep"].join(parts))

    def ai(self, state: dict, seat: int, rng: Rng, level: str = "smart") -> str:
        return choose(self, state, seat, rng, level)

