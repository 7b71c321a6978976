-- tests/data/previous-release.sql: a Boardhost database of the release before schema 3 (schema 2), as text.
-- Load it into a new SQLite file (tests/test_upgrade.py does) and open that with the current Store.
PRAGMA user_version=2;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER,
        thread_id INTEGER,
        lobby_message_id INTEGER,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        posted_version INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    , turn_hours INTEGER NOT NULL DEFAULT 0, undeliverable TEXT);
INSERT INTO games VALUES(1,'moonbots',1,2,NULL,NULL,100,'active','{"reaction_minutes": 5, "overtime_round": 40}',1000,'{"players": 4, "first": 0, "minutes": 5, "overtime": 40, "rng": 2784038555188835062, "round": 3, "turns": 8, "active": 0, "phase": "place", "over": false, "winners": null, "market": [["p24", "u22"], ["p04", "u15"], [null, "u09"]], "pile": ["u20", "w12", "u08", "p09", "u02", "p19", "u14", "w02", "p18", "u23", "p12", "w10", "p22", "p07", "p01", "p17", "w11", "p15", "p06", "p21", "u01", "w04", "w15", "u13", "p10", "u05", "w07", "u04", "u12", "p08", "u11", "p03", "p23", "u03", "u24", "p20", "u18", "p16", "u07", "u16", "u10", "w05", "u21", "u19", "p05"], "boxed": ["w16", "w03", "w13", "w06", "w17", "w09"], "removed": [], "used": [], "robots": [{"board": "board_fist", "owner": 0, "side": null, "energy": 15, "out": false, "resting": false, "parts": {"head": null, "torso": null, "left_arm": null, "right_arm": "p14", "left_leg": null, "right_leg": null}, "upgrades": [], "weapons": ["w01", "w08"], "dice": [[6, null]]}, {"board": "board_missile", "owner": 1, "side": null, "energy": 15, "out": false, "resting": false, "parts": {"head": "p02", "torso": null, "left_arm": null, "right_arm": "p13", "left_leg": null, "right_leg": null}, "upgrades": [], "weapons": [], "dice": [[2, "right_arm"]]}, {"board": "board_fist", "owner": 2, "side": null, "energy": 15, "out": false, "resting": false, "parts": {"head": null, "torso": null, "left_arm": "p11", "right_arm": null, "left_leg": null, "right_leg": null}, "upgrades": [], "weapons": ["w14"], "dice": [[6, null]]}, {"board": "board_missile", "owner": 3, "side": null, "energy": 17, "out": false, "resting": false, "parts": {"head": null, "torso": null, "left_arm": null, "right_arm": null, "left_leg": null, "right_leg": null}, "upgrades": ["u17", "u06"], "weapons": [], "dice": [[1, null], [3, null]]}], "duels": null, "final": null, "t": {"buys": 0, "free": false, "gained": 0, "pumpable": false, "gains": [], "rerolled": false, "tricked": false, "aim": [], "aimed": [], "hits": [], "last": null, "pick": null, "resume": null, "ending": false, "pumped": false}, "window": null, "log": ["<s:2> rolls 6.", "Round 2: <s:3> plays.", "<s:3> bought +1 Die from row 3 for 1 energy.", "<s:3> rolls 1, 3.", "<s:3> ends its turn: no die fits any part (only choice).", "Round 3: <s:0> plays.", "<s:0> bought a face-down secret weapon from row 3 for 0 energy.", "<s:0> rolls 6."], "orders": [{"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}, {"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}, {"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}, {"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}]}',25,23,NULL,1795421102.5689718723,1795421102.6118035316,48,NULL);
INSERT INTO games VALUES(2,'qube',1,2,NULL,NULL,110,'active','{"rotate_first": false, "cubes_lost_for_good": false}',1001,'{"players": 3, "options": {"rotate_first": false, "cubes_lost_for_good": false}, "lost": [0, 0, 0], "homes": ["e1", "e3", "e5"], "rng": 11400714819323199486, "scores": [2, 2, 4], "pieces": {"1": {"seat": 0, "at": "h1", "h": 1, "w": 1, "act": false, "hit": false}, "2": {"seat": 1, "at": "h3", "h": 1, "w": 1, "act": false, "hit": false}, "3": {"seat": 2, "at": "f", "h": 1, "w": 1, "act": false, "hit": false}, "4": {"seat": 1, "at": "a3", "h": 1, "w": 1, "act": false, "hit": false}, "5": {"seat": 2, "at": "a5", "h": 1, "w": 1, "act": false, "hit": false}, "6": {"seat": 0, "at": "e1", "h": 1, "w": 0, "act": false, "hit": false}, "7": {"seat": 1, "at": "e3", "h": 1, "w": 0, "act": false, "hit": false}, "8": {"seat": 0, "at": "e1", "h": 1, "w": 0, "act": false, "hit": false}}, "next_id": 9, "first": 1, "current": 0, "round": 4, "left": 2, "sel": null, "auto": false, "aim": null, "foe": null, "turns": 11, "over": false, "winners": [], "summary": ""}',32,32,NULL,1795421102.6125447749,1795421102.6963360309,48,NULL);
INSERT INTO games VALUES(3,'proponi',1,2,NULL,NULL,120,'active','{"difficulty": 1, "start_at_5": false, "permanent_gears": false, "tenth_year": false, "tornaconto": false, "concorrenza": false}',1002,'{"players": 5, "opts": {"difficulty": 1, "start_at_5": false, "permanent_gears": false, "tenth_year": false, "tornaconto": false, "concorrenza": false}, "rng": 6503384058600513041, "phase": "play", "year": 1, "last_year": 9, "first": 1, "round": 2, "order": 0, "actor": 1, "setup_queue": [], "health": [9, 7, 7, 9], "purse": 0, "bank": 194, "coins": [1, 3, 1, 0, 1], "cubes": [8, 8, 9, 8, 10], "removed": [0, 0, 0, 0, 0], "board": [[{"c1": null, "c2": null, "c3": null}, {"c1": null, "c2": {"part": "pressostato", "y": 3, "b": [], "r": null}, "c3": null}], [{"c1": null, "c2": {"part": "termostato", "y": 0, "b": [], "r": null}, "c3": null}, {"c1": null, "c2": {"part": "valvola", "y": 0, "b": [], "r": null}, "c3": null}], [{"c1": null, "c2": null, "c3": null}, {"c1": null, "c2": null, "c3": null}], [{"c1": null, "c2": null, "c3": {"part": "vrf", "y": 1, "b": [1], "r": 2}}, {"c1": {"part": "torre", "y": 3, "b": [], "r": null}, "c2": null, "c3": null}]], "res": ["installatore.3", "installatore.9", "installatore.6", "commerciale.6", "commerciale.2", "fiera.1", "fattibilita.1", "fabri.1", "progettista.4", "progettista.1", "commerciale.3", "installatore.11", "installatore.7", "progettista.2", "installatore.4", "installatore.1", "installatore.2"], "res_discard": ["progettista.3", "installatore.10", "commerciale.4", "installatore.8", "commerciale.5"], "parts": ["diffusore", "uta", "bms", "radiante2", "flussostato", "radiante1", "geotermica", "umidificatore", "cogeneratore", "cuscinetto", "caldaia", "travi", "solare", "chiller", "serranda", "inverter", "cinghia"], "parts_discard": ["vaso", "ventilatore", "filtro", "fancoil"], "events": ["guasto2", "regionale", "assemblea", "guasto3", "credito", "perdita2", "blackout", "guasto4", "gelata", "arretrati", "contotermico", "hvac", "legali", "allagamento", "caldo", "guasto1", "perdita1", "bando", "amministratore", "fondo", "diagnosi", "ecobonus", "zelante", "assicurazione"], "year_events": ["collaudo"], "hands": [["pronto.1"], ["commerciale.1"], ["installatore.5"], ["grossista.1"], ["colleghi.1"]], "step": {"kind": "card", "follow": false}, "turns": 10, "over": false, "broke": false, "winners": [], "summary": ""}',18,18,NULL,1795421102.6754021644,1795421102.7119128704,48,NULL);
INSERT INTO games VALUES(4,'botfactory',1,2,NULL,NULL,130,'active','{"solo_target": 26, "last_round": 25}',1003,'{"players": 1, "options": {"solo_target": 26, "last_round": 25}, "round": 4, "phase": "place", "queue": [0], "current": 0, "step": null, "order": [0], "workers": [[0, 0]], "standing": [false], "sandra": [2, 1], "vilela": [2, 0], "vilela_tiles": ["production"], "vilela_robots": ["y"], "speech": [9], "supply": 27, "parts": [["gl"]], "projects": [["p25", "p24"]], "done": [[]], "robots": [[]], "pool": {"y": 2, "b": 3, "g": 3, "r": 3}, "columns": {"y": [{"h": null, "t": "yt", "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}], "b": [{"h": null, "t": null, "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}], "g": [{"h": "gh", "t": null, "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}], "r": [{"h": null, "t": null, "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}, {"h": null, "t": null, "l": null, "done": false}]}, "spares": ["gl", "bh"], "stacks": {"y": ["yt", "yh", "yl", "yl", "yl", "yt", "yh", "yh", "yh", "yt"], "b": ["bh", "bh", "bl", "bl", "bt", "bt", "bt", "bt", "bl"], "g": ["gt", "gl", "gt", "gt", "gh", "gh", "gt"], "r": ["rl", "rl", "rh", "rt", "rt", "rl", "rh", "rh", "rt"]}, "discards": {"y": [], "b": [], "g": [], "r": []}, "universal": ["uh", "uh", "ut", "ut", "ul", "ul"], "marker": "y", "wheel": ["gh", "rt", "gl", "bl", "rh", "rl", "yl", "bh"], "rot": 1, "display": [["p20", "p01"], ["p10", "p04"], ["p22", "p02"]], "deck": ["p14", "p05", "p34", "p30", "p13", "p21", "p15", "p11"], "project_discard": ["p31", "p33", "p32", "p03", "p23", "p00", "p35", "p12"], "values": {"y": 2, "b": 2, "g": 2, "r": 2}, "contracts": [{"id": "c01", "row": 0, "owner": -1, "tokens": 0}, {"id": "c02", "row": 0, "owner": null, "tokens": 0}, {"id": "c05", "row": 0, "owner": null, "tokens": 0}, {"id": "c07", "row": 1, "owner": null, "tokens": 0}, {"id": "c08", "row": 1, "owner": null, "tokens": 0}, {"id": "c09", "row": 1, "owner": null, "tokens": 0}, {"id": "c10", "row": 2, "owner": null, "tokens": 0}, {"id": "c13", "row": 2, "owner": null, "tokens": 0}, {"id": "c14", "row": 2, "owner": null, "tokens": 0}], "ending": false, "turns": 6, "log": ["<s:0> gains 1 speech token from the space.", "<s:0> places their yellow torso under yellow robot 1.", "<s:0> gains 1 speech token for the torso square.", "<s:0> places their green head under green robot 1.", "Vilela discards a project from the bottom row.", "Sandra discards the bottom row of projects; the rest slide down and are refilled.", "Maintenance of round 3.", "Round 4 begins."], "over": false, "winners": [], "scores": [], "summary": "", "rng": 9830067809575188196}',15,15,NULL,1795421102.7128343582,1795421102.740440607,48,NULL);
INSERT INTO games VALUES(5,'century',1,2,NULL,NULL,140,'active','{"scoring_cards": true}',1004,'{"players": 4, "scoring_cards": true, "rng": 2148698493663667689, "round": 1, "phase": "auction", "stacks": {"land": {"I-II": ["a4", "a1", "a13", "a10", "a11", "a15", "a6", "a5", "a16", "a14"], "III-IV": ["b9", "b11", "b5", "b14", "b13", "b2", "b4", "b8", "b12", "b7", "b6", "b10", "b16", "b1", "b15", "b3"], "V": ["c2", "c8", "c5", "c3", "c7", "c4", "c1", "c6"]}, "tech": {"I-II": ["t3", "t5", "t2", "t1", "t8", "t7", "t11"], "III-IV": ["u8", "u4", "u1", "u2", "u11", "u10", "u6", "u7", "u12", "u5", "u3", "u9"], "V": ["w1", "w4", "w6", "w5", "w2", "w3"]}}, "catastrophes": [{"name": "Smog", "era": "I-II"}, {"name": "Acid rain", "era": "III-IV"}, {"name": "Oil spill", "era": "III-IV"}, {"name": "Mega flood", "era": "V"}], "catastrophe": {"name": "Landfill fire", "era": "I-II"}, "scoring": {"2": "clean_tiles", "4": "technologies"}, "land": ["a7", "a2", "a12", "a9"], "tech": ["t10", "t12", "t6", "t4", "t9"], "cost": 2, "start": 1, "next_start": 1, "garbage": 89, "auction": {"leader": 0, "tile": null, "bid": 0, "high": null, "turn": null, "passed": [], "out": [], "won": [1, 0, 1, 0], "step": "choose", "buyer": null}, "disaster": null, "upkeep": null, "p": [{"coins": 3, "science": 10, "vp": 0, "pollution": 0, "region": {"3.3": {"id": "start1", "rot": 0, "garbage": 1, "citizens": [0, 1], "institution": false}}, "citizens": 14, "new_land": [{"id": "a3", "garbage": 1}], "new_inst": [], "waiting": 0, "owned": ["3.3"], "techs": [], "towns": 0, "sweep": 0, "placed": null, "moves": 0}, {"coins": 10, "science": 10, "vp": 0, "pollution": 0, "region": {"3.3": {"id": "start2", "rot": 0, "garbage": 1, "citizens": [0, 1], "institution": false}}, "citizens": 14, "new_land": [], "new_inst": [], "waiting": 0, "owned": ["3.3"], "techs": [], "towns": 0, "sweep": 0, "placed": null, "moves": 0}, {"coins": 3, "science": 10, "vp": 0, "pollution": 0, "region": {"3.3": {"id": "start3", "rot": 0, "garbage": 1, "citizens": [0, 1], "institution": false}}, "citizens": 14, "new_land": [{"id": "a8", "garbage": 1}], "new_inst": [], "waiting": 0, "owned": ["3.3"], "techs": [], "towns": 0, "sweep": 0, "placed": null, "moves": 0}, {"coins": 10, "science": 10, "vp": 0, "pollution": 0, "region": {"3.3": {"id": "start4", "rot": 0, "garbage": 1, "citizens": [0, 1], "institution": false}}, "citizens": 14, "new_land": [], "new_inst": [], "waiting": 0, "owned": ["3.3"], "techs": [], "towns": 0, "sweep": 0, "placed": null, "moves": 0}], "turns": 18, "over": false, "winners": [], "summary": "", "final": []}',20,20,NULL,1795421102.7414422035,1795421102.9561858176,48,NULL);
INSERT INTO games VALUES(6,'qube',1,2,NULL,NULL,150,'finished','{"rotate_first": false, "cubes_lost_for_good": false}',1005,'{"players": 3, "options": {"rotate_first": false, "cubes_lost_for_good": false}, "lost": [0, 0, 0], "homes": ["e1", "e3", "e5"], "rng": 11400714819323199490, "scores": [33, 22, 65], "pieces": {"1": {"seat": 0, "at": "h5", "h": 1, "w": 1, "act": false, "hit": false}, "2": {"seat": 1, "at": "h3", "h": 1, "w": 1, "act": false, "hit": false}, "3": {"seat": 2, "at": "f", "h": 1, "w": 1, "act": false, "hit": false}, "4": {"seat": 1, "at": "c3", "h": 1, "w": 1, "act": false, "hit": false}, "5": {"seat": 2, "at": "h4", "h": 1, "w": 1, "act": false, "hit": false}, "6": {"seat": 0, "at": "h1", "h": 1, "w": 1, "act": false, "hit": false}, "7": {"seat": 1, "at": "a3", "h": 1, "w": 2, "act": false, "hit": false}, "8": {"seat": 0, "at": "c1", "h": 1, "w": 1, "act": false, "hit": false}, "9": {"seat": 1, "at": "a3", "h": 1, "w": 1, "act": false, "hit": false}, "10": {"seat": 2, "at": "h5", "h": 1, "w": 1, "act": false, "hit": false}, "11": {"seat": 0, "at": "a1", "h": 1, "w": 1, "act": false, "hit": false}, "12": {"seat": 1, "at": "w3", "h": 1, "w": 0, "act": false, "hit": false}, "13": {"seat": 2, "at": "c5", "h": 1, "w": 1, "act": false, "hit": false}, "14": {"seat": 0, "at": "a1", "h": 1, "w": 1, "act": false, "hit": false}, "15": {"seat": 1, "at": "a3", "h": 1, "w": 1, "act": false, "hit": false}, "16": {"seat": 0, "at": "a1", "h": 1, "w": 1, "act": false, "hit": false}, "17": {"seat": 1, "at": "a3", "h": 1, "w": 1, "act": false, "hit": false}, "18": {"seat": 2, "at": "a5", "h": 1, "w": 0, "act": false, "hit": false}, "19": {"seat": 2, "at": "e5", "h": 1, "w": 0, "act": false, "hit": false}, "20": {"seat": 2, "at": "e5", "h": 1, "w": 0, "act": false, "hit": false}, "21": {"seat": 1, "at": "e3", "h": 1, "w": 0, "act": false, "hit": false}, "22": {"seat": 2, "at": "e5", "h": 1, "w": 0, "act": false, "hit": false}, "23": {"seat": 0, "at": "a1", "h": 1, "w": 0, "act": false, "hit": false}, "24": {"seat": 2, "at": "e5", "h": 1, "w": 0, "act": false, "hit": false}}, "next_id": 25, "first": 1, "current": 1, "round": 13, "left": 2, "sel": null, "auto": false, "aim": null, "foe": null, "turns": 39, "over": true, "winners": [2], "summary": "<s:2> reaches 65 points and wins."}',144,144,NULL,1795421102.9723415374,1795421108.6722478866,48,NULL);
INSERT INTO games VALUES(7,'moonbots',1,2,NULL,NULL,900,'lobby','{"reaction_minutes": 5, "overtime_round": 40}',7,NULL,0,0,NULL,1795421108.6734073162,1795421108.6734073162,0,NULL);
INSERT INTO games VALUES(8,'qube',1,2,NULL,NULL,901,'cancelled','{"rotate_first": false, "cubes_lost_for_good": false}',8,'{"players": 2, "options": {"rotate_first": false, "cubes_lost_for_good": false}, "lost": [0, 0], "homes": ["e1", "e4"], "rng": 11400714819323198493, "scores": [0, 0], "pieces": {"1": {"seat": 0, "at": "e1", "h": 1, "w": 0, "act": false, "hit": false}, "2": {"seat": 1, "at": "e4", "h": 1, "w": 0, "act": false, "hit": false}}, "next_id": 3, "first": 0, "current": 0, "round": 1, "left": 2, "sel": "1", "auto": true, "aim": null, "foe": null, "turns": 0, "over": false, "winners": [], "summary": ""}',0,0,NULL,1795421108.6737139225,1795421108.7005002498,0,NULL);
CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        ai TEXT, waiting_since REAL, reminders INTEGER NOT NULL DEFAULT 0, timeouts INTEGER NOT NULL DEFAULT 0, autopilot INTEGER NOT NULL DEFAULT 0, resigned_user INTEGER,
        PRIMARY KEY (game_id, seat)
    );
