"""The players' pages' AI figures, written from the expert record (docs/design/expert-games.jsonl).

    python -m tools.level_figures GAME           print the paragraphs in every language
    python -m tools.level_figures GAME --write   put them into docs/<language>/GAME.md
    python -m tools.level_figures GAME --table   the design page's table of the expert's games

Two paragraphs under "Playing against the AI": an expert seat against smart ones, and a smart seat
against easy ones, each count with its games and an even share, from the games the record holds for
today's code (`simulate GAME --tally`). Solo games count the games in which the target was reached.
Run it after adding games to the record, so the pages say what the record says.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from babel.numbers import format_decimal

from core import cli_record
from core.figures import wilson
from engines import GAMES
from engines.i18n import LOCALES, join

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "docs" / "design" / "expert-games.jsonl"
ENOUGH = 200  # games per count the issue asks for


@dataclass(frozen=True)
class Words:
    """One language's sentences (the English's shape; each count a clause)."""

    expert: str  # {counts}
    easy: str  # {counts}
    count: str  # {wins} {games} {players} {even}
    solo: str  # {wins} {games} {smart_wins} {smart_games}: solo games in which the target was reached
    players: dict[int, str]
    short: str  # some samples under ENOUGH: {counts} names them
    all_short: str
    short_count: str  # {players}


WORDS: dict[str, Words] = {
    "en": Words(
        expert="In test games against smart AIs, one expert seat won {counts}.",
        easy="Against easy AIs, one smart seat won {counts}.",
        count="{wins} of {games} {players} games (an even share: {even})",
        solo="Playing alone against Vilela, an expert seat reached the target score in {wins} of {games} games, a "
             "smart seat in {smart_wins} of {smart_games}.",
        players={1: "solo", 2: "two-player", 3: "three-player", 4: "four-player", 5: "five-player", 6: "six-player"},
        short="The samples of {counts} games are under {enough} games, so those shares may still move.",
        all_short="Each sample is under {enough} games, so these shares may still move.",
        short_count="{players}"),
    "it": Words(
        expert="Nelle partite di prova contro IA furbe, un posto IA esperta ha vinto {counts}.",
        easy="Contro IA facili, un posto IA furba ha vinto {counts}.",
        count="{wins} partite su {games} {players} (una quota pari: {even})",
        solo="Da solo contro Vilela, un posto IA esperta ha raggiunto il punteggio obiettivo in {wins} partite su "
             "{games}, un posto IA furba in {smart_wins} su {smart_games}.",
        players={1: "in solitario", 2: "a due giocatori", 3: "a tre giocatori", 4: "a quattro giocatori",
                 5: "a cinque giocatori", 6: "a sei giocatori"},
        short="I campioni delle partite {counts} contano meno di {enough} partite, quindi quelle quote possono "
              "ancora cambiare.",
        all_short="Ogni campione conta meno di {enough} partite, quindi queste quote possono ancora cambiare.",
        short_count="{players}"),
    "es": Words(
        expert="En partidas de prueba contra IA astutas, una plaza de IA experta ganó {counts}.",
        easy="Contra IA fáciles, una plaza de IA astuta ganó {counts}.",
        count="{wins} de {games} partidas {players} (un reparto igual: {even})",
        solo="En solitario contra Vilela, una plaza de IA experta alcanzó la puntuación objetivo en {wins} de {games} "
             "partidas, y una plaza de IA astuta en {smart_wins} de {smart_games}.",
        players={1: "en solitario", 2: "a dos jugadores", 3: "a tres jugadores", 4: "a cuatro jugadores",
                 5: "a cinco jugadores", 6: "a seis jugadores"},
        short="Las muestras de las partidas {counts} tienen menos de {enough} partidas, así que esos repartos aún "
              "pueden cambiar.",
        all_short="Cada muestra tiene menos de {enough} partidas, así que estos repartos aún pueden cambiar.",
        short_count="{players}"),
    "fr": Words(
        expert="Dans des parties d'essai contre des IA futées, une place IA experte a gagné {counts}.",
        easy="Contre des IA faciles, une place IA futée a gagné {counts}.",
        count="{wins} parties sur {games} {players} (une part égale : {even})",
        solo="En solo contre Vilela, une place IA experte a atteint le score cible dans {wins} parties sur {games}, "
             "une place IA futée dans {smart_wins} sur {smart_games}.",
        players={1: "en solo", 2: "à deux joueurs", 3: "à trois joueurs", 4: "à quatre joueurs", 5: "à cinq joueurs",
                 6: "à six joueurs"},
        short="Les échantillons des parties {counts} comptent moins de {enough} parties : ces parts peuvent encore "
              "changer.",
        all_short="Chaque échantillon compte moins de {enough} parties : ces parts peuvent encore changer.",
        short_count="{players}"),
    "de": Words(
        expert="In Testpartien gegen schlaue KIs gewann ein Experten-KI-Platz {counts}.",
        easy="Gegen einfache KIs gewann ein schlauer KI-Platz {counts}.",
        count="{wins} von {games} Partien {players} (ein gleicher Anteil: {even})",
        solo="Allein gegen Vilela erreichte ein Experten-KI-Platz die Zielpunktzahl in {wins} von {games} Partien, ein "
             "schlauer KI-Platz in {smart_wins} von {smart_games}.",
        players={1: "solo", 2: "zu zweit", 3: "zu dritt", 4: "zu viert", 5: "zu fünft", 6: "zu sechst"},
        short="Die Stichproben der Partien {counts} umfassen weniger als {enough} Partien; diese Anteile können "
              "sich noch verschieben.",
        all_short="Jede Stichprobe umfasst weniger als {enough} Partien; diese Anteile können sich noch verschieben.",
        short_count="{players}"),
}


@dataclass(frozen=True)
class Count:
    """One player count's pooled games of one seating: the first level's wins."""

    players: int
    wins: int
    games: int
    seats: int  # seats of the first level at each game (1)


def counts(key: str, level: str, against: str, record: Path = RECORD) -> list[Count]:
    """Every count the record holds for today's code where one `level` seat sat with `against` seats
    (solo: the `level` seat alone)."""
    result = cli_record.tally(cli_record.read(record), cli_record.fingerprint, key)
    found = []
    for (_, players, seating), pool in sorted(result["pools"].items()):
        if seating.split(",") == [level] + [against] * (players - 1):
            found.append(Count(players, pool.wins[level], pool.games, pool.seats[level] // pool.games))
    return found


def number(value: float, locale: str) -> str:
    return format_decimal(round(value, 2), format="#,##0.##", locale=locale)


@dataclass(frozen=True)
class Figures:
    """What the record holds for one game: an expert seat against smart ones, a smart seat against easy
    ones, and alone (an expert, a smart seat), each count once."""

    expert: list[Count]
    easy: list[Count]
    solo: tuple[Count, Count] | None  # (expert, smart) playing alone, where the game has a solo mode

    @classmethod
    def of(cls, key: str, record: Path = RECORD) -> Figures:
        expert, smart = counts(key, "expert", "smart", record), counts(key, "smart", "random", record)
        alone = [r for r in expert if r.players == 1], [r for r in smart if r.players == 1]
        solo = (alone[0][0], alone[1][0]) if alone[0] and alone[1] else None
        return cls([r for r in expert if r.players > 1], [r for r in smart if r.players > 1], solo)


def sentence(rows: list[Count], template: str, words: Words, locale: str) -> str:
    clauses = [words.count.format(wins=r.wins, games=r.games, players=words.players[r.players],
                                  even=number(r.games * r.seats / r.players, locale)) for r in rows]
    return template.format(counts=join(clauses, locale))


def caveat(rows: list[Count], words: Words, locale: str) -> str:
    """Which samples are still under ENOUGH games ("" when none is)."""
    short = [r for r in rows if r.games < ENOUGH]
    if not short:
        return ""
    if len(short) == len(rows):
        return " " + words.all_short.format(enough=ENOUGH)
    names = [words.short_count.format(players=words.players[r.players]) for r in short]
    return " " + words.short.format(counts=join(names, locale), enough=ENOUGH)


def paragraphs(figures: Figures, locale: str) -> tuple[str, str]:
    """(expert against smart, and alone; smart against easy) in `locale`."""
    words = WORDS[locale]
    expert = sentence(figures.expert, words.expert, words, locale)
    rows = list(figures.expert)
    if figures.solo is not None:
        ahead, smart = figures.solo
        expert += " " + words.solo.format(wins=ahead.wins, games=ahead.games, smart_wins=smart.wins,
                                          smart_games=smart.games)
        rows = [ahead, *rows]
    easy = sentence(figures.easy, words.easy, words, locale)
    return expert + caveat(rows, words, locale), easy + caveat(figures.easy, words, locale)


def table(key: str, record: Path = RECORD) -> list[str]:
    """The design page's rows of the expert seat's games against smart ones: games, wins, interval, fair
    share, CPU per decision p50/p95 (the pooled 10 ms bucket's top) and the load they were played at."""
    result = cli_record.tally(cli_record.read(record), cli_record.fingerprint, key)
    rows = ["| Players | Games | Expert seat wins | 95% interval | Fair share | CPU per decision p50 / p95 "
            "| Load average |", "|---|---|---|---|---|---|---|"]
    for (_, players, seating), pool in sorted(result["pools"].items()):
        if seating.split(",") != ["expert"] + ["smart"] * (players - 1):
            continue
        wins, games, cpu, loads = pool.wins["expert"], pool.games, pool.cpu["expert"], sorted(pool.loads)
        low, high = wilson(wins, games)
        fair = "target score" if players == 1 else f"{100 / players:.0f}%"
        p50, p95 = cli_record.pooled_percentile(cpu, 50), cli_record.pooled_percentile(cpu, 95)
        load = f"{loads[0]:.1f}-{loads[-1]:.1f} (median {loads[len(loads) // 2]:.1f})" if loads else "—"
        spent = f"≤ {p50:.0f} / ≤ {p95:.0f} ms" if p50 is not None and p95 is not None else "—"
        rows.append(f"| {players} | {games} | {wins} ({100 * wins / games:.0f}%) | {100 * low:.0f}-{100 * high:.0f}% "
                    f"| {fair} | {spent} | {load} |")
    return rows


def page(key: str, locale: str) -> Path:
    return ROOT / "docs" / (f"{key}.md" if locale == "en" else f"{locale}/{key}.md")


def rewrite(text: str, words: Words, expert: str, easy: str) -> str:
    """The page with its expert paragraph replaced and the easy one after it (replaced, or added)."""
    lead = lambda template: re.escape(template.split("{counts}")[0])  # noqa: E731 - the sentence's opening
    pattern = re.compile(rf"^{lead(words.expert)}.*\n(?:\n{lead(words.easy)}.*\n)?", re.MULTILINE)
    if not pattern.search(text):
        raise ValueError("the page has no paragraph of test games against smart AIs")
    return pattern.sub(lambda _: f"{expert}\n\n{easy}\n", text, count=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.level_figures", description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--write", action="store_true", help="put the paragraphs into the five pages")
    parser.add_argument("--table", action="store_true", help="print the design page's table instead")
    args = parser.parse_args(argv)
    if args.table:
        print("\n".join(table(args.game)))
        return 0
    figures = Figures.of(args.game)
    for locale in ["en", *(code for code in LOCALES if code in WORDS and code != "en")]:
        expert, easy = paragraphs(figures, locale)
        if args.write:
            path = page(args.game, locale)
            path.write_text(rewrite(path.read_text(encoding="utf-8"), WORDS[locale], expert, easy), encoding="utf-8")
        else:
            print(f"[{locale}]\n{expert}\n\n{easy}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
