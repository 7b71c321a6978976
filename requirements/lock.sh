#!/usr/bin/env bash
# Regenerate the three locks from pyproject.toml's ranges: every package at the newest version the
# ranges allow, pinned with its hashes. Then run the tests (README, "Upgrading the dependencies").
set -euo pipefail
cd "$(dirname "$0")/.."
python -m pip install -q "pip-tools>=7.4,<8"
lock() { python -m piptools compile -q --generate-hashes --strip-extras --allow-unsafe --upgrade \
    --no-header --annotation-style=line "$@" pyproject.toml; }
lock -o requirements/base.lock
lock --extra postgres -o requirements/postgres.lock
lock --extra test -o requirements/test.lock
