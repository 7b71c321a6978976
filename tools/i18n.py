"""The translation catalogs' tool: the English dicts in each `texts.py` are the source.

    python -m tools.i18n update   write locales/templates/<domain>.pot and merge each into every
                                  locales/<ll>/LC_MESSAGES/<domain>.po (new entries empty, entries
                                  whose English changed marked fuzzy, gone ones dropped)
    python -m tools.i18n check    every entry translated, not fuzzy, with the English's {fields},
                                  `command names` and <…> tokens
    python -m tools.i18n stats    strings per language and domain

Each works on the domains of MODULES; name more modules after the command for a domain not listed
yet (`python -m tools.i18n update engines.qube.texts`).

`msgctxt` is the key, `msgid` the English template (`msgid_plural` for a plural), and the comment
above a key in its `texts.py` is the translators' comment.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileError, read_po, write_po

from engines.i18n import LOCALE_DIR, LOCALES, SOURCE, Domain, Plural, Template, fields_of

# Every module that registers a domain (one per texts.py, plus the command descriptions). A domain
# is listed here once its catalogs are complete in every language: tests check all listed ones.
MODULES = ("core.texts", "cogs.texts", "cogs.commands", "engines.botfactory.texts", "engines.qube.texts",
           "engines.moonbots.texts", "engines.proponi.texts", "engines.century.texts", "web.texts")
TRANSLATED = tuple(locale for locale in LOCALES if locale != SOURCE)
KEY_LINE = re.compile(r'^\s*"([^"]+)"\s*:')
# What a translation keeps exactly as the English has it, besides the {fields}: `command names` and
# Discord's <…> tokens (seats, channels, users, timestamps).
KEPT = re.compile(r"`[^`]*`|<[^<>\s]+>")
TRANSLATOR = "Boardhost translators"
# The plural forms each catalog declares: GNU gettext's own for these languages, two forms each. CLDR
# (and so Babel from 2.19) adds a third, `many`, to Italian, Spanish and French for round millions
# ("un millón de …"); no count the bot says comes near a million, so the catalogs keep the two forms
# their translators know, whatever CLDR a Babel release carries.
PLURAL_FORMS = {"it": "nplurals=2; plural=(n != 1);", "es": "nplurals=2; plural=(n != 1);",
                "fr": "nplurals=2; plural=(n > 1);", "de": "nplurals=2; plural=(n != 1);"}


def domains(modules: tuple[str, ...] = MODULES) -> list[Domain]:
    """The domains registered by `modules` (by default MODULES): only those, whatever else the
    process has imported (a test's own domain, a game whose catalogs are not complete yet)."""
    sources = {Path(importlib.import_module(module).__file__).resolve() for module in modules}
    return sorted((d for d in Domain.registry.values() if d.source.resolve() in sources), key=lambda d: d.name)


def comments(domain: Domain) -> dict[str, str]:
    """The comment lines just above each key in the domain's source file."""
    found, above = {}, []
    for line in domain.source.read_text().splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            above.append(stripped.lstrip("# ").strip())
            continue
        match = KEY_LINE.match(line)
        if match and match.group(1) in domain.texts:
            found[match.group(1)] = " ".join(above)
            above = [] if stripped.endswith(",") or stripped.endswith("(") else above
        elif stripped and not stripped.startswith(('"', "'", ")", "f\"")):
            above = []
    return found


STAMP = datetime(2026, 11, 23, tzinfo=UTC)  # fixed, so an update changes only what changed
HEADER = "# Boardhost: the {domain} texts. The English source is {source}.\n# Written by: python -m tools.i18n update"


def new_catalog(domain: Domain, locale: str | None = None) -> Catalog:
    source = domain.source.relative_to(LOCALE_DIR.parent)
    return Catalog(locale=locale, domain=domain.name, project="Boardhost", version="1", fuzzy=False,
                   header_comment=HEADER.format(domain=domain.name, source=source),
                   creation_date=STAMP, revision_date=STAMP, charset="utf-8")


def template(domain: Domain) -> Catalog:
    catalog = new_catalog(domain)
    notes = comments(domain)
    for key, english in domain.texts.items():
        msgid = msgid_of(english)
        extra = [f"fields: {', '.join(sorted(fields_of(english)))}"] if fields_of(english) else []
        catalog.add(msgid, context=key, auto_comments=[c for c in (notes.get(key, ""), *extra) if c])
    return catalog


def msgid_of(english: Template) -> str | tuple[str, str]:
    """The English as a catalog's msgid: a plural's two forms as a pair."""
    return (english.one, english.other) if isinstance(english, Plural) else english


def po_path(locale: str, domain: str) -> Path:
    return LOCALE_DIR / locale / "LC_MESSAGES" / f"{domain}.po"


def update(extra: tuple[str, ...] = ()) -> None:
    for domain in domains(MODULES + extra):
        pot = template(domain)
        pot_path = LOCALE_DIR / "templates" / f"{domain.name}.pot"
        pot_path.parent.mkdir(parents=True, exist_ok=True)
        with pot_path.open("wb") as out:
            write_po(out, pot, width=100, omit_header=False)
        for locale in TRANSLATED:
            path = po_path(locale, domain.name)
            if path.exists():
                with path.open("rb") as f:
                    catalog = read_po(f, locale=locale, domain=domain.name)
            else:
                catalog = new_catalog(domain, locale)
            catalog.update(pot, no_fuzzy_matching=True, update_creation_date=False)
            catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[locale])]
            catalog.obsolete.clear()
            catalog.last_translator = catalog.language_team = TRANSLATOR
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as out:
                write_po(out, catalog, width=100, include_previous=True)