INSERT INTO seats VALUES(1,0,100,'host0',NULL,1795421102.611645937,0,0,0,NULL);
INSERT INTO seats VALUES(1,1,101,'player01',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(1,2,102,'player02',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(1,3,NULL,'AI 1 (smart)','smart',NULL,0,0,0,NULL);
INSERT INTO seats VALUES(2,0,110,'host1',NULL,1795421102.6961085796,0,0,0,NULL);
INSERT INTO seats VALUES(2,1,111,'player11',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(2,2,NULL,'AI 1 (smart)','smart',NULL,0,0,0,NULL);
INSERT INTO seats VALUES(3,0,120,'host2',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(3,1,121,'player21',NULL,1795421102.7117230891,0,0,0,NULL);
INSERT INTO seats VALUES(3,2,122,'player22',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(3,3,NULL,'AI 1 (smart)','smart',NULL,0,0,0,NULL);
INSERT INTO seats VALUES(3,4,NULL,'AI 2 (smart)','smart',NULL,0,0,0,NULL);
INSERT INTO seats VALUES(4,0,130,'host3',NULL,1795421102.7403151989,0,0,0,NULL);
INSERT INTO seats VALUES(5,0,140,'host4',NULL,1795421102.9556376934,0,0,0,NULL);
INSERT INTO seats VALUES(5,1,141,'player41',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(5,2,142,'player42',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(5,3,NULL,'AI 1 (smart)','smart',NULL,0,0,0,NULL);
INSERT INTO seats VALUES(6,0,150,'host5',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(6,1,151,'player51',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(6,2,NULL,'AI 1 (smart)','smart',NULL,0,0,0,NULL);
INSERT INTO seats VALUES(7,0,900,'waiting host',NULL,NULL,0,0,0,NULL);
INSERT INTO seats VALUES(8,0,901,'gone host',NULL,1795421108.7001383304,0,0,0,NULL);
INSERT INTO seats VALUES(8,1,902,'x',NULL,NULL,0,0,0,NULL);
CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games(id),
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, n)
    );
INSERT INTO moves VALUES(1,1,0,'buy:r3c2','[{"text": "<s:0> bought Buzzsaw Arm from row 3 for 0 energy.", "seat": null, "private": null}]',1795421102.5740113258);
INSERT INTO moves VALUES(1,2,0,'roll','[{"text": "<s:0> rolls 6.", "seat": null, "private": null}, {"text": "<s:0> ends its turn: no die fits any part (only choice).", "seat": null, "private": null}, {"text": "Round 1: <s:1> plays.", "seat": null, "private": null}]',1795421102.5755925178);
INSERT INTO moves VALUES(1,3,1,'buy:r3c1','[{"text": "<s:1> bought Radar Dish from row 3 for 0 energy.", "seat": null, "private": null}]',1795421102.5771408081);
INSERT INTO moves VALUES(1,4,1,'roll','[{"text": "<s:1> rolls 3.", "seat": null, "private": null}]',1795421102.5786025524);
INSERT INTO moves VALUES(1,5,1,'act:head','[{"text": "<s:1> activates Radar Dish with 3.", "seat": null, "private": null}]',1795421102.5800578594);
INSERT INTO moves VALUES(1,6,1,'aim:2','[{"text": "<s:1> attacks <s:2>: 1 fist and 0 missile hits.", "seat": null, "private": null}, {"text": "<s:2> takes 1 damage.", "seat": null, "private": null}, {"text": "<s:1> ends its turn: every die is placed (only choice).", "seat": null, "private": null}, {"text": "Secret weapons from the bottom row back in the box: 1.", "seat": null, "private": null}, {"text": "Round 1: <s:2> plays.", "seat": null, "private": null}]',1795421102.5815894603);
INSERT INTO moves VALUES(1,7,2,'buy:r3c2','[{"text": "<s:2> bought a face-down secret weapon from row 3 for 0 energy.", "seat": 2, "private": "You drew Spy: Look at an opponent''s secret weapons."}]',1795421102.5832669735);
INSERT INTO moves VALUES(1,8,2,'roll','[{"text": "<s:2> rolls 4.", "seat": null, "private": null}]',1795421102.584783554);
INSERT INTO moves VALUES(1,9,2,'end','[{"text": "Round 1: <s:3> plays.", "seat": null, "private": null}]',1795421102.5866641998);
INSERT INTO moves VALUES(1,10,3,'buy:r3c1','[{"text": "<s:3> bought Fist Protection from row 3 for 0 energy.", "seat": null, "private": null}]',1795421102.5884549618);
INSERT INTO moves VALUES(1,11,3,'roll','[{"text": "<s:3> rolls 5.", "seat": null, "private": null}, {"text": "<s:3> ends its turn: no die fits any part (only choice).", "seat": null, "private": null}, {"text": "Round 2: <s:0> plays.", "seat": null, "private": null}]',1795421102.5899989604);
INSERT INTO moves VALUES(1,12,0,'buy:r3c1','[{"text": "<s:0> bought a face-down secret weapon from row 3 for 0 energy.", "seat": 0, "private": "You drew Energy Stock: Add 4 energy: the only way past the 2-per-turn gain limit."}]',1795421102.5917584896);
INSERT INTO moves VALUES(1,13,0,'roll','[{"text": "<s:0> rolls 3.", "seat": null, "private": null}]',1795421102.5931484698);
INSERT INTO moves VALUES(1,14,0,'end','[{"text": "Round 2: <s:1> plays.", "seat": null, "private": null}]',1795421102.5945754051);
INSERT INTO moves VALUES(1,15,1,'buy:r2c1','[{"text": "<s:1> bought Piston Arm from row 2 for 2 energy.", "seat": null, "private": null}]',1795421102.5961935519);
INSERT INTO moves VALUES(1,16,1,'roll','[{"text": "<s:1> rolls 2.", "seat": null, "private": null}]',1795421102.5976774692);
INSERT INTO moves VALUES(1,17,1,'act:right_arm','[{"text": "<s:1> activates Piston Arm with 2: +1 energy.", "seat": null, "private": null}]',1795421102.5991461276);
INSERT INTO moves VALUES(1,18,1,'aim:2','[{"text": "<s:1> attacks <s:2>: 1 fist and 0 missile hits.", "seat": null, "private": null}, {"text": "<s:2> takes 1 damage.", "seat": null, "private": null}, {"text": "<s:1> ends its turn: every die is placed (only choice).", "seat": null, "private": null}, {"text": "Round 2: <s:2> plays.", "seat": null, "private": null}]',1795421102.6006507873);
INSERT INTO moves VALUES(1,19,2,'buy:r3c1','[{"text": "<s:2> bought Rocket Arm from row 3 for 0 energy.", "seat": null, "private": null}]',1795421102.6023547648);
INSERT INTO moves VALUES(1,20,2,'roll','[{"text": "<s:2> rolls 6.", "seat": null, "private": null}]',1795421102.6038427352);
INSERT INTO moves VALUES(1,21,2,'end','[{"text": "Round 2: <s:3> plays.", "seat": null, "private": null}]',1795421102.6053643226);
INSERT INTO moves VALUES(1,22,3,'buy:r3c1','[{"text": "<s:3> bought +1 Die from row 3 for 1 energy.", "seat": null, "private": null}]',1795421102.6069808006);
INSERT INTO moves VALUES(1,23,3,'roll','[{"text": "<s:3> rolls 1, 3.", "seat": null, "private": null}, {"text": "<s:3> ends its turn: no die fits any part (only choice).", "seat": null, "private": null}, {"text": "Round 3: <s:0> plays.", "seat": null, "private": null}]',1795421102.6086280345);
INSERT INTO moves VALUES(1,24,0,'buy:r3c1','[{"text": "<s:0> bought a face-down secret weapon from row 3 for 0 energy.", "seat": 0, "private": "You drew Rest: The active robot skips its turn."}]',1795421102.6101839542);
INSERT INTO moves VALUES(1,25,0,'roll','[{"text": "<s:0> rolls 6.", "seat": null, "private": null}]',1795421102.6118035316);
INSERT INTO moves VALUES(2,1,1,'move:a3','[{"text": "<s:1> moves a cube from Entrance 3 to Armory 3.", "seat": null, "private": null}, {"text": "<s:1> has only one kind of cube to act with: the one on Armory 3 is chosen.", "seat": null, "private": null}]',1795421102.6181988716);
INSERT INTO moves VALUES(2,2,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Entrance 5 is chosen.", "seat": null, "private": null}]',1795421102.6197259426);
INSERT INTO moves VALUES(2,3,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Armory 5 is chosen.", "seat": null, "private": null}]',1795421102.6213998794);
INSERT INTO moves VALUES(2,4,2,'activate','[{"text": "<s:2> activates Armory 5: the cube there now has short range.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Entrance 1 is chosen.", "seat": null, "private": null}]',1795421102.6227989197);
INSERT INTO moves VALUES(2,5,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Armory 1 is chosen.", "seat": null, "private": null}]',1795421102.6244268417);
INSERT INTO moves VALUES(2,6,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 1: nobody scores.", "seat": null, "private": null}, {"text": "<s:1> has only one kind of cube to act with: the one on Armory 3 is chosen.", "seat": null, "private": null}]',1795421102.6258590221);
INSERT INTO moves VALUES(2,7,1,'move:c3','[{"text": "<s:1> moves a cube from Armory 3 to Cube planet 3-4.", "seat": null, "private": null}, {"text": "<s:1> has only one kind of cube to act with: the one on Cube planet 3-4 is chosen.", "seat": null, "private": null}]',1795421102.6276130675);
INSERT INTO moves VALUES(2,8,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Armory 5 is chosen.", "seat": null, "private": null}]',1795421102.6289422512);
INSERT INTO moves VALUES(2,9,2,'move:c5','[{"text": "<s:2> moves a cube from Armory 5 to Cube planet 5-6.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Cube planet 5-6 is chosen.", "seat": null, "private": null}]',1795421102.6306383609);
INSERT INTO moves VALUES(2,10,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Armory 1 is chosen.", "seat": null, "private": null}]',1795421102.6323654652);
INSERT INTO moves VALUES(2,11,0,'move:c1','[{"text": "<s:0> moves a cube from Armory 1 to Cube planet 1-2.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Cube planet 1-2 is chosen.", "seat": null, "private": null}]',1795421102.6343603134);
INSERT INTO moves VALUES(2,12,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "End of round 2: nobody scores.", "seat": null, "private": null}]',1795421102.6359267234);
INSERT INTO moves VALUES(2,13,1,'cube:2','[]',1795421102.6388726233);
INSERT INTO moves VALUES(2,14,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421102.6411631107);
INSERT INTO moves VALUES(2,15,1,'cube:2','[]',1795421102.6426723003);
INSERT INTO moves VALUES(2,16,1,'move:h3','[{"text": "<s:1> moves a cube from Cube planet 3-4 to Half Moon 3-4.", "seat": null, "private": null}]',1795421102.6440794467);
INSERT INTO moves VALUES(2,17,2,'cube:3','[]',1795421102.6467385292);
INSERT INTO moves VALUES(2,18,2,'move:h5','[{"text": "<s:2> moves a cube from Cube planet 5-6 to Half Moon 5-6.", "seat": null, "private": null}]',1795421102.6490046978);
INSERT INTO moves VALUES(2,19,2,'cube:3','[]',1795421102.6506693362);
INSERT INTO moves VALUES(2,20,2,'move:f','[{"text": "<s:2> moves a cube from Half Moon 5-6 to Full Moon.", "seat": null, "private": null}]',1795421102.6523504257);
INSERT INTO moves VALUES(2,21,0,'cube:1','[]',1795421102.6553709507);
INSERT INTO moves VALUES(2,22,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421102.6577751636);
INSERT INTO moves VALUES(2,23,0,'cube:1','[]',1795421102.6593809128);
INSERT INTO moves VALUES(2,24,0,'move:h1','[{"text": "<s:0> moves a cube from Cube planet 1-2 to Half Moon 1-2.", "seat": null, "private": null}, {"text": "End of round 3: <s:0> +2 (2), <s:1> +2 (2), <s:2> +4 (4).", "seat": null, "private": null}]',1795421102.6608974934);
INSERT INTO moves VALUES(2,25,1,'cube:4','[]',1795421102.6640846729);
INSERT INTO moves VALUES(2,26,1,'move:a3','[{"text": "<s:1> moves a cube from Entrance 3 to Armory 3.", "seat": null, "private": null}]',1795421102.6661088466);
INSERT INTO moves VALUES(2,27,1,'cube:4','[]',1795421102.6678130626);
INSERT INTO moves VALUES(2,28,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}]',1795421102.6692347526);
INSERT INTO moves VALUES(2,29,2,'cube:5','[]',1795421102.6724715233);
INSERT INTO moves VALUES(2,30,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}]',1795421102.6746799946);
INSERT INTO moves VALUES(3,1,1,'put:4a','[{"text": "Sistema VRF goes to floor 4A, column 1 with a cube of <s:1>.", "seat": null, "private": null}, {"text": "<s:2> draws Ventilatore (spare) for the set-up.", "seat": null, "private": null}]',1795421102.6815776824);
INSERT INTO moves VALUES(3,2,2,'put:4a','[{"text": "Ventilatore goes to floor 4A, column 2 with a cube of <s:2>.", "seat": null, "private": null}, {"text": "<s:3> draws Pressostato (spare) for the set-up.", "seat": null, "private": null}]',1795421102.6830608845);
INSERT INTO moves VALUES(2,31,2,'cube:5','[]',1795421102.6849749088);
INSERT INTO moves VALUES(3,3,3,'put:1b','[{"text": "Pressostato goes to floor 1B, column 2 with a cube of <s:3>.", "seat": null, "private": null}, {"text": "<s:4> draws Vaso di Espansione (spare) for the set-up.", "seat": null, "private": null}, {"text": "Vaso di Espansione goes to floor 1A, column 2 with a cube of <s:4>.", "seat": null, "private": null}, {"text": "<s:0> draws Filtro Autopulente (spare) for the set-up.", "seat": null, "private": null}]',1795421102.6863989829);
INSERT INTO moves VALUES(3,4,0,'put:1a','[{"text": "Vaso di Espansione on floor 1A is discarded; its cubes go home.", "seat": null, "private": null}, {"text": "Filtro Autopulente goes to floor 1A, column 2 with a cube of <s:0>.", "seat": null, "private": null}, {"text": "Year 1 of 9 begins; <s:1> holds the year die.", "seat": null, "private": null}, {"text": "Event: Collaudo Positivo (floor 1 +1, floor 2 +1, floor 3 +1, floor 4 +1).", "seat": null, "private": null}, {"text": "Each player draws 2 resource cards.", "seat": null, "private": null}]',1795421102.6884577274);
INSERT INTO moves VALUES(3,5,1,'card:progettista','[]',1795421102.6899890899);
INSERT INTO moves VALUES(3,6,1,'design:4a','[{"text": "<s:1> plays a card: Progettista.", "seat": null, "private": null}, {"text": "<s:1> designs Sistema VRF on floor 4A and is paid 1.", "seat": null, "private": null}, {"text": "Ventilatore on floor 4A is discarded; its cubes go home.", "seat": null, "private": null}, {"text": "Sistema VRF is fully designed and moves to column 2 of floor 4A.", "seat": null, "private": null}]',1795421102.6914923191);
INSERT INTO moves VALUES(3,7,2,'card:installatore','[]',1795421102.6930162907);
INSERT INTO moves VALUES(3,8,2,'install:4a','[{"text": "<s:2> plays a card: Installatore.", "seat": null, "private": null}, {"text": "<s:2> installs Sistema VRF on floor 4A: health 9; the building pays 2 to <s:1>, 1 to <s:2>.", "seat": null, "private": null}]',1795421102.6945574283);
INSERT INTO moves VALUES(2,32,2,'activate','[{"text": "<s:2> activates Armory 5: the cube there now has short range.", "seat": null, "private": null}]',1795421102.6963360309);
INSERT INTO moves VALUES(3,9,3,'card:commerciale','[]',1795421102.6979129314);
INSERT INTO moves VALUES(3,10,3,'propose','[{"text": "<s:3> plays a card: Commerciale.", "seat": null, "private": null}, {"text": "<s:3> proposes Fan-coil and Torre Evaporativa.", "seat": null, "private": null}]',1795421102.6994702816);
INSERT INTO moves VALUES(3,11,3,'put:2b','[{"text": "Fan-coil goes to floor 2B, column 2 with a cube of <s:3>.", "seat": null, "private": null}]',1795421102.7011551856);
INSERT INTO moves VALUES(3,12,3,'put:4b','[{"text": "Torre Evaporativa goes to floor 4B, column 1 with a cube of <s:3>.", "seat": null, "private": null}]',1795421102.7026669979);
INSERT INTO moves VALUES(3,13,4,'card:installatore','[]',1795421102.7043032646);
INSERT INTO moves VALUES(3,14,4,'install:1a','[{"text": "<s:4> plays a card: Installatore.", "seat": null, "private": null}, {"text": "<s:4> installs the spare Filtro Autopulente on floor 1: health 9; the building pays 1 to <s:0>, 1 to <s:4>.", "seat": null, "private": null}]',1795421102.7060015201);
INSERT INTO moves VALUES(3,15,0,'card:commerciale','[]',1795421102.7075285911);
INSERT INTO moves VALUES(3,16,0,'propose','[{"text": "<s:0> plays a card: Commerciale.", "seat": null, "private": null}, {"text": "<s:0> proposes Termostato and Valvola Termostatica.", "seat": null, "private": null}]',1795421102.7089033126);
INSERT INTO moves VALUES(3,17,0,'put:2a','[{"text": "Termostato goes to floor 2A, column 2 with a cube of <s:0>.", "seat": null, "private": null}]',1795421102.7103228569);
INSERT INTO moves VALUES(3,18,0,'put:2b','[{"text": "Fan-coil on floor 2B is discarded; its cubes go home.", "seat": null, "private": null}, {"text": "Valvola Termostatica goes to floor 2B, column 2 with a cube of <s:0>.", "seat": null, "private": null}]',1795421102.7119128704);
INSERT INTO moves VALUES(4,1,0,'go:1.0','[{"text": "<s:0> stands their worker on Part Production, space 1.", "seat": null, "private": null}, {"text": "Vilela moves to Assembly, space 1.", "seat": null, "private": null}, {"text": "Sandra moves to Assembly, space 2.", "seat": null, "private": null}, {"text": "Vilela takes a yellow robot from the Assembly board.", "seat": null, "private": null}]',1795421102.7153789997);
INSERT INTO moves VALUES(4,2,0,'main','[{"text": "<s:0> gains 1 speech token from the space.", "seat": null, "private": null}]',1795421102.7167010307);
INSERT INTO moves VALUES(4,3,0,'take:4','[{"text": "<s:0> takes the green head from a bottom space (+1 speech).", "seat": null, "private": null}]',1795421102.7185206412);
INSERT INTO moves VALUES(4,4,0,'turn','[{"text": "<s:0> turns the wheel 90 degrees.", "seat": null, "private": null}]',1795421102.720225811);
INSERT INTO moves VALUES(4,5,0,'take:4','[{"text": "<s:0> takes the yellow torso from a bottom space (+1 speech).", "seat": null, "private": null}]',1795421102.7218723297);
INSERT INTO moves VALUES(4,6,0,'end','[{"text": "Maintenance of round 1.", "seat": null, "private": null}, {"text": "Round 2 begins.", "seat": null, "private": null}]',1795421102.7248301506);
INSERT INTO moves VALUES(4,7,0,'go:2.0','[{"text": "<s:0> stands their worker on Projects, space 1.", "seat": null, "private": null}, {"text": "Vilela moves to Finance, space 1.", "seat": null, "private": null}, {"text": "Sandra moves to Part Production, space 1.", "seat": null, "private": null}, {"text": "Sandra refills the wheel by the distribution marker.", "seat": null, "private": null}]',1795421102.7261619568);
INSERT INTO moves VALUES(4,8,0,'main','[{"text": "<s:0> gains 1 speech token from the space.", "seat": null, "private": null}]',1795421102.7275128364);
INSERT INTO moves VALUES(4,9,0,'proj:10','[{"text": "<s:0> takes the green project (+1 value).", "seat": null, "private": null}, {"text": "<s:0> gains 1 speech token from the project row.", "seat": null, "private": null}]',1795421102.7293076514);
INSERT INTO moves VALUES(4,10,0,'end','[{"text": "Vilela takes the first free contract off the Finance board.", "seat": null, "private": null}, {"text": "Maintenance of round 2.", "seat": null, "private": null}, {"text": "Round 3 begins.", "seat": null, "private": null}]',1795421102.7323882579);
INSERT INTO moves VALUES(4,11,0,'go:0.0','[{"text": "<s:0> stands their worker on Assembly, space 1.", "seat": null, "private": null}, {"text": "Vilela moves to Projects, space 1.", "seat": null, "private": null}, {"text": "Sandra moves to Projects, space 2.", "seat": null, "private": null}]',1795421102.7337725162);
INSERT INTO moves VALUES(4,12,0,'main','[{"text": "<s:0> gains 1 speech token from the space.", "seat": null, "private": null}]',1795421102.7350575923);
INSERT INTO moves VALUES(4,13,0,'part:yt','[{"text": "<s:0> places their yellow torso under yellow robot 1.", "seat": null, "private": null}, {"text": "<s:0> gains 1 speech token for the torso square.", "seat": null, "private": null}]',1795421102.7366569041);
INSERT INTO moves VALUES(4,14,0,'part:gh','[{"text": "<s:0> places their green head under green robot 1.", "seat": null, "private": null}]',1795421102.7381296157);
INSERT INTO moves VALUES(4,15,0,'end','[{"text": "Vilela discards a project from the bottom row.", "seat": null, "private": null}, {"text": "Sandra discards the bottom row of projects; the rest slide down and are refilled.", "seat": null, "private": null}, {"text": "Maintenance of round 3.", "seat": null, "private": null}, {"text": "Round 4 begins.", "seat": null, "private": null}]',1795421102.740440607);
INSERT INTO moves VALUES(5,1,1,'pick:a8','[]',1795421102.746012926);
INSERT INTO moves VALUES(5,2,1,'open:2','[{"text": "<s:1> puts land a8 (2c1s) up for auction and opens at 2 coins.", "seat": null, "private": null}]',1795421102.7480123043);
INSERT INTO moves VALUES(5,3,2,'raise:3','[{"text": "<s:2> bids 3 coins.", "seat": null, "private": null}]',1795421102.750043869);
INSERT INTO moves VALUES(5,4,3,'raise:4','[{"text": "<s:3> bids 4 coins.", "seat": null, "private": null}]',1795421102.7522578239);
INSERT INTO moves VALUES(5,5,0,'raise:5','[{"text": "<s:0> bids 5 coins.", "seat": null, "private": null}]',1795421102.7541606426);
INSERT INTO moves VALUES(5,6,1,'raise:6','[{"text": "<s:1> bids 6 coins.", "seat": null, "private": null}]',1795421102.7639386653);
INSERT INTO moves VALUES(5,7,2,'raise:7','[{"text": "<s:2> bids 7 coins.", "seat": null, "private": null}]',1795421102.8007884026);
INSERT INTO moves VALUES(5,8,3,'pass','[{"text": "<s:3> passes on this tile.", "seat": null, "private": null}]',1795421102.811823368);
INSERT INTO moves VALUES(5,9,0,'pass','[{"text": "<s:0> passes on this tile.", "seat": null, "private": null}]',1795421102.8171172141);
INSERT INTO moves VALUES(5,10,1,'pass','[{"text": "<s:1> passes on this tile.", "seat": null, "private": null}, {"text": "<s:2> wins land a8 (2c1s) for 7 coins; it brings 1 garbage. Technologies now cost 7 science.", "seat": null, "private": null}]',1795421102.8279435634);
INSERT INTO moves VALUES(5,11,2,'pick:a3','[]',1795421102.8300342559);
INSERT INTO moves VALUES(5,12,2,'open:2','[{"text": "<s:2> puts land a3 (3c) up for auction and opens at 2 coins.", "seat": null, "private": null}]',1795421102.840742588);
INSERT INTO moves VALUES(5,13,3,'raise:3','[{"text": "<s:3> bids 3 coins.", "seat": null, "private": null}]',1795421102.8475604057);
INSERT INTO moves VALUES(5,14,0,'raise:4','[{"text": "<s:0> bids 4 coins.", "seat": null, "private": null}]',1795421102.8495433329);
INSERT INTO moves VALUES(5,15,1,'raise:5','[{"text": "<s:1> bids 5 coins.", "seat": null, "private": null}]',1795421102.8515510558);
INSERT INTO moves VALUES(5,16,2,'pass','[{"text": "<s:2> passes on this tile.", "seat": null, "private": null}]',1795421102.8609244823);
INSERT INTO moves VALUES(5,17,3,'raise:6','[{"text": "<s:3> bids 6 coins.", "seat": null, "private": null}]',1795421102.8723931312);
INSERT INTO moves VALUES(5,18,0,'raise:7','[{"text": "<s:0> bids 7 coins.", "seat": null, "private": null}]',1795421102.8998770713);
INSERT INTO moves VALUES(5,19,1,'pass','[{"text": "<s:1> passes on this tile.", "seat": null, "private": null}]',1795421102.9457087516);
INSERT INTO moves VALUES(5,20,3,'pass','[{"text": "<s:3> passes on this tile.", "seat": null, "private": null}, {"text": "<s:0> wins land a3 (3c) for 7 coins; it brings 1 garbage. Technologies now cost 6 science.", "seat": null, "private": null}]',1795421102.9561858176);
INSERT INTO moves VALUES(6,1,1,'move:a3','[{"text": "<s:1> moves a cube from Entrance 3 to Armory 3.", "seat": null, "private": null}, {"text": "<s:1> has only one kind of cube to act with: the one on Armory 3 is chosen.", "seat": null, "private": null}]',1795421103.0006542205);
INSERT INTO moves VALUES(6,2,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Entrance 5 is chosen.", "seat": null, "private": null}]',1795421103.0222947597);
INSERT INTO moves VALUES(6,3,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Armory 5 is chosen.", "seat": null, "private": null}]',1795421103.0368399619);
INSERT INTO moves VALUES(6,4,2,'activate','[{"text": "<s:2> activates Armory 5: the cube there now has short range.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Entrance 1 is chosen.", "seat": null, "private": null}]',1795421103.0735845566);
INSERT INTO moves VALUES(6,5,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Armory 1 is chosen.", "seat": null, "private": null}]',1795421103.0885138511);
INSERT INTO moves VALUES(6,6,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 1: nobody scores.", "seat": null, "private": null}, {"text": "<s:1> has only one kind of cube to act with: the one on Armory 3 is chosen.", "seat": null, "private": null}]',1795421103.1073641776);
INSERT INTO moves VALUES(6,7,1,'move:c3','[{"text": "<s:1> moves a cube from Armory 3 to Cube planet 3-4.", "seat": null, "private": null}, {"text": "<s:1> has only one kind of cube to act with: the one on Cube planet 3-4 is chosen.", "seat": null, "private": null}]',1795421103.1332578658);
INSERT INTO moves VALUES(6,8,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Armory 5 is chosen.", "seat": null, "private": null}]',1795421103.1637763977);
INSERT INTO moves VALUES(6,9,2,'move:c5','[{"text": "<s:2> moves a cube from Armory 5 to Cube planet 5-6.", "seat": null, "private": null}, {"text": "<s:2> has only one kind of cube to act with: the one on Cube planet 5-6 is chosen.", "seat": null, "private": null}]',1795421103.192116022);
INSERT INTO moves VALUES(6,10,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Armory 1 is chosen.", "seat": null, "private": null}]',1795421103.19936347);
INSERT INTO moves VALUES(6,11,0,'move:c1','[{"text": "<s:0> moves a cube from Armory 1 to Cube planet 1-2.", "seat": null, "private": null}, {"text": "<s:0> has only one kind of cube to act with: the one on Cube planet 1-2 is chosen.", "seat": null, "private": null}]',1795421103.225577116);
INSERT INTO moves VALUES(6,12,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "End of round 2: nobody scores.", "seat": null, "private": null}]',1795421103.2557415962);
INSERT INTO moves VALUES(6,13,1,'cube:2','[]',1795421103.2722404003);
INSERT INTO moves VALUES(6,14,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421103.2926962375);
INSERT INTO moves VALUES(6,15,1,'cube:2','[]',1795421103.3201472758);
INSERT INTO moves VALUES(6,16,1,'move:h3','[{"text": "<s:1> moves a cube from Cube planet 3-4 to Half Moon 3-4.", "seat": null, "private": null}]',1795421103.3358469009);
INSERT INTO moves VALUES(6,17,2,'cube:3','[]',1795421103.3660798073);
INSERT INTO moves VALUES(6,18,2,'move:h5','[{"text": "<s:2> moves a cube from Cube planet 5-6 to Half Moon 5-6.", "seat": null, "private": null}]',1795421103.4000678062);
INSERT INTO moves VALUES(6,19,2,'cube:3','[]',1795421103.4094774723);
INSERT INTO moves VALUES(6,20,2,'move:f','[{"text": "<s:2> moves a cube from Half Moon 5-6 to Full Moon.", "seat": null, "private": null}]',1795421103.4300122261);
INSERT INTO moves VALUES(6,21,0,'cube:1','[]',1795421103.4701468945);
INSERT INTO moves VALUES(6,22,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421103.4998934269);
INSERT INTO moves VALUES(6,23,0,'cube:1','[]',1795421103.5234482288);
INSERT INTO moves VALUES(6,24,0,'move:h1','[{"text": "<s:0> moves a cube from Cube planet 1-2 to Half Moon 1-2.", "seat": null, "private": null}, {"text": "End of round 3: <s:0> +2 (2), <s:1> +2 (2), <s:2> +4 (4).", "seat": null, "private": null}]',1795421103.5363667011);
INSERT INTO moves VALUES(6,25,1,'cube:4','[]',1795421103.58795166);
INSERT INTO moves VALUES(6,26,1,'move:a3','[{"text": "<s:1> moves a cube from Entrance 3 to Armory 3.", "seat": null, "private": null}]',1795421103.6089272498);
INSERT INTO moves VALUES(6,27,1,'cube:4','[]',1795421103.6291694641);
INSERT INTO moves VALUES(6,28,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}]',1795421103.65883708);
INSERT INTO moves VALUES(6,29,2,'cube:5','[]',1795421103.7013516425);
INSERT INTO moves VALUES(6,30,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}]',1795421103.7440884113);
INSERT INTO moves VALUES(6,31,2,'cube:5','[]',1795421103.8078739643);
INSERT INTO moves VALUES(6,32,2,'activate','[{"text": "<s:2> activates Armory 5: the cube there now has short range.", "seat": null, "private": null}]',1795421103.8479864596);
INSERT INTO moves VALUES(6,33,0,'cube:6','[]',1795421103.8953359126);
INSERT INTO moves VALUES(6,34,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}]',1795421103.9342906475);
INSERT INTO moves VALUES(6,35,0,'cube:6','[]',1795421103.9823622703);
INSERT INTO moves VALUES(6,36,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 4: <s:0> +2 (4), <s:1> +2 (4), <s:2> +4 (8).", "seat": null, "private": null}]',1795421103.9931881427);
INSERT INTO moves VALUES(6,37,1,'cube:4','[]',1795421104.0444953441);
INSERT INTO moves VALUES(6,38,1,'move:c3','[{"text": "<s:1> moves a cube from Armory 3 to Cube planet 3-4.", "seat": null, "private": null}]',1795421104.0809495449);
INSERT INTO moves VALUES(6,39,1,'cube:4','[]',1795421104.109562397);
INSERT INTO moves VALUES(6,40,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421104.1177744865);
INSERT INTO moves VALUES(6,41,2,'cube:5','[]',1795421104.1546442508);
INSERT INTO moves VALUES(6,42,2,'move:c5','[{"text": "<s:2> moves a cube from Armory 5 to Cube planet 5-6.", "seat": null, "private": null}]',1795421104.1813189983);
INSERT INTO moves VALUES(6,43,2,'cube:5','[]',1795421104.2118840217);
INSERT INTO moves VALUES(6,44,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421104.2277910709);
INSERT INTO moves VALUES(6,45,0,'cube:6','[]',1795421104.2724697589);
INSERT INTO moves VALUES(6,46,0,'move:c1','[{"text": "<s:0> moves a cube from Armory 1 to Cube planet 1-2.", "seat": null, "private": null}]',1795421104.3194351196);
INSERT INTO moves VALUES(6,47,0,'cube:6','[]',1795421104.3479702472);
INSERT INTO moves VALUES(6,48,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "End of round 5: <s:0> +2 (6), <s:1> +2 (6), <s:2> +4 (12).", "seat": null, "private": null}]',1795421104.3716313839);
INSERT INTO moves VALUES(6,49,1,'cube:7','[]',1795421104.4155421257);
INSERT INTO moves VALUES(6,50,1,'move:w3','[{"text": "<s:1> moves a cube from Entrance 3 to Wound 3.", "seat": null, "private": null}]',1795421104.4379148482);
INSERT INTO moves VALUES(6,51,1,'cube:4','[]',1795421104.451811552);
INSERT INTO moves VALUES(6,52,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421104.476325035);
INSERT INTO moves VALUES(6,53,2,'cube:5','[]',1795421104.5371587276);
INSERT INTO moves VALUES(6,54,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421104.5658390521);
INSERT INTO moves VALUES(6,55,2,'cube:5','[]',1795421104.5898473262);
INSERT INTO moves VALUES(6,56,2,'move:h5','[{"text": "<s:2> moves a cube from Cube planet 5-6 to Half Moon 5-6.", "seat": null, "private": null}]',1795421104.6127293109);
INSERT INTO moves VALUES(6,57,0,'cube:6','[]',1795421104.6649889945);
INSERT INTO moves VALUES(6,58,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421104.699868679);
INSERT INTO moves VALUES(6,59,0,'cube:8','[]',1795421104.7335295677);
INSERT INTO moves VALUES(6,60,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}, {"text": "End of round 6: <s:0> +2 (8), <s:1> +2 (8), <s:2> +6 (18).", "seat": null, "private": null}]',1795421104.7612092495);
INSERT INTO moves VALUES(6,61,1,'cube:9','[]',1795421104.8245668411);
INSERT INTO moves VALUES(6,62,1,'move:w3','[{"text": "<s:1> moves a cube from Entrance 3 to Wound 3.", "seat": null, "private": null}]',1795421104.8686678409);
INSERT INTO moves VALUES(6,63,1,'cube:4','[]',1795421104.8880620002);
INSERT INTO moves VALUES(6,64,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421104.9077839851);
INSERT INTO moves VALUES(6,65,2,'cube:10','[]',1795421104.9606380462);
INSERT INTO moves VALUES(6,66,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}]',1795421104.9880731105);
INSERT INTO moves VALUES(6,67,2,'cube:10','[]',1795421105.0269944668);
INSERT INTO moves VALUES(6,68,2,'activate','[{"text": "<s:2> activates Armory 5: the cube there now has short range.", "seat": null, "private": null}]',1795421105.0479872226);
INSERT INTO moves VALUES(6,69,0,'cube:6','[]',1795421105.1124174594);
INSERT INTO moves VALUES(6,70,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421105.159676075);
INSERT INTO moves VALUES(6,71,0,'cube:8','[]',1795421105.231985569);
INSERT INTO moves VALUES(6,72,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 7: <s:0> +2 (10), <s:1> +2 (10), <s:2> +6 (24).", "seat": null, "private": null}]',1795421105.2735571861);
INSERT INTO moves VALUES(6,73,1,'cube:4','[]',1795421105.3165867328);
INSERT INTO moves VALUES(6,74,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421105.3794555663);
INSERT INTO moves VALUES(6,75,1,'cube:12','[]',1795421105.4117062092);
INSERT INTO moves VALUES(6,76,1,'move:w3','[{"text": "<s:1> moves a cube from Entrance 3 to Wound 3.", "seat": null, "private": null}]',1795421105.4216544628);
INSERT INTO moves VALUES(6,77,2,'cube:10','[]',1795421105.5015954971);
INSERT INTO moves VALUES(6,78,2,'move:c5','[{"text": "<s:2> moves a cube from Armory 5 to Cube planet 5-6.", "seat": null, "private": null}]',1795421105.5318899155);
INSERT INTO moves VALUES(6,79,2,'cube:10','[]',1795421105.5637631416);
INSERT INTO moves VALUES(6,80,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421105.5871109962);
INSERT INTO moves VALUES(6,81,0,'cube:6','[]',1795421105.6517312526);
INSERT INTO moves VALUES(6,82,0,'move:h1','[{"text": "<s:0> moves a cube from Cube planet 1-2 to Half Moon 1-2.", "seat": null, "private": null}]',1795421105.7056155204);
INSERT INTO moves VALUES(6,83,0,'cube:1','[]',1795421105.7280483245);
INSERT INTO moves VALUES(6,84,0,'move:h6','[{"text": "<s:0> moves a cube from Half Moon 1-2 to Half Moon 6-1.", "seat": null, "private": null}, {"text": "End of round 8: <s:0> +4 (14), <s:1> +2 (12), <s:2> +6 (30).", "seat": null, "private": null}]',1795421105.7476413249);
INSERT INTO moves VALUES(6,85,1,'cube:15','[]',1795421105.8046283722);
INSERT INTO moves VALUES(6,86,1,'move:a3','[{"text": "<s:1> moves a cube from Entrance 3 to Armory 3.", "seat": null, "private": null}]',1795421105.8482654094);
INSERT INTO moves VALUES(6,87,1,'cube:15','[]',1795421105.8976500034);
INSERT INTO moves VALUES(6,88,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}]',1795421105.9148511886);
INSERT INTO moves VALUES(6,89,2,'cube:10','[]',1795421105.9979643821);
INSERT INTO moves VALUES(6,90,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421106.048529148);
INSERT INTO moves VALUES(6,91,2,'cube:13','[]',1795421106.0941178798);
INSERT INTO moves VALUES(6,92,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}]',1795421106.1186380386);
INSERT INTO moves VALUES(6,93,0,'cube:11','[]',1795421106.193467617);
INSERT INTO moves VALUES(6,94,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}]',1795421106.2276182174);
INSERT INTO moves VALUES(6,95,0,'cube:11','[]',1795421106.2528305053);
INSERT INTO moves VALUES(6,96,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 9: <s:0> +4 (18), <s:1> +2 (14), <s:2> +6 (36).", "seat": null, "private": null}]',1795421106.2829284668);
INSERT INTO moves VALUES(6,97,1,'cube:7','[]',1795421106.3920402527);
INSERT INTO moves VALUES(6,98,1,'move:a3','[{"text": "<s:1> moves a cube from Wound 3 to Armory 3.", "seat": null, "private": null}]',1795421106.4560174942);
INSERT INTO moves VALUES(6,99,1,'cube:7','[]',1795421106.4966788292);
INSERT INTO moves VALUES(6,100,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}]',1795421106.5190372467);
INSERT INTO moves VALUES(6,101,2,'cube:10','[]',1795421106.5840106009);
INSERT INTO moves VALUES(6,102,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421106.64605093);
INSERT INTO moves VALUES(6,103,2,'cube:13','[]',1795421106.6743082999);
INSERT INTO moves VALUES(6,104,2,'activate','[{"text": "<s:2> activates Armory 5: the cube there now has short range.", "seat": null, "private": null}]',1795421106.6999206542);
INSERT INTO moves VALUES(6,105,0,'cube:14','[]',1795421106.7737259864);
INSERT INTO moves VALUES(6,106,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}]',1795421106.8003876209);
INSERT INTO moves VALUES(6,107,0,'cube:14','[]',1795421106.8399527072);
INSERT INTO moves VALUES(6,108,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 10: <s:0> +4 (22), <s:1> +2 (16), <s:2> +6 (42).", "seat": null, "private": null}]',1795421106.8725657462);
INSERT INTO moves VALUES(6,109,1,'cube:9','[]',1795421106.9286341666);
INSERT INTO moves VALUES(6,110,1,'move:a3','[{"text": "<s:1> moves a cube from Wound 3 to Armory 3.", "seat": null, "private": null}]',1795421106.9863784313);
INSERT INTO moves VALUES(6,111,1,'cube:9','[]',1795421107.0387420653);
INSERT INTO moves VALUES(6,112,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}]',1795421107.0605139732);
INSERT INTO moves VALUES(6,113,2,'cube:10','[]',1795421107.1344010829);
INSERT INTO moves VALUES(6,114,2,'move:h5','[{"text": "<s:2> moves a cube from Cube planet 5-6 to Half Moon 5-6.", "seat": null, "private": null}]',1795421107.1974010467);
INSERT INTO moves VALUES(6,115,2,'cube:5','[]',1795421107.2208254337);
INSERT INTO moves VALUES(6,116,2,'move:h4','[{"text": "<s:2> moves a cube from Half Moon 5-6 to Half Moon 4-5.", "seat": null, "private": null}]',1795421107.2606885432);
INSERT INTO moves VALUES(6,117,0,'cube:16','[]',1795421107.3366060256);
INSERT INTO moves VALUES(6,118,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}]',1795421107.3822040557);
INSERT INTO moves VALUES(6,119,0,'cube:16','[]',1795421107.4104623794);
INSERT INTO moves VALUES(6,120,0,'activate','[{"text": "<s:0> activates Armory 1: the cube there now has short range.", "seat": null, "private": null}, {"text": "End of round 11: <s:0> +4 (26), <s:1> +2 (18), <s:2> +8 (50).", "seat": null, "private": null}]',1795421107.4413602352);
INSERT INTO moves VALUES(6,121,1,'cube:7','[]',1795421107.5239849089);
INSERT INTO moves VALUES(6,122,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has long range.", "seat": null, "private": null}]',1795421107.5733296871);
INSERT INTO moves VALUES(6,123,1,'cube:4','[]',1795421107.6200766563);
INSERT INTO moves VALUES(6,124,1,'activate','[{"text": "<s:1> activates Cube planet 3-4: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421107.636865139);
INSERT INTO moves VALUES(6,125,2,'cube:13','[]',1795421107.7600421906);
INSERT INTO moves VALUES(6,126,2,'move:c5','[{"text": "<s:2> moves a cube from Armory 5 to Cube planet 5-6.", "seat": null, "private": null}]',1795421107.8000602722);
INSERT INTO moves VALUES(6,127,2,'cube:13','[]',1795421107.8839867114);
INSERT INTO moves VALUES(6,128,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421107.8917517662);
INSERT INTO moves VALUES(6,129,0,'cube:8','[]',1795421108.0036976337);
INSERT INTO moves VALUES(6,130,0,'move:c1','[{"text": "<s:0> moves a cube from Armory 1 to Cube planet 1-2.", "seat": null, "private": null}]',1795421108.0799326896);
INSERT INTO moves VALUES(6,131,0,'cube:8','[]',1795421108.1086537837);
INSERT INTO moves VALUES(6,132,0,'activate','[{"text": "<s:0> activates Cube planet 1-2: a new cube enters their Entrance.", "seat": null, "private": null}, {"text": "End of round 12: <s:0> +4 (30), <s:1> +2 (20), <s:2> +8 (58).", "seat": null, "private": null}]',1795421108.1390368938);
INSERT INTO moves VALUES(6,133,1,'cube:17','[]',1795421108.2137908935);
INSERT INTO moves VALUES(6,134,1,'move:a3','[{"text": "<s:1> moves a cube from Entrance 3 to Armory 3.", "seat": null, "private": null}]',1795421108.2625687121);
INSERT INTO moves VALUES(6,135,1,'cube:17','[]',1795421108.2919285297);
INSERT INTO moves VALUES(6,136,1,'activate','[{"text": "<s:1> activates Armory 3: the cube there now has short range.", "seat": null, "private": null}]',1795421108.3145794869);
INSERT INTO moves VALUES(6,137,2,'cube:18','[]',1795421108.4104468822);
INSERT INTO moves VALUES(6,138,2,'move:a5','[{"text": "<s:2> moves a cube from Entrance 5 to Armory 5.", "seat": null, "private": null}]',1795421108.4521398543);
INSERT INTO moves VALUES(6,139,2,'cube:13','[]',1795421108.5038714408);
INSERT INTO moves VALUES(6,140,2,'activate','[{"text": "<s:2> activates Cube planet 5-6: a new cube enters their Entrance.", "seat": null, "private": null}]',1795421108.5157155991);
INSERT INTO moves VALUES(6,141,0,'cube:23','[]',1795421108.5840864181);
INSERT INTO moves VALUES(6,142,0,'move:a1','[{"text": "<s:0> moves a cube from Entrance 1 to Armory 1.", "seat": null, "private": null}]',1795421108.6200006008);
INSERT INTO moves VALUES(6,143,0,'cube:1','[]',1795421108.6406896114);
INSERT INTO moves VALUES(6,144,0,'move:h5','[{"text": "<s:0> moves a cube from Half Moon 6-1 to Half Moon 5-6.", "seat": null, "private": null}, {"text": "End of round 13: <s:0> +3 (33), <s:1> +2 (22), <s:2> +7 (65).", "seat": null, "private": null}, {"text": "<s:2> reaches 65 points and wins.", "seat": null, "private": null}]',1795421108.6722478866);
CREATE TABLE timers (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        version INTEGER NOT NULL,
        due REAL NOT NULL,
        PRIMARY KEY (game_id, seat, kind)
    );
INSERT INTO timers VALUES(1,0,'remind',25,1795507502.6116459369);
INSERT INTO timers VALUES(1,0,'timeout',25,1795593902.6116459369);
INSERT INTO timers VALUES(2,0,'remind',32,1795507502.6961085796);
INSERT INTO timers VALUES(2,0,'timeout',32,1795593902.6961085795);
INSERT INTO timers VALUES(3,1,'remind',18,1795507502.7117230892);
INSERT INTO timers VALUES(3,1,'timeout',18,1795593902.7117230892);
INSERT INTO timers VALUES(4,0,'remind',15,1795507502.7403151989);
INSERT INTO timers VALUES(4,0,'timeout',15,1795593902.7403151988);
INSERT INTO timers VALUES(5,0,'remind',20,1795507502.9556376934);
INSERT INTO timers VALUES(5,0,'timeout',20,1795593902.9556376934);
CREATE TABLE away (
        guild_id INTEGER,
        user_id INTEGER NOT NULL,
        start REAL NOT NULL,
        until REAL NOT NULL,
        note TEXT NOT NULL DEFAULT ''
    );
CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id),
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_try REAL NOT NULL DEFAULT 0,
        error TEXT,
        created_at REAL NOT NULL,
        sent_at REAL
    );
INSERT INTO outbox VALUES(1,1,'turn','{"from": 0, "to": 0, "ping": [0], "due": {"0": 1795593902.571878}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.5724067687,NULL);
INSERT INTO outbox VALUES(2,1,'turn','{"from": 0, "to": 2, "ping": [1], "due": {"1": 1795593902.5754154}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.57583642,NULL);
INSERT INTO outbox VALUES(3,1,'turn','{"from": 2, "to": 6, "ping": [2], "due": {"2": 1795593902.5814266}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.581830263,NULL);
INSERT INTO outbox VALUES(4,1,'hand','{"user": 102, "seat": 2, "hand": ["Spy: Look at an opponent''s secret weapons"], "notes": ["You drew Spy: Look at an opponent''s secret weapons."], "game": 1, "key": "moonbots"}','pending',0,0.0,NULL,1795421102.5834975242,NULL);
INSERT INTO outbox VALUES(5,1,'turn','{"from": 6, "to": 11, "ping": [0], "due": {"0": 1795593902.5898373}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.5901994705,NULL);
INSERT INTO outbox VALUES(6,1,'hand','{"user": 100, "seat": 0, "hand": ["Energy Stock: Add 4 energy: the only way past the 2-per-turn gain limit"], "notes": ["You drew Energy Stock: Add 4 energy: the only way past the 2-per-turn gain limit."], "game": 1, "key": "moonbots"}','pending',0,0.0,NULL,1795421102.59196949,NULL);
INSERT INTO outbox VALUES(7,1,'turn','{"from": 11, "to": 14, "ping": [1], "due": {"1": 1795593902.5944114}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.5948100089,NULL);
INSERT INTO outbox VALUES(8,1,'turn','{"from": 14, "to": 18, "ping": [2], "due": {"2": 1795593902.6004896}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6008806229,NULL);
INSERT INTO outbox VALUES(9,1,'turn','{"from": 18, "to": 23, "ping": [0], "due": {"0": 1795593902.6084526}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6088366508,NULL);
INSERT INTO outbox VALUES(10,1,'hand','{"user": 100, "seat": 0, "hand": ["Energy Stock: Add 4 energy: the only way past the 2-per-turn gain limit", "Rest: The active robot skips its turn"], "notes": ["You drew Rest: The active robot skips its turn."], "game": 1, "key": "moonbots"}','pending',0,0.0,NULL,1795421102.6103870868,NULL);
INSERT INTO outbox VALUES(11,2,'turn','{"from": 0, "to": 0, "ping": [1], "due": {"1": 1795593902.613938}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6143791675,NULL);
INSERT INTO outbox VALUES(12,2,'turn','{"from": 0, "to": 4, "ping": [0], "due": {"0": 1795593902.6226041}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6229875088,NULL);
INSERT INTO outbox VALUES(13,2,'turn','{"from": 4, "to": 6, "ping": [1], "due": {"1": 1795593902.6256654}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6260757446,NULL);
INSERT INTO outbox VALUES(14,2,'turn','{"from": 6, "to": 10, "ping": [0], "due": {"0": 1795593902.632166}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6325609684,NULL);
INSERT INTO outbox VALUES(15,2,'turn','{"from": 10, "to": 12, "ping": [1], "due": {"1": 1795593902.6357176}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6361558437,NULL);
INSERT INTO outbox VALUES(16,2,'turn','{"from": 12, "to": 20, "ping": [0], "due": {"0": 1795593902.6521325}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6525526047,NULL);
INSERT INTO outbox VALUES(17,2,'turn','{"from": 20, "to": 24, "ping": [1], "due": {"1": 1795593902.6606717}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.661251068,NULL);
INSERT INTO outbox VALUES(18,3,'turn','{"from": 0, "to": 0, "ping": [1], "due": {"1": 1795593902.6778443}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6782851219,NULL);
INSERT INTO outbox VALUES(19,3,'turn','{"from": 0, "to": 1, "ping": [2], "due": {"2": 1795593902.6814046}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6818282603,NULL);
INSERT INTO outbox VALUES(20,3,'turn','{"from": 1, "to": 3, "ping": [0], "due": {"0": 1795593902.6862454}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6870307922,NULL);
INSERT INTO outbox VALUES(21,3,'turn','{"from": 3, "to": 4, "ping": [1], "due": {"1": 1795593902.6882613}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6887001991,NULL);
INSERT INTO outbox VALUES(22,3,'hand','{"user": 120, "seat": 0, "hand": ["Commerciale [5]: propose 2 systems or spares", "Pronto Intervento [1]: take a Installatore from the discard or the resource pile"], "notes": [], "game": 3, "key": "proponi"}','pending',0,0.0,NULL,1795421102.6887001991,NULL);
INSERT INTO outbox VALUES(23,3,'hand','{"user": 121, "seat": 1, "hand": ["Commerciale [1]: propose 2 systems or spares", "Progettista [3]: design a system of column 1"], "notes": [], "game": 3, "key": "proponi"}','pending',0,0.0,NULL,1795421102.6887001991,NULL);
INSERT INTO outbox VALUES(24,3,'hand','{"user": 122, "seat": 2, "hand": ["Installatore [10]: maintenance or installation", "Installatore [5]: maintenance or installation"], "notes": [], "game": 3, "key": "proponi"}','pending',0,0.0,NULL,1795421102.6887001991,NULL);
INSERT INTO outbox VALUES(25,3,'turn','{"from": 4, "to": 6, "ping": [2], "due": {"2": 1795593902.6913092}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6917350292,NULL);
INSERT INTO outbox VALUES(26,3,'hand','{"user": 121, "seat": 1, "hand": ["Commerciale [1]: propose 2 systems or spares"], "notes": [], "game": 3, "key": "proponi"}','pending',0,0.0,NULL,1795421102.6917350292,NULL);
INSERT INTO outbox VALUES(27,3,'hand','{"user": 122, "seat": 2, "hand": ["Installatore [5]: maintenance or installation"], "notes": [], "game": 3, "key": "proponi"}','pending',0,0.0,NULL,1795421102.6947710514,NULL);
INSERT INTO outbox VALUES(28,2,'turn','{"from": 24, "to": 32, "ping": [0], "due": {"0": 1795593902.6961086}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.6965403556,NULL);
INSERT INTO outbox VALUES(29,3,'turn','{"from": 6, "to": 14, "ping": [0], "due": {"0": 1795593902.7058122}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7062215805,NULL);
INSERT INTO outbox VALUES(30,3,'hand','{"user": 120, "seat": 0, "hand": ["Pronto Intervento [1]: take a Installatore from the discard or the resource pile"], "notes": [], "game": 3, "key": "proponi"}','pending',0,0.0,NULL,1795421102.7091207504,NULL);
INSERT INTO outbox VALUES(31,3,'turn','{"from": 14, "to": 18, "ping": [1], "due": {"1": 1795593902.711723}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7121617793,NULL);
INSERT INTO outbox VALUES(32,4,'turn','{"from": 0, "to": 0, "ping": [0], "due": {"0": 1795593902.7135296}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7139241695,NULL);
INSERT INTO outbox VALUES(33,4,'turn','{"from": 0, "to": 1, "ping": [0], "due": {"0": 1795593902.7152262}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7156603336,NULL);
INSERT INTO outbox VALUES(34,4,'turn','{"from": 1, "to": 6, "ping": [0], "due": {"0": 1795593902.7246943}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.725051403,NULL);
INSERT INTO outbox VALUES(35,4,'turn','{"from": 6, "to": 7, "ping": [0], "due": {"0": 1795593902.7260375}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7263762951,NULL);
INSERT INTO outbox VALUES(36,4,'turn','{"from": 7, "to": 10, "ping": [0], "due": {"0": 1795593902.7322607}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7326083182,NULL);
INSERT INTO outbox VALUES(37,4,'turn','{"from": 10, "to": 11, "ping": [0], "due": {"0": 1795593902.7336493}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7339909076,NULL);
INSERT INTO outbox VALUES(38,4,'turn','{"from": 11, "to": 15, "ping": [0], "due": {"0": 1795593902.7403152}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7406623363,NULL);
INSERT INTO outbox VALUES(39,5,'turn','{"from": 0, "to": 0, "ping": [1], "due": {"1": 1795593902.7434914}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7442276478,NULL);
INSERT INTO outbox VALUES(40,5,'hand','{"user": 140, "seat": 0, "hand": ["You hold 10 coins and 10 science (secret)"], "notes": [], "game": 5, "key": "century"}','pending',0,0.0,NULL,1795421102.7442276478,NULL);
INSERT INTO outbox VALUES(41,5,'hand','{"user": 141, "seat": 1, "hand": ["You hold 10 coins and 10 science (secret)"], "notes": [], "game": 5, "key": "century"}','pending',0,0.0,NULL,1795421102.7442276478,NULL);
INSERT INTO outbox VALUES(42,5,'hand','{"user": 142, "seat": 2, "hand": ["You hold 10 coins and 10 science (secret)"], "notes": [], "game": 5, "key": "century"}','pending',0,0.0,NULL,1795421102.7442276478,NULL);
INSERT INTO outbox VALUES(43,5,'turn','{"from": 0, "to": 2, "ping": [2], "due": {"2": 1795593902.7475855}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7482757568,NULL);
INSERT INTO outbox VALUES(44,5,'turn','{"from": 2, "to": 4, "ping": [0], "due": {"0": 1795593902.7519083}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.752491951,NULL);
INSERT INTO outbox VALUES(45,5,'turn','{"from": 4, "to": 5, "ping": [1], "due": {"1": 1795593902.753821}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7544136046,NULL);
INSERT INTO outbox VALUES(46,5,'turn','{"from": 5, "to": 6, "ping": [2], "due": {"2": 1795593902.7635798}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.7642219066,NULL);
INSERT INTO outbox VALUES(47,5,'turn','{"from": 6, "to": 8, "ping": [0], "due": {"0": 1795593902.8113523}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8121037482,NULL);
INSERT INTO outbox VALUES(48,5,'turn','{"from": 8, "to": 9, "ping": [1], "due": {"1": 1795593902.8167539}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8173835277,NULL);
INSERT INTO outbox VALUES(49,5,'turn','{"from": 9, "to": 10, "ping": [2], "due": {"2": 1795593902.8274498}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8282897472,NULL);
INSERT INTO outbox VALUES(50,5,'hand','{"user": 142, "seat": 2, "hand": ["You hold 3 coins and 10 science (secret)"], "notes": [], "game": 5, "key": "century"}','pending',0,0.0,NULL,1795421102.8282897472,NULL);
INSERT INTO outbox VALUES(51,5,'turn','{"from": 10, "to": 13, "ping": [0], "due": {"0": 1795593902.8430476}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8478901386,NULL);
INSERT INTO outbox VALUES(52,5,'turn','{"from": 13, "to": 14, "ping": [1], "due": {"1": 1795593902.8491879}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8497674465,NULL);
INSERT INTO outbox VALUES(53,5,'turn','{"from": 14, "to": 15, "ping": [2], "due": {"2": 1795593902.8511343}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8570253848,NULL);
INSERT INTO outbox VALUES(54,5,'turn','{"from": 15, "to": 17, "ping": [0], "due": {"0": 1795593902.8719685}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.8894424438,NULL);
INSERT INTO outbox VALUES(55,5,'turn','{"from": 17, "to": 18, "ping": [1], "due": {"1": 1795593902.8993146}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.9175047874,NULL);
INSERT INTO outbox VALUES(56,5,'turn','{"from": 18, "to": 20, "ping": [0], "due": {"0": 1795593902.9556377}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.9654548167,NULL);
INSERT INTO outbox VALUES(57,5,'hand','{"user": 140, "seat": 0, "hand": ["You hold 3 coins and 10 science (secret)"], "notes": [], "game": 5, "key": "century"}','pending',0,0.0,NULL,1795421102.9654548167,NULL);
INSERT INTO outbox VALUES(58,6,'turn','{"from": 0, "to": 0, "ping": [1], "due": {"1": 1795593902.977813}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421102.9874994755,NULL);
INSERT INTO outbox VALUES(59,6,'turn','{"from": 0, "to": 4, "ping": [0], "due": {"0": 1795593903.0732334}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.0738532543,NULL);
INSERT INTO outbox VALUES(60,6,'turn','{"from": 4, "to": 6, "ping": [1], "due": {"1": 1795593903.1069872}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.1155395507,NULL);
INSERT INTO outbox VALUES(61,6,'turn','{"from": 6, "to": 10, "ping": [0], "due": {"0": 1795593903.1990662}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.2035748958,NULL);
INSERT INTO outbox VALUES(62,6,'turn','{"from": 10, "to": 12, "ping": [1], "due": {"1": 1795593903.255348}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.2560389041,NULL);
INSERT INTO outbox VALUES(63,6,'turn','{"from": 12, "to": 20, "ping": [0], "due": {"0": 1795593903.4297721}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.4475934505,NULL);
INSERT INTO outbox VALUES(64,6,'turn','{"from": 20, "to": 24, "ping": [1], "due": {"1": 1795593903.5360289}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.5555374622,NULL);
INSERT INTO outbox VALUES(65,6,'turn','{"from": 24, "to": 32, "ping": [0], "due": {"0": 1795593903.8476057}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421103.8482284545,NULL);
INSERT INTO outbox VALUES(66,6,'turn','{"from": 32, "to": 36, "ping": [1], "due": {"1": 1795593903.9928124}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421104.0083897113,NULL);
INSERT INTO outbox VALUES(67,6,'turn','{"from": 36, "to": 44, "ping": [0], "due": {"0": 1795593904.2237647}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421104.2335553169,NULL);
INSERT INTO outbox VALUES(68,6,'turn','{"from": 44, "to": 48, "ping": [1], "due": {"1": 1795593904.3712733}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421104.3723280429,NULL);
INSERT INTO outbox VALUES(69,6,'turn','{"from": 48, "to": 56, "ping": [0], "due": {"0": 1795593904.6124659}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421104.6144883633,NULL);
INSERT INTO outbox VALUES(70,6,'turn','{"from": 56, "to": 60, "ping": [1], "due": {"1": 1795593904.7607698}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421104.7695236205,NULL);
INSERT INTO outbox VALUES(71,6,'turn','{"from": 60, "to": 68, "ping": [0], "due": {"0": 1795593905.0475628}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421105.0553994178,NULL);
INSERT INTO outbox VALUES(72,6,'turn','{"from": 68, "to": 72, "ping": [1], "due": {"1": 1795593905.2732887}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421105.2738754749,NULL);
INSERT INTO outbox VALUES(73,6,'turn','{"from": 72, "to": 80, "ping": [0], "due": {"0": 1795593905.5866768}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421105.5914742947,NULL);
INSERT INTO outbox VALUES(74,6,'turn','{"from": 80, "to": 84, "ping": [1], "due": {"1": 1795593905.7471929}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421105.7556185722,NULL);
INSERT INTO outbox VALUES(75,6,'turn','{"from": 84, "to": 92, "ping": [0], "due": {"0": 1795593906.118203}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421106.1189260483,NULL);
INSERT INTO outbox VALUES(76,6,'turn','{"from": 92, "to": 96, "ping": [1], "due": {"1": 1795593906.282523}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421106.2861821651,NULL);
INSERT INTO outbox VALUES(77,6,'turn','{"from": 96, "to": 104, "ping": [0], "due": {"0": 1795593906.6994796}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421106.7033123969,NULL);
INSERT INTO outbox VALUES(78,6,'turn','{"from": 104, "to": 108, "ping": [1], "due": {"1": 1795593906.872151}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421106.8757359981,NULL);
INSERT INTO outbox VALUES(79,6,'turn','{"from": 108, "to": 116, "ping": [0], "due": {"0": 1795593907.2603936}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421107.263708353,NULL);
INSERT INTO outbox VALUES(80,6,'turn','{"from": 116, "to": 120, "ping": [1], "due": {"1": 1795593907.440784}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421107.4474444389,NULL);
INSERT INTO outbox VALUES(81,6,'turn','{"from": 120, "to": 128, "ping": [0], "due": {"0": 1795593907.8913991}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421107.8939573765,NULL);
INSERT INTO outbox VALUES(82,6,'turn','{"from": 128, "to": 132, "ping": [1], "due": {"1": 1795593908.1387286}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421108.143695116,NULL);
INSERT INTO outbox VALUES(83,6,'turn','{"from": 132, "to": 140, "ping": [0], "due": {"0": 1795593908.5153995}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421108.5195128917,NULL);
INSERT INTO outbox VALUES(84,6,'turn','{"from": 140, "to": 144, "ping": [], "due": {}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421108.6725316048,NULL);
INSERT INTO outbox VALUES(85,8,'turn','{"from": 0, "to": 0, "ping": [0], "due": {}, "away": {}, "autopilot": []}','pending',0,0.0,NULL,1795421108.7006039619,NULL);
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE INDEX timers_by_due ON timers (due);
CREATE INDEX away_by_user ON away (user_id, guild_id);
CREATE INDEX outbox_by_lane ON outbox (status, game_id, id);
COMMIT;
