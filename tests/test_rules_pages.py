"""The rules pages in Italian, Spanish, French and German (docs/<ll>/<game>.md) keep the English
reference's shape and every one of its numbers, and `/<game> rules` serves them to their readers."""

import re
from collections import Counter
from pathlib import Path

import pytest

from engines import GAMES

DOCS = Path(__file__).resolve().parent.parent / "docs"
LANGUAGES = ("it", "es", "fr", "de")
TRANSLATED = tuple(sorted(GAMES))  # every game has its page in every language
PAGES = [(key, language) for key in TRANSLATED for language in LANGUAGES]
ITEM = re.compile(r"( *)([-*+]|(\d{1,9})[.)])( |$)")


def list_items(page: str) -> list[str]:
    """The list items a Markdown reader sees, as "<kind>@<indent>": a line with a list marker starts
    an item when it continues a list of its kind and indent, or when CommonMark lets it open one (a
    bullet, an ordered item numbered 1, or any item after a blank line). So a number that a
    translation's line wrap puts at the start of a line ("... de\\n1. Puis ...") counts."""
    items: list[str] = []
    open_lists: list[str] = []
    blank = True
    for line in page.splitlines():
        if not line.strip():
            blank = True
            continue
        match = ITEM.match(line)
        if match:
            kind = f"{'ordered' if match[3] else 'bullet'}@{len(match[1])}"
            if kind in open_lists or match[3] in (None, "1") or blank:
                if kind not in open_lists:
                    open_lists.append(kind)
                items.append(kind)
        elif blank and not line.startswith(" "):
            open_lists = []
        blank = False
    return items


def shape(page: str) -> dict[str, object]:
    """What a translation must keep: heading levels, table rows (and their cells), list items, every
    number."""
    lines = page.splitlines()
    return {
        "headings": [line.split(" ", 1)[0] for line in lines if re.match(r"#{1,6} ", line)],
        "table rows": [line.strip().count("|") for line in lines if line.lstrip().startswith("|")],
        "list items": list_items(page),
        "numbers": Counter(re.findall(r"\d+", page)),
    }


def differences(english: str, translated: str) -> list[str]:
    """Where `translated` departs from the shape of `english` (an empty list: none)."""
    found = []
    want, got = shape(english), shape(translated)
    for part in ("headings", "table rows", "list items"):
        if want[part] != got[part]:
            first = next(i for i, pair in enumerate(zip([*want[part], None], [*got[part], None]))
                         if pair[0] != pair[1])
            found.append(f"{part}: {len(want[part])} in English, {len(got[part])} here, "
                         f"the first difference at #{first + 1}")
    missing, extra = want["numbers"] - got["numbers"], got["numbers"] - want["numbers"]
    if missing or extra:
        found.append(f"numbers missing {sorted(missing.elements())}, extra {sorted(extra.elements())}")
    return found


def copied_share(english: str, translated: str) -> float:
    """The share of the prose lines of `translated` copied word for word from `english` (tables
    apart): a few may be (the title, a quotation from the rulebook), a translated page has few."""
    same = set(english.splitlines())
    prose = [line for line in translated.splitlines()
             if len(line.split()) > 3 and not line.lstrip().startswith("|")]
    return sum(line in same for line in prose) / len(prose)


@pytest.mark.parametrize(("key", "language"), PAGES)
def test_translated_page_keeps_the_english_shape_and_numbers(key: str, language: str) -> None:
    english = (DOCS / f"{key}.md").read_text()
    translated = (DOCS / language / f"{key}.md").read_text()
    assert differences(english, translated) == []
    assert copied_share(english, translated) < 0.05


@pytest.mark.parametrize(("key", "language"), PAGES)
def test_rules_page_answers_in_the_readers_language(key: str, language: str) -> None:
    translated = (DOCS / language / f"{key}.md").read_text()
    assert GAMES[key].rules_page(language) == translated
    assert GAMES[key].rules_page(f"{language}-{language.upper()}") == translated
    assert GAMES[key].rules_page("pt-BR") == (DOCS / f"{key}.md").read_text()
    assert GAMES[key].rules_page("pt-BR") != translated


def test_the_checks_catch_a_page_that_lost_something() -> None:
    english = (DOCS / "proponi.md").read_text()
    assert differences(english, english) == []
    lost_number = english.replace("(4 coins at 3-4 players", "(coins at 3-4 players", 1)
    lost_row = "\n".join(line for line in english.splitlines() if not line.startswith("| Cogeneratore"))
    lost_heading = english.replace("\n## Readings\n", "\nReadings\n", 1)
    wrapped_into_a_list = english.replace("track from 1 to 9", "track from\n1. to 9", 1)
    lost_item = english.replace("\n- **Health** runs", " **Health** runs", 1)
    for broken in (lost_number, lost_row, lost_heading, wrapped_into_a_list, lost_item):
        assert broken != english
        assert differences(english, broken) != []
    assert copied_share(english, english) == 1


def test_every_translated_page_is_a_game_in_a_language_we_speak() -> None:
    """Each game has its page in it, es, fr and de, and nothing else under docs/<ll>/ goes unchecked."""
    pages = {(path.stem, path.parent.name) for path in DOCS.glob("*/*.md") if path.parent.name != "design"}
    assert pages == set(PAGES)


