"""People's notification preferences, kept per user (all servers): reminder DMs on or off, and
whether a DM tells them it is their turn (besides the thread's ping, or instead of it). No discord
here; the clock (core/table.py) and the outbox's turn posts (cogs/mail.py) read them."""

from __future__ import annotations

from dataclasses import dataclass

from core.store import Store

TURN_DM = ("off", "also", "instead")  # no DM; a DM besides the ping; a DM and no ping


@dataclass(frozen=True)
class Prefs:
    reminders: bool = True
    turn_dm: str = "off"

    @property
    def pinged(self) -> bool:
        """The thread's turn post pings them (not when they asked for a DM instead)."""
        return self.turn_dm != "instead"


async def get(store: Store, user_id: int) -> Prefs:
    rows = await store.fetch("SELECT reminders, turn_dm FROM prefs WHERE user_id = ?", (user_id,))
    if not rows:
        return Prefs()
    return Prefs(bool(rows[0]["reminders"]), TURN_DM[rows[0]["turn_dm"]])


async def put(store: Store, user_id: int, prefs: Prefs) -> None:
    await store.write("INSERT INTO prefs (user_id, reminders, turn_dm) VALUES (?, ?, ?) ON CONFLICT (user_id)"
                      " DO UPDATE SET reminders = excluded.reminders, turn_dm = excluded.turn_dm",
                      (user_id, int(prefs.reminders), TURN_DM.index(prefs.turn_dm)))
