"""Proponi, Progetta & Installa as a `Game`: the contract methods, each a thin call into the rules modules."""

from __future__ import annotations

import json

from engines.base import Action, Event, Game, Option, Rng, nothing_drawn
from engines.i18n import Msg
from engines.proponi import cards, flow, placing, play, view
from engines.proponi.determinize import determinize
from engines.proponi.state import DISCARDS, HIDDEN, State, new_state
from engines.proponi.texts import text
from engines.proponi.touches import touches
from engines.search import expert


class Proponi(Game):
    key = "proponi"
    title = "Proponi, Progetta & Installa"
    min_players = 3
    max_players = 6
    options = (
        Option("difficulty", 1, "Health every floor loses each year on top of its black gears", choices=(1, 2, 3)),
        Option("start_at_5", False, "Harder: every floor starts at health 5", choices=(False, True)),
        Option("permanent_gears", False, "Harder: +1/+2/+3 permanent black gears per floor at 3/4/5-6 players",
               choices=(False, True)),
        Option("tenth_year", False, "Harder: a tenth year of contract", choices=(False, True)),
        Option("tornaconto", False, "Variant: proposals may replace other players' proposals for 1 coin",
               choices=(False, True)),
        Option("concorrenza", False, "Variant Concorrenza Spietata: take over other players' cubes",
               choices=(False, True)),
    )

    def setup(self, players: int, seed: int, options: dict | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Proponi is played by {self.min_players} to {self.max_players} players.")
        s = new_state(players, seed, self.resolve_options(options))
        flow.begin(s, [])
        play.advance(s, [])
        return s

    def pending(self, state: State) -> list[int]:
        return [] if state["over"] else [state["actor"]]

    def actions(self, state: State, seat: int) -> list[Action]:
        if state["over"] or seat != state["actor"]:
            return []
        return play.actions(state, seat)

    def perform(self, state: State, seat: int, action_id: str) -> list[Event]:
        return play.perform(state, seat, action_id)

    def touches(self, state: State, seat: int, action_id: str) -> tuple[str, ...]:
        return touches(state, seat, action_id)

    def view(self, state: State, seat: int | None) -> dict:
        return view.view(state, seat)

    def outcome(self, state: State) -> dict | None:
        if not state["over"]:
            return None
        return {"winners": list(state["winners"]), "scores": flow.scores(state), "summary": flow.summary(state),
                "everybody_loses": state["broke"]}

    def scores(self, state: State) -> list[float]:
        return list(flow.scores(state))

    def breakdown(self, state: State) -> list[list[tuple[str, float]]]:
        return [[(text("part_coins"), state["coins"][seat]), (text("part_cubes"), flow.bonus(state, seat))]
                for seat in range(state["players"])]

    def undoable(self, before: State, after: State, seat: int, action_id: str) -> bool:
        """A decision may be taken back unless it, or what followed it by itself, drew or revealed a
        card (a resource, system or spare, or event card; a card from another player's hand), played a
        card from the hand (the table saw it), or drew on the random generator. What is left: choosing
        a card and its use (and "Back"), and placing a proposed card when no draw follows. The table
        checks that nobody acted since; the rules page lists the decisions of each kind."""
        return nothing_drawn(before, after, HIDDEN, DISCARDS)

    def dump(self, state: State) -> dict:
        return json.loads(json.dumps(state))

    def load(self, data: dict) -> State:
        state = json.loads(json.dumps(data))
        state.pop("summary", None)  # a game stored when the result was kept in English (now said from the state)
        for pile in ("events", "year_events"):  # a game stored before the events were redesigned
            state[pile] = [cards.RETIRED_EVENTS.get(key, key) for key in state[pile]]
        if state["step"]["kind"] in ("use", "rival"):  # stored before single choices applied themselves
            state["step"].setdefault("only", False)
        return state

    def turn(self, state: State) -> int:
        return state["turns"]

    def prompt(self, state: State, seat: int) -> Msg:
        step = state["step"]
        if state["over"] or seat != state["actor"]:
            return text("prompt_wait")
        if step["kind"] == "place":
            part = cards.PART[step["queue"][0]]
            key = "prompt_setup" if state["phase"] == "setup" else "prompt_place"
            return text(key, part=part.label, kind=placing.kind_word(part))
        if step["kind"] == "card":
            if step["follow"]:
                return text("prompt_follow")
            return text("prompt_card", year=state["year"], card=state["round"])
        if step["kind"] == "use":
            said = text("prompt_use")
            for note in play.use_notes(state, seat, step["card"]):
                said = text("sentences", first=said, second=note)
            return said
        return text("prompt_rival")

    def standing(self, state: State) -> Msg:
        players = [text("standing_player", seat=seat, coins=text("n_coins", count=state["coins"][seat]),
                        cubes=text("n_cubes", count=state["cubes"][seat])) for seat in range(state["players"])]
        return text("standing", year=state["year"], last=state["last_year"],
                    purse=text("n_coins", count=state["purse"]), health=flow.health_text(state), players=players)

    def ai(self, state: State, seat: int, rng: Rng, level: str = "smart") -> str:
        from engines.proponi.ai import choose, expert_budget  # ai.py reads these rules, so it is imported late

        if level == "expert":
            return expert(self, state, seat, rng, expert_budget(state, seat))
        return choose(self, state, seat, rng, level)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)
