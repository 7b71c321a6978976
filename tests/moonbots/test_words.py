"""Every word a Moon-Bots player sees goes through the catalogs: whole games by the smart and random
AIs at 2, 3 and 4 players, said in the pseudo-language at every step (events, buttons, prompts, the
standing line, the outcome), the pictures of sampled states drawn for the public and each seat, and
the events kept as JSON said the same after the round trip."""

import json
import re

import pytest

from engines.base import Event, Rng
from engines.i18n import PSEUDO, say, speaking, to_data
from engines.moonbots import GAME
from engines.moonbots.cards import CARDS, DECK, SLOTS
from renderers import kit
from renderers.moonbots import CARD_W, MARKET_CARD_W, TEXT_SIZE, glance, render
from tests.support.words import NAMES, seen_by_players, unmarked, unmarked_drawn

LOCALES = ("en", "it", "es", "fr", "de")
SEAT = re.compile(r"<\S{1,3}:\d+>")  # a seat token left unnamed (or garbled by a translation)
PICTURE_EVERY = 70  # steps between the states whose pictures are drawn (a picture costs ~0.1 s)
STEP_CAP = 5000


def playout(players: int, seed: int, level: str):
    """(state, the events of the step that led to it) after every step of a whole game."""
    state, rng = GAME.setup(players, seed), Rng(seed)
    events: list[Event] = []
    for _ in range(STEP_CAP):
        yield state, events
        pending = GAME.pending(state)
        if not pending:
            return
        seat = pending[rng.randrange(len(pending))]
        events = GAME.apply(state, seat, GAME.ai(state, seat, rng, level))
    raise AssertionError("the game does not end")


