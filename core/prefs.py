"""People's preferences, kept per user (all servers): reminder DMs on or off, whether a DM tells them
it is their turn (besides the thread's ping, or instead of it), and the language of their DMs and
reminders (their own choice, else the last Discord locale seen from them, else the game's). No
discord here; the clock (core/table/clock.py) and the outbox (cogs/mail.py) read them."""

from __future__ import annotations

from dataclasses import dataclass

from core.store import Store
from engines.i18n import locale_of

TURN_DM = ("off", "also", "instead")  # no DM; a DM besides the ping; a DM and no ping
FOLLOW = "discord"  # the language choice that follows the person's Discord locale


@dataclass(frozen=True)
class Prefs:
    reminders: bool = True
    turn_dm: str = "off"
    language: str | None = None  # a language code, FOLLOW, or None (not chosen)
    seen_locale: str | None = None  # the last Discord locale seen from them (a language code)

    @property
    def pinged(self) -> bool:
        """The thread's turn post pings them (not when they asked for a DM instead)."""
        return self.turn_dm != "instead"

    def speaks(self, game_locale: str) -> str:
        """The language of this person's DMs and reminders about a game in `game_locale`."""
        if self.language and self.language != FOLLOW:
            return locale_of(self.language)
        return locale_of(self.seen_locale) if self.seen_locale else locale_of(game_locale)


async def get(store: Store, user_id: int) -> Prefs:
    row = await store.prefs_row(user_id)
    if row is None:
        return Prefs()
    reminders, turn_dm, language, seen_locale = row
    return Prefs(bool(reminders), TURN_DM[turn_dm], language, seen_locale)


async def put(store: Store, user_id: int, prefs: Prefs) -> None:
    """Store the notification and language choices (the locale seen is kept by `seen`)."""
    await store.put_prefs(user_id, int(prefs.reminders), TURN_DM.index(prefs.turn_dm), prefs.language)


async def seen(store: Store, user_id: int, locale: str) -> None:
    """Remember the language of the person's latest interaction (their Discord's, mapped)."""
    await store.put_seen_locale(user_id, locale)
