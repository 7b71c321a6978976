"""Slash commands in five languages: every description, option description and choice name of every
cog has its key in the "commands" domain (English equal to the decorator's), the translator gives
Discord each translation (it, es-ES, es-419, fr, de) while names stay English, and no translation
is longer than Discord allows."""

import discord
import pytest
from discord import app_commands

from cogs import commands as cmds
from cogs.bot import boardhost
from cogs.desk import Desk
from core.config import Config, Shards
from engines.i18n import LANGUAGE_NAMES, LOCALES, SOURCE, say


@pytest.fixture
async def bot():
    bot = boardhost(Config(token="t", database="games.db", ai_delay=0, dev_guild=None, log_level="INFO",
                           shards=Shards()))
    bot.desk = Desk(bot, None)
    for extension in bot.extensions_to_load:
        await bot.load_extension(extension)
    cmds.localise(bot.tree)
    await bot.tree.set_translator(cmds.Translator())
    yield bot


def texts_of(bot) -> list[tuple[str | None, dict, str]]:
    """(key, fields, English as the tree holds it) for every description and choice name in the tree."""
    location = app_commands.TranslationContextLocation
    found = []
    for command in bot.tree.walk_commands():
        where = location.group_description if isinstance(command, app_commands.Group) else \
            location.command_description
        string = command._locale_description
        found.append(entry(string, app_commands.TranslationContext(where, command)))
        if isinstance(command, app_commands.Group):
            continue
        for parameter in command.parameters:
            string = command._params[parameter.name].description
            assert isinstance(string, app_commands.locale_str), f"{command.qualified_name} {parameter.name}"
            context = app_commands.TranslationContext(location.parameter_description, parameter)
            found.append(entry(string, context))
            for choice in parameter.choices:
                if LANGUAGE_NAMES.get(choice.value) == choice.name:
                    continue  # a language in its own words ("Italiano") is the same in every language
                context = app_commands.TranslationContext(location.choice_name, choice)
                assert choice._locale_name is not None, f"{command.qualified_name} {parameter.name} {choice.name}"
                found.append(entry(choice._locale_name, context))
    return found


def entry(string: app_commands.locale_str, context: app_commands.TranslationContext) -> tuple:
    return cmds.key_of(string, context), {k: v for k, v in string.extras.items() if k != "key"}, string.message


async def test_every_command_text_has_its_key_with_the_same_english(bot):
    found = texts_of(bot)
    assert len(found) > 100
    missing = [english for key, _, english in found if key is None]
    assert not missing, f"not in cogs/commands.py: {missing}"
    wrong = [(key, english) for key, fields, english in found if cmds.text(key, **fields) != english]
    assert not wrong, f"cogs/commands.py says otherwise: {wrong}"
    unused = set(cmds.TEXTS) - {key for key, _, _ in found}
    assert not unused, f"keys no command uses: {unused}"


async def test_the_translator_gives_each_language_and_keeps_names_english(bot, monkeypatch):
    monkeypatch.setattr(cmds, "translated", lambda key, locale, **fields: f"{locale}:{key}:{fields}")
    games = next(c for c in bot.tree.get_commands() if c.name == "games")
    payload = await games.get_translated_payload(bot.tree, bot.tree.translator)
    assert payload["description_localizations"] == {
        "it": "it:games:{}", "es-ES": "es:games:{}", "es-419": "es:games:{}", "fr": "fr:games:{}", "de": "de:games:{}"}
    assert not payload.get("name_localizations"), payload.get("name_localizations")
    cancel = next(o for o in payload["options"] if o["name"] == "cancel")
    assert cancel["description_localizations"]["de"] == "de:games.cancel:{}"
    assert cancel["options"][0]["description_localizations"]["it"] == "it:games.cancel.game:{}"
    assert not cancel.get("name_localizations") and not cancel["options"][0].get("name_localizations")
    notify = next(o for o in payload["options"] if o["name"] == "notify")
    turn_dm = next(o for o in notify["options"] if o["name"] == "turn_dm")
    assert turn_dm["choices"][0]["name_localizations"]["fr"] == "fr:games.notify.turn_dm.off:{}"
    qube = next(c for c in bot.tree.get_commands() if c.name == "qube")
    payload = await qube.get_translated_payload(bot.tree, bot.tree.translator)
    new = next(o for o in payload["options"] if o["name"] == "new")
    hours = next(o for o in new["options"] if o["name"] == "turn_hours")
    assert hours["description_localizations"]["es-ES"] == "es:table.new.turn_hours:{}"
    assert hours["choices"][1]["name_localizations"]["it"] == "it:table.new.turn_hours.hours:{'hours': 12}"
    play = next(o for o in payload["options"] if o["name"] == "play")
    assert play["description_localizations"]["fr"] == "fr:table.play:{}"


async def test_english_and_unknown_locales_keep_the_commands_own_text(bot):
    string = app_commands.locale_str("Which game", key="games.leaderboard.game")
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    for locale in ("en-US", "en-GB", "pt-BR", "ja"):
        assert await bot.tree.translator.translate(string, discord.Locale(locale), context) is None


@pytest.mark.parametrize("locale", [locale for locale in LOCALES if locale != SOURCE])
def test_no_translation_is_longer_than_discord_allows(locale):
    fields = {"hours": 168}
    long = {key: say(cmds.text(key, **fields), locale) for key in cmds.TEXTS}
    assert {key: said for key, said in long.items() if len(said) > cmds.LIMIT} == {}
