"""Every slash command's description, option description and choice name, in English, as the domain
"commands": the `Translator` below gives Discord their translations (command and option
NAMES stay English: the texts quote `/games back`). Keys: a group's name ("games"), a command's
qualified name with dots ("games.cancel"), an option after it ("games.cancel.game"); the commands every
game shares (`/<game> play`, …) under "table"; a choice after its option ("table.practice.ai_level.smart").
Discord allows 100 characters in each, translations included."""

from __future__ import annotations

import discord
from discord import app_commands

from engines.i18n import LOCALES, SOURCE, Domain, Template, locale_of, say

TEXTS: dict[str, Template] = {
    # ---- the commands every game shares: /<game> practice, play, move, board, rules, and new's clock ----
    "table.practice": "Practise: a game with you and AI seats, no clock, own thread",
    "table.practice.ai_level": "How strong the AI seats play",
    # the choices of /<game> practice ai_level
    "table.practice.ai_level.smart": "Smart AI",
    "table.practice.ai_level.random": "Easy AI",
    "table.play": "Open your private panel: your hand and your moves",
    "table.play.game": "Which game (its number), when this is not its thread",
    "table.move": "Make a move by typing it (autocomplete lists them)",
    "table.move.action": "Start typing; the list shows your legal moves",
    "table.move.game": "Which game (its number), when this is not its thread",
    "table.board": "Show the table's current picture (only to you)",
    "table.rules": "Read the rules page",
    "table.rules.section": "Which part of the rules (leave empty for the overview)",
    # the turn_hours option of every /<game> new: how long each decision may take
    "table.new.turn_hours": "How long each decision may take",
    # the choices of turn_hours: no limit, or a number of hours (12 to 168)
    "table.new.turn_hours.none": "no time limit",
    "table.new.turn_hours.hours": "{hours} h per decision",
    # the daily_deadline option of every /<game> new, instead of hours per decision
    "table.new.daily_deadline": "Instead: every decision due daily by this time on your clock (21:00, or 21:00 8)",
    # ---- /moonbots ----
    "moonbots": "Moon-Bots: build a robot, be the last one standing",
    "moonbots.new": "Open a Moon-Bots lobby (2-4 players) in a new thread",
    "moonbots.new.reaction_minutes": "How long a reaction window waits before it passes by itself",
    "moonbots.new.overtime_round": "Round from which robots lose energy as their turns start (0: never)",
    # ---- /qube ----
    "qube": "Qube Attack: hold the moons, reach 64 points",
    "qube.new": "Open a Qube Attack lobby (2-6 players) in a new thread",
    "qube.new.rotate_first": "Not in the rulebook: the first player passes clockwise each round",
    "qube.new.cubes_lost_for_good": "A hit cube is lost for good instead of returning to its owner's 20 cubes",
    # ---- /proponi ----
    "proponi": "Proponi, Progetta & Installa: keep a building's HVAC healthy for 9 years",
    "proponi.new": "Open a Proponi, Progetta & Installa lobby (3-6 players)",
    "proponi.new.difficulty": "Health each floor loses every year on top of its black gears (1-3)",
    "proponi.new.start_at_5": "Harder: every floor starts at health 5 instead of 6",
    "proponi.new.permanent_gears": "Harder: +1/+2/+3 permanent black gears per floor at 3/4/5-6 players",
    "proponi.new.tenth_year": "Harder: a tenth year of contract",
    "proponi.new.tornaconto": "Variant: a proposal may replace another player's for 1 coin",
    "proponi.new.concorrenza": "Variant Concorrenza Spietata: take over other players' cubes",
    # ---- /botfactory ----
    "botfactory": "Bot Factory: build robots in a four-board factory",
    "botfactory.new": "Open a Bot Factory lobby (1-4 players) in a new thread",
    "botfactory.new.solo_target": "Solo game: the score to reach to win",
    "botfactory.new.last_round": "The game ends after this round at the latest (0: never)",
    # ---- /century ----
    "century": "20th Century: land, technology and garbage",
    "century.new": "Open a 20th Century lobby (3-5 players) in a new thread",
    "century.new.scoring_cards": "Use a scoring card after rounds II and IV (leave off for a first game)",
    "century.bid": "Name any amount: your limit, opening bid or science limit",
    "century.bid.amount": "The amount (leave empty to type it in a form)",
    # ---- /games ----
    "games": "Your board games in this server",
    "games.list": "Your games here, whose turn it is, and every open game's thread",
    "games.cancel": "Cancel a game (its host, or someone with Manage Server)",
    "games.cancel.game": "The game's number, as shown by /games list",
    "games.away": "Pause your turn clocks in this server's games for some days",
    "games.away.days": "How many days (1 to 30)",
    "games.away.note": "A word for the others (optional)",
    "games.back": "End your away time early and take back seats the AI plays",
    "games.resign": "Leave a game: the AI plays your seat to the end",
    "games.resign.game": "The game's number, as shown by /games list",
    "games.seat": "Give a seat the AI plays, or its person left, to a member (host or Manage Server)",
    "games.seat.game": "The game's number",
    "games.seat.seat": "The seat's number: 1 for seat A, 2 for seat B, …",
    "games.seat.user": "The member who takes the seat",
    "games.stats": "Games played, won, resigned and timed out in this server",
    "games.stats.user": "Whose stats (yours if empty)",
    "games.stats.game": "Only this game",
    "games.leaderboard": "Ratings in this server for one game (AI levels too)",
    "games.leaderboard.game": "Which game",
    "games.history": "A game's turns one at a time, with ◀ ▶ (only to you)",
    "games.history.game": "The game's number",
    "games.history.turn": "Start at this turn (the last one if empty)",
    "games.notify": "Your notifications: reminder DMs, a DM when it's your turn",
    "games.notify.reminders": "Reminder DMs before your time runs out",
    "games.notify.turn_dm": "A DM when it's your turn",
    "games.mine": "All your games in every server: whose turn, your deadline, Play (works in DMs too)",
    "games.settings": "This server's settings for new games (Manage Server); no option: see them",
    "games.settings.channel": "The only channel where games open",
    "games.settings.anywhere": "Games open in any channel again",
    "games.settings.threads": "Each game in its own thread (off: in the channel itself)",
    "games.settings.starters": "Who may start games: this role (@everyone: everyone)",
    "games.settings.turn_hours": "A new lobby's clock unless its host chooses one",
    "games.settings.language": "A new lobby's language (else its host's)",
    "games.settings.games": "The games offered: their keys (moonbots qube …) or all",
    "games.pause": "Pause a game's clocks for some days, once everyone at its table agrees",
    "games.pause.game": "The game's number, as shown by /games list",
    "games.pause.days": "How many days (1 to 7; 14 in a whole game); 0 ends the pause",
    "games.notify.timezone": "Your time zone (start typing a city: Europe/Rome, America/New_York)",
    "games.notify.quiet": "Quiet hours without DMs, in your time zone: 22-08, 23:30-7, or off",
    # the choices of /games notify turn_dm
    "games.notify.turn_dm.off": "no DM (the thread pings me)",
    "games.notify.turn_dm.also": "a DM besides the thread's ping",
    "games.notify.turn_dm.instead": "a DM instead of the thread's ping",
    "games.signout": "Sign out of the table in the browser on every browser and device",
    "games.language": "The language of your DMs and reminders (panels follow your Discord's language)",
    "games.language.language": "Which language; leave empty to see your choice",
    # the choice of /games language that follows the language of the person's Discord app
    "games.language.language.discord": "Follow my Discord's language",
    # ---- /help ----
    "help": "What this bot does, its games and its commands, and how to choose a language",
}

