"""The translation machinery (engines/i18n.py): messages as data, said in any language."""

import pickle

import pytest

from engines.base import Event
from engines.i18n import (
    LOCALES,
    PSEUDO,
    Domain,
    Plural,
    english_words,
    fields_of,
    fitted,
    from_data,
    join,
    locale_of,
    pseudo,
    said,
    say,
    speaking,
    to_data,
)

WORDS = Domain("test-words", {
    "hit": "{robot} takes {damage} damage.",
    "robot": "<s:{owner}>'s left robot",
    "coins": Plural("{count} coin", "{count} coins"),
    "won": "{names} win.",
}, __file__)


@pytest.mark.parametrize(("tag", "language"), [
    ("es-419", "es"), ("es-ES", "es"), ("en-GB", "en"), ("en-US", "en"), ("it", "it"), ("fr", "fr"),
    ("de", "de"), ("pt-BR", "en"), ("ja", "en"), (None, "en"), ("", "en"), ("qps", PSEUDO),
])
def test_regional_variants_map_to_their_language_and_the_rest_to_english(tag, language):
    assert locale_of(tag) == language


def test_a_message_is_its_english_and_remembers_how_it_was_made():
    msg = WORDS.text("hit", robot=WORDS.text("robot", owner=2), damage=3)
    assert msg == "<s:2>'s left robot takes 3 damage."
    assert (msg.key, msg.fields["damage"]) == ("hit", 3)
    assert say(msg, "en", ["Ann", "Bob", "Cid"]) == "Cid's left robot takes 3 damage."


def test_english_plural_forms_follow_the_count():
    assert [WORDS.text("coins", count=n) for n in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]


def test_lists_are_joined_the_languages_way():
    assert join(["Anna", "Bruno", "Carla"], "it") == "Anna, Bruno e Carla"
    assert join(["Ana", "Bruno", "Carla"], "es") == "Ana, Bruno y Carla"
    assert join(["Anna", "Bruno"], "de") == "Anna und Bruno"
    assert say(WORDS.text("won", names=["<s:0>", "<s:1>"]), "fr", ["Anne", "Bruno"]) == "Anne et Bruno win."


def test_a_message_survives_json_and_pickling():
    msg = WORDS.text("won", names=[WORDS.text("robot", owner=0), "<s:1>"])
    again = from_data(to_data(msg))
    assert again == msg and to_data(again) == to_data(msg)
    assert to_data(pickle.loads(pickle.dumps(msg))) == to_data(msg)


def test_a_fitted_label_keeps_its_full_wording_wherever_it_fits():
    from engines.proponi.texts import text

    fields = {"part": "Pompa di calore", "floor": 2, "row": "B", "old": "Caldaia a gas"}
    full, short = text("put_replace", **fields), text("put_replace_short", **fields)
    limit = len(full)
    wider = {locale for locale in LOCALES if len(say(full, locale)) > limit}
    assert wider and "en" not in wider  # the full wording is longer than English in some language
    label = fitted(full, short, limit=limit)
    assert label == full
    for locale in LOCALES:
        assert say(label, locale) == say(short if locale in wider else full, locale)
    for kept in (from_data(to_data(label)), pickle.loads(pickle.dumps(label))):
        assert to_data(kept) == to_data(label) and say(kept, "de") == say(label, "de")
    assert fitted(full, short, limit=5) == short  # no wording fits: the shortest, the last given


def test_a_stored_event_keeps_its_message_and_an_old_row_its_english():
    event = Event(WORDS.text("hit", robot="<s:1>", damage=2), 1, WORDS.text("coins", count=1))
    back = Event.from_json(event.to_json())
    assert to_data(back.text) == to_data(event.text) and to_data(back.private) == to_data(event.private)
    old = Event.from_json({"text": "<s:0> rolls 3.", "seat": 0, "private": None})
    assert old.text == "<s:0> rolls 3." and say(old.text, PSEUDO) == "<s:0> rolls 3."
    gone = Event.from_json({"text": "Old words.", "says": {"d": "test-words", "k": "no-such-key", "f": {}}})
    assert gone.text == "Old words."


