"""Every word a Qube Attack player sees goes through the catalogs: whole games (smart and random AI,
2, 3 and 6 players, both options) said in the pseudo-language at every step, pictures and glances
sampled along the way, and every event stored as JSON says the same in Italian when read back."""

from __future__ import annotations

import copy
import json

import pytest

from engines.base import Event, Rng
from engines.i18n import LOCALES, Msg, say, speaking
from engines.qube import GAME
from engines.qube.texts import TEXTS, text
from renderers.qube import glance, render
from tests.support.words import NAMES, seen_by_players, unmarked, unmarked_drawn

GAMES = [  # players, AI level, seed, options
    (2, "smart", 15, {}),  # ends with one player left on the board
    (2, "random", 2, {"cubes_lost_for_good": True}),
    (3, "smart", 3, {"rotate_first": True}),
    (3, "random", 4, {}),
    (6, "smart", 5, {"cubes_lost_for_good": True}),
    (6, "random", 6, {"rotate_first": True}),
]
PICTURES = 5  # states drawn per game besides the last, spread evenly


def play(players: int, level: str, seed: int, options: dict) -> list[tuple[dict, list[Event]]]:
    """Each state of one whole game (the set-up first) with the events that led to it."""
    state = GAME.setup(players, seed, options)
    rng = Rng(seed)
    steps = [(copy.deepcopy(state), [])]
    while pending := GAME.pending(state):
        events = GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, level))
        steps.append((copy.deepcopy(state), events))
    return steps


def keys(value: object) -> set[str]:
    """The message keys in `value`, its fields' too."""
    if isinstance(value, Msg):
        return {value.key} | {k for field in value.fields.values() for k in keys(field)}
    if isinstance(value, list | tuple):
        return {k for item in value for k in keys(item)}
    return set()


@pytest.fixture(scope="module")
def games() -> dict[tuple, list[tuple[dict, list[Event]]]]:
    return {game[:3]: play(*game) for game in GAMES}


@pytest.mark.parametrize("game", [g[:3] for g in GAMES], ids=lambda g: f"{g[0]}-{g[1]}")
def test_every_text_a_player_sees_at_every_step_is_translated(games, game):
    for state, events in games[game]:
        for value in seen_by_players(GAME, state, events):
            assert unmarked(value) == [], (value, unmarked(value))


@pytest.mark.parametrize("game", [g[:3] for g in GAMES], ids=lambda g: f"{g[0]}-{g[1]}")
def test_every_choice_fits_a_button_in_every_language(games, game):
    for state, _ in games[game]:
        for seat in GAME.pending(state):
            for action in GAME.actions(state, seat):
                for locale in LOCALES:
                    assert len(say(action.label, locale, NAMES)) <= 80, say(action.label, locale, NAMES)


def test_the_games_say_nearly_every_sentence_of_the_engine(games):
    """The playouts above are worth something only if they meet the texts: all but a few rare ones."""
    said = {k for steps in games.values() for state, events in steps for value in seen_by_players(GAME, state, events)
            for k in keys(value)}
    # the pictures' words, and the web page's explanations and legend of pieces (tests/renderers/test_pieces.py),
    # are met elsewhere
    engine = {k for k in TEXTS if not k.startswith(("picture.", "glance.", "kind.", "piece.", "legend."))}
    rare = {"choice.foe", "breakdown.earlier"}  # 25 kinds of enemy cube on one planet (below); games stored long ago
    assert engine - said == rare


def test_the_rare_choice_of_whose_cube_to_attack_is_translated_too():
    from tests.qube.tables import play, position

    crowd = [(s, "f", h, w) for s in range(1, 6) for h in (1, 2) for w in range(3)]
    state = position(6, [(0, "f", 1, 1), *crowd])
    play(state, "cube:1", "attack:f")
    labels = [a.label for a in GAME.actions(state, 0)]
    assert {label.key for label in labels} == {"choice.foe", "choice.back_to_orders"}  # its only cube acts
    assert [unmarked(label) for label in labels] == [[]] * len(labels)
    assert say(labels[0], "it", NAMES) == "Attacca uno dei cubi di Bœrn"


def test_the_points_of_a_game_stored_before_the_breakdown_are_named_in_every_language():
    data = GAME.dump(GAME.setup(2, 1))
    del data["earned"]
    data["scores"] = [5, 0]
    [[(label, points)], []] = GAME.breakdown(GAME.load(data))
    assert points == 5 and label.key == "breakdown.earlier" and unmarked(label) == []


@pytest.mark.parametrize("game", [g[:3] for g in GAMES], ids=lambda g: f"{g[0]}-{g[1]}")
def test_every_word_drawn_on_the_pictures_and_glances_is_translated(games, game):
    steps = games[game]
    players = game[0]
    chosen = sorted({round(i * (len(steps) - 1) / PICTURES) for i in range(PICTURES)} | {len(steps) - 1})
    names = NAMES[:players]
    for n, index in enumerate(chosen):
        state = steps[index][0]
        public = GAME.view(state, None)
        before = GAME.view(steps[max(0, index - players * 2)][0], None)
        own = GAME.view(state, n % players)  # every seat's picture over the samples (the public one and a hand)
        assert unmarked_drawn(lambda v=public: render(v, names)) == []
        assert unmarked_drawn(lambda v=own: render(v, names)) == []
        assert unmarked_drawn(lambda v=public, b=before: glance(v, names, b)) == []
    assert steps[chosen[-1]][0]["over"]


