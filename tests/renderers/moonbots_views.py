"""Hand-made Moon-Bots views that follow engines/moonbots/VIEW.md, for the renderer tests.

Built before the engine existed; they cover 2, 3 and 4 players, full and empty slots, upgrades,
placed and unused dice, hidden and revealed secret weapons, a robot out, duels with a resting
robot and a thin market.
"""

from __future__ import annotations

import copy

SLOTS = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg")


def part(pid: str, name: str, slot: str, condition: dict, gain: int = 0, lose: int = 0, fist: int = 0,
         missile: int = 0, surcharge: bool = False) -> dict:
    effects = {"gain": gain, "lose": lose, "fist": fist, "missile": missile}
    return {"kind": "part", "id": pid, "name": name, "slot": slot, "condition": condition,
            "effects": effects, "surcharge": surcharge, "text": f"{name} ({slot})"}


def upgrade(uid: str, kind: str, name: str, surcharge: bool = False) -> dict:
    return {"kind": "upgrade", "id": uid, "upgrade": kind, "name": name, "surcharge": surcharge,
            "text": name}


def weapon(wid: str, kind: str, name: str, text: str) -> dict:
    return {"kind": "weapon", "id": wid, "weapon": kind, "name": name, "surcharge": False, "text": text}


def cond(kind: str, value: int | list[int] | None = None) -> dict:
    if kind == "set":
        return {"type": "set", "values": value}
    return {"type": kind} if value is None else {"type": kind, "value": value}


HIDDEN = {"kind": "weapon", "face_down": True}

PARTS = {
    "laser_arm": part("p01", "Laser Arm", "left_arm", cond("set", [2, 4, 6]), fist=1, gain=1),
    "piston_arm": part("p07", "Piston Arm", "right_arm", cond("exact", 3), fist=2),
    "radar_head": part("p03", "Radar Head", "head", cond("pair"), missile=1, gain=1),
    "reactor": part("p05", "Fusion Reactor", "torso", cond("sum_eq", 7), gain=2),
    "jet_leg": part("p09", "Jet Leg", "left_leg", cond("sum_gt", 10), missile=2, lose=1),
    "spring_leg": part("p11", "Spring Leg", "right_leg", cond("sum_lt", 4), fist=1, gain=1),
    "drill_arm": part("p13", "Drill Arm", "right_arm", cond("set", [1, 5]), fist=1, missile=1,
                      surcharge=True),
    "tank_torso": part("p15", "Tank Torso", "torso", cond("exact", 5), missile=1),
    "claw_arm": part("p17", "Claw Arm", "left_arm", cond("set", [1, 3, 5]), fist=1),
    "cyclops": part("p19", "Cyclops Head", "head", cond("exact", 6), gain=1),
    "track_leg": part("p21", "Caterpillar Track", "left_leg", cond("set", [4, 5]), gain=1, fist=1),
    "hover_leg": part("p23", "Hover Leg", "right_leg", cond("pair"), missile=1),
}

UPGRADES = {
    "extra_die": upgrade("u01", "extra_die", "+1 Die", surcharge=True),
    "extra_die2": upgrade("u02", "extra_die", "+1 Die", surcharge=True),
    "reroll": upgrade("u05", "reroll", "Roll Again"),
    "fist_plus": upgrade("u08", "fist_plus", "Fist +1"),
    "fist_guard": upgrade("u11", "fist_guard", "Fist Guard"),
    "missile_plus": upgrade("u14", "missile_plus", "Missile +1", surcharge=True),
    "missile_guard": upgrade("u17", "missile_guard", "Missile Guard"),
}

WEAPONS = {
    "energy_stock": weapon("w01", "energy_stock", "Energy Stock", "Add 4 energy"),
    "dodge": weapon("w02", "dodge", "Protection - Dodge", "Ignore the attack just made on you"),
    "tech": weapon("w15", "tech_advance", "Technological Advance",
                   "Opponents without secret weapons lose 2 energy"),
    "bad_luck": weapon("w17", "bad_luck", "Bad Luck", "Shown when bought: lose 2 energy"),
    "virus": weapon("w11", "computer_virus", "Computer Virus",
                    "Everyone loses 1 energy per secret weapon held"),
}

BOARD = [
    part("b1", "Board Fist", "board", cond("exact", 1), fist=1),
    part("b6", "Board Missile", "board", cond("exact", 6), missile=1),
]


def slots(**filled: str) -> dict:
    return {slot: copy.deepcopy(PARTS[filled[slot]]) if slot in filled else None for slot in SLOTS}


