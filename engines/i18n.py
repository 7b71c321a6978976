"""Words in five languages: messages kept as data, said in the reader's language.

Every `texts.py` (core, cogs, each game, the command descriptions) registers its English templates
as a `Domain`. `domain.text(key, **fields)` gives a `Msg`: a `str` holding the English sentence (so
engines, logs and tests that read English keep working) that also remembers its domain, key and
fields, so the presentation layer can say it again in another language with `say(msg, locale)`.
Fields may themselves be `Msg`s (a card's name, a colour), lists (joined the language's way: "Anna,
Bruno e Carla"), numbers or seat tokens `<s:N>`; `to_data`/`from_data` keep a `Msg` as JSON so a stored
event can be said again in any language years later.

Catalogs are gettext `.po` files under `locales/<ll>/LC_MESSAGES/<domain>.po`: `msgctxt` is the key,
`msgid` the English template (`msgid_plural` for a `Plural`). They are read with Babel and looked up
with the standard library's `gettext`. `tools/i18n.py` writes the `.pot` files and merges them into
each `.po`. The pseudo-language `qps` marks every translated string (tests look for unmarked English).
"""

from __future__ import annotations

import gettext
import io
import logging
import re
import string
import sys
from collections.abc import Container, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

LOCALES = ("en", "it", "es", "fr", "de")
PSEUDO = "qps"  # a test language: every translated string comes out marked (see `pseudo`)
SOURCE = "en"
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español", "fr": "Français", "de": "Deutsch"}
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locales"
SEAT_TOKEN = re.compile(r"<s:\d+>")


def locale_of(tag: object) -> str:
    """The language we speak for a Discord locale or a stored choice: regional variants map to their
    language (`es-419` -> `es`, `en-GB` -> `en`); anything we don't speak falls back to English."""
    if tag is None:
        return SOURCE
    value = str(getattr(tag, "value", tag)).strip().lower().replace("_", "-")
    if value == PSEUDO:
        return PSEUDO
    language = value.split("-", 1)[0]
    return language if language in LOCALES else SOURCE


@dataclass(frozen=True, slots=True)
class Plural:
    """A template whose words change with a count: `one` for a count of 1 in English, `other`
    otherwise; each language's own plural rule picks its form. `count` names the field counted."""

    one: str
    other: str
    count: str = "count"

    def english(self, fields: dict) -> str:
        return self.one if fields.get(self.count) == 1 else self.other


Template = str | Plural


def fields_of(template: Template) -> set[str]:
    """The named fields a template uses (both forms of a plural)."""
    texts = (template.one, template.other) if isinstance(template, Plural) else (template,)
    return {name.split(".")[0].split("[")[0] for text in texts
            for _, name, _, _ in string.Formatter().parse(text) if name}


class Domain:
    """One `texts.py`: its English templates (the source) under a gettext domain name."""

    registry: dict[str, Domain] = {}

    def __init__(self, name: str, texts: dict[str, Template], source: str | Path) -> None:
        self.name = name
        self.texts = texts
        self.source = Path(source)
        self._plain: dict[str, Msg] = {}  # the messages without fields, made once (a message never changes)
        Domain.registry[name] = self

    def text(self, key: str, **fields: Any) -> Msg:
        """The message `key` with its fields, English as a `str`, translatable with `say`."""
        if fields:
            return Msg(self, key, fields)
        plain = self._plain.get(key)
        if plain is None:
            plain = self._plain[key] = Msg(self, key, fields)
        return plain

    def __repr__(self) -> str:
        return f"Domain({self.name!r}, {len(self.texts)} texts)"


# Set to a list by the tests: each `Msg` that reached discord.py without being said (discord.py turned
# it into text itself: a message's content, an embed's words, a button's label) is noted there, and the
# test fails. A sentence must be said in its reader's language (`say`) before it is shown.
UNSAID: list[str] | None = None