def test_every_event_read_back_from_json_says_the_same_in_italian(games):
    checked = 0
    for steps in games.values():
        for _, events in steps:
            for event in events:
                stored = json.loads(json.dumps(event.to_json()))
                back = Event.from_json(stored)
                italian = say(event.text, "it", NAMES)
                assert isinstance(back.text, Msg) and say(back.text, "it", NAMES) == italian
                assert italian != say(event.text, "en", NAMES)  # said in Italian, not left in English
                checked += 1
    assert checked > 1000


def test_a_game_stored_with_an_english_summary_still_shows_it():
    state = GAME.setup(2, 1)
    state.update(over=True, winners=[0], summary="<s:0> reaches 64 points and wins.")
    loaded = GAME.load(json.loads(json.dumps(GAME.dump(state))))
    assert GAME.outcome(loaded)["summary"] == "<s:0> reaches 64 points and wins."
    assert GAME.view(loaded, None)["summary"] == "<s:0> reaches 64 points and wins."


def test_the_summary_is_stored_as_its_key_and_numbers_and_said_in_the_readers_language(games):
    state = games[(2, "smart", 15)][-1][0]
    stored = json.loads(json.dumps(GAME.dump(state)))
    assert stored["summary"]["k"] in ("event.wins", "event.last_one_standing")
    summary = GAME.outcome(GAME.load(stored))["summary"]
    assert say(summary, "de", NAMES) != say(summary, "en", NAMES)
    assert NAMES[state["winners"][0]] in say(summary, "de", NAMES)


@pytest.mark.parametrize("locale", ["en", "it", "es", "fr", "de", "qps"])
def test_the_picture_words_fit_uncut_in_every_language(locale):
    from renderers import kit, qube

    room = qube.WIDTH // 2 - 270  # a player's line beside their name
    longest = {"scores": [63] * 6, "gains": [12] * 6, "reserve": [19] * 6, "out": [], "first": 0, "over": False}
    with speaking(locale):
        for view in (longest, {**longest, "out": [0]}):
            lines, size = qube.player_lines(qube._player_info(view, 0), room)
            assert len(lines) <= 2 and all(kit.text_width(line, size) <= room for line in lines), lines
        header = qube.named_within(lambda shown: text("picture.turn", round=99, name=shown[0], letter="F", action=2,
                                                      actions=2), ["Ann"], 28, qube.WIDTH - 100)
        over = qube.named_within(lambda shown: text("picture.over", round=99, names=shown, count=len(shown)),
                                 ["Ann", "Bo"], 28, qube.WIDTH - 100)
        title = say(text("glance.title", round=99), locale)
        status = qube._glance_status({"over": False, "current": 0}, ["Ann"], 10_000)
        glance_room = kit.GLANCE_SIZE[0] - 3 * kit.MARGIN - kit.text_width(title, 30, bold=True)
        assert "…" not in header + over and kit.text_width(status, 30, bold=True) <= glance_room
        planets, cubes = qube.legends()
        assert planets[2] <= 240 and cubes[0] >= qube.WIDTH - 240  # the legends stay off the galaxy


def test_a_long_name_is_shortened_in_the_header_never_the_words_around_it():
    from renderers import kit, qube

    with speaking("de"):
        header = qube.named_within(lambda shown: text("picture.turn", round=9, name=shown[0], letter="B", action=1,
                                                      actions=2), ["Bartholomew the Long-Named " * 3], 28, 900)
    assert header.startswith("Runde 9 · Bartholomew") and header.endswith("… (B) ist am Zug, Aktion 1 von 2")
    assert kit.text_width(header, 28, bold=True) <= 900 and " …" not in header


def test_counts_take_the_plural_form_of_each_language():
    one = text("picture.player", score=1, reserve=19)
    assert one == "1 pt · 19 in reserve" and text("picture.player", score=2, reserve=19) == "2 pts · 19 in reserve"
    assert say(text("picture.player", score=0, reserve=20), "fr") == "0 pt · 20 en réserve"  # French: 0 is singular
    assert say(text("picture.player", score=0, reserve=20), "es") == "0 ptos. · 20 en reserva"
    planet = text("planet.entrance", number="1")
    assert say(text("choice.cube", planet=planet, weapon=text("weapon.none"), count=1), "de") == (
        "Dein Kubus auf Eingang 1: unbewaffnet")
    assert say(text("choice.cube", planet=planet, weapon=text("weapon.none"), count=3), "de") == (
        "Einer deiner 3 Kuben auf Eingang 1: unbewaffnet")
