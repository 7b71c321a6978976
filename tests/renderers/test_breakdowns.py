"""Breakdowns add up (issue 31): wherever a picture draws a score as its parts, the parts drawn add up
to the total drawn, and every total a picture draws is the score the final post and the chart give
(`game.scores`, which the engines' own tests tie to `outcome` and `breakdown`). All five games, at the
smallest and the largest table, mid-game and at the end, in English and German; the parts are read
from the drawn text (tests/support/boxes.py) where a picture writes them out, else from the data handed
to the renderer."""

from __future__ import annotations

import re

import pytest

from engines import GAMES
from engines.base import Rng
from engines.century.scoring import final_line
from engines.i18n import said, speaking
from renderers import GLANCES, MODULES, RENDERERS, kit
from tests.support.boxes import drawn_text

NAMES = ["Annemarie", "Bartholomew", "Konstantinos", "Dorotheanne", "Evangelista", "Fitzgerald"]
SIGNED = re.compile(r"[+−-]\d+")  # a part: a number with its sign ("+3", "-2")
NUMBER = re.compile(r"[+−-]?\d+")


def played(key: str, players: int, stage: str, seed: int = 4) -> tuple[object, dict]:
    """A random game's state and public view mid-game (after a third of its moves) or at its end."""
    game = GAMES[key]

    def play(most: int | None) -> tuple[object, int]:
        state, rng, moves = game.setup(players, seed), Rng(seed), 0
        while game.pending(state) and (most is None or moves < most):
            seat = game.pending(state)[0]
            game.apply(state, seat, game.ai(state, seat, rng, "random"))
            moves += 1
        return state, moves

    state, moves = play(None)
    if stage == "mid":
        state, _ = play(moves // 3)
    return state, game.view(state, None)


def value(number: str) -> int:
    return int(number.replace("−", "-"))


@pytest.fixture
def bars(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """(seat, value) of every score bar the glances draw, in the order drawn."""
    found: list[tuple[int, int]] = []
    original = kit.score_bar

    def recording(draw, box, value, maximum, seat, *args, **kwargs):
        found.append((seat, value))
        return original(draw, box, value, maximum, seat, *args, **kwargs)

    monkeypatch.setattr(kit, "score_bar", recording)
    for module in MODULES.values():
        if getattr(module, "score_bar", None) is original:
            monkeypatch.setattr(module, "score_bar", recording)
    return found


def drawn(key: str, view: dict, names: list[str], locale: str) -> tuple[list[str], list[str]]:
    """The texts of the glance and of the full table."""
    with speaking(locale), drawn_text() as glance:
        GLANCES[key](view, names, None)
    with speaking(locale), drawn_text() as table:
        RENDERERS[key](view, names)
    return [t for _, t, _ in glance], [t for _, t, _ in table]


CASES = [(key, players) for key in sorted(GAMES) if key != "tally"
         for players in sorted({GAMES[key].min_players, GAMES[key].max_players})]


@pytest.mark.parametrize("locale", ["en", "de"])
@pytest.mark.parametrize("stage", ["mid", "final"])
@pytest.mark.parametrize(("key", "players"), CASES)
def test_every_breakdown_drawn_adds_up_to_the_total_drawn(key, players, stage, locale, bars):
    game = GAMES[key]
    state, view = played(key, players, stage)
    assert (game.outcome(state) is not None) == (stage == "final")
    scores = [int(s) for s in game.scores(state)]
    names = NAMES[:players]
    _, table = drawn(key, view, names, locale)
    if key == "moonbots":  # a bar per robot (the glance shows the duel at hand): a player's score is the
        # energy of their robots still in the game, and each bar is the energy of one of its owner's robots
        energy = [sum(r.get("energy", 0) for r in view["robots"] if r["owner"] == seat and not r.get("out"))
                  for seat in range(players)]
        assert energy == scores
        assert bars and all(number in [r.get("energy", 0) for r in view["robots"] if r["owner"] == seat]
                            for seat, number in bars)
        return
    totals: dict[int, int] = {}
    for seat, number in bars:  # Bot Factory draws the robots' values after the seats' points
        totals.setdefault(seat, number)
    assert [totals.get(seat) for seat in range(players)] == scores, "the glance's totals are the scores"
    if key == "century" and stage == "final":
        for line in view["final"]:  # the full table writes each seat's final scoring out: its parts, its total
            with speaking(locale):
                sentence = said(final_line(line), names)
            pieces = kit.wrap(sentence, 20, 1160, line["seat"] in view["winners"])
            assert all(piece in table for piece in pieces), (sentence, table[-12:])
            parts, total = sentence.split(":", 1)[1].rsplit(":", 1)
            assert sum(value(p) for p in SIGNED.findall(parts)) == value(NUMBER.findall(total)[0]) \
                == scores[line["seat"]], sentence
    if key == "proponi":  # each seat's coins and end bonus ("5 coins +2") on the full table: the glance's total
        with speaking(locale):
            units = {said(MODULES[key].text("pic_player_coins", coins=n)).split(" ", 1)[1] for n in (1, 2)}
        pattern = re.compile(rf"^(\d+) (?:{'|'.join(map(re.escape, units))})(?: \+(\d+))?$")
        lines = [m for m in (pattern.match(t) for t in table) if m]
        assert len(lines) == players, table
        assert [int(m[1]) + int(m[2] or 0) for m in lines] == scores
    if key == "botfactory":  # each row's points ("points now: 3 · …"): the sum of the parts the view hands over;
        # at the end, the parts written out under them
        template = "picture.player_final" if view["over"] else "picture.player"
        with speaking(locale):
            start = said(MODULES[key].text(template, score=987654, speech=0, robots="-", done=0)).split("987654")[0]
        points = [value(NUMBER.match(t[len(start):])[0]) for t in table if t.startswith(start)]
        assert points == scores, (start, table)
        for seat, info in enumerate(view["seats"]):
            assert sum(info["breakdown"].values()) == info["score"] == scores[seat], info
        if stage == "final":  # under each row, the final points as their parts: "5 final points = robots +7 · …"
            lines = [t for t in table if " = " in t]
            assert len(lines) == players, table
            for line, score in zip(lines, scores):
                total, parts = line.split(" = ", 1)
                assert value(NUMBER.match(total)[0]) == score == sum(value(p) for p in SIGNED.findall(parts)), line