class Msg(str):
    """A sentence in English that can be said again in another language."""

    domain: Domain
    key: str
    fields: dict[str, Any]

    def __str__(self) -> str:
        if UNSAID is not None:
            caller = sys._getframe(1).f_globals.get("__name__", "")
            if caller == "discord" or caller.startswith("discord."):
                UNSAID.append(f"{self.domain.name}/{self.key}: {str.__str__(self)[:60]!r} (from {caller})")
        return str.__str__(self)

    def __new__(cls, domain: Domain, key: str, fields: dict[str, Any]) -> Msg:
        template = domain.texts[key]
        if isinstance(template, Plural):
            template = template.english(fields)
        for value in fields.values():  # a plain loop: this runs for every label of every move
            if isinstance(value, list | tuple):
                english = template.format(**{k: _english(v) for k, v in fields.items()})
                break
        else:
            english = template.format_map(fields)
        self = str.__new__(cls, english)
        self.domain, self.key, self.fields = domain, key, fields
        return self

    def __reduce__(self) -> tuple:
        return (_rebuild, (self.domain.name, self.key, self.fields))


def _rebuild(domain: str, key: str, fields: dict) -> Msg:
    return Msg(Domain.registry[domain], key, fields)


LABEL_MAX = 80  # a Discord button or select option label


class Fitted(Msg):
    """One thing said in several wordings, longest first: in each language the first that fits
    `limit` characters once said (the last when none does). A button label keeps its full wording
    wherever the language allows and takes a shorter one only where it must; choosing when said
    keeps the engines from saying every label in every language at every move."""

    choices: tuple[Msg, ...]
    limit: int

    def __new__(cls, choices: tuple[Msg, ...], limit: int = LABEL_MAX) -> Fitted:
        english = next((choice for choice in choices if len(choice) <= limit), choices[-1])
        self = str.__new__(cls, english)
        self.domain, self.key, self.fields = english.domain, english.key, english.fields
        self.choices, self.limit = tuple(choices), limit
        return self

    def __reduce__(self) -> tuple:
        return (Fitted, (self.choices, self.limit))


def fitted(*choices: Msg, limit: int = LABEL_MAX) -> Msg:
    """`choices` (wordings of one label, longest first) as one `Fitted` message."""
    return Fitted(choices, limit) if len(choices) > 1 else choices[0]


