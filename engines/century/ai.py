"""AI seats for 20th Century: "random" picks any legal action; "smart" follows simple plans:
buy about two good tiles a round at a price below their worth, then the best technology it can
afford while keeping science for the catastrophe; escape catastrophes when it is cheap; keep
garbage on few tiles within reach of recycling; place tiles and citizens for the best income (the
"place them for me" choice, upkeep.auto_plan)."""

from __future__ import annotations

from engines.base import Game, Rng
from engines.century import data, region
from engines.century.auction import refusal
from engines.century.state import min_price, tech_price
from engines.century.upkeep import next_piece, site_worth, split_site
from engines.search import Budget

TILES_PER_ROUND = 2
SCIENCE_RESERVE = 3
# a technology's worth: (fixed part, part per round left, part per amount)
TECH_WORTH = {
    "mine": (0, 1.0, 0), "lab": (0, 1.0, 0), "hospital": (0, 1.5, 0), "sweepers": (0, 0, 1.3),
    "new_town": (4, 0, 0), "grant": (0, 0, 0.6), "park": (0, 0, 0), "locomotive": (1, 0, 0),
    "recycling_plant": (0, 0.8, 0), "filter": (0, 1.2, 0), "collection": (0, 1.0, 0), "bank": (0, 0.8, 0),
    "academy": (0, 0.8, 0),
}
GARBAGE_COST, POLLUTION_COST = 2, 3
SCIENCE_WORTH = 0.6  # buy a technology only when it is worth this much per science paid


def choose(game: Game, state: dict, seat: int, rng: Rng, level: str) -> str:
    actions = [a for a in game.actions(state, seat) if refusal(state, seat, a.id) is None]
    if level != "smart" or len(actions) == 1:
        return rng.choice(actions).id
    ids = [a.id for a in actions]
    verb = ids[0].partition(":")[0]
    if (state["phase"], verb) in (("auction", "upto"), ("auction", "pass")):
        return _limit(state, seat, ids, rng)
    plan = PLANS.get((state["phase"], verb))
    return plan(state, seat, ids) if plan else ids[0]


# ---- worth of things -----------------------------------------------------------------------


def rounds_left(state: dict) -> int:
    return data.ROUNDS - state["round"] + 1


def tile_worth(state: dict, tile: str) -> float:
    best = max(site_worth(state, s) for s in region.sites(tile))
    return best * min(rounds_left(state) - 1, 3) + 1


def tech_worth(state: dict, tech: str) -> float:
    info = data.TECHS[tech]
    fixed, yearly, per_amount = TECH_WORTH[info["ability"]]
    worth = fixed + yearly * (rounds_left(state) - 1) + per_amount * info["amount"]
    return worth - GARBAGE_COST * info["garbage"] - POLLUTION_COST * info["pollution"]


# ---- the land auction and technologies --------------------------------------------------------


def _choose_tile(state: dict, seat: int, ids: list[str]) -> str:
    won = state["auction"]["won"][seat]
    options = [i for i in ids if i != "withdraw"]
    if not options or won >= TILES_PER_ROUND:
        return "withdraw"
    best = max(options, key=lambda i: tile_worth(state, i.partition(":")[2]))
    worth = tile_worth(state, best.partition(":")[2]) - won - 1
    return best if worth >= min_price(state) else "withdraw"


def _open(state: dict, seat: int, ids: list[str]) -> str:
    return ids[0]


def _limit(state: dict, seat: int, ids: list[str], rng: Rng) -> str:
    """Pass without being asked again when outbid; give limits ahead for every tile on display (so
    the bot need not come back for them); bid up to a tile's worth, give or take a coin (identical
    limits would always let the same place after the opener win a tie: see docs/century.md,
    Balance); withdraw once two are won."""
    a = state["auction"]
    later = state["setting"].get(str(seat))
    if not later:
        if "outbid:pass" in ids:
            return "outbid:pass"
        if a["won"][seat] >= TILES_PER_ROUND:
            return "withdraw"
        mine = state["ahead"].get(str(seat), {})
        todo = [i for i in ids if i.startswith("ahead:") and i.partition(":")[2] not in mine]
        if todo:
            return todo[0]
    worth = int(tile_worth(state, later or a["tile"]) - a["won"][seat] - 1 + rng.randrange(201) / 100 - 1)
    limits = [int(i.partition(":")[2]) for i in ids if i.startswith("upto:")]
    return f"upto:{min(worth, max(limits))}" if limits and limits[0] <= worth else "pass"


def _tech(state: dict, seat: int, ids: list[str]) -> str:
    verb = ids[0].partition(":")[0]
    none = "plan:none" if verb == "plan" else "notech"
    spare = state["p"][seat]["science"] - tech_price(state)
    options = [i for i in ids if i.startswith(verb + ":") and i != none]
    if not options or spare < 0 or (spare < SCIENCE_RESERVE and state["round"] < data.FULL_ROUNDS):
        return none
    best = max(options, key=lambda i: tech_worth(state, i.partition(":")[2]))
    return best if tech_worth(state, best.partition(":")[2]) > SCIENCE_WORTH * tech_price(state) else none