# What a player's page never holds (issue 30): it lives in the game's design page, docs/design/<game>.md.
# A player's page says how the game is, not its history ("Changed: until this version …").
TEAM_MATERIAL = re.compile(r"tests?/|\btests\.|\bissue\b|\bIssue\b|\w+\.py\b|\bseeds?\b|\bsemi \d|\bsemillas\b|"
                           r"\bgraines\b|\bSeeds\b|\bCPU\b|\bcommit\b|\b[0-9a-f]{7,40}\b|bot\.py simulate|"
                           r"python -m|\bp90\b|\*(Changed|Cambiato|Cambiado|Changé|Geändert)\s?:\*|"
                           r"(?i:(until|fino a|hasta|jusqu'à|bis zu) "
                           r"(this|questa|esta|cette|dieser) (version|versione|versión))|"
                           # a measurement's sample ("900 smart games"): the figures live on the design page
                           r"\d+ (smart|random) (\d-player )?games|\d+ (partite furbe|partidas astutas|parties futées|"
                           r"schlaue[n]? Partien)")


@pytest.mark.parametrize("key", TRANSLATED)
@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_a_players_page_holds_no_team_material(key: str, language: str) -> None:
    page = (DOCS / (f"{key}.md" if language == "en" else f"{language}/{key}.md")).read_text()
    found = [line for line in page.splitlines() if TEAM_MATERIAL.search(line)]
    assert found == []


@pytest.mark.parametrize("key", TRANSLATED)
def test_every_game_has_a_design_page_for_the_team(key: str) -> None:
    design = (DOCS / "design" / f"{key}.md").read_text()
    assert design.startswith(f"# {GAMES[key].title}") or design.startswith("# ")
    assert TEAM_MATERIAL.search(design)  # the figures, seeds and tests moved there


def test_the_team_material_check_catches_what_it_should() -> None:
    for line in ("(tests/century/test_undo.py plays it)", "until issue 17", "seeds 0-99", "in `data.py`",
                 "x5.61 against 3a68b11", "smart moves per CPU second", "`python bot.py simulate qube`",
                 "*Changed:* until this version", "*Changé :* jusqu'à cette version", "Bis zu dieser Version",
                 "(900 smart games, 300 each", "(900 parties futées, 300 chacune"):
        assert TEAM_MATERIAL.search(line), line
    for line in ("A floor at **1 is in emergency**.", "Designed: 36 speech tokens in the supply."):
        assert not TEAM_MATERIAL.search(line), line


# -- the pages in Discord's shape (issue 30) ------------------------------------------------------------

@pytest.mark.parametrize("key", TRANSLATED)
@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_rules_in_discord_fit_read_as_prose_and_lose_nothing(key: str, language: str) -> None:
    from cogs import limits
    from cogs.rulepages import rule_sections, rules_message

    page = GAMES[key].rules_page(language)
    sections = rule_sections(page, language)
    for title, body in sections.items():
        assert len(title) <= limits.EMBED_TITLE and 0 < len(body) <= limits.EMBED_DESCRIPTION
        assert not any(line.lstrip().startswith("|") for line in body.splitlines())  # tables are lists
        for line in body.splitlines():  # no hard wrap: a line that goes on is a new block
            assert not re.match(r"[a-zà-ÿ]", line), (title, line)
    words = Counter(re.findall(r"\w+", page))
    shown = Counter(w for body in sections.values() for w in re.findall(r"\w+", body))
    title_words = Counter(w for line in page.splitlines() if line.startswith("#") for w in re.findall(r"\w+", line))
    lines = page.splitlines()  # a table's first heading ("Board") names what each list item starts with
    first_headings = Counter(w for line, below in zip(lines, lines[1:]) if line.lstrip().startswith("|")
                             and re.fullmatch(r"\s*\|[\s:|-]+\|?\s*", below)
                             for w in re.findall(r"\w+", line.strip().strip("|").split("|")[0]))
    assert words - shown - title_words - first_headings == Counter()  # every word of the page is in a section
    for name in list(sections)[:3] + list(sections)[-2:]:
        embed, view = rules_message(key, language, name)
        assert len(embed) <= limits.EMBED_TOTAL and embed.title == name
        assert not limits.view_problems(view)


def test_a_long_section_is_cut_between_paragraphs_into_parts():
    from cogs import rulepages

    page = "# T\n\n## Long\n\n" + "\n\n".join(f"Paragraph {i} " + "word " * 300 for i in range(6))
    sections = rulepages.sections(page, "Overview")
    assert list(sections) == ["Long (1/3)", "Long (2/3)", "Long (3/3)"]
    assert all(body.startswith("Paragraph") for body in sections.values())


def test_hard_wraps_are_joined_and_tables_become_lists():
    from cogs import rulepages

    text = "A line\nthat goes on.\n\n- an item\n  that goes on\n- another\n\n| who | coins |\n|---|---|\n| Anna | 3 |"
    assert rulepages.discord_shape(text) == ("A line that goes on.\n\n- an item that goes on\n- another\n\n"
                                             "- **Anna** — *coins:* 3")
    french = "| qui | pièces | *passer* |\n|---|---|---|\n| Anna | 3 | non |"
    assert rulepages.discord_shape(french, " :") == "- **Anna** — *pièces :* 3 · *passer* : non"