def robot(index: int, owner: int, energy: int, neighbours: list[int], parts: dict, upgrades: tuple = (),
          dice: tuple = (), hidden: int = 0, side: str | None = None,
          out: bool = False, resting: bool = False) -> dict:
    return {
        "index": index, "owner": owner, "side": side, "energy": energy, "out": out, "resting": resting,
        "neighbours": neighbours, "parts": parts, "board": [copy.deepcopy(BOARD[index % 2])],
        "upgrades": [copy.deepcopy(UPGRADES[u]) for u in upgrades],
        "dice": [{"value": v, "on": on} for v, on in dice], "weapons_hidden": hidden,
    }


def base(players: int, robots: list[dict], market: list[list], **extra) -> dict:
    view = {
        "game": "moonbots", "players": players, "round": 4, "turn": 11, "active_robot": 1,
        "step": "buy", "waiting_for": [1], "reaction": None, "costs": [2, 1, 0], "market": market,
        "pile": 37, "boxed": 5, "duels": None, "robots": robots, "log": [], "winner": None,
        "used": [],  # not in VIEW.md yet; the engine sends the face-up spent weapons
    }
    view.update(extra)
    return view


def market_full() -> list[list]:
    return [
        [copy.deepcopy(PARTS["drill_arm"]), copy.deepcopy(UPGRADES["missile_plus"])],
        [copy.deepcopy(HIDDEN), copy.deepcopy(PARTS["cyclops"])],
        [copy.deepcopy(UPGRADES["reroll"]), copy.deepcopy(PARTS["hover_leg"])],
    ]


LOG4 = [
    "<s:3>'s robot rolled 2, 5 and 6.",
    "<s:3>'s robot hit <s:0>'s robot with 1 missile.",
    "<s:3>'s robot gained 1 energy.",
    "<s:0>'s robot bought a secret weapon for 2 energy.",
    "<s:0>'s robot rolled 1, 3, 3 and 6.",
    "<s:0>'s robot hit <s:1>'s robot with 2 fists; Fist Guard blocked 1.",
    "<s:0>'s robot gained 2 energy.",
    "<s:1>'s robot bought Laser Arm for 1 energy.",
]


def four_players() -> dict:
    """Mid-game, robot B to buy; robot C is out; A rolled four dice last turn."""
    robots = [
        robot(0, 0, 14, [1, 3], slots(head="radar_head", torso="reactor", left_arm="claw_arm",
                                       right_arm="piston_arm", left_leg="jet_leg", right_leg="spring_leg"),
              ["extra_die", "extra_die2", "reroll", "fist_plus", "missile_guard", "fist_guard"],
              [(3, "head"), (3, "head"), (1, "board"), (6, None)], hidden=2),
        robot(1, 1, 9, [0, 3], slots(left_arm="laser_arm", torso="tank_torso"), ["fist_guard"],
              [(2, "left_arm"), (4, None)], hidden=1),
        robot(2, 2, 0, [1, 3], slots(head="cyclops", right_leg="hover_leg"), ["extra_die"], out=True),
        robot(3, 3, 18, [0, 2], slots(head="cyclops", right_arm="drill_arm", left_leg="track_leg"),
              ["missile_plus", "extra_die"], [(5, "left_leg"), (6, "board"), (2, None)], hidden=3),
    ]
    return base(4, robots, market_full(), log=list(LOG4), round=5, turn=17)


def three_players() -> dict:
    """Robot C activating; nobody out; a thin market and a nearly empty pile."""
    robots = [
        robot(0, 0, 11, [1, 2], slots(head="cyclops", left_arm="laser_arm"), ["reroll"], [(6, "head")],
              hidden=1),
        robot(1, 1, 16, [0, 2], slots(torso="reactor", right_leg="spring_leg"), [], [(1, "right_leg"),
              (2, "right_leg")]),
        robot(2, 2, 7, [0, 1], slots(right_arm="piston_arm", left_leg="jet_leg", torso="tank_torso"),
              ["missile_plus", "fist_plus", "extra_die"], [(5, "torso"), (3, "right_arm"), (2, None)],
              hidden=4),
    ]
    market = [[None, None], [copy.deepcopy(HIDDEN), None], [copy.deepcopy(PARTS["claw_arm"]), None]]
    log = ["<s:1>'s robot bought Fusion Reactor for 0 energy.",
           "<s:2>'s robot bought a secret weapon for 1 energy.",
           "<s:2>'s robot revealed Bad Luck and lost 2 energy!"]
    return base(3, robots, market, log=log, active_robot=2, step="place", waiting_for=[2], pile=2,
                boxed=9, round=7, turn=19, used=[copy.deepcopy(WEAPONS["dodge"]), copy.deepcopy(WEAPONS["bad_luck"])])