def test_the_pseudo_language_marks_every_letter_but_keeps_fields_tokens_and_commands():
    assert pseudo("Use `/games back`, {name} <s:2>!") == "Ŭşḗ `/games back`, {name} <s:2>!"
    assert pseudo("<s:{owner}>'s robot") == "<s:{owner}>'ş řǿƀǿŧ"
    msg = WORDS.text("hit", robot=WORDS.text("robot", owner=1), damage=4)
    shown = say(msg, PSEUDO, ["Ann", "Bob"])
    assert english_words(shown, {"Bob"}) == []
    # English glued into a field shows through: the check finds it
    glued = WORDS.text("hit", robot="the left robot", damage=4)
    assert english_words(say(glued, PSEUDO)) == ["the", "left", "robot"]


def test_said_speaks_the_language_of_its_block():
    msg = WORDS.text("coins", count=2)
    with speaking("qps"):
        assert english_words(said(msg)) == []
    assert said(msg) == "2 coins"


def test_fields_of_sees_both_plural_forms():
    assert fields_of(Plural("one {x}", "{count} {x}s")) == {"x", "count"}
    assert fields_of("{a:+d} and {b}") == {"a", "b"}


def test_decimals_are_written_the_readers_way():
    """Issue 30: "27.4" on the leaderboard is "27,4" in Italian, Spanish, French and German (Babel),
    also under a template's own format spec, and lists are joined each language's way."""
    from cogs.texts import text as cog_text
    from engines.i18n import LocalNumber, join

    line = cog_text("leaderboard_line", place=1, name="Anna", rating=27.44, games=3)
    assert say(line, "en").endswith("27.4 (3 games)")
    for locale in ("it", "es", "fr", "de"):
        assert "27,4 (3" in say(line, locale)
    assert say(cog_text("length_days", days=1.5), "de") == "1,5 Tage"
    assert format(LocalNumber(1527.36, "de"), ".1f") == "1.527,4" and format(LocalNumber(2.5, "it"), "+.1f") == "+2,5"
    assert str(LocalNumber(0.25, "fr")) == "0,25"
    assert join(["Anna", "Bruno", "Carla"], "de") == "Anna, Bruno und Carla"


def test_french_elides_before_a_field_or_a_name_that_begins_with_a_vowel():
    """Issue 30: "un cube de IA 1", "à la place de Inverter" are "d'IA 1", "d'Inverter"; "de Bruno" stays."""
    from cogs.texts import text as cog_text
    from engines.i18n import _elide

    assert _elide("un cube de {who} à la place de {card}, que {x}", {"who": "IA 1", "card": "Inverter", "x": "Bo"}) \
        == "un cube d'{who} à la place d'{card}, que {x}"
    assert say(cog_text("post_waiting", names=["<s:0>"]), "fr", ["Anna"]) == "En attente d'Anna."
    assert say(cog_text("post_waiting", names=["<s:0>"]), "fr", ["Bruno"]) == "En attente de Bruno."
    assert say(cog_text("post_waiting", names=["<s:0>"]), "it", ["Anna"]).endswith("Anna.")


def test_a_list_takes_the_joining_word_its_last_item_asks_for():
    """Issue 30 (read as a native): Italian "nord ed est", Spanish "Ana e Inés" (but "agua y hielo")."""
    from engines.i18n import join

    assert join(["nord", "est"], "it") == "nord ed est" and join(["nord", "sud"], "it") == "nord e sud"
    assert join(["Ana", "Inés"], "es") == "Ana e Inés" and join(["agua", "hielo"], "es") == "agua y hielo"
    assert join(["Anna", "Emma"], "en") == "Anna and Emma" and join(["est", "ouest"], "fr") == "est et ouest"
