"""The desk: the Discord front end of the table service, one per bot. It answers every component press
(a press's verb picks its handler: the shared ones below, or one a cog names in its `presses`), turns
refusals into sentences in the presser's language, and holds the lobby (cogs/lobby.py) and the
private panels (cogs/panel.py). No rules here: everything a player may do comes from the engine's
actions() through the table service.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from types import MappingProxyType

import discord

from cogs import answer, ui
from cogs.lobby import LobbyDesk, shown_names
from cogs.panel import PanelDesk
from cogs.texts import text
from cogs.ui import Verb, locale_here
from core.table import Outdated, TableError

log = logging.getLogger("boardhost.discord")

Handler = Callable[["Desk", discord.Interaction, ui.Press, list[str]], Awaitable[None]]


class Desk(LobbyDesk, PanelDesk):
    """Answers every component press and tells players what happened. Panels and ephemeral answers
    speak the presser's language (their Discord's); lobby messages the game's."""

    # -- answering safely (the answer itself: DeskBase.reply) ---------------------------------

    async def remember_locale(self, interaction: discord.Interaction) -> None:
        """Keep the language of the person's latest interaction: their DMs and reminders use it when
        they chose none (`/games language`). Written only when it changed."""
        user, locale = interaction.user.id, locale_here(interaction)
        if self._seen.get(user) != locale:
            await self.table.seen_locale(user, locale)
            self._seen[user] = locale

    async def guarded(self, interaction: discord.Interaction, game_id: int | None,
                      work: Callable[[], Awaitable[None]]) -> None:
        """Run a handler; turn refusals into sentences (in the presser's language) and surprises into
        an apology. The bot's close waits for it (`settle`)."""
        task = asyncio.current_task()
        assert task is not None  # a coroutine always runs in a task
        self.handling.add(task)
        try:
            await self.remember_locale(interaction)
            await work()
        except Outdated as error:
            await self.reply(interaction, error.args[0], self.names_for(error, interaction))
            if game_id is not None:
                await self.send_panel(interaction, game_id)  # after the sentence: a followup
        except TableError as error:
            await self.reply(interaction, error.args[0], self.names_for(error, interaction))
        except discord.Forbidden as error:
            log.warning("game %s: missing permission: %s", game_id, error.text)
            await self.reply(interaction, text("forbidden", detail=error.text))
        except Exception:
            log.exception("game %s: handling an interaction failed", game_id)
            await self.reply(interaction, text("apology"))
        finally:
            self.handling.discard(task)

    @staticmethod
    def names_for(error: TableError, interaction: discord.Interaction) -> list[str] | None:
        """The names a refusal's seat tokens stand for, in the presser's language."""
        return shown_names(error.row, locale_here(interaction)) if error.row is not None else None

    # -- presses ---------------------------------------------------------------------------

    async def on_press(self, interaction: discord.Interaction, raw_id: str, values: list[str]) -> None:
        press = ui.parse_press(raw_id)
        handler = self.handler(press.verb) if press else None
        if press is None or handler is None:
            await self.guarded(interaction, None, lambda: self.reply(interaction, text("unknown_press")))
            return
        if press.verb in OPENS_A_FORM:  # a form can only be the first answer: never acknowledged before it
            await self.guarded(interaction, press.game_id, lambda: handler(interaction, press, values))
            return
        async with answer.in_time(interaction):
            await self.guarded(interaction, press.game_id, lambda: handler(interaction, press, values))

    def handler(self, verb: Verb) -> Callable[[discord.Interaction, ui.Press, list[str]], Awaitable[None]] | None:
        """What answers a press of `verb`: a shared handler, else the method a loaded cog names for it in
        its `presses` (Century's amount form, the pages of `/games list`)."""
        shared = PRESSES.get(verb)
        if shared is not None:
            return lambda interaction, press, values: shared(self, interaction, press, values)
        for cog in self.bot.cogs.values():
            name = getattr(cog, "presses", {}).get(verb)
            if name is not None:
                return getattr(cog, name)
        return None



PRESSES: Mapping[Verb, Handler] = MappingProxyType({
    Verb.JOIN: LobbyDesk.press_lobby, Verb.LEAVE: LobbyDesk.press_lobby, Verb.ADD_AI: LobbyDesk.press_lobby,
    Verb.REMOVE_AI: LobbyDesk.press_lobby, Verb.CANCEL: LobbyDesk.press_lobby, Verb.LANGUAGE: LobbyDesk.press_lobby,
    Verb.TAKEOVER: LobbyDesk.press_lobby,
    Verb.START: LobbyDesk.press_start, Verb.REMATCH: LobbyDesk.press_rematch,
    Verb.PLAY: PanelDesk.press_play, Verb.ACT: PanelDesk.press_act, Verb.SELECT: PanelDesk.press_select,
    Verb.PAGE: PanelDesk.press_page, Verb.TABLE: PanelDesk.press_table, Verb.TAKE_BACK: PanelDesk.press_back,
    Verb.SINCE: PanelDesk.press_since, Verb.HISTORY: PanelDesk.press_history, Verb.UNDO: PanelDesk.press_undo,
    Verb.RULES: PanelDesk.press_rules,
})  # the shared press verbs; a game's own are named on its cog (GameCog.presses)
OPENS_A_FORM = frozenset({Verb.AMOUNT})  # presses answered with a form (a modal), which Discord takes only first