def two_players() -> dict:
    """Duels 0-v-2 and 1-v-3; robot 2 lost, so robot 0 rests while the other duel goes on."""
    robots = [
        robot(0, 0, 6, [2], slots(head="radar_head", left_arm="claw_arm"), ["fist_plus"], side="left",
              resting=True, hidden=1),
        robot(1, 0, 12, [3], slots(torso="reactor", right_arm="drill_arm", right_leg="spring_leg"),
              ["extra_die", "reroll"], [(4, "torso"), (3, "torso"), (6, "board")], side="right"),
        robot(2, 1, 0, [0], slots(head="cyclops"), [], side="left", out=True),
        robot(3, 1, 10, [1], slots(left_leg="track_leg", torso="tank_torso", right_arm="piston_arm"),
              ["missile_guard"], [(6, "board"), (5, None)], side="right", hidden=2),
    ]
    log = ["<s:0>'s right robot rolled 4, 3 and 1.", "<s:0>'s right robot gained 2 energy.",
           "<s:0>'s right robot hit <s:1>'s right robot with 1 fist.",
           "<s:1>'s left robot is out! <s:0>'s left robot rests until the other duel ends."]
    return base(2, robots, market_full(), log=log, active_robot=3, duels=[[0, 2], [1, 3]], step="activate",
                waiting_for=[1], round=9, turn=30)


def with_reaction(view: dict) -> dict:
    """The same table while a reaction window is open (everyone may play a secret weapon)."""
    view = copy.deepcopy(view)
    view.update(step="react", waiting_for=[0, 3],
                reaction={"kind": "attacked", "text": "B's robot attacks A's robot with 2 fists.",
                          "deadline_s": 300})
    return view


def owner_view(view: dict, seat: int, weapons: list[str], orders: dict | None = None) -> dict:
    """A seat's view: its robots' face-up weapons and its hand in words."""
    view = copy.deepcopy(view)
    cards = [copy.deepcopy(WEAPONS[w]) for w in weapons]
    for bot in view["robots"]:
        if bot["owner"] == seat:
            bot["weapons"] = cards[: bot["weapons_hidden"]]
            cards = cards[bot["weapons_hidden"]:]
    view["seat"] = seat
    view["hand"] = [f"{WEAPONS[w]['name']}: {WEAPONS[w]['text']}" for w in weapons]
    view["orders"] = orders or {"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}
    return view


def holding(view: dict, robot: int, count: int) -> dict:
    view = copy.deepcopy(view)
    view["robots"][robot]["weapons_hidden"] = count
    return view


def final_duel(view: dict) -> dict:
    """The 2-player table once both duels are decided by different players: robots 1 and 3 fight on."""
    view = copy.deepcopy(view)
    view["robots"][0].update(energy=0, out=True, resting=False)
    view["final"] = [1, 3]
    view["used"] = [copy.deepcopy(w) for w in WEAPONS.values()] * 3  # a long list: it wraps, never cut
    return view


def game_over(view: dict) -> dict:
    view = copy.deepcopy(view)
    for bot in view["robots"]:
        if bot["index"] != 3:
            bot.update(energy=0, out=True)
    view.update(step="over", active_robot=None, waiting_for=[], winner=3)
    view["log"].append("<s:3> wins the tournament!")
    return view


def all_views() -> dict[str, dict]:
    """Every sample by a short name (used for the PNG file names too)."""
    four, three, two = four_players(), three_players(), two_players()
    return {
        "p4_public": four,
        "p4_owner_a": owner_view(four, 0, ["energy_stock", "tech"]),
        "p4_reaction": with_reaction(four),
        "p4_over": game_over(four),
        "p3_public": three,
        "p3_owner_c": owner_view(three, 2, ["dodge", "virus", "bad_luck", "energy_stock"]),
        "p2_public": two,
        "p2_owner_a": owner_view(two, 0, ["energy_stock"]),
        "p2_final": final_duel(two),
        "p3_owner_many": owner_view(holding(three, 2, 8), 2, ["dodge", "virus", "tech", "energy_stock"] * 2),
    }


NAMES = ["Ada", "Bartholomew", "Chen", "Dee"]
