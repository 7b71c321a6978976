"""Undo in a real game through the real discord.py client: Bot Factory offers it after a worker is
placed and takes it back; after a project whose row draws a part, it offers nothing and refuses."""

from __future__ import annotations

import pytest

from core.table import TableError

from .boardhost import choose, latest_post, make_bot, open_panel, open_table, person_to_act

PROJECTS = 2  # the board's index in Bot Factory (Assembly, Production, Projects, Finance)


@pytest.fixture
async def bot(fake_discord, run_bot, tmp_path):
    instance = make_bot(tmp_path / "boardhost.db", ai_delay=0.0)
    async with run_bot(instance):
        yield instance


def has_undo(message) -> bool:
    return any(b.label.startswith("↩️ Undo") for b in message.buttons)


async def test_bot_factory_undoes_a_placement_and_refuses_after_a_part_drawn(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "botfactory", alice, [bob], seed=(bot, 7))
    users = {alice.id: alice, bob.id: bob}
    first = users[await person_to_act(fake, bot, 1)]
    other = bob if first is alice else alice
    panel = await open_panel(fake, latest_post(fake, thread), first)
    assert not has_undo(panel)  # nothing to take back yet
    mark = fake.mark()
    await fake.wait_callback(await choose(fake, panel, f"go:{PROJECTS}.1", first))
    panel = fake.find_message(panel.id)
    assert has_undo(panel)  # a worker placed turns no tile: the other player has not acted yet
    seat = (await bot.store.get_game(1)).seat_of(first.id)
    assert (await bot.store.get_game(1)).state["workers"][seat] == [PROJECTS, 1]
    await fake.wait_for_message(lambda m: m.channel_id == thread and f"<@{other.id}>" in m.content, start=mark)

    undo = next(b for b in panel.buttons if b.label.startswith("↩️ Undo"))
    await fake.wait_callback(await fake.click_button(panel, undo.custom_id, user=first))
    assert "Your last decision was taken back" in fake.find_message(panel.id).content
    row = await bot.store.get_game(1)
    assert row.state["workers"][seat] is None and row.state["current"] == seat
    assert await bot.desk.table.replay_matches(1)
    name = row.seats[seat].name
    await fake.wait_for_message(lambda m: m.channel_id == thread and m.content == f"↩️ {name} took back their last "
                                "move.", start=mark)

    # placed again, then the other worker on Assembly: the Actions phase begins
    await bot.desk.table.act(1, first.id, f"go:{PROJECTS}.1")
    await bot.desk.table.act(1, other.id, "go:0.0")
    with pytest.raises(TableError, match="nothing to undo"):  # the other player placed since
        await bot.desk.table.undo(1, first.id)
    while (row := await bot.store.get_game(1)).state["current"] != seat:  # Assembly acts first: it lays down
        game, state = await bot.desk.table.load(row)
        ids = [a.id for a in game.actions(state, state["current"])]
        await bot.desk.table.act(1, other.id, next(i for i in ids if i == "end") if "end" in ids else ids[0])
    assert row.state["step"]["stage"] == "projects"  # the main action opened by itself

    panel = await open_panel(fake, latest_post(fake, thread), first)
    bottom = next(f"proj:0{col}" for col, tile in enumerate(row.state["display"][0]) if tile)
    parts = len(row.state["parts"][seat])
    await fake.wait_callback(await choose(fake, panel, bottom, first))
    row = await bot.store.get_game(1)
    assert len(row.state["parts"][seat]) == parts + 1  # the bottom row's action: a part from a stack
    assert not has_undo(fake.find_message(panel.id))
    with pytest.raises(TableError, match="nothing to undo"):
        await bot.desk.table.undo(1, first.id)
