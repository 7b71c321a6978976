"""The tests' throw-away PostgreSQL server: tools/throwaway_postgres.py (the load test starts one too)."""

from tools.throwaway_postgres import TEMPLATE, Server, find_binaries, start_server

__all__ = ["TEMPLATE", "Server", "find_binaries", "start_server"]
