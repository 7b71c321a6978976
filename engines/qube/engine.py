"""Qube Attack rules: cubes enter the galaxy, arm up, fight and hold moons until someone has 64.

A player's action is split in micro-steps: pick a cube, then what it does (move, activate,
attack a planet), then, for an attack, which enemy cube. "back" returns to the cube choice.

State (JSON): players, options, lost (cubes lost for good per seat), homes (Entrance per seat), rng,
scores, earned (per seat, the points scored so far by kind of moon and held alone or shared: the final
post's breakdown), pieces {id: piece}, next_id, first (of this round), current, round, left (actions
left this turn), sel/aim/foe (micro-step choices), turns, over, winners, summary (the final sentence's key and
fields, engines/i18n.py to_data; English in a game stored before). A piece is one cube or a stack of two:
{"seat", "at", "h" (1 or 2), "w" (0 unarmed, 1 short, 2 long), "act", "hit" (used this turn)}.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any

from engines.base import SEAT_TOKEN, Action, Event, Game, Option, Rng
from engines.i18n import Msg, from_data, to_data
from engines.qube import board
from engines.qube.determinize import determinize
from engines.qube.texts import text
from engines.qube.touches import touches
from engines.search import expert

GOAL = 64
CUBES = 20
ACTIONS_PER_TURN = 2
MAX_CHOICES = 25
STANDING_SHORT = 200  # the moons are added while the English line stays this short (a seat token counted as 10)
VIEW_WEAPONS = ("none", "short", "long")  # also the keys of the weapons' names (weapon.*)
ALIKE = ("at", "h", "w", "act", "hit")  # pieces alike in these are one choice
_ALIKE = itemgetter(*ALIKE)
EARNED = ("full", "full_shared", "half", "half_shared")  # the parts of a score, in the final post's order
EARLIER = "earlier"  # points of a game stored before the parts were kept: they can't be told apart


# ---- reading the state -------------------------------------------------------------------


def reserve(state: dict, seat: int) -> int:
    """Cubes of `seat` not on the board (a stack holds two) and not lost for good."""
    on_board = sum(p["h"] for p in state["pieces"].values() if p["seat"] == seat)
    return CUBES - on_board - state.get("lost", [0] * state["players"])[seat]


def option(state: dict, name: str) -> bool:
    """A game option (games saved before the option existed play by the rulebook)."""
    return state.get("options", {}).get(name, False)


def _owned(state: dict, seat: int) -> list[tuple[str, dict]]:
    return [(pid, p) for pid, p in state["pieces"].items() if p["seat"] == seat]


def _foes_at(state: dict, seat: int, planet: str) -> list[tuple[str, dict]]:
    if board.KIND[planet] == "entrance":
        return []
    return [(pid, p) for pid, p in state["pieces"].items() if p["at"] == planet and p["seat"] != seat]


def _grouped(pieces: list[tuple[str, dict]], fields: tuple[str, ...]) -> list[tuple[str, dict]]:
    """One representative (the lowest id) per class of pieces that are alike in `fields`, by id (not
    the dict's order: JSON may sort it)."""
    alike = itemgetter(*fields)
    seen: dict[tuple, tuple[str, dict]] = {}
    for pid, p in pieces:
        key = alike(p)
        kept = seen.get(key)
        if kept is None or int(pid) < int(kept[0]):
            seen[key] = (pid, p)
    return sorted(seen.values(), key=_id_order) if len(seen) > 1 else list(seen.values())


def _id_order(item: tuple[str, dict]) -> int:
    return int(item[0])


def _in_range(piece: dict) -> tuple[str, ...]:
    """Short range hits its own planet; long range hits connected planets only."""
    return ((), (piece["at"],), board.NEIGHBOURS[piece["at"]])[piece["w"]]


def _name(planet: str) -> Msg:
    return board.PLANETS[planet]["name"]


def _weapon(level: int) -> Msg:
    return text(f"weapon.{VIEW_WEAPONS[level]}")


def _can_activate(state: dict, piece: dict) -> bool:
    kind = board.KIND[piece["at"]]
    if piece["act"] or kind not in board.ACTIVATED or _foes_at(state, piece["seat"], piece["at"]):
        return False
    return {
        "cube": reserve(state, piece["seat"]) > 0,
        "wound": piece["h"] == 1 and reserve(state, piece["seat"]) > 0,
        "armory": piece["w"] < 2,
    }[kind]


# ---- the choices of each micro-step ----------------------------------------------------------
# The ids come first and alone (the AI, self-play and the legality check read only them); a label is
# written only for the seat that sees the choices, from its id.


def choice_ids(state: dict, seat: int) -> list[str]:
    """The ids of `seat`'s choices now, in the order they are offered (empty when not its turn)."""
    if state["over"] or seat != state["current"]:
        return []
    if state["sel"] is None:
        return [f"cube:{pid}" for pid, _ in _grouped(_owned(state, seat), ALIKE)]
    piece = state["pieces"][state["sel"]]
    return _order_ids(state, piece) if state["aim"] is None else _target_ids(state, piece)


def _order_ids(state: dict, piece: dict) -> list[str]:
    moves = [f"move:{to}" for to in board.NEIGHBOURS[piece["at"]] if board.KIND[to] != "entrance"]
    activate = ["activate"] if _can_activate(state, piece) else []
    attacks = [] if piece["hit"] else [
        f"attack:{planet}" for planet in _in_range(piece) if _foes_at(state, piece["seat"], planet)]
    return moves + activate + attacks + ([] if state.get("auto") else ["back"])


def _target_ids(state: dict, piece: dict) -> list[str]:
    foes = _foes_at(state, piece["seat"], state["aim"])
    if state["foe"] is not None:
        foes = [(pid, p) for pid, p in foes if p["seat"] == state["foe"]]
    kinds = _grouped(foes, ("seat", "h", "w"))
    if len(kinds) < MAX_CHOICES:
        return [f"hit:{pid}" for pid, _ in kinds] + ["back"]
    return [f"foe:{s}" for s in sorted({p["seat"] for _, p in foes})] + ["back"]


def _label(state: dict, action_id: str) -> Msg:
    verb, _, arg = action_id.partition(":")
    return LABELS[verb](state, arg)


USED = {(True, False): "used.activated", (False, True): "used.attacked"}  # both: the turn is over


def _cube_label(state: dict, pid: str) -> Msg:
    piece = state["pieces"][pid]
    count = sum(_ALIKE(p) == _ALIKE(piece) for _, p in _owned(state, piece["seat"]))
    label = text("choice.stack" if piece["h"] == 2 else "choice.cube", planet=_name(piece["at"]),
                 weapon=_weapon(piece["w"]), count=count)
    used = USED.get((piece["act"], piece["hit"]))
    return text("choice.used", choice=label, used=text(used)) if used else label


def _activate_label(state: dict, arg: str) -> Msg:
    piece = state["pieces"][state["sel"]]
    return text(f"choice.activate.{_improvement(piece)}", planet=_name(piece["at"]))


def _improvement(piece: dict) -> str:
    """What activating the planet under `piece` gives it: a cube, a wound, or the next weapon."""
    kind = board.KIND[piece["at"]]
    return VIEW_WEAPONS[min(piece["w"] + 1, 2)] if kind == "armory" else kind


def _hit_label(state: dict, pid: str) -> Msg:
    target = state["pieces"][pid]
    return text("choice.hit.stack" if target["h"] == 2 else "choice.hit.cube", seat=target["seat"],
                weapon=_weapon(target["w"]))


LABELS = {
    "cube": _cube_label,
    "move": lambda state, to: text("choice.move", planet=_name(to)),
    "activate": _activate_label,
    "attack": lambda state, planet: text("choice.attack", planet=_name(planet)),
    "hit": _hit_label,
    "foe": lambda state, seat: text("choice.foe", seat=int(seat)),
    "back": lambda state, arg: text("choice.back_to_orders" if state.get("auto") else "choice.back"),
}


# ---- carrying out a choice -------------------------------------------------------------------


def _select(state: dict, seat: int, arg: str) -> list[Event]:
    state["sel"] = arg
    return []


def _go_back(state: dict, seat: int, arg: str) -> list[Event]:
    _clear(state)
    _ready(state)  # the only cube able to act is chosen again, silently
    return []


def _clear(state: dict) -> None:
    state["sel"] = state["aim"] = state["foe"] = None
    state["auto"] = False


def _ready(state: dict) -> list[Event]:
    """When all the cubes of the player to act are alike, the choice of cube makes itself."""
    if state["over"] or state["sel"] is not None:
        return []
    seat = state["current"]
    mine = _owned(state, seat)
    if len({_ALIKE(p) for _, p in mine}) != 1:
        return []
    pid, piece = _grouped(mine, ALIKE)[0]
    state["sel"], state["auto"] = pid, True
    return [Event(text("event.chosen", seat=seat, planet=_name(piece["at"])))]


def _aim(state: dict, seat: int, arg: str) -> list[Event]:
    state["aim"] = arg
    return []


def _filter_foe(state: dict, seat: int, arg: str) -> list[Event]:
    state["foe"] = int(arg)
    return []


def _move(state: dict, seat: int, arg: str) -> list[Event]:
    piece = state["pieces"][state["sel"]]
    moved = text("event.moved", seat=seat, planet=_name(piece["at"]), to=_name(arg))
    piece["at"] = arg
    return [Event(moved)] + _action_done(state)


def _activate(state: dict, seat: int, arg: str) -> list[Event]:
    piece = state["pieces"][state["sel"]]
    piece["act"] = True
    gives = _improvement(piece)
    kind = board.KIND[piece["at"]]
    if kind == "cube":
        _add_piece(state, seat, state["homes"][seat])
    elif kind == "wound":
        piece["h"] = 2
    else:
        piece["w"] += 1
    return [Event(text(f"event.activated.{gives}", seat=seat, planet=_name(piece["at"])))] + _action_done(state)


def _hit(state: dict, seat: int, arg: str) -> list[Event]:
    attacker = state["pieces"][state["sel"]]
    attacker["hit"] = True
    target = state["pieces"][arg]
    lost = option(state, "cubes_lost_for_good")
    key = ("event.hit.stack" if target["h"] == 2 else "event.hit.cube") + ("_lost" if lost else "")
    hit = text(key, seat=seat, target=target["seat"], weapon=_weapon(target["w"]), planet=_name(target["at"]))
    if target["h"] == 2:
        target["h"] = 1
    else:
        del state["pieces"][arg]
    if lost:
        state["lost"][target["seat"]] += 1
    events = [Event(hit)] + _knocked_out(state, target["seat"])
    return events if state["over"] else events + _action_done(state)


def _knocked_out(state: dict, seat: int) -> list[Event]:
    """A player whose last cube is gone is out for good (no cube of theirs can reach a Cube planet
    to bring new ones). When one player is left on the board, they win: nobody else can score."""
    if _owned(state, seat):
        return []
    events = [Event(text("event.out", seat=seat))]
    standing = on_board(state)
    if len(standing) == 1:
        events += _finish(state, standing, text("event.last_one_standing", seat=standing[0]))
    return events


def on_board(state: dict) -> list[int]:
    """Seats with at least one cube on the board (the others are out of the game)."""
    return sorted({p["seat"] for p in state["pieces"].values()})


HANDLERS = {
    "cube": _select,
    "back": _go_back,
    "attack": _aim,
    "foe": _filter_foe,
    "move": _move,
    "activate": _activate,
    "hit": _hit,
}


def _add_piece(state: dict, seat: int, planet: str) -> None:
    state["pieces"][str(state["next_id"])] = {"seat": seat, "at": planet, "h": 1, "w": 0, "act": False, "hit": False}
    state["next_id"] += 1


# ---- turns, rounds and the end -------------------------------------------------------------


def _action_done(state: dict) -> list[Event]:
    _clear(state)
    state["left"] -= 1
    events = _end_turn(state) if state["left"] == 0 else []
    return events + _ready(state)


def _end_turn(state: dict) -> list[Event]:
    """Pass to the next player who has a cube on the board, scoring when a round ends. Players who
    are out are skipped without a word (the game ends before fewer than two are left)."""
    for piece in state["pieces"].values():
        piece["act"] = piece["hit"] = False
    state["turns"] += 1
    state["left"] = ACTIONS_PER_TURN
    events: list[Event] = []
    while not state["over"]:
        state["current"] = (state["current"] + 1) % state["players"]
        if state["current"] == state["first"]:
            events += _end_round(state)
        if _owned(state, state["current"]):
            break
    return events


def _end_round(state: dict) -> list[Event]:
    gains = round_points(state)
    for seat, points in enumerate(gains):
        state["scores"][seat] += points
    state["earned"] = _earned_after_round(state)
    scored = [text("round.score", seat=s, gain=g, score=state["scores"][s]) for s, g in enumerate(gains) if g]
    events = [Event(text("event.round_end", round=state["round"], scores=scored) if scored
                    else text("event.round_end_nobody", round=state["round"]))]
    leaders = _leaders(state["scores"])
    if state["scores"][leaders[0]] >= GOAL and len(leaders) == 1:
        winner = leaders[0]
        return events + _finish(state, leaders, text("event.wins", seat=winner, score=state["scores"][winner]))
    state["round"] += 1  # once the game is over, "round" stays the last one played
    if option(state, "rotate_first"):
        state["first"] = state["current"] = (state["first"] + 1) % state["players"]
        events.append(Event(text("event.new_first", seat=state["first"], round=state["round"])))
    return events


def holders(state: dict) -> dict[str, list[int]]:
    """The seats with cubes on each moon that has any, in board order."""
    found: dict[str, set[int]] = {}
    for piece in state["pieces"].values():
        if piece["at"] in board.POINTS_AT:
            found.setdefault(piece["at"], set()).add(piece["seat"])
    return {moon: sorted(found[moon]) for moon in board.POINTS_AT if moon in found}


def _earned_after_round(state: dict) -> list[dict[str, int]]:
    """Each seat's points by part once this round's moons are scored: a new list (the AI's trial copies
    share the game's nested values, so nothing is changed in place)."""
    earned = [dict(parts) for parts in state["earned"]]
    for planet, seats in holders(state).items():
        part = board.KIND[planet] + ("_shared" if len(seats) > 1 else "")
        for seat in seats:
            earned[seat][part] = earned[seat].get(part, 0) + board.POINTS_AT[planet] // (1 if len(seats) == 1 else 2)
    return earned


def round_points(state: dict) -> list[int]:
    """What each seat scores if the round ended now."""
    return points_of(state["players"], holders(state))


def points_of(players: int, moons: Mapping[str, Sequence[int]]) -> list[int]:
    """What each seat scores for the moons held (moon -> the seats there): a moon held alone gives
    its points, a shared moon half of them to each player there; several cubes of one player count once."""
    gains = [0] * players
    for planet, seats in moons.items():
        points = board.POINTS_AT[planet] // (1 if len(seats) == 1 else 2)
        for seat in seats:
            gains[seat] += points
    return gains


def _moon_holders(planet: str, seats: list[int]) -> Msg:
    if len(seats) == 1:
        return text("standing.moon", planet=_name(planet), seat=seats[0])
    return text("standing.moon_shared", planet=_name(planet), seats=[f"<s:{seat}>" for seat in seats])


def _leaders(scores: list[int]) -> list[int]:
    best = max(scores)
    return [s for s, score in enumerate(scores) if score == best]


def _finish(state: dict, winners: list[int], summary: Msg) -> list[Event]:
    _clear(state)
    state["over"] = True
    state["winners"] = winners
    state["summary"] = to_data(summary)  # its key and numbers (a game stored before keeps its English)
    return [Event(summary)]


def _summary(state: dict) -> Msg | str:
    return from_data(state["summary"])


def _public_view(state: dict) -> dict:
    homes = {planet: seat for seat, planet in enumerate(state["homes"])}
    pieces = state["pieces"]
    return {
        "game": "qube",
        "players": state["players"],
        "round": state["round"],
        "turn": state["turns"],
        "goal": GOAL,
        "first": state["first"],
        "current": None if state["over"] else state["current"],
        "action": ACTIONS_PER_TURN - state["left"] + 1,
        "scores": list(state["scores"]),
        "gains": round_points(state),
        "holders": holders(state),
        "reserve": [reserve(state, s) for s in range(state["players"])],
        "out": [s for s in range(state["players"]) if s not in on_board(state)],
        "lost": list(state.get("lost", [0] * state["players"])),
        "options": dict(state.get("options", {})),
        "planets": [p | {"home": homes.get(pid)} for pid, p in board.PLANETS.items()],
        "orbits": copy.deepcopy(board.ORBITS),
        "cubes": [
            {"id": int(pid), "seat": p["seat"], "planet": p["at"], "height": p["h"], "weapon": VIEW_WEAPONS[p["w"]]}
            for pid, p in pieces.items()
        ],
        "selected": None if state["sel"] is None else int(state["sel"]),
        "over": state["over"],
        "winners": list(state["winners"]),
        "summary": _summary(state),
    }


# ---- the game object -----------------------------------------------------------------------


class Qube(Game):
    key = "qube"
    title = "Qube Attack"
    min_players = 2
    max_players = 6
    options = (
        Option("rotate_first", False, "Not in the rulebook: the first player passes clockwise each round"),
        Option("cubes_lost_for_good", False,
               "A hit cube is lost for good instead of returning to its owner's 20 cubes"),
    )

    def setup(self, players: int, seed: int, options: dict | None = None) -> dict:
        chosen = self.resolve_options(options)
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Qube Attack is for {self.min_players} to {self.max_players} players")
        rng = Rng(seed)
        first = rng.randrange(players)
        state: dict[str, Any] = {
            "players": players,
            "options": chosen,
            "lost": [0] * players,
            "homes": [board.entrance(sector) for sector in board.SPREAD[players]],
            "rng": rng.state,
            "scores": [0] * players,
            "earned": [{} for _ in range(players)],
            "pieces": {},
            "next_id": 1,
            "first": first,
            "current": first,
            "round": 1,
            "left": ACTIONS_PER_TURN,
            "sel": None,
            "auto": False,
            "aim": None,
            "foe": None,
            "turns": 0,
            "over": False,
            "winners": [],
            "summary": "",
        }
        for seat in range(players):
            _add_piece(state, seat, state["homes"][seat])
        _ready(state)
        return state

    def pending(self, state: dict) -> list[int]:
        return [] if state["over"] else [state["current"]]

    def actions(self, state: dict, seat: int) -> list[Action]:
        return [Action(action_id, _label(state, action_id)) for action_id in choice_ids(state, seat)]

    def legal(self, state: dict, seat: int, action_id: str) -> bool:
        return action_id in choice_ids(state, seat)

    def perform(self, state: dict, seat: int, action_id: str) -> list[Event]:
        verb, _, arg = action_id.partition(":")
        return HANDLERS[verb](state, seat, arg)

    def touches(self, state: dict, seat: int, action_id: str) -> tuple[str, ...]:
        return touches(state, seat, action_id)

    def view(self, state: dict, seat: int | None) -> dict:
        """Everything is public in Qube Attack: a seat's view is the public one plus an empty hand
        and whose view it is (`viewer`: the picture marks "you"). The schema is in VIEW.md."""
        public = _public_view(state)
        return public if seat is None else public | {"hand": [], "viewer": seat}

    def outcome(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        return {"winners": list(state["winners"]), "scores": list(state["scores"]), "summary": _summary(state)}

    def scores(self, state: dict) -> list[float]:
        return list(state["scores"])

    def breakdown(self, state: dict) -> list[list[tuple[Msg, float]]]:
        """Each player's points by where they came from: the Full Moon and the Half Moons, held alone
        or shared, summed over the rounds (parts worth nothing are left out)."""
        return [[(text(f"breakdown.{part}"), earned[part]) for part in (*EARNED, EARLIER) if earned.get(part)]
                for earned in state["earned"]]

    def undoable(self, before: dict, after: dict, seat: int, action_id: str) -> bool:
        """Everything is public and nothing is random after the set-up: any decision may be taken
        back while nobody has acted since (the table checks that)."""
        return True

    def dump(self, state: dict) -> dict:
        return copy.deepcopy(state)

    def load(self, data: dict) -> dict:
        state = copy.deepcopy(data)
        if "earned" not in state:  # stored before the parts of a score were kept
            state["earned"] = [{EARLIER: score} if score else {} for score in state["scores"]]
        return state

    def turn(self, state: dict) -> int:
        return state["turns"]

    def prompt(self, state: dict, seat: int) -> Msg:
        step = {"action": ACTIONS_PER_TURN - state["left"] + 1, "actions": ACTIONS_PER_TURN}
        if state["sel"] is None:
            return text("prompt.cube", **step)
        where = _name(state["pieces"][state["sel"]]["at"])
        if state["aim"] is None:
            return text("prompt.only" if state.get("auto") else "prompt.order", planet=where, **step)
        return text("prompt.target", target=_name(state["aim"]), planet=where, **step)

    def standing(self, state: dict) -> Msg:
        """Every player's score, and who holds each moon while the line stays short."""
        out = [s for s in range(state["players"]) if s not in on_board(state)]
        scores = [text("standing.score_out" if seat in out else "standing.score", seat=seat, score=score)
                  for seat, score in enumerate(state["scores"])]
        moons = [_moon_holders(planet, seats) for planet, seats in holders(state).items()]
        longer = text("standing.moons", goal=GOAL, scores=scores, moons=moons)
        if moons and len(SEAT_TOKEN.sub("." * 10, longer)) <= STANDING_SHORT:
            return longer
        return text("standing", goal=GOAL, scores=scores)

    def ai(self, state: dict, seat: int, rng: Rng, level: str = "smart") -> str:
        from engines.qube.ai import EXPERT, choose  # ai.py reads these rules, so it is imported late

        if level == "expert":
            return expert(self, state, seat, rng, EXPERT)
        return choose(self, state, seat, rng, level)

    def determinize(self, state: dict, seat: int, rng: Rng) -> dict:
        return determinize(state, seat, rng)
