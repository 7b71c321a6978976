"""The record of AI-only games that later runs continue (core/cli_record.py, `simulate --record` and
`simulate --tally`): one line per finished game, pooled only when the AI code that played it is today's."""

import json
import shutil
from pathlib import Path

from bot import arguments, usage_problem
from core import cli, cli_record


def a_source_tree(root: Path) -> Path:
    """A copy of the files a fingerprint reads, to change one at a time."""
    for name in ("search.py", "base.py"):
        (root / "engines").mkdir(parents=True, exist_ok=True)
        shutil.copy(cli_record.ROOT / "engines" / name, root / "engines" / name)
    for key in ("qube", "century"):
        shutil.copytree(cli_record.ROOT / "engines" / key, root / "engines" / key,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return root


def test_the_fingerprint_follows_the_files_that_decide_moves_and_only_the_game_s_own(tmp_path):
    root = a_source_tree(tmp_path)
    qube, century = cli_record.fingerprint("qube", root), cli_record.fingerprint("century", root)
    assert qube == cli_record.fingerprint("qube", cli_record.ROOT) and qube != century
    (root / "engines" / "qube" / "texts.py").write_text("# a sentence changed\n")
    assert cli_record.fingerprint("qube", root) == qube
    with (root / "engines" / "qube" / "ai.py").open("a") as out:
        out.write("\nSMARTER = True\n")
    assert cli_record.fingerprint("qube", root) != qube
    assert cli_record.fingerprint("century", root) == century
    with (root / "engines" / "search.py").open("a") as out:
        out.write("\nDEEPER = True\n")
    assert cli_record.fingerprint("century", root) != century


def test_a_recorded_run_appends_a_line_per_game_and_the_next_run_goes_on_from_its_seeds(tmp_path):
    record = tmp_path / "games.jsonl"
    first = cli.simulate_seats("qube", ["smart", "random"], games=3, seed=None, say=lambda _: None, record=record)
    cli.simulate_seats("qube", ["smart", "random"], games=2, seed=None, say=lambda _: None, record=record)
    lines = [json.loads(text) for text in record.read_text().splitlines()]
    assert [r["seed"] for r in lines] == [1, 2, 3, 4, 5]
    assert {r["fingerprint"] for r in lines} == {cli_record.fingerprint("qube")}
    assert [r["levels"] for r in lines[:2]] == [["smart", "random"], ["random", "smart"]]
    wins = sum(1 for r in lines[:3] for s in r["winners"] if r["levels"][s] == "smart")
    assert wins == first["levels"]["smart"]["wins"]
    smart = lines[0]["cpu_ms"]["smart"]
    assert smart["n"] == sum(smart["hist"].values()) and smart["p50"] <= smart["p95"] <= smart["max"]


def game(seed: int, levels: list[str], winners: list[int], code: str, ms: float = 25.0) -> dict:
    return cli_record.line("qube", seed, levels, winners, {"expert": [ms / 1000] * 4, "smart": [0.001]}, code)


def test_the_tally_pools_only_today_s_code_and_each_game_once():
    today = cli_record.fingerprint("qube")
    records = [game(1, ["expert", "smart"], [0], today), game(2, ["smart", "expert"], [1], today, ms=455),
               game(3, ["expert", "smart"], [1], today), game(3, ["expert", "smart"], [1], today),
               game(4, ["expert", "smart"], [0], "0123456789ab"),
               game(5, ["smart", "expert", "smart"], [1], today)]
    result = cli_record.tally(records, cli_record.fingerprint)
    assert result["stale"] == 1 and result["repeated"] == 1
    two = result["pools"][("qube", 2, "expert,smart")]
    assert two.games == 3 and two.wins["expert"] == 2 and two.wins["smart"] == 1
    assert cli_record.pooled_percentile(two.cpu["expert"], 50) == 30.0
    assert cli_record.pooled_percentile(two.cpu["expert"], 95) == 460.0
    assert result["pools"][("qube", 3, "expert,smart,smart")].games == 1
    said = cli_record.tally_lines(result)
    assert said[0].startswith("qube 2 players, seats expert,smart: expert won 2 of 3 (66.7%, 95% interval 20.8-93.9%)"
                              ", fair share 50.0%; CPU per decision p50 <= 30 ms, p95 <= 460 ms")
    assert said[-1] == "left out: 1 games played by other code, 1 repeated"


def test_a_line_cut_short_by_a_killed_run_is_skipped(tmp_path):
    record = tmp_path / "games.jsonl"
    cli_record.append(record, game(1, ["expert", "smart"], [0], "x"))
    with record.open("a") as out:
        out.write('{"game":"qube","pla')
    assert [r["seed"] for r in cli_record.read(record)] == [1]


def test_the_command_line_refuses_a_record_without_seats_and_a_missing_tally(tmp_path):
    assert usage_problem(arguments(["simulate", "qube", "--record", str(tmp_path / "r.jsonl")])) \
        == "--record records games with --seats (a level per seat)."
    missing = tmp_path / "none.jsonl"
    assert usage_problem(arguments(["simulate", "qube", "--tally", str(missing)])) \
        == f"There is no record {missing} to tally."


def test_games_of_a_fingerprint_that_plays_the_same_count_as_today_s(monkeypatch):
    """A change that moves code without changing a move (SAME_PLAY) keeps the record's games: they pool
    with today's and a recorded run continues after their seeds; other old fingerprints stay out."""
    today = cli_record.fingerprint("qube")
    monkeypatch.setitem(cli_record.SAME_PLAY, today, (cli_record.Replayed("moved000000a"),))
    records = [game(1, ["expert", "smart"], [0], "moved000000a"), game(2, ["smart", "expert"], [1], today),
               game(3, ["expert", "smart"], [0], "0123456789ab")]
    result = cli_record.tally(records, cli_record.fingerprint)
    assert result["pools"][("qube", 2, "expert,smart")].games == 2 and result["stale"] == 1
    assert cli_record.next_seed(records[:1], "qube", ["expert", "smart"], today) == 2
    assert cli_record.next_seed(records[2:], "qube", ["expert", "smart"], today) == 1


def test_games_of_a_fingerprint_that_plays_the_same_only_at_some_counts_pool_only_there(monkeypatch):
    """A change of one player count's play (SAME_PLAY with `players`) keeps the other counts' games only."""
    today = cli_record.fingerprint("qube")
    monkeypatch.setitem(cli_record.SAME_PLAY, today, (cli_record.Replayed("moved000000a", (3,)),))
    records = [game(1, ["expert", "smart"], [0], "moved000000a"),
               game(1, ["expert", "smart", "smart"], [0], "moved000000a")]
    result = cli_record.tally(records, cli_record.fingerprint)
    assert set(result["pools"]) == {("qube", 3, "expert,smart,smart")} and result["stale"] == 1
    assert cli_record.next_seed(records, "qube", ["expert", "smart"], today) == 1
    assert cli_record.next_seed(records, "qube", ["expert", "smart", "smart"], today) == 2


def test_every_same_play_entry_names_other_fingerprints():
    for code, earlier in cli_record.SAME_PLAY.items():
        olds = [alias.fingerprint for alias in earlier]
        assert olds and code not in olds and all(len(e) == 12 for e in (code, *olds))