DOMAIN = Domain("commands", TEXTS, __file__)
text = DOMAIN.text
SHARED = "table"  # the prefix of the commands every game's group has
LIMIT = 100  # Discord's longest description or choice name


def described(key: str, **fields: object) -> app_commands.locale_str:
    """The English text of `key` for a decorator or a choice, carrying its key (and fields) so the
    translator finds it wherever it sits."""
    return app_commands.locale_str(str(text(key, **fields)), key=key, **fields)


def key_of(string: app_commands.locale_str, context: app_commands.TranslationContext) -> str | None:
    """The key of a description or choice name: the one it carries, else where it sits in the tree."""
    if "key" in string.extras:
        return string.extras["key"]
    where, data = context.location, context.data
    location = app_commands.TranslationContextLocation
    if where in (location.command_description, location.group_description):
        path = data.qualified_name.split()
    elif where is location.parameter_description:
        path = [*data.command.qualified_name.split(), data.name]
    else:
        return None
    key = ".".join(path)
    if key not in TEXTS and len(path) > 1:  # a shared command under a game's group
        key = ".".join([SHARED, *path[1:]])
    return key if key in TEXTS else None


def translated(key: str, locale: str, **fields: object) -> str:
    """The command text `key` in `locale` (cut at Discord's limit, which the catalog test checks)."""
    return say(text(key, **fields), locale)[:LIMIT]


class Translator(app_commands.Translator):
    """Descriptions, option descriptions and choice names in Italian, Spanish, French and German
    (Discord's it, es-ES, es-419, fr, de); English is the commands' own text; names stay English."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        language = locale_of(locale)
        if language == SOURCE or language not in LOCALES:
            return None
        key = key_of(string, context)
        if key is None:
            return None
        fields = {k: v for k, v in string.extras.items() if k != "key"}
        said = translated(key, language, **fields)
        return said if said != string.message else None


def localise(tree: app_commands.CommandTree) -> None:
    """Make every option's description translatable: discord.py translates only an option description
    given as a `locale_str` (commands' and groups' it wraps itself), and an option left undescribed
    ("…", the shared `turn_hours`) gets its text from this domain."""
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Group):
            continue
        for parameter in command._params.values():  # discord.py keeps no public setter for these
            description = parameter.description
            key = f"{SHARED}.{command.name}.{parameter.name}"
            if str(getattr(description, "message", description)) == "…" and key in TEXTS:
                parameter.description = described(key)
            elif not isinstance(description, app_commands.locale_str):
                parameter.description = app_commands.locale_str(description)