def _english(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return join([_english(v) for v in value], SOURCE)
    return value


def join(items: list[str], locale: str) -> str:
    """Items as a list sentence in `locale`: "Anna, Bruno and Carla" / "Anna, Bruno e Carla"."""
    items = [str(i) for i in items]
    if len(items) < 2:
        return "".join(items)
    return _joined(tuple(items), locale)


@lru_cache(maxsize=4096)
def _joined(items: tuple[str, ...], locale: str) -> str:
    """`join` of two or more plain strings (memoised: the same lists are said again and again, and
    Babel's list patterns are slow to apply)."""
    from babel.lists import format_list

    said = format_list(list(items), locale=_babel_locale(SOURCE if locale == PSEUDO else locale))
    return pseudo_joiners(said, list(items)) if locale == PSEUDO else _euphonic(said, items[-1], locale)


# The joining word before a last item that begins with its own sound: Italian "nord ed est", Spanish
# "Ana e Inés" but "agua y hielo" (Babel writes "e" and "y" always).
_EUPHONY = {"it": (" e ", " ed ", re.compile(r"[eEèÈéÉ]")),
            "es": (" y ", " e ", re.compile(r"(?:[iIíÍ]|[hH][iIíÍ])(?![aeoáéó])"))}


def _euphonic(said: str, last: str, locale: str) -> str:
    if locale not in _EUPHONY:
        return said
    plain, joined, starts = _EUPHONY[locale]
    if starts.match(last.lstrip("*_~`")) and said.endswith(plain + last):
        return said[: -len(plain + last)] + joined + last
    return said


@cache
def _babel_locale(locale: str) -> Any:
    from babel import Locale

    return Locale.parse(locale)


def say(value: Any, locale: str, names: list[str] | None = None) -> str:
    """`value` in `locale`: a `Msg` is translated (its fields too), a list joined, anything else
    as it is; with `names`, seat tokens become player names."""
    locale = locale_of(locale)
    said = _say(value, locale)
    if names is not None:
        if locale == "fr":  # "de Anna" -> "d'Anna" once the name is known
            said = _ELIDE_SEAT.sub(lambda m: _elided(m, _seat_name(m[2], names)), said)
        said = SEAT_TOKEN.sub(lambda m: _seat_name(m.group(0), names), said)
    return said


# French elision where a field begins with a vowel: "un cube de IA 1" is "un cube d'IA 1", "à la place
# de Inverter" "à la place d'Inverter", "que Anna" "qu'Anna". The templates write the full word; it is
# elided when said, once the field's words are known.
_VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")
_ELIDING_WORDS = r"(\b(?:[dDlLjJmMtTsSnN]e|[lL]a|[qQ]ue|[jJ]usque|[lL]orsque|[pP]uisque)) "
_ELIDE_FIELD = re.compile(_ELIDING_WORDS + r"(\{(\w+)[^{}]*\})")
_ELIDE_SEAT = re.compile(_ELIDING_WORDS + r"(<s:\d+>)")


def _elided(match: re.Match[str], following: str) -> str:
    """The match with its word elided before `following` when that begins with a vowel sound."""
    word = match[1]
    if str(following)[:1] not in _VOWELS:
        return match[0]
    return f"{word[:-1]}'{match[2]}"


def _elide(template: str, fields: dict) -> str:
    return _ELIDE_FIELD.sub(lambda m: _elided(m, _plain_start(fields.get(m[3], ""))), template)


def _plain_start(value: Any) -> str:
    """What a field's said words begin with, past markdown (a bold name still elides)."""
    return str(value).lstrip("*_~`")


_SPEAKING: ContextVar[str] = ContextVar("speaking", default=SOURCE)


@contextmanager
def speaking(locale: object) -> Iterator[None]:
    """Within this block `said` speaks `locale` (a picture drawn for one reader or one thread)."""
    token = _SPEAKING.set(locale_of(locale))
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def spoken() -> str:
    """The language of the enclosing `speaking` block (English outside one): a cache of drawn words
    keys on it."""
    return _SPEAKING.get()


def said(value: Any, names: list[str] | None = None) -> str:
    """`say` in the language of the enclosing `speaking` block (English outside one): renderers
    pass every word they draw through it."""
    return say(value, _SPEAKING.get(), names)


def _seat_name(token: str, names: list[str]) -> str:
    seat = int(token[3:-1])
    return names[seat] if 0 <= seat < len(names) else token


class LocalNumber(float):
    """A decimal number that writes itself the way `locale` does ("27,4" in Italian, "1.512,3" in
    German), also under a template's format spec such as `{rating:.1f}` or `{n:+.1f}` (Babel)."""

    locale: str

    def __new__(cls, value: float, locale: str) -> LocalNumber:
        self = float.__new__(cls, value)
        self.locale = locale
        return self

    def __format__(self, spec: str) -> str:
        match = re.fullmatch(r"(\+?)(?:\.(\d+))?f?", spec)
        if match is None:
            return float.__format__(self, spec)
        from babel.numbers import format_decimal

        places = match[2]
        pattern = "#,##0" + ("." + "0" * int(places) if places and int(places) else "" if places else ".###")
        said = format_decimal(float(self), format=pattern, locale=_babel_locale(SOURCE if self.locale == PSEUDO
                                                                                 else self.locale))
        return f"+{said}" if match[1] and self >= 0 else said

    def __str__(self) -> str:
        return self.__format__("")


def _say(value: Any, locale: str) -> Any:
    if isinstance(value, float) and not isinstance(value, LocalNumber):
        return LocalNumber(value, locale)
    if isinstance(value, Fitted):
        for choice in value.choices:
            said = _say(choice, locale)
            if len(said) <= value.limit:
                break
        return said
    if isinstance(value, Msg):
        fields = {k: _say(v, locale) for k, v in value.fields.items()}
        template = value.domain.texts[value.key] if locale == SOURCE else _translated(value, locale)
        if locale == "fr" and isinstance(template, str):
            template = _elide(template, fields)
        return _format(template, fields, value)
    if isinstance(value, list | tuple):
        return join([_say(v, locale) for v in value], locale)
    return value


def _format(template: Template, fields: dict, msg: Msg) -> str:
    if isinstance(template, Plural):
        template = template.english(fields)
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        log.warning("translation of %s/%s does not fit its fields; English used", msg.domain.name, msg.key)
        english = msg.domain.texts[msg.key]
        return (english.english(fields) if isinstance(english, Plural) else english).format(**fields)


def _translated(msg: Msg, locale: str) -> str:
    english = msg.domain.texts[msg.key]
    if locale == PSEUDO:
        chosen = english.english(msg.fields) if isinstance(english, Plural) else english
        return pseudo(chosen)
    catalog = translations(locale, msg.domain.name)
    if isinstance(english, Plural):
        count = msg.fields.get(english.count)
        return catalog.npgettext(msg.key, english.one, english.other, count if isinstance(count, int) else 2)
    return catalog.pgettext(msg.key, english)


@cache
def translations(locale: str, domain: str) -> gettext.NullTranslations:
    """The catalog of `domain` in `locale`, read once; English (no catalog) when there is none."""
    path = LOCALE_DIR / locale / "LC_MESSAGES" / f"{domain}.po"
    if locale == SOURCE or not path.exists():
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as po:
        catalog = read_po(po, locale=locale, domain=domain)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


# ---- keeping messages as JSON ----

def to_data(value: Any) -> Any:
    """`value` as JSON: a `Msg` becomes {"d": domain, "k": key, "f": fields}; a `Fitted` one
    {"fit": [its wordings], "max": limit}."""
    if isinstance(value, Fitted):
        return {"fit": [to_data(choice) for choice in value.choices], "max": value.limit}
    if isinstance(value, Msg):
        return {"d": value.domain.name, "k": value.key, "f": {k: to_data(v) for k, v in value.fields.items()}}
    if isinstance(value, list | tuple):
        return [to_data(v) for v in value]
    return value


def from_data(data: Any, fallback: str | None = None) -> Any:
    """What `to_data` kept, as a `Msg` again; `fallback` (the English stored beside it) when its
    domain or key no longer exists, so an old row still reads."""
    if isinstance(data, dict) and "fit" in data:
        choices = [from_data(choice) for choice in data["fit"]]
        if choices and all(isinstance(choice, Msg) for choice in choices):
            return Fitted(tuple(choices), data.get("max", LABEL_MAX))
        return fallback if fallback is not None else ""
    if isinstance(data, dict) and "k" in data:
        domain = Domain.registry.get(data.get("d", ""))
        if domain is not None and data["k"] in domain.texts:
            try:
                return Msg(domain, data["k"], {k: from_data(v) for k, v in data.get("f", {}).items()})
            except (KeyError, IndexError, ValueError):
                pass
        return fallback if fallback is not None else ""
    if isinstance(data, list):
        return [from_data(v) for v in data]
    return data


# ---- the pseudo-language ----

_PSEUDO_LETTERS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ",
)
_KEPT = re.compile(r"(<s:(?:\d+|\{[^{}]*\})>|\{[^{}]*\}|`[^`]*`|https?://\S+)")