def problems(locale: str, domain: Domain) -> list[str]:
    """What is missing or wrong in one catalog: an untranslated, fuzzy or extra entry, or a
    translation whose {fields}, `command names` or <…> tokens are not the English's."""
    path = po_path(locale, domain.name)
    if not path.exists():
        return [f"{path}: missing"]
    try:
        with path.open("rb") as f:
            catalog = read_po(f, locale=locale, domain=domain.name, abort_invalid=True)
    except PoFileError as error:
        return [f"{path}: {error}"]
    found, wrong = {}, []
    for message in catalog:
        if message.id:
            found[message.context] = message
    for key, english in domain.texts.items():
        message = found.pop(key, None)
        where = f"{locale}/{domain.name}.po {key}"
        if message is None:
            wrong.append(f"{where}: no entry")
            continue
        msgid = msgid_of(english)
        if message.id != msgid:
            wrong.append(f"{where}: English differs from the source (run update)")
        if message.fuzzy:
            wrong.append(f"{where}: fuzzy")
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        english_forms = msgid if isinstance(msgid, tuple) else (msgid,)
        if not all(strings):
            wrong.append(f"{where}: not translated")
            continue
        for text in strings:
            try:
                got = fields_of(text)
            except ValueError as error:
                wrong.append(f"{where}: {error}")
                continue
            if got != fields_of(english) and not (isinstance(english, Plural) and got <= fields_of(english)):
                wrong.append(f"{where}: fields {sorted(got)} but the English has {sorted(fields_of(english))}")
            kept, said = set(KEPT.findall(" ".join(english_forms))), set(KEPT.findall(text))
            if said != kept and not (isinstance(english, Plural) and said <= kept):
                wrong.append(f"{where}: {sorted(said ^ kept)} not as in the English")
    wrong += [f"{locale}/{domain.name}.po {key}: no such key in the source" for key in found]
    return wrong


def check(extra: tuple[str, ...] = ()) -> int:
    wrong = [p for domain in domains(MODULES + extra) for locale in TRANSLATED for p in problems(locale, domain)]
    for line in wrong:
        print(line)
    print(f"{len(wrong)} problems")
    return 1 if wrong else 0


def stats(extra: tuple[str, ...] = ()) -> None:
    for locale in TRANSLATED:
        counts = {}
        for domain in domains(MODULES + extra):
            missing = sum("not translated" in p or "no entry" in p for p in problems(locale, domain))
            counts[domain.name] = (len(domain.texts) - missing, len(domain.texts))
        done, total = (sum(c[i] for c in counts.values()) for i in (0, 1))
        each = ", ".join(f"{name} {d}/{t}" for name, (d, t) in counts.items())
        print(f"{locale}: {done} of {total} strings translated ({each})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "check", "stats"))
    parser.add_argument("modules", nargs="*", help="modules whose domains to include besides MODULES")
    args = parser.parse_args(argv)
    extra = tuple(args.modules)
    if args.command == "update":
        update(extra)
    elif args.command == "stats":
        stats(extra)
    else:
        return check(extra)
    return 0


if __name__ == "__main__":
    sys.exit(main())
