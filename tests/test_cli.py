"""The command line: play, simulate, render and bench, for every registered game and the test game."""

import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from core import cli
from engines import GAMES
from engines.base import Action, Game

ROOT = Path(__file__).resolve().parent.parent
LAST_LINE = re.compile(r"simulated (\d+) games, (\d+) moves, (\d+) moves/s, (\d+) errors")


def test_play_in_the_terminal_with_numbered_moves(with_tally, tmp_path):
    answers = iter(["x", "9", "2"] + ["1"] * 200)
    said: list[str] = []
    result = cli.play("tally", 2, ai=1, seed=4, out=str(tmp_path), ask=lambda _: next(answers), say=said.append)
    assert result["finished"]
    assert "  Please type a number from 1 to 3." in said  # "x" and "9" are refused with a sentence
    assert any(line.strip().startswith("2. Add 2") for line in said)
    pictures = sorted(tmp_path.glob("*.png"))
    assert pictures and all(Image.open(p).format == "PNG" for p in pictures)


def test_play_can_be_quit(with_tally, tmp_path):
    result = cli.play("tally", 2, seed=4, out=str(tmp_path), ask=lambda _: "q", say=lambda _: None)
    assert result == {"finished": False}


def test_simulate_ends_with_the_summary_line(with_tally):
    said: list[str] = []
    result = cli.simulate("tally", games=20, players=[2, 3], say=said.append)
    match = LAST_LINE.fullmatch(said[-1])
    assert match and int(match[1]) == 40 and int(match[4]) == 0 == result["errors"]
    assert said[0].startswith("2 players: 20 games")