def pseudo(template: str) -> str:
    """`template` in the pseudo-language: every letter swapped for an accented one, fields, seat
    tokens, `code` (command names stay English) and links kept, so any plain ASCII word a player
    sees was never translated."""
    parts = _KEPT.split(template)
    return "".join(p if i % 2 else p.translate(_PSEUDO_LETTERS) for i, p in enumerate(parts))


def pseudo_joiners(said: str, items: list[str]) -> str:
    """A list sentence in the pseudo-language: the joining words marked, the items as they are."""
    out, rest = [], said
    for item in items:
        before, _, rest = rest.partition(item)
        out += [before.translate(_PSEUDO_LETTERS), item]
    return "".join(out) + rest.translate(_PSEUDO_LETTERS)


def english_words(text: str, allowed: Container[str] = frozenset()) -> list[str]:
    """Plain ASCII words (two letters or more) in `text` outside `code` and links and not in
    `allowed`: in the pseudo-language these are words nobody translated."""
    text = re.sub(r"`[^`]*`|https?://\S+|</?[a-z]+:[^>]*>|<[@#]!?&?\d+>", " ", text)
    return [w for w in re.findall(r"(?<![\w/'])[A-Za-z]+(?:'[A-Za-z]+)*", text) if len(w) > 1 and w not in allowed]
