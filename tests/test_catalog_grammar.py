"""The catalogs' grammar where a rule can be checked by reading (issue 30): French elision and
contraction, Italian elision and "lo"-forms, Spanish "del/al" and "e/u", German cases, and no vague
"about a few" where a length is known. The words a field brings in are elided when said
(engines/i18n.py, tests/test_i18n.py); these checks read the words the translators wrote."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parent.parent / "locales"
FIELD = re.compile(r"\{[^{}]*\}|<[^<>]*>")

FR_VOWEL = "aeiouyàâäéèêëîïôöùûüœæ"
IT_VOWEL = "aeiouàèéìòù"
WRONG = {
    "fr": [
        # "de IA", "que il", "le orbite", "jusque à": elided before a vowel ("h" is left alone: "le haut")
        re.compile(rf"(?<![\w'’-])(de|le|la|que|je|me|te|se|ne|jusque|lorsque|puisque) [{FR_VOWEL}]", re.I),
        # "à le plateau", "de les cartes": "au", "des" (a pronoun before a verb stays: "de les placer")
        re.compile(r"(?<![\w'’-])(à le|à les|de le|de les) (?!\w+(er|ir|re|oir)\b)\w", re.I),
        re.compile(r"\bsi ils?\b", re.I),  # "s'il"
    ],
    "it": [
        # "una Abilità", "della Energia": "un'Abilità", "dell'Energia"
        re.compile(rf"(?<![\w'’-])(una|la|lo|della|dalla|sulla|alla|nella|dello|dallo|sullo|allo|nello|quella|"
                   rf"quello|nessuna|ciascuna|ognuna|alcuna) [{IT_VOWEL}]", re.I),
        # "il scarto", "un zaino", "dei spazi": "lo scarto", "uno zaino", "degli spazi"
        re.compile(r"(?<![\w'’-])(?i:il|del|al|dal|sul|nel|un|i|dei|ai|dai|sui|nei) (s[bcdfgklmnpqrstvz]|z|gn|ps|x)"),
    ],
    "es": [
        re.compile(r"(?<![\w-])(de el|a el)\b", re.I),  # "del", "al"
        re.compile(r"(?<![\w-])[yY] h?[iíIÍ](?!e)[a-záéíóú]"),  # "y imparables": "e imparables" ("y hielo" stays)
        re.compile(r"(?<![\w-])[oO] h?[oóOÓ][a-záéíóú]"),  # "o otro": "u otro"
    ],
    "de": [
        re.compile(r"\b[Bb]itte ein Server-Admin"),  # "Bitte einen Server-Admin"
        re.compile(r"\bin \d+ Partien [A-Z]"),  # "in 3 Partien Moon-Bots": "in 3 Moon-Bots-Partien"
    ],
}
# A length the bot knows is said as a number; "about a few days" says nothing (issue 30)
VAGUE = re.compile(r"environ quelques|quelques .{0,12}environ|etwa ein paar|ungefähr ein paar|pochi \w+ circa|"
                   r"circa pochi|unos pocos \w+ aproximadamente|aproximadamente unos pocos|about a few", re.I)


def said_words(locale: str) -> list[tuple[str, str, str]]:
    """Every translation in the locale's catalogs as (domain, key, words), fields and tokens as "§"."""
    found = []
    for path in sorted((LOCALES / locale / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            for message in read_po(f, locale=locale):
                if message.id:
                    forms = message.string if isinstance(message.string, tuple) else (message.string,)
                    found += [(path.stem, message.context, FIELD.sub("§", form)) for form in forms]
    return found


# Calques and words not the game's that the issue found, kept out: "play a seat", "rechange" as a noun,
# "melee" for a short-range weapon, "by mail" for play by post, German commands named by a noun.
CALQUES = {
    "it": re.compile(r"gioca(re)? (un|il) posto|passa su (questa|quella) tessera", re.I),  # "walks over the tile"
    "es": re.compile(r"juega(r)? (una|la) plaza", re.I),
    "fr": re.compile(r"jou(e|er) (une|la) place|\b(le|un|du|ce) rechange\b|passe sur cette tuile", re.I),
    "de": re.compile(r"spiel(t|en)? einen Platz|Nahkampf|per Post\b|^Üben:", re.I),
}
# A game's own rulebook words, where the glossary's differ (GLOSSARY.md "Where a game's own rulebook differs")
NOT_THE_RULEBOOKS = {("es", "century"): re.compile(r"\blosetas?\b"),
                     ("it", "proponi"): re.compile(r"\bmonet[ae]\b(?! verdi)"),
                     ("de", "qube"): re.compile(r"\bWürfel\b"),
                     ("it", "moonbots"): re.compile(r"[+§\d] colp[oi]\b")}  # damage is "danno", as its cards


def wrong_in(locale: str, words: str) -> list[str]:
    return [hit.group(0) for pattern in WRONG[locale] for hit in pattern.finditer(words)] + \
        [hit.group(0) for hit in VAGUE.finditer(words)] + [hit.group(0) for hit in CALQUES[locale].finditer(words)]


@pytest.mark.parametrize(("locale", "domain"), sorted(NOT_THE_RULEBOOKS))
def test_a_game_says_its_own_rulebooks_words(locale, domain):
    wrong = [(key, words) for name, key, words in said_words(locale)
             if name == domain and NOT_THE_RULEBOOKS[locale, domain].search(words)]
    assert wrong == []


@pytest.mark.parametrize("locale", ("it", "es", "fr", "de"))
def test_the_catalogs_follow_the_grammar_a_reader_checks_first(locale):
    wrong = [(domain, key, hits) for domain, key, words in said_words(locale) if (hits := wrong_in(locale, words))]
    assert wrong == []


@pytest.mark.parametrize(("locale", "words"), [
    ("fr", "un cube de IA 1"), ("fr", "à la place de Inverter"), ("fr", "pose-le sur à le plateau"),
    ("fr", "si il reste"), ("fr", "environ quelques jours"), ("it", "Compra una Abilità"),
    ("it", "il scarto"), ("it", "pochi giorni circa"), ("es", "la carta de el mazzo"), ("es", "y imparables"),
    ("es", "uno o otro"), ("de", "Bitte ein Server-Admin, das zu prüfen"),
    ("de", "Du bist in 3 Partien Moon-Bots"),
    ("de", "etwa ein paar Tage"), ("it", "gioca un posto IA"), ("fr", "joue une place"), ("fr", "un rechange"),
    ("de", "Nahkampf"), ("de", "Brettspiele per Post"), ("de", "Üben: eine Partie"), ("es", "juega una plaza"),
    ("it", "Passa su questa tessera"), ("fr", "Il passe sur cette tuile"),
])
def test_the_grammar_checks_catch_what_the_issue_found(locale, words):
    assert wrong_in(locale, words)


@pytest.mark.parametrize(("locale", "words"), [
    ("fr", "remplir le haut de la roue"), ("fr", "regarde-le à nouveau"), ("fr", "de les placer"),
    ("fr", "d'IA 1"), ("it", "l'Abilità e lo scarto"), ("it", "il XX secolo"), ("es", "y hielo"),
    ("es", "del mazo al tablero"), ("de", "Bitte einen Server-Admin"), ("de", "etwa 6 Tage"),
])
def test_the_grammar_checks_let_right_words_be(locale, words):
    assert not wrong_in(locale, words)


def test_every_catalog_was_written_by_the_locked_babel():
    """`python -m tools.i18n update` rewrites every catalog's header with the Babel that runs it: the
    catalogs are all written by the locked one (requirements/*.lock), so an update changes only what
    changed (issue 30: 2.18 and 2.19 headers churned with every update)."""
    import babel

    locked = re.search(r"^babel==(\S+)", (LOCALES.parent / "requirements" / "base.lock").read_text(), re.M)[1]
    assert babel.__version__ == locked  # the venv is installed from the lock
    headers = {str(path.relative_to(LOCALES)): re.search(r'"Generated-By: (.*)\\n"', path.read_text())[1]
               for path in [*LOCALES.glob("*/LC_MESSAGES/*.po"), *LOCALES.glob("templates/*.pot")]}
    assert len(headers) >= 40 and set(headers.values()) == {f"Babel {locked}"}


@pytest.mark.parametrize("locale", ("en", "it", "es", "fr", "de"))
def test_each_moonbots_upgrade_says_what_only_it_does(locale):
    """Issue 30: the fist and missile upgrades read the same ("+1 colpo per attacco" for both); each of
    the six says its own effect, on the buy button and on the card."""
    from engines.i18n import say
    from engines.moonbots.texts import text

    kinds = ("extra_die", "reroll", "fist_plus", "fist_guard", "missile_plus", "missile_guard")
    for prefix in ("upgrade", "card"):
        said = [say(text(f"{prefix}.{kind}"), locale) for kind in kinds]
        assert len(set(said)) == len(kinds), said


# Codes a player should not have to decode in a sentence (issue 30): "2 coins+1 science", "[eco: …]",
# "Σ>10", "+4 (4)"; the pictures' own marks ("picture." keys) may be short.
CODES = re.compile(r"\w\+\d|\[\w+:|Σ|\+\{?\w*\}? \(\{?\w*\}?\)$|\d\w\d\w")


def test_no_english_sentence_is_a_code():
    from tools.i18n import domains

    found = []
    for domain in domains():
        for key, english in domain.texts.items():
            forms = (english.one, english.other) if hasattr(english, "one") else (english,)
            if not key.startswith(("picture.", "pic_", "glance.")) and any(CODES.search(form) for form in forms):
                found.append((domain.name, key, forms[0]))
    assert found == []
    assert all(CODES.search(code) for code in ("2 coins+1 science", "[eco: 2 garbage]", "sum Σ>10", "1c1s"))


@pytest.mark.parametrize(("locale", "domain"), sorted(NOT_THE_RULEBOOKS))
def test_a_games_rules_page_says_its_own_rulebooks_words_too(locale, domain):
    page = (LOCALES.parent / "docs" / locale / f"{domain}.md").read_text()
    assert [line for line in page.splitlines() if NOT_THE_RULEBOOKS[locale, domain].search(line)] == []