@pytest.mark.parametrize("level", ["smart", "random"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_shows_no_untranslated_word(players, level):
    names = NAMES[:players]
    steps, labels = 0, {}
    for step, (state, events) in enumerate(playout(players, 40 + players, level)):
        for seat in GAME.pending(state):
            labels.update((json.dumps(to_data(a.label)), a.label) for a in GAME.actions(state, seat))
        seen = seen_by_players(GAME, state, events)
        assert [(str(x), words) for x in seen if (words := unmarked(x))] == [], step
        assert [said for x in seen if SEAT.search(said := say(x, PSEUDO, NAMES))] == [], step  # every seat named
        if step % PICTURE_EVERY == 0 or not GAME.pending(state):
            for seat in (None, *range(players)):
                view = GAME.view(state, seat)
                assert unmarked_drawn(lambda v=view: render(v, names)) == [], (step, seat)
                assert unmarked_drawn(lambda v=view: glance(v, names, None)) == [], (step, seat)
        steps = step
    assert GAME.outcome(state) is not None and steps > 20
    too_long = [said for label in labels.values() for locale in LOCALES if len(said := say(label, locale)) > 80]
    assert too_long == []  # a button holds 80 characters


@pytest.mark.parametrize("locale", LOCALES)
def test_every_buy_button_fits_80_characters_in_every_language(locale):
    """Each card in the dearest row, beside a twin (which adds its side) or another card."""
    from tests.moonbots.tools import table, to_market, turn_of

    state = table(2)
    for card_id in DECK:
        turn_of(state, 0)
        state["robots"][0]["energy"] = 18
        to_market(state, 0, 0, card_id)
        twin = next((c for c in DECK if c != card_id and CARDS[c].name == CARDS[card_id].name), None)
        to_market(state, 0, 1, twin or next(c for c in DECK if c != card_id))
        labels = [say(a.label, locale) for a in GAME.actions(state, 0) if a.id.startswith("buy:")]
        assert labels and all(len(label) <= 80 for label in labels), labels


def test_events_kept_as_json_say_the_same_in_italian():
    said = 0
    for _state, events in playout(3, 7, "smart"):
        for event in events:
            back = Event.from_json(json.loads(json.dumps(event.to_json())))
            assert to_data(back.text) == to_data(event.text)
            assert say(back.text, "it", NAMES) == say(event.text, "it", NAMES) != event.text
            if event.private:
                assert say(back.private, "it", NAMES) == say(event.private, "it", NAMES)
            said += 1
    assert said > 50


def test_the_log_is_kept_as_data_and_an_old_english_log_still_reads():
    state = GAME.setup(4, 3)
    data = GAME.dump(state)
    assert all(isinstance(entry, dict) for entry in data["log"])
    data["log"].append("<s:0> rolls 3.")  # a game saved before the log was data
    view = GAME.view(GAME.load(data), None)
    assert view["log"][-1] == "<s:0> rolls 3." and say(view["log"][0], "de", NAMES).startswith("Runde 1")


def test_plurals_follow_the_count():
    from engines.moonbots.texts import text

    assert text("does.fist", count=1) == "1 fist" and text("does.fist", count=2) == "2 fists"
    assert text("event.boxed", count=1) == "1 secret weapon from the bottom row goes back in the box."
    assert text("action.roll", count=1, robot=text("word.your_robot")) == "Roll 1 die and activate your robot"
    assert say(text("does.fist", count=2), "de") == "2 Fäuste" and say(text("does.fist", count=1), "it") == "1 pugno"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_name_fits_its_card_uncut_in_every_language(locale):
    from renderers.moonbots import title_lines, title_room

    def whole(name: str, room: int) -> bool:
        lines, _ = title_lines(name, room)
        return " ".join(lines) == name

    for card in CARDS.values():
        name = say(card.name, locale)
        if card.kind == "part" and card.slot in SLOTS:  # on a robot (its board's attack is titled "board")
            assert whole(name, title_room(CARD_W, False)), name
        if card.kind != "weapon" and card.slot in SLOTS + ("",):  # in the market (weapons lie face down)
            assert whole(name, title_room(MARKET_CARD_W, card.surcharge)), name


@pytest.mark.parametrize("locale", LOCALES)
def test_the_short_picture_words_fit_their_places_in_every_language(locale):
    from renderers.moonbots import GLANCE_LEFT, INNER, slot_label, tokens_width, upgrade_tokens, word

    with speaking(locale):
        for kind in ("extra_die", "reroll", "fist_plus", "fist_guard", "missile_plus", "missile_guard"):  # chips
            assert 8 + tokens_width(list(upgrade_tokens(kind))) + 8 <= CARD_W, upgrade_tokens(kind)
        for key in ("last_roll", "no_roll", "empty"):  # on a card
            assert kit.text_width(word(key), TEXT_SIZE) <= CARD_W - 16, word(key)
        for slot in ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg"):  # on an empty slot
            assert kit.text_width(slot_label(slot), TEXT_SIZE) <= CARD_W - 16, slot_label(slot)
        assert kit.text_width(word("board"), TEXT_SIZE, True) <= CARD_W - 16
        for facts in (word("glance_facts", parts=6, upgrades=6, weapons=12), word("glance_final", weapons=12),
                      word("glance_resting"), word("glance_out")):  # under a robot's name on the glance
            assert kit.text_width(facts, kit.GLANCE_TEXT) <= GLANCE_LEFT - 30, facts
        pills = sum(kit.text_width(word(key), TEXT_SIZE, True) + 24 for key in ("you", "final", "turn"))
        assert pills + kit.text_width("18⚡", 26, True) + 200 <= INNER  # room left for the robot's name


@pytest.mark.parametrize("locale", LOCALES)
def test_the_header_holds_a_reaction_window_with_three_long_names(locale):
    from engines.moonbots.texts import text
    from renderers.moonbots import HEADER_LINES, MARGIN, NAME_MAX, WIDTH, display_names, header_lines

    names = display_names(["Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww"] * 4)
    assert kit.text_width(names[0], TEXT_SIZE) <= NAME_MAX
    robot = text("robot.left", seat="<s:1>")
    for window in (text("window.turn_start", robot=robot), text("window.attacked", robot=robot, damage=3)):
        view = {"reaction": {"text": window, "deadline_s": 300}, "waiting_for": [0, 2, 3], "robots": []}
        with speaking(locale):
            _, status = header_lines(view, names)
        assert len(kit.wrap(status, 22, WIDTH - 2 * MARGIN - 42)) <= HEADER_LINES, status
