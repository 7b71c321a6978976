"""Run a bot script against a fake Discord: `FAKE_DISCORD_URL=http://127.0.0.1:PORT python
tools/run_patched.py bot.py [args]`. Points discord.py's REST base and gateway URL at the fake, then
runs the script as __main__ (the script's own argv is [script, *args]). `-m MODULE [args]` runs a module."""

from __future__ import annotations

import os
import runpy
import sys

import discord
import yarl


def patch(base_url: str) -> None:
    base_url = base_url.rstrip("/")
    discord.http.Route.BASE = base_url + "/api/v10"
    gateway = base_url.replace("http://", "ws://", 1) + "/gateway"
    ws = discord.gateway.DiscordWebSocket
    ws.DEFAULT_GATEWAY = yarl.URL(gateway) if isinstance(ws.DEFAULT_GATEWAY, yarl.URL) else gateway


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("usage: FAKE_DISCORD_URL=http://127.0.0.1:PORT python tools/run_patched.py SCRIPT [ARGS...]")
    url = os.environ.get("FAKE_DISCORD_URL")
    if not url or not url.startswith("http://127.0.0.1:"):
        sys.exit("FAKE_DISCORD_URL must be http://127.0.0.1:PORT (the fake only listens on loopback)")
    patch(url)
    if sys.argv[1] == "-m" and len(sys.argv) > 2:
        sys.argv = sys.argv[2:]
        sys.path.insert(0, os.getcwd())
        runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
        return
    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
