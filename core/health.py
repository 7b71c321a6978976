"""The health sweep: no game waits without a way forward, and no post is silently stuck.

At start-up and once an hour the bot checks every active game: each pending seat must be a person
whose clock runs (with its timers) or an AI seat with its timer. A game that lacks one gets its
clocks and timers rewritten from its state (logged). Outbox entries older than a day that could not
be delivered are logged once each. `python bot.py doctor` runs the same checks (and with `--fix`
the same repairs) on the database, with or without the bot running. No discord here.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass

from core.store import ACTIVE, BROKEN, GameRow
from core.table import Table
from engines import GAMES

log = logging.getLogger("boardhost.health")

SWEEP_SECONDS = 3600.0
STUCK_MAIL_SECONDS = 86400.0  # an entry still undelivered after this is reported


@dataclass
class Finding:
    """One thing that needs attention in one game."""

    game_id: int
    problem: str  # "stuck", "broken", "undeliverable"
    detail: str
    repaired: bool = False
    topic: str = ""  # what the log was told once (default: the problem)

    def __str__(self) -> str:
        done = " (repaired)" if self.repaired else ""
        return f"game {self.game_id}: {self.problem}: {self.detail}{done}"


async def check_games(table: Table, fix: bool) -> list[Finding]:
    """Every active or broken game: a state that loads, and a way forward; with `fix`, a game that
    lacks its clocks or timers gets them back."""
    findings = []
    for row in await table.store.games_with_status(ACTIVE, BROKEN):
        if isinstance(why := loaded(row), str):
            findings.append(Finding(row.id, "broken", why))
            continue
        try:
            missing, repaired = await table.check_clocks(row.id, fix)
        except Exception as error:
            findings.append(Finding(row.id, "broken", f"checking it failed ({type(error).__name__}: {error})"))
            continue
        if not missing:
            continue
        finding = Finding(row.id, "stuck", "; ".join(missing), repaired)
        if repaired:
            log.warning("game %s (%s) at version %s lacked its clocks or timers (%s); restored", row.id, row.game,
                        row.version, finding.detail)
        findings.append(finding)
    return findings


def loaded(row: GameRow) -> object:
    """The game's live state, or a sentence saying why it can't be read (nothing is written)."""
    if row.status == BROKEN:
        return f"its stored state could not be loaded ({row.error or 'no detail'})"
    if row.state is None and row.error:
        return row.error
    if row.game not in GAMES:
        return f"no game called {row.game!r} is installed"
    game = GAMES[row.game]
    try:
        if row.state is None:
            raise ValueError("no state stored")
        state = game.load(row.state)
        for seat in game.pending(state):
            game.actions(state, seat)
        game.outcome(state)
    except Exception as error:
        return f"its stored state does not load ({type(error).__name__}: {error})"
    return state


async def undelivered(table: Table, now: float) -> list[Finding]:
    """Outbox entries older than a day that could not be delivered: given up, or still failing. (One
    never tried yet, because the bot was stopped, is simply on its way.)"""
    rows = await table.store.stuck_mail(now - STUCK_MAIL_SECONDS)
    return [Finding(r["game_id"], "undeliverable",
                    f"outbox entry {r['id']} ({r['kind']}, {r['status']}, {(now - r['created_at']) / 3600:.0f} h old):"
                    f" {r['error']}", topic=f"outbox:{r['id']}") for r in rows]


async def report_once(table: Table, finding: Finding) -> None:
    """Log a finding the sweep could not repair, once (the notices table remembers what was told)."""
    if await table.store.notice(finding.game_id, finding.topic or finding.problem):
        log.error("needs attention: %s", finding)


async def sweep(table: Table, now: float | None = None) -> list[Finding]:
    """One sweep of the running bot: repair what can be, report the rest once."""
    findings = await check_games(table, fix=True)
    findings += await undelivered(table, time.time() if now is None else now)
    for finding in findings:
        if not finding.repaired:
            await report_once(table, finding)
    return findings


async def run_sweeps(table: Table) -> None:
    """Forever: a sweep now (start-up), then once an hour."""
    while True:
        try:
            await sweep(table)
        except Exception:
            log.exception("the health sweep failed")
        await asyncio.sleep(SWEEP_SECONDS)
