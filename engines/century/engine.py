"""20th Century: land, technology and garbage for 3-5 players, on the engine contract.

The phases live in auction.py (land auction, technology, catastrophe prevention) and upkeep.py
(maintenance, production, bonus scoring); scoring.py ends the game; the view's shape is in VIEW.md.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from engines.base import Action, Event, Game, IllegalAction, Option, Rng, nothing_drawn
from engines.century import auction, upkeep, words
from engines.century.ai import EXPERT, choose
from engines.century.auction import amount_range, refusal, waiting
from engines.century.determinize import determinize
from engines.century.scoring import summary
from engines.century.state import new_state, prepare_round
from engines.century.texts import text
from engines.century.touches import touches
from engines.century.view import view
from engines.i18n import Msg
from engines.search import expert

HANDLERS = {
    "auction": {
        "pick": auction.pick, "back": auction.back, "open": auction.open_bid, "upto": auction.give_limit,
        "pass": auction.pass_tile, "buy": auction.buy, "withdraw": auction.withdraw, "tech": auction.buy_tech,
        "notech": auction.no_tech, "plan": auction.plan_tech, "outbid": auction.set_outbid,
        "ahead": auction.set_ahead,
    },
    "catastrophe": {"cap": auction.science_cap, "drop": auction.drop, "outbid": auction.set_outbid},
    "upkeep": {
        "row": upkeep.choose_row, "back": upkeep.go_back, "place": upkeep.place_all, "garbage": upkeep.put_garbage,
        "spot": upkeep.choose_spot,
        "turn": upkeep.turn_piece, "site": upkeep.place_citizen, "town": upkeep.place_town,
        "from": upkeep.move_from, "to": upkeep.move_to, "stay": upkeep.stay, "collect": upkeep.collect,
    },
}


HIDDEN = ("rng", "stacks", "catastrophes")  # the generator and the face-down stacks
SECRET = ("orders", "plans", "ahead", "setting")  # standing orders, by seat
EARNED = ("cities", "toll", "card_2", "card_4")  # VP scored during the game (upkeep.earn)
FINAL = ("coins", "science", "clean_vp", "garbage_vp", "pollution_vp")  # the final scoring's parts


RICH = 10**6  # coins and science enough for anything: what a choice list is when a total is unknown


def _rich(state: dict, seat: int) -> dict:
    """`state` as the others see `seat`'s choices: the same, but with `seat` holding plenty (a
    shallow copy; nothing else is copied)."""
    players = list(state["p"])
    players[seat] = {**players[seat], "coins": RICH, "science": RICH}
    return {**state, "p": players}


class Century(Game):
    key = "century"
    title = "20th Century"
    hand_is_cards = False  # the private part of a view is secret money, not cards
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
        self._forced(state)
        return state

    def pending(self, state: dict) -> list[int]:
        return waiting(state)

    def actions(self, state: dict, seat: int) -> list[Action]:
        """The choices the seat can make now: its own panel offers only what it can pay (its totals are
        its own; nobody else's choices, texts or pictures depend on them)."""
        if seat not in waiting(state):
            return []
        return [a for a in self._actions(state, seat) if refusal(state, seat, a.id) is None]

    def _actions(self, state: dict, seat: int) -> list[Action]:
        """The choices of a seat known to be asked now, paid or not (see `actions`)."""
        if state["phase"] == "auction":
            return auction.auction_actions(state, seat)
        if state["phase"] == "catastrophe":
            return auction.disaster_actions(state, seat)
        return upkeep.upkeep_actions(state, seat)

    def apply(self, state: dict, seat: int, action_id: str) -> list[Event]:
        """As every game, but an amount or purchase above what the seat holds is refused with a
        sentence for that seat alone (the same check whatever the others hold), and an amount below
        the lowest one allowed now with a sentence naming that (public) lowest amount. (Game.apply's
        checks, in its order, with the seats waiting looked up once.)"""
        if seat not in waiting(state):
            raise IllegalAction("It is not your turn to act.")
        if reason := refusal(state, seat, action_id):
            raise IllegalAction(reason)
        verb, _, arg = action_id.partition(":")
        bounds = amount_range(state, seat)
        if bounds and verb == bounds[0] and arg.isdigit() and int(arg) < bounds[1]:
            unit = words.science if verb == "cap" else words.coins
            raise IllegalAction(text("refuse_low", amount=unit(bounds[1])))
        # what `seat` is not refused is legal when it is among its choices, paid or not
        if not self._legal(state, seat, action_id, bounds, self._actions):
            raise IllegalAction(f"That move ({action_id}) is not allowed right now.")
        return self.perform(state, seat, action_id)

    def legal(self, state: dict, seat: int, action_id: str) -> bool:
        """Any amount in the legal range, listed or typed; anything else as listed (asking for the
        seat's choices once: their labels are memoised words, see words.py)."""
        if seat not in waiting(state):
            return False
        return self._legal(state, seat, action_id, amount_range(state, seat), self.actions)

    @staticmethod
    def _legal(state: dict, seat: int, action_id: str, bounds: tuple[str, int, int] | None,
               listed: Callable[[dict, int], list[Action]]) -> bool:
        verb, _, arg = action_id.partition(":")
        if bounds and verb == bounds[0] and arg.isdigit() and str(int(arg)) == arg:
            return bounds[1] <= int(arg) <= bounds[2]
        return any(a.id == action_id for a in listed(state, seat))

    def amount_action(self, state: dict, seat: int, amount: int) -> str | None:
        """The action that names `amount` where `seat` is asked for one now (a limit, an opening bid,
        a science limit), or None when no amount is asked of it. Legality is apply()'s business."""
        legal = amount_range(state, seat) if seat in waiting(state) else None
        return f"{legal[0]}:{amount}" if legal else None

    def amount_words(self) -> tuple[str, str, str]:
        return text("button_amount"), text("form_label"), text("form_hint")

    def perform(self, state: dict, seat: int, action_id: str) -> list[Event]:
        return self._step(state, seat, action_id) + self._forced(state)

    def _step(self, state: dict, seat: int, action_id: str) -> list[Event]:
        verb, _, arg = action_id.partition(":")
        before = (tuple(waiting(state)), state["phase"], state["round"])
        events = HANDLERS[state["phase"]][verb](state, seat, arg)
        if (tuple(waiting(state)), state["phase"], state["round"]) != before:
            state["turns"] += 1
        return events

    def _forced(self, state: dict) -> list[Event]:
        """Steps with a single choice happen by themselves, each with a line in the log: single for
        anyone who can see the table, that is counted as if the seat could pay for everything (what
        it holds is secret: a choice it cannot afford is left out of its own panel, but never makes
        the one left play itself). A seat asked for an amount is never forced: beside the amounts
        (of which a seat that could pay for everything has some) it may always pass, go back,
        withdraw or drop out, so its choices are not listed to count them."""
        events: list[Event] = []
        while True:
            forced = [(s, acts[0]) for s in waiting(state)
                      if amount_range(state, s) is None and len(acts := self._actions(_rich(state, s), s)) == 1]
            if not forced:
                return events
            seat, action = forced[0]
            events.append(Event(text("forced", seat=seat, label=action.label)))
            events += self._step(state, seat, action.id)

    def touches(self, state: dict, seat: int, action_id: str) -> tuple[str, ...]:
        return touches(state, seat, action_id)

    def view(self, state: dict, seat: int | None) -> dict:
        return view(state, seat)

    def undoable(self, before: dict, after: dict, seat: int, action_id: str) -> bool:
        """A decision that used nothing hidden from its maker may be taken back while nobody has acted
        since (the table checks that): no stack or generator touched (a new round's display, a
        catastrophe), the game not over, and no other seat's input at work — their coins, science,
        region and standing orders as they were (a standing order carried out, an auction or
        catastrophe resolved by everyone's limits, changes them), and in the bidding no one else now
        holding the tile, passing, withdrawing or winning; and the maker's own coins and science as
        they were (a payment changes the hand already sent to them). So a standing limit given while
        others are still to give theirs, a tile chosen or opened before any limit given ahead was at
        work, and a placement in maintenance can be taken back; the limit that set the bot bidding,
        a purchase or a garbage collection cannot."""
        mine, now = before["p"][seat], after["p"][seat]
        if not nothing_drawn(before, after, HIDDEN) or after["over"] or any(
                mine[k] != now[k] for k in ("coins", "science")):
            return False
        others = [s for s in range(before["players"]) if s != seat]
        if any(before["p"][s] != after["p"][s] for s in others) or any(
                before[key].get(str(s)) != after[key].get(str(s)) for key in SECRET for s in others):
            return False
        a, b = before["auction"], after["auction"]
        if a and b and (b["high"] not in (a["high"], seat, None)
                        or any(set(b[key]) - set(a[key]) - {seat} for key in ("passed", "out"))
                        or any(a["won"][s] != b["won"][s] for s in others)):
            return False
        d, e = before["disaster"], after["disaster"]
        return not (d and e and any(d["bids"][s] != e["bids"][s] or (str(s) in d["taken"]) != (str(s) in e["taken"])
                                    for s in others))

    def outcome(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        scores = [p["vp"] for p in state["p"]]
        return {"winners": list(state["winners"]), "scores": scores, "summary": summary(state)}

    def scores(self, state: dict) -> list[float]:
        return [p["vp"] for p in state["p"]]

    def breakdown(self, state: dict) -> list[list[tuple[Msg, float]]]:
        """Each seat's final VP as its parts (all public: VP income, the scoring cards, the final
        scoring), parts worth nothing left out; a game stored before the parts were kept shows what
        it scored then as one part."""
        if not state["over"]:
            return []
        parts = []
        for line, player in zip(state["final"], state["p"]):
            mine = [(text(f"part_{k}"), player["earned"][k]) for k in EARNED if player["earned"].get(k)]
            mine += [(text(f"part_{k}"), line[k]) for k in FINAL if line[k]]
            if rest := player["vp"] - sum(points for _, points in mine):
                mine.append((text("part_earlier"), rest))
            parts.append(mine)
        return parts

    def dump(self, state: dict) -> dict:
        return copy.deepcopy(state)

    def load(self, saved: dict) -> dict:
        state = copy.deepcopy(saved)
        for key in ("orders", "plans", "ahead", "setting"):  # a game stored before standing bids: none yet
            state.setdefault(key, {})
        for player in state["p"]:
            player.setdefault("outbid", "ask")
            player.setdefault("collected", False)  # stored before garbage collection
            player.setdefault("earned", {})  # stored before the parts of the score were kept
            if not isinstance(player.get("placed"), list):  # stored when one citizen was placed at a time
                player["placed"] = [player["placed"]] if player.get("placed") else []
        state.pop("summary", None)  # stored when the result was kept as English (outcome() says it now)
        return state

    def turn(self, state: dict) -> int:
        return state["turns"]

    def prompt(self, state: dict, seat: int) -> Msg:
        if seat not in waiting(state):
            return text("ask_wait")
        if state["phase"] == "auction":
            return auction.auction_prompt(state, seat)
        if state["phase"] == "catastrophe":
            return auction.disaster_prompt(state)
        return upkeep.upkeep_prompt(state, seat)

    def standing(self, state: dict) -> Msg:
        parts = []
        for seat, player in enumerate(state["p"]):
            income = upkeep.incomes(player)
            parts.append(text("standing_seat", seat=seat, vp=words.vp(player["vp"]), c=words.coins(income["c"]),
                              s=words.science(income["s"]), v=words.vp(income["v"]), pollution=player["pollution"]))
        return text("standing", round=words.roman(state["round"]), seats=words.chain(parts))

    def ai(self, state: dict, seat: int, rng: Rng, level: str = "smart") -> str:
        if level == "expert":
            return expert(self, state, seat, rng, EXPERT)
        return choose(self, state, seat, rng, level)

    def determinize(self, state: dict, seat: int, rng: Rng) -> dict:
        return determinize(state, seat, rng)

