"""Issue 36: `/games mine` in a DM lists the person's games of two servers and plays one; the panel's
Next game button; `/games` is offered in DMs while each game's own commands stay in servers."""

from __future__ import annotations

import pytest

from .boardhost import make_bot, open_table, until_moved


@pytest.fixture
async def two_servers(fake_discord, run_bot, database, with_tally):
    """Boardhost in the fake's server and in a second one (the same members)."""
    other, general = fake_discord.add_guild()
    instance = make_bot(database)
    async with run_bot(instance):
        yield instance, other, general


async def test_games_mine_in_a_dm_lists_games_of_two_servers_and_plays_one(fake_discord, two_servers):
    fake, (bot, other, other_general) = fake_discord, two_servers
    alice, bob, carol = fake.users["alice"], fake.users["bob"], fake.users["carol"]
    here, _ = await open_table(fake, "tally", alice, [bob], options={"turn_hours": 24})
    table = bot.desk.table
    row = await table.open_lobby("tally", carol.id, "Carol", guild_id=other, channel_id=other_general)
    await table.join(row.id, alice.id, "Alice")
    await table.start(row.id, carol.id)  # game 2, in the other server: carol's turn
    dm = fake.dm_channel_for(alice)
    with pytest.raises(AssertionError, match="not offered in a DM"):
        await fake.send_slash("tally new", {}, user=alice, channel=dm)  # a game's commands: servers only
    iid = await fake.send_slash("games list", {}, user=alice, channel=dm)
    await fake.wait_callback(iid)
    assert "works in a server" in fake.original(iid).content
    iid = await fake.send_slash("games mine", {}, user=alice, channel=dm)
    await fake.wait_callback(iid)
    listing = fake.original(iid)
    lines = listing.content.splitlines()
    assert lines[0] == "**Your 2 games:**"
    assert lines[1].startswith("#1 Tally · ") and "**your move**, time runs out <t:" in lines[1]
    assert f"<#{here}>" in lines[1]
    assert lines[2].startswith("#2 Tally · ") and "waiting for Carol" in lines[2]
    names = {fake.guild_id: lines[1], other: lines[2]}
    assert all(str(guild) not in line for guild, line in names.items())  # servers by name, not by number
    assert [b.label for b in listing.buttons] == ["Play #1"]
    iid = await fake.click_button(listing, listing.buttons[0].custom_id, user=alice)
    await fake.wait_callback(iid)
    panel = fake.original(iid)
    assert panel.ephemeral and "Tally · game #1" in panel.content
    # she moves from that panel; once carol moves in game 2, the panel of game 1 offers it as her next game
    version = (await bot.store.get_game(1)).version
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
    await until_moved(fake, bot, 1, version)
    second = await bot.store.get_game(2)
    await table.act(2, carol.id, "swap", second.version)
    iid = await fake.click_button(listing, listing.buttons[0].custom_id, user=alice)
    await fake.wait_callback(iid)
    panel = fake.original(iid)
    nxt = panel.item(label="Next game: #2 ▶")
    iid = await fake.click_button(panel, nxt.custom_id, user=alice)
    await fake.wait_callback(iid)
    assert "Tally · game #2" in fake.original(iid).content


async def test_games_is_installable_to_a_person_and_each_games_commands_stay_in_servers(fake_discord, two_servers):
    registered = {c["name"]: c for c in fake_discord.commands[None]}
    assert (sorted(registered["games"]["contexts"]), sorted(registered["games"]["integration_types"])) == \
        ([0, 1, 2], [0, 1])
    for name, command in registered.items():
        if name != "games":
            assert (command["contexts"], command.get("integration_types", [0])) == ([0], [0]), name
