"""deploy/boardhost.service: the unit the README installs."""

import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_systemd_unit_restarts_on_failure_and_stops_with_sigterm():
    unit = configparser.ConfigParser(interpolation=None, strict=False)
    unit.optionxform = str
    unit.read(ROOT / "deploy" / "boardhost.service")
    service = unit["Service"]
    folder = service["WorkingDirectory"]
    assert service["ExecStart"] == f"{folder}/.venv/bin/python {folder}/bot.py"
    assert service["Restart"] == "on-failure" and service["KillSignal"] == "SIGTERM"
    assert int(service["TimeoutStopSec"]) > 3  # more than the outbox's grace (cogs/bot.py)
    assert unit["Install"]["WantedBy"] == "multi-user.target"
    readme = (ROOT / "README.md").read_text()
    assert "sudo cp deploy/boardhost.service /etc/systemd/system/" in readme and f"{folder}" in readme
    assert f"--home {folder} {service['User']}" in readme


def test_the_shard_template_unit_runs_one_range_of_shards_per_instance():
    units = []
    for name in ("boardhost.service", "boardhost@.service"):
        unit = configparser.ConfigParser(interpolation=None, strict=False)
        unit.optionxform = str
        unit.read(ROOT / "deploy" / name)
        units.append(unit)
    single, template = units
    assert "SHARD_IDS=%i" in template.get("Service", "Environment")  # boardhost@0-3: SHARD_IDS=0-3
    for key in ("ExecStart", "WorkingDirectory", "User", "Restart", "KillSignal", "TimeoutStopSec"):
        assert template["Service"][key] == single["Service"][key], key
    readme = (ROOT / "README.md").read_text()
    assert "sudo cp deploy/boardhost@.service /etc/systemd/system/" in readme
    assert "sudo systemctl enable --now boardhost@0-3 boardhost@4-7" in readme
