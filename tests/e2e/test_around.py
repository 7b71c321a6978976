"""Around the moves through the real discord.py client: /help, the lobby's AI levels and options,
catching up, looking back, the end of a game, ratings, rematch."""

from __future__ import annotations

import pytest

from .boardhost import add_ai_id, label_id, make_bot
from .test_games_commands import answer


@pytest.fixture
async def bot(fake_discord, run_bot, tmp_path, with_tally):
    instance = make_bot(tmp_path / "boardhost.db", ai_delay=0.0)
    async with run_bot(instance):
        yield instance


async def test_help_is_one_short_ephemeral_page_naming_every_game(fake_discord, bot):
    text = await answer(fake_discord, "help", {}, fake_discord.users["eve"])
    assert len(text) <= 2000
    for title, players in (("Moon-Bots", "2–4"), ("Qube Attack", "2–6"), ("Bot Factory", "1–4"),
                           ("20th Century", "3–5")):
        assert f"**{title}**" in text and f"{players} players" in text
    assert "days by post" in text and "`/games list" in text and "**Join**" in text


async def test_the_lobby_adds_an_ai_seat_at_a_chosen_level_and_removes_it(fake_discord, bot):
    fake = fake_discord
    alice, bob, eve = fake.users["alice"], fake.users["bob"], fake.users["eve"]
    iid = await fake.send_slash("tally new", {"reaction_seconds": 30}, user=alice)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    options = lobby.embeds[0]["fields"][1]["value"]
    assert options == "Reaction window: 30 s"
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Join"), user=bob))
    await fake.wait_callback(await fake.select(lobby, add_ai_id(lobby), ["random"], user=bob))
    await fake.wait_callback(await fake.select(lobby, add_ai_id(lobby), ["smart"], user=alice))
    seats = fake.find_message(lobby.id).embeds[0]["fields"][0]["value"]
    assert seats == "A · Alice\nB · Bob\nC · AI 1 (easy)\nD · AI 2 (smart)"
    row = await bot.store.get_game(1)
    assert [s.ai for s in row.seats] == [None, None, "random", "smart"]

    iid = await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=eve)
    await fake.wait_callback(iid)
    assert fake.original(iid).ephemeral and "Only players seated" in fake.original(iid).content
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=bob))
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=bob))
    seats = fake.find_message(lobby.id).embeds[0]["fields"][0]["value"]
    assert seats == "A · Alice\nB · Bob"
    iid = await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=bob)
    await fake.wait_callback(iid)
    assert fake.original(iid).ephemeral and "no AI seat to remove" in fake.original(iid).content


async def test_games_none_names_every_games_new(fake_discord, bot):
    text = await answer(fake_discord, "games list", {}, fake_discord.users["eve"])
    for key in ("moonbots", "qube", "proponi", "botfactory", "century"):
        assert f"`/{key} new`" in text