# ---- catastrophes ----------------------------------------------------------------------------


def _science(state: dict, seat: int, ids: list[str]) -> str:
    """A limit worth the harm of the worst column still free (keeping a science), or drop out."""
    if "outbid:pass" in ids:
        return "outbid:pass"
    cat = state["catastrophe"]
    cols = data.CATASTROPHES[cat["era"]][cat["name"]]
    free = data.columns(state["players"])[len(state["disaster"]["taken"])]
    garbage, pollution = cols[free]
    limit = min(garbage + 2 * pollution, state["p"][seat]["science"] - 1)
    caps = [int(i.partition(":")[2]) for i in ids if i.startswith("cap:")]
    return f"cap:{limit}" if caps and caps[0] <= limit else "drop"


# ---- maintenance -----------------------------------------------------------------------------


def _collect(state: dict, seat: int, ids: list[str]) -> str:
    """Pay for garbage while keeping the coins a round's land needs (all of it in the last round)."""
    spare = state["p"][seat]["coins"] - (0 if state["round"] >= data.FULL_ROUNDS else 2 * min_price(state))
    amounts = [int(i.partition(":")[2]) for i in ids]
    return f"collect:{max([n for n in amounts if n <= spare] or [0])}"


def _first(state: dict, seat: int, ids: list[str]) -> str:
    return ids[0]


def _placement_worth(state: dict, seat: int, spot: str, rot: int) -> float:
    player = state["p"][seat]
    piece = next_piece(player)
    reg = dict(player["region"])
    reg[spot] = {"id": piece, "rot": rot, "garbage": 0, "citizens": [], "institution": piece in data.TECHS}
    before = region.income(player["region"])
    after = region.income(reg)
    gain = sum(after.values()) - sum(before.values())
    links = len(region.links(reg, spot))
    open_ends = sum(1 for edge, other in region.around(spot)
                    if edge in region.rails(piece, rot) and other not in reg)
    return 3 * gain + links + 0.5 * open_ends


def _spot(state: dict, seat: int, ids: list[str]) -> str:
    if ids[0].startswith("row:"):
        return ids[0]
    player = state["p"][seat]
    legal = region.spots(player["region"], next_piece(player))
    spots = [i.partition(":")[2] for i in ids if i.startswith("spot:")]
    return "spot:" + max(spots, key=lambda s: max(_placement_worth(state, seat, s, r) for r in legal[s]))


def _turn(state: dict, seat: int, ids: list[str]) -> str:
    spot = state["upkeep"]["spot"]
    turns = [int(i.partition(":")[2]) for i in ids if i.startswith("turn:")]
    return f"turn:{max(turns, key=lambda r: _placement_worth(state, seat, spot, r))}"


def _site_of(state: dict, seat: int, text: str) -> dict:
    spot, index = split_site(text)
    return region.sites(state["p"][seat]["region"][spot]["id"])[index]


def _worth_at(state: dict, seat: int, text: str) -> float:
    return site_worth(state, _site_of(state, seat, text), region.garbage(state["p"][seat]["region"]))


def _town(state: dict, seat: int, ids: list[str]) -> str:
    return "town:auto"


def _move_from(state: dict, seat: int, ids: list[str]) -> str:
    options = [i for i in ids if i.startswith("from:")]
    if not options:
        return "stay"
    worst = min(options, key=lambda i: _worth_at(state, seat, i.partition(":")[2]))
    reg = state["p"][seat]["region"]
    spot, _ = split_site(worst.partition(":")[2])
    targets = [f"{s}.{i}" for s in region.reach(reg, spot, True) for i in region.free_sites(reg, s)]
    best = max((_worth_at(state, seat, t) for t in targets), default=0)
    return worst if best > _worth_at(state, seat, worst.partition(":")[2]) + 0.5 else "stay"


def _move_to(state: dict, seat: int, ids: list[str]) -> str:
    options = [i for i in ids if i.startswith("to:")]
    if not options:
        return ids[0]
    return max(options, key=lambda i: _worth_at(state, seat, i.partition(":")[2]))


PLANS = {
    ("auction", "pick"): _choose_tile, ("auction", "buy"): _choose_tile, ("auction", "withdraw"): _choose_tile,
    ("auction", "open"): _open,
    ("auction", "tech"): _tech, ("auction", "notech"): _tech, ("auction", "plan"): _tech,
    ("catastrophe", "cap"): _science, ("catastrophe", "drop"): _science,
    ("upkeep", "spot"): _spot, ("upkeep", "turn"): _turn,
    ("upkeep", "place"): _first, ("upkeep", "town"): _town, ("upkeep", "from"): _move_from,
    ("upkeep", "stay"): _move_from, ("upkeep", "to"): _move_to, ("upkeep", "row"): _first,
    ("upkeep", "collect"): _collect,
}


