"""Every word a Moon-Bots player sees goes through the catalogs: whole games by the smart and random
AIs at 2, 3 and 4 players, said in the pseudo-language at every step (events, buttons, prompts, the
standing line, the outcome), the pictures of sampled states drawn for the public and each seat, and
the events kept as JSON said the same after the round trip."""

import json

import pytest

from engines.base import Event, Rng
from engines.i18n import say, speaking, to_data
from engines.moonbots import GAME
from engines.moonbots.cards import CARDS
from renderers import kit
from renderers.moonbots import CARD_W, MARKET_CARD_W, SURCHARGE_W, TEXT_SIZE, TOKEN, glance, render
from tests.support.words import NAMES, seen_by_players, unmarked, unmarked_drawn

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
    steps = 0
    for step, (state, events) in enumerate(playout(players, 40 + players, level)):
        untranslated = [(str(x), words) for x in seen_by_players(GAME, state, events) if (words := unmarked(x))]
        assert untranslated == [], step
        if step % PICTURE_EVERY == 0 or not GAME.pending(state):
            for seat in (None, *range(players)):
                view = GAME.view(state, seat)
                assert unmarked_drawn(lambda v=view: render(v, names)) == [], (step, seat)
                assert unmarked_drawn(lambda v=view: glance(v, names, None)) == [], (step, seat)
        steps = step
    assert GAME.outcome(state) is not None and steps > 20


def test_events_kept_as_json_say_the_same_in_italian():
    said = 0
    for _state, events in playout(3, 7, "smart"):
        for event in events:
            back = Event.from_json(json.loads(json.dumps(event.to_json())))
            assert to_data(back.text) == to_data(event.text)
            assert say(back.text, "it", NAMES) == say(event.text, "it", NAMES)
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
    assert view["log"][-1] == "<s:0> rolls 3." and view["log"][0].startswith("Round 1")


def test_plurals_follow_the_count():
    from engines.moonbots.texts import text

    assert text("does.fist", count=1) == "1 fist" and text("does.fist", count=2) == "2 fists"
    assert text("event.boxed", count=1) == "1 secret weapon from the bottom row goes back in the box."
    assert text("action.roll", count=1, robot=text("word.your_robot")) == "Roll 1 die and activate your robot"


@pytest.mark.parametrize("locale", ["en", "it", "es", "fr", "de"])
def test_every_card_name_fits_its_card_uncut_in_every_language(locale):
    def fits(name: str, room: int) -> bool:
        return kit.fit_text(name, TEXT_SIZE, room, bold=True) == name

    for card in CARDS.values():
        name = say(card.name, locale)
        if card.kind == "part":  # on a robot (upgrades are drawn there as icons, weapons as chips)
            assert fits(name, CARD_W - 16), name
        if card.kind != "weapon":  # in the market (weapons lie face down there)
            assert fits(name, MARKET_CARD_W - 16 - (SURCHARGE_W + 10) * card.surcharge), name


@pytest.mark.parametrize("locale", ["en", "it", "es", "fr", "de"])
def test_the_short_picture_words_fit_their_places_in_every_language(locale):
    from renderers.moonbots import INNER, slot_label, word

    with speaking(locale):
        for key in ("chip_extra_die", "chip_reroll", "chip_plus", "chip_guard"):  # after two icons on a chip
            assert kit.text_width(word(key), TEXT_SIZE, True) <= CARD_W - 8 - 2 * (TOKEN + 4) - 8, word(key)
        for key in ("last_roll", "no_roll", "empty"):  # on a card
            assert kit.text_width(word(key), TEXT_SIZE) <= CARD_W - 16, word(key)
        for slot in ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg"):  # on an empty slot
            assert kit.text_width(slot_label(slot), TEXT_SIZE) <= CARD_W - 16, slot_label(slot)
        assert kit.text_width(word("board"), TEXT_SIZE, True) <= CARD_W - 16
        pills = sum(kit.text_width(word(key), TEXT_SIZE, True) + 24 for key in ("you", "final", "turn"))
        assert pills + kit.text_width("18⚡", 26, True) + 200 <= INNER  # room left for the robot's name
