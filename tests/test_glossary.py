"""The glossary (locales/GLOSSARY.md) is kept true (issue 30): its buttons are the buttons' own words in
cogs.po, and every sentence that names a button in bold names it with those words in every language."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("it", "es", "fr", "de")


def catalog(locale: str, domain: str) -> dict[str, object]:
    with (LOCALES / locale / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        return {m.context: m for m in read_po(f, locale=locale) if m.id}


def buttons(locale: str) -> dict[str, str]:
    """Each button's English label and its translation, emoji left out: {"Play": "Gioca", ...}."""
    found = {}
    for key, message in catalog(locale, "cogs").items():
        if key.startswith("button_") and "{" not in message.id:
            found[message.id.lstrip("↩️ ").strip()] = message.string.lstrip("↩️ ").strip()
    return found


def glossary_buttons() -> list[list[str]]:
    text = (LOCALES / "GLOSSARY.md").read_text()
    table = text.split("## Buttons", 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in table.splitlines()
            if line.startswith("|") and not line.startswith("|---")]
    return rows[1:]  # the heading row left out


def test_the_glossary_buttons_are_the_buttons_words():
    rows = glossary_buttons()
    assert len(rows) >= 9
    for english, *words in rows:
        for locale, word in zip(LANGUAGES, words):
            assert buttons(locale)[english] == word, (english, locale)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_a_sentence_names_a_button_as_the_button_says(locale):
    named = buttons(locale)
    wrong, checked = [], 0
    for path in sorted((LOCALES / locale / "LC_MESSAGES").glob("*.po")):
        for key, message in catalog(locale, path.stem).items():
            english = " ".join(message.id) if isinstance(message.id, tuple) else message.id
            said = " ".join(message.string) if isinstance(message.string, tuple) else message.string
            for label in re.findall(r"\*\*([^*{}]+)\*\*", english):
                if label in named:
                    checked += 1
                    if f"**{named[label]}**" not in said:
                        wrong.append((path.stem, key, label, named[label]))
    assert wrong == [] and checked >= 10  # the help, the hints, the reminders and the refusals name buttons
