"""The translation catalogs (locales/<ll>/LC_MESSAGES/<domain>.po) of every domain listed in
tools/i18n.py MODULES: complete, compiling, formatting, with each language's plural forms, and
really used when the bot speaks."""

import gettext
import importlib
import io
import shutil
import string
import subprocess
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from core.texts import text as core_text
from engines.i18n import Plural, say
from tools import i18n
from tools.i18n import MODULES, PLURAL_FORMS, TRANSLATED, domains, msgid_of, po_path, problems

CATALOGS = [(locale, domain) for domain in domains() for locale in TRANSLATED]
IDS = [f"{locale}-{domain.name}" for locale, domain in CATALOGS]


def read(locale: str, domain: str):
    with po_path(locale, domain).open("rb") as f:
        return read_po(f, locale=locale, domain=domain, abort_invalid=True)


def compiled(catalog) -> gettext.GNUTranslations:
    """The catalog as a .mo, read back by the standard library (what msgfmt --check proves)."""
    mo = io.BytesIO()
    write_mo(mo, catalog)
    mo.seek(0)
    return gettext.GNUTranslations(mo)


def sample_fields(english: str) -> dict:
    """A value for each field of an English template: a number where it has a format spec
    ({rating:.1f}, {n:+d}), a word otherwise."""
    fields = {}
    for _, name, spec, _ in string.Formatter().parse(english):
        if name:
            root = name.split(".")[0].split("[")[0]
            fields[root] = 2 if spec or fields.get(root) == 2 else "Xy"
    return fields


def test_every_listed_module_registers_its_domain():
    sources = {domain.source.resolve() for domain in domains()}
    for module in MODULES:
        assert Path(importlib.import_module(module).__file__).resolve() in sources, module


@pytest.mark.parametrize(("locale", "domain"), CATALOGS, ids=IDS)
def test_every_key_has_a_translated_entry_with_the_englishs_fields(locale, domain):
    assert problems(locale, domain) == []


@pytest.mark.parametrize(("locale", "domain"), CATALOGS, ids=IDS)
def test_the_catalog_compiles_and_gettext_finds_every_entry(locale, domain):
    catalog = read(locale, domain.name)
    translations = compiled(catalog)
    for key, english in domain.texts.items():
        message = catalog.get(msgid_of(english), context=key)
        if isinstance(english, Plural):
            assert translations.npgettext(key, english.one, english.other, 1) == message.string[0], key
        else:
            assert translations.pgettext(key, english) == message.string, key
    if shutil.which("msgfmt"):
        checked = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po_path(locale, domain.name))],
                                 capture_output=True, text=True, check=False)
        assert checked.returncode == 0, checked.stderr


@pytest.mark.parametrize(("locale", "domain"), CATALOGS, ids=IDS)
def test_every_translation_formats_with_its_fields(locale, domain):
    catalog = read(locale, domain.name)
    for key, english in domain.texts.items():
        message = catalog.get(msgid_of(english), context=key)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        fields = sample_fields(" ".join(msgid_of(english)) if isinstance(english, Plural) else english)
        for form in forms:
            form.format(**fields)


@pytest.mark.parametrize(("locale", "domain"), CATALOGS, ids=IDS)
def test_plural_entries_have_the_forms_their_catalog_declares(locale, domain):
    """Each catalog declares tools/i18n.py's PLURAL_FORMS for its language (not the CLDR of whichever
    Babel is installed), and every plural entry has exactly that many forms, picked as gettext does."""
    catalog = read(locale, domain.name)
    assert catalog.plural_forms == PLURAL_FORMS[locale]
    translations = compiled(catalog)
    singular = (0, 1) if locale == "fr" else (1,)  # French says the singular for 0 as for 1
    for key, english in domain.texts.items():
        if isinstance(english, Plural):
            message = catalog.get(msgid_of(english), context=key)
            assert len(message.string) == catalog.num_plurals == 2, key
            for count, form in [(n, 0) for n in singular] + [(2, 1), (5, 1)]:
                said = translations.npgettext(key, english.one, english.other, count)
                assert said == message.string[form], (key, count)


@pytest.mark.parametrize("locale", TRANSLATED)
def test_the_bot_really_speaks_each_language(locale):
    msg = core_text("no_game", game=7)
    said = say(msg, locale)
    assert said != msg and "7" in said
    assert say(core_text("seat_range", game=7, seats=4), locale) == read(locale, "core").get(
        "Game #{game} has seats 1 to {seats}.", context="seat_range").string.format(game=7, seats=4)


def test_the_check_finds_what_is_wrong_in_a_catalog(tmp_path, monkeypatch):
    """A copy of the Italian core catalog with one fault of each kind: the check names every one."""
    source = read("it", "core")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    domain = next(d for d in domains() if d.name == "core")
    source.get("AI {number}", context="ai_name").string = "IA {numero}"
    source.get("There is no game #{game}.", context="no_game").string = ""
    source.get("Game #{game} is in play.", context="status_active").flags.add("fuzzy")
    autopilot = source.get(domain.texts["autopilot"], context="autopilot")
    autopilot.string = autopilot.string.replace("`/games back`", "`/partite indietro`")
    source.delete(domain.texts["seat_range"], context="seat_range")
    source.add("Gone.", "Andato.", context="gone_key")
    path = i18n.po_path("it", "core")
    path.parent.mkdir(parents=True)
    with path.open("wb") as out:
        write_po(out, source)
    found = problems("it", domain)
    assert found == [
        "it/core.po ai_name: fields ['numero'] but the English has ['number']",
        "it/core.po status_active: fuzzy",
        "it/core.po no_game: not translated",
        "it/core.po autopilot: ['`/games back`', '`/partite indietro`'] not as in the English",
        "it/core.po seat_range: no entry",
        "it/core.po gone_key: no such key in the source",
    ]
    if shutil.which("msgfmt"):
        checked = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)], capture_output=True,
                                 text=True, check=False)
        assert checked.returncode != 0 and "'number'" in checked.stderr
