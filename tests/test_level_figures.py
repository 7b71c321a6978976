"""tools/level_figures.py: the players' pages' AI figures, said from the record in every language."""

import json

import pytest

from core import cli_record
from tools import level_figures
from tools.level_figures import WORDS, Count, Figures, paragraphs, rewrite

FIGURES = Figures(expert=[Count(2, 150, 200, 1), Count(4, 40, 90, 1)], easy=[Count(2, 199, 200, 1)],
                  solo=(Count(1, 120, 200, 1), Count(1, 90, 200, 1)))


def test_each_count_with_its_games_and_even_share_and_the_short_samples_named():
    expert, easy = paragraphs(FIGURES, "en")
    assert expert == ("In test games against smart AIs, one expert seat won 150 of 200 two-player games (an even "
                      "share: 100) and 40 of 90 four-player games (an even share: 22.5). Playing alone against Vilela, "
                      "an expert seat reached the target score in 120 of 200 games, a smart seat in 90 of 200. The "
                      "samples of four-player games are under 200 games, so those shares may still move.")
    assert easy == "Against easy AIs, one smart seat won 199 of 200 two-player games (an even share: 100)."
    german, _ = paragraphs(FIGURES, "de")
    assert "40 von 90 Partien zu viert (ein gleicher Anteil: 22,5)" in german
    assert german.endswith("Die Stichproben der Partien zu viert umfassen weniger als 200 Partien; diese Anteile "
                           "können sich noch verschieben.")


@pytest.mark.parametrize("locale", sorted(WORDS))
def test_every_language_says_every_figure(locale):
    expert, easy = paragraphs(FIGURES, locale)
    for figure in ("150", "200", "90", "120", "22,5" if locale != "en" else "22.5"):
        assert figure in expert
    assert "199" in easy and "{" not in expert + easy


def test_the_page_s_paragraph_is_replaced_and_the_easy_one_added_once():
    words = WORDS["en"]
    expert = "In test games against smart AIs, one expert seat won {}."
    easy = "Against easy AIs, one smart seat won {}."
    page = f"## Playing against the AI\n\nLevels.\n\n{expert.format(1)}\n\n## Next\n"
    once = rewrite(page, words, expert.format(2), easy.format(3))
    assert once == f"## Playing against the AI\n\nLevels.\n\n{expert.format(2)}\n\n{easy.format(3)}\n\n## Next\n"
    assert rewrite(once, words, expert.format(4), easy.format(5)) == once.replace("2.", "4.").replace("3.", "5.")
    with pytest.raises(ValueError):
        rewrite("## Nothing here\n", words, "x", "y")


def test_the_figures_come_from_today_s_code_in_the_record(tmp_path):
    today = cli_record.fingerprint("qube")
    record = tmp_path / "games.jsonl"
    lines = [cli_record.line("qube", seed, levels, winners, {}, code) for seed, levels, winners, code in [
        (1, ["expert", "smart"], [0], today), (2, ["smart", "expert"], [0], today),
        (3, ["expert", "smart"], [0], "old"), (1, ["smart", "random", "random"], [0], today)]]
    record.write_text("".join(json.dumps(line) + "\n" for line in lines))
    figures = Figures.of("qube", record)
    assert figures.expert == [Count(2, 1, 2, 1)] and figures.easy == [Count(3, 1, 1, 1)] and figures.solo is None
    assert level_figures.page("qube", "it").name == "qube.md" and level_figures.page("qube", "en").parent.name == "docs"
    rows = level_figures.table("qube", record)
    assert len(rows) == 3 and rows[2].startswith("| 2 | 2 | 1 (50%) | 9-91% | 50% | ")