# ---- a position value for the expert's search (engines/search.py) -------------------------------
# What a seat's final VP will be, predicted at the start of a round from what its region holds: a linear
# model per round, fitted by least squares (fit_value) on smart self-play, 300 games at each of 3, 4 and
# 5 players (seeds 7k + players, k = 1..300). Held-out error (a fifth of the rows) against "the VP held
# now": round II 13.0 vs 18.0 VP, III 12.8 vs 16.2, IV 12.0 vs 15.6, V 10.0 vs 12.8, VI 6.3 vs 12.9.
# Coins and science are secret: the search values them on its own deals (engines/century/determinize.py),
# never on the true state.
VALUE_FEATURES = ("one", "vp", "coins", "science", "coin income", "science income", "vp income", "garbage",
                  "pollution", "clean land tiles", "land tiles")
VALUE_WEIGHTS = {
    2: (5.197, 0.744, 0.665, -0.82, -0.767, 3.165, 0.024, -0.114, -2.382, 2.086, 2.949),
    3: (2.905, 0.911, 0.204, -1.048, -0.767, 2.855, -0.643, -0.342, -2.124, 1.237, 3.811),
    4: (-6.075, 0.811, 0.236, -0.3, -1.005, 0.883, -1.332, -0.539, -2.283, 2.211, 6.391),
    5: (-4.384, 0.922, 0.251, -0.054, -0.981, -0.161, -1.843, -0.69, -2.294, 2.072, 5.468),
    6: (2.959, 0.938, -0.964, 0.197, 1.363, -0.534, -0.487, -0.536, -2.69, 3.768, 1.029),
}
VALUE_SCALE = 4.0  # a lead of this many predicted VP makes a win likely (~73 %) in the search


def value_features(state: dict, seat: int) -> list[float]:
    """The seat's figures the position value weighs (VALUE_FEATURES, in that order)."""
    player = state["p"][seat]
    reg = player["region"]
    income = region.income(reg)
    land = region.land(reg)
    clean = sum(1 for spot in land if reg[spot]["garbage"] == 0)
    return [1.0, player["vp"], player["coins"], player["science"], income["c"], income["s"], income["v"],
            region.garbage(reg), player["pollution"], clean, len(land)]


def predicted_vp(state: dict) -> list[float]:
    """Each seat's final VP as predicted from the position (the VP held, once the game is over or where
    no model is fitted: the first round's positions tell nothing yet)."""
    weights = VALUE_WEIGHTS.get(state["round"])
    if state["over"] or weights is None:
        return [float(p["vp"]) for p in state["p"]]
    return [sum(w * x for w, x in zip(weights, value_features(state, seat))) for seat in range(state["players"])]


def round_cut(root: dict, now: dict) -> bool:
    """Where the search stops a playout and values the position: as the round after next starts (a
    playout from round II stops as round IV starts: the point the value was fitted on)."""
    return now["round"] >= root["round"] + 2


def value_samples(game: Game, players: int, seed: int) -> list[tuple[int, list[float], float]]:
    """One smart self-play game's rows: (round, a seat's features at the round's start, its final VP)."""
    state, rng, seen = game.setup(players, seed), Rng(seed), []
    rows: list[tuple[int, list[float]]] = []
    while pending := game.pending(state):
        if state["round"] not in seen:
            seen.append(state["round"])
            rows += [(state["round"], value_features(state, seat)) for seat in range(players)]
        game.apply(state, pending[0], game.ai(state, pending[0], rng, "smart"))
    final = [p["vp"] for p in state["p"]]
    return [(rnd, features, final[n % players]) for n, (rnd, features) in enumerate(rows)]


def fit_value(rows: list[tuple[list[float], float]], ridge: float = 1.0) -> list[float]:
    """Least-squares weights predicting the final VP from the features (a little ridge on all but the
    constant, so a feature that never varies gets weight 0)."""
    k = len(rows[0][0])
    matrix = [[sum(f[i] * f[j] for f, _ in rows) + (ridge if i == j and i else 0.0) for j in range(k)]
              + [sum(f[i] * y for f, y in rows)] for i in range(k)]
    for col in range(k):  # Gauss-Jordan with partial pivoting
        pivot = max(range(col, k), key=lambda r: abs(matrix[r][col]))
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        if abs(matrix[col][col]) < 1e-12:
            continue
        for r in range(k):
            if r != col:
                factor = matrix[r][col] / matrix[col][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col])]
    return [matrix[i][k] / matrix[i][i] if abs(matrix[i][i]) > 1e-12 else 0.0 for i in range(k)]


def expert_value(_game: Game, state: dict) -> list[float]:
    return predicted_vp(state)


# The expert's search (engines/search.py): playouts cut as the round after next starts, valued by the
# predicted VP; a finished playout is worth the likelihood of its final lead.
EXPERT = Budget(candidates=3, deals=8, horizon=0, value=expert_value, scale=VALUE_SCALE, margin=0.05,
                cut=round_cut, smooth=True)
