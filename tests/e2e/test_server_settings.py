"""Issue 36: `/games settings` (Manage Server only) and `/<game> new` obeying it, through the real
discord.py client: the channel games open in and threads, who may start games, the default clock and
language, which games are offered."""

from __future__ import annotations

import pytest

from .boardhost import answer, make_bot


@pytest.fixture
async def hosts(fake_discord, run_bot, database, with_tally):
    """Boardhost, with a "Hosts" role that bob holds (made before the bot connects, as a server has it)."""
    role = fake_discord._add_role("Hosts", 0)
    fake_discord.users["bob"].roles.append(role)
    instance = make_bot(database)
    async with run_bot(instance):
        yield instance, role


async def test_settings_are_for_admins_and_new_lobbies_obey_them(fake_discord, hosts):
    fake, (bot, role) = fake_discord, hosts
    eve, bob, mod, carol = (fake.users[n] for n in ("eve", "bob", "mod", "carol"))
    said = await answer(fake, "games settings", {"threads": False}, eve)
    assert said == "Only someone with Manage Server can change this server's settings for new games."
    assert await bot.store.server_settings_row(fake.guild_id) is None
    said = await answer(fake, "games settings", {}, mod)
    assert "Games open in any channel." in said and "Games offered: every game." in said
    assert "There is no game called “chess”" in await answer(fake, "games settings", {"games": "tally chess"}, mod)
    assert await bot.store.server_settings_row(fake.guild_id) is None  # a refusal changes nothing
    said = await answer(fake, "games settings", {"channel": fake.other, "threads": False, "starters": role,
                                                 "turn_hours": 12, "language": "it", "games": "tally"}, mod)
    assert f"Games open in <#{fake.other}>." in said and "own thread: **off**" in said
    assert f"<@&{role}>" in said and "**12 h per decision**" in said and "Games offered: Tally." in said
    # refusals of /tally new, each a sentence: the wrong channel, a member without the role
    assert f"Games open in <#{fake.other}> on this server." in await answer(fake, "tally new", {}, bob)
    assert "Only members with the" in await answer(fake, "tally new", {}, carol, channel=fake.other)
    # bob holds the role: the lobby opens in that channel, in Italian, on the server's clock, no thread
    threads_before = len(fake.threads())
    iid = await fake.send_slash("tally new", {}, user=bob, channel=fake.other)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    assert not lobby.ephemeral and lobby.channel_id == fake.other
    row = await bot.store.get_game(1)
    assert (row.turn_hours, row.locale, row.thread_id) == (12, "it", None)
    assert len(fake.threads()) == threads_before
    # a host's own clock still wins; and everyone may start games once the role is @everyone
    iid = await fake.send_slash("tally new", {"turn_hours": 24}, user=mod, channel=fake.other)
    await fake.wait_callback(iid)
    assert (await bot.store.get_game(2)).turn_hours == 24
    await answer(fake, "games settings", {"starters": fake.guild_id, "anywhere": True}, mod)
    iid = await fake.send_slash("tally new", {}, user=carol)
    await fake.wait_callback(iid)
    assert not fake.original(iid).ephemeral and (await bot.store.get_game(3)).channel_id == fake.general
