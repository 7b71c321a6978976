"""People's preferences, kept per user (all servers): reminder DMs on or off, whether a DM tells them
it is their turn (besides the thread's ping, or instead of it), and the language of their DMs and
reminders (their own choice, else the last Discord locale seen from them, else the game's), their
time zone and quiet hours (no reminder or turn DM reaches them in those hours: it waits for their end). No
discord here; the clock (core/table/clock.py) and the outbox (cogs/mail.py) read them."""

from __future__ import annotations

from dataclasses import dataclass

from core.clock import quiet_end
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
    time_zone: str | None = None  # an IANA name; None: not chosen (UTC)
    quiet: tuple[int, int] | None = None  # quiet hours, minutes after their local midnight (from, to)

    @property
    def pinged(self) -> bool:
        """The thread's turn post pings them (not when they asked for a DM instead)."""
        return self.turn_dm != "instead"

    def speaks(self, game_locale: str) -> str:
        """The language of this person's DMs and reminders about a game in `game_locale`."""
        if self.language and self.language != FOLLOW:
            return locale_of(self.language)
        return locale_of(self.seen_locale) if self.seen_locale else locale_of(game_locale)

    def quiet_until(self, now: float) -> float | None:
        """The end of their quiet hours when `now` is within them (a DM waits till then); else None."""
        return quiet_end(now, self.time_zone, self.quiet)


async def get(store: Store, user_id: int) -> Prefs:
    row = await store.prefs_row(user_id)
    if row is None:
        return Prefs()
    reminders, turn_dm, language, seen_locale, time_zone, quiet_from, quiet_to = row
    quiet = (quiet_from, quiet_to) if quiet_from is not None and quiet_to is not None else None
    return Prefs(bool(reminders), TURN_DM[turn_dm], language, seen_locale, time_zone, quiet)


async def put(store: Store, user_id: int, prefs: Prefs) -> None:
    """Store the notification and language choices (the locale seen is kept by `seen`)."""
    await store.put_prefs(user_id, int(prefs.reminders), TURN_DM.index(prefs.turn_dm), prefs.language)
    await store.put_time_prefs(user_id, prefs.time_zone, *(prefs.quiet or (None, None)))


async def seen(store: Store, user_id: int, locale: str) -> None:
    """Remember the language of the person's latest interaction (their Discord's, mapped)."""
    await store.put_seen_locale(user_id, locale)