def test_simulate_counts_the_rounds_played_not_the_one_after():
    """A Qube game won at the end of round 1 lasted one round (it used to be reported as two)."""
    from engines.qube.engine import GOAL
    from tests.qube.tables import end_round, position

    state = position(2, [(0, "w1", 1, 0), (1, "w4", 1, 0), (0, "f", 1, 0)], scores=[GOAL - 4, 0])
    end_round(state)
    assert GAMES["qube"].outcome(state)["winners"] == [0]
    assert cli.rounds_of(GAMES["qube"], state, 2) == 1


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_game_simulates_renders_and_plays_from_the_command_line(key, tmp_path):
    game = GAMES[key]
    run = subprocess.run([sys.executable, "bot.py", "simulate", key, "--games", "3"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    last = run.stdout.strip().splitlines()[-1]
    assert run.returncode == 0 and LAST_LINE.fullmatch(last) and last.endswith(" 0 errors"), run.stdout + run.stderr
    out = tmp_path / "board.png"
    run = subprocess.run([sys.executable, "bot.py", "render", key, "--players", str(game.max_players),
                          "--moves", "15", "--seat", "1", "--out", str(out)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert Image.open(io.BytesIO(out.read_bytes())).format == "PNG"
    glance = tmp_path / "glance.png"
    run = subprocess.run([sys.executable, "bot.py", "render", key, "--players", str(game.max_players),
                          "--moves", "15", "--glance", "--out", str(glance)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert Image.open(io.BytesIO(glance.read_bytes())).format == "PNG"
    ai_only = subprocess.run([sys.executable, "bot.py", "play", key, "--players", str(game.min_players),
                              "--ai", str(game.min_players), "--out", str(tmp_path / "pics")], cwd=ROOT,
                             capture_output=True, text=True, timeout=300)
    assert ai_only.returncode == 0 and "🏁" in ai_only.stdout, ai_only.stderr


def test_bench_reports_every_figure(with_tally):
    result = json.loads(json.dumps(cli.bench(seconds=0.1, samples=5, commits=50)))
    figures = result["games"]["tally"]
    assert set(figures) == {"engine_moves_per_s", "render_ms_p50", "render_ms_p95", "render_png_bytes_p50",
                            "glance_ms_p50", "glance_ms_p95", "glance_png_bytes_p50"}
    for prefix in ("render", "glance"):
        assert figures[f"{prefix}_png_bytes_p50"] > 0
        assert figures[f"{prefix}_ms_p95"] >= figures[f"{prefix}_ms_p50"] > 0
    storage = result["storage"]
    assert 0 < storage["commit_ms_p50"] <= storage["commit_ms_p99"]
    assert storage["pressing_players"] == 8
    assert 0 < storage["pressing_commit_ms_p50"] <= storage["pressing_commit_ms_p99"] <= storage["pressing_act_ms_p99"]
    assert storage["idle_games"] == 100  # its retained bytes are a measurement (clamped at 0): only reported
    assert isinstance(storage["idle_games_retained_bytes"], int)


def test_the_bot_refuses_to_start_without_a_token(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "", "DATABASE_PATH": str(tmp_path / "x.db")}
    run = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, capture_output=True, text=True,
                         env=env, timeout=60)
    assert run.returncode == 2 and "README.md" in run.stderr


class Script(Game):
    """A game that only follows a script of pending seats, to count sittings by hand."""

    key, title, min_players, max_players = "script", "Script", 3, 3
    STEPS = [([0], 2), ([0], 1), ([1, 2], 2), ([2], 2), ([0], 3)]  # (pending seats, legal choices)

    def setup(self, players, seed, options=None):
        return {"step": 0}

    def pending(self, state):
        return self.STEPS[state["step"]][0] if state["step"] < len(self.STEPS) else []

    def actions(self, state, seat):
        return [Action(f"a{i}", f"choice {i}") for i in range(self.STEPS[state["step"]][1])]

    def perform(self, state, seat, action_id):
        state["step"] += 1
        return []

    def view(self, state, seat):
        return {}

    def outcome(self, state):
        return None if self.pending(state) else {"winners": [0], "scores": [0, 0, 0], "summary": ""}

    def dump(self, state):
        return dict(state)

    def load(self, data):
        return dict(data)

    def turn(self, state):
        return state["step"]

    def prompt(self, state, seat):
        return ""


def test_sittings_count_each_return_after_someone_else_acted():
    """Seat 1 sits at the start and again after seat 3 (its own second step is the same sitting);
    seat 3, pending beside seat 2, does not sit again when seat 2 acts; one press had one choice."""
    visits = cli.Visits([0, 0, 0], [0, 0, 0])
    cli.playout(Script(), 3, 1, "random", visits)
    assert visits.sittings == [2, 1, 1]
    assert visits.decisions == [3, 1, 1]
    assert visits.single == 1
    figures = cli.visit_figures([visits, cli.Visits([4, 0, 0], [9, 1, 0], 0)])
    assert figures["sittings_median"] == 1 and figures["decisions_median"] == 1
    assert figures["single_choice_share"] == 1 / 15


def test_simulate_reports_sittings_and_decisions_per_player(with_tally):
    said: list[str] = []
    result = cli.simulate("tally", games=10, players=[2], say=said.append)
    assert said[1].startswith("  per player per game: sittings median ")
    figures = result["visits"][2]
    assert 0 < figures["sittings_median"] <= figures["sittings_p90"]
    assert figures["sittings_median"] <= figures["decisions_median"] <= figures["decisions_p90"]


def test_a_player_is_offered_only_what_it_can_pay_and_asked_all_the_same(tmp_path, monkeypatch):
    """20th Century (issue 29): with too few coins to open a tile, the seat's own choices are only to
    withdraw, and it is asked all the same (that its choice is single is its own secret)."""
    century = GAMES["century"]
    real_setup = century.setup

    def poor(players, seed, options=None):
        state = real_setup(players, seed, options)
        state["auction"]["leader"] = 0
        state["p"][0]["coins"] = 1
        return state

    monkeypatch.setattr(century, "setup", poor)
    said: list[str] = []
    answers = iter(["1", "q"])
    result = cli.play("century", 3, ai=2, seed=1, out=str(tmp_path), ask=lambda _: next(answers), say=said.append)
    assert result == {"finished": False}
    asked = said.index("  Choose a land tile to auction (at least 2 coins), or withdraw.")
    assert said[asked + 1:asked + 3] == ["   1. Withdraw from the land auction (then buy a technology)",
                                         "  Player 1 withdraws from the land auction."]
    assert not [line for line in said if "You hold fewer" in line]  # nothing offered was refused


def test_secret_money_is_not_called_hidden_cards(tmp_path):
    """20th Century's secrets are coins and science (issue 30): the terminal says "only you see this",
    as the panel does, where a card game says "hidden cards"."""
    said: list[str] = []
    cli.play("century", 3, ai=2, seed=1, out=str(tmp_path), ask=lambda _: "q", say=said.append)
    secret = [line for line in said if line.startswith("  only you see this: ")]
    assert secret and "coins" in secret[0] and not [line for line in said if "hidden cards" in line]


@pytest.mark.parametrize("key", sorted(GAMES))
def test_play_in_the_terminal_speaks_the_language_asked(key, tmp_path):
    """Every line of a whole terminal game said in the pseudo-language carries its marks (paths aside),
    and the pictures are drawn in it too."""
    from engines.i18n import PSEUDO, english_words, say
    from tests.support.words import drawn_texts

    game, rng = GAMES[key], random.Random(key)
    said: list[str] = []

    def answer(question: str) -> str:
        said.append(question)
        return str(rng.randint(1, int(re.search(r"1-(\d+)", question)[1])))

    with drawn_texts() as drawn:
        result = cli.play(key, game.min_players, ai=game.min_players - 1, seed=3, out=str(tmp_path),
                          ask=answer, say=said.append, language=PSEUDO)
    assert result["finished"] and len(said) > 100
    title = set(re.findall(r"[A-Za-z]+", game.title))
    english = [(line, words) for line in said
               if (words := english_words(re.sub(r"\S*/\S*", " ", line), title))]
    assert not english, english[:3]
    names = cli.seat_names(game.min_players, game.min_players - 1, PSEUDO)
    assert said[-1] == f"\n🏁 {say(result['summary'], PSEUDO, names)}"
    assert drawn and not [line for line in drawn if english_words(line, title)][:1]
