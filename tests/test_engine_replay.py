"""Seeded random playouts of Proponi, Bot Factory and 20th Century play exactly as they did before the
engines were made quicker (issue 32): the same moves, the same final state stored byte for byte, the
same outcome, and (for one seed per table size) the same views, prompts, actions, labels and events at
every step. The hashes in tests/data/engine_replays.json were recorded from the engines before any of
that work; a change that alters a rule on purpose records them again (`python -m tests.support.fingerprint`)
and says why in its commit."""

from __future__ import annotations

import json

import pytest

from engines import GAMES
from tests.support.fingerprint import DETAILED_SEEDS, FIXTURE, cases, fingerprint

RECORDED = json.loads(FIXTURE.read_text())


def test_the_fixture_covers_every_case() -> None:
    assert sorted(RECORDED) == sorted(f"{key}/{players}/{seed}" for key, players, seed in cases())


@pytest.mark.parametrize(("key", "players", "seed"), cases(), ids=lambda v: str(v))
def test_a_seeded_random_playout_is_as_recorded(key: str, players: int, seed: int) -> None:
    assert fingerprint(GAMES[key], players, seed, seed in DETAILED_SEEDS) == RECORDED[f"{key}/{players}/{seed}"]
