"""Every registered game played to its end through Discord only: slash commands, buttons, selects."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from core.store import FINISHED
from engines import GAMES

from .boardhost import PING, choose, latest_post, make_bot, open_panel, open_table, smart_choice, until_moved

MAX_STEPS = 3000


@pytest.fixture
async def bot(fake_discord, run_bot, tmp_path):
    instance = make_bot(tmp_path / "boardhost.db")
    async with run_bot(instance):
        yield instance


def panel_version(panel) -> int | None:
    ids = [c.custom_id for c in panel.items if c.custom_id and c.custom_id.startswith("bh:")]
    return int(ids[0].split(":")[3]) if ids else None


async def hidden_names(bot, game_id: int) -> set[str]:
    """Names of the cards some seat holds hidden right now (hand lines read "Name: effect")."""
    row = await bot.store.get_game(game_id)
    game, state = await bot.desk.table.load(row)
    return {line.split(":")[0].strip() for s in range(len(row.seats)) for line in game.view(state, s)["hand"]}


def check_public(fake, channels, seen: set[int], hidden: set[str]) -> list:
    """New public messages: each turn post has a valid picture and pings whoever must act; none
    names a card that is hidden at this moment."""
    fresh = [m for c in channels for m in fake.message_list(c) if m.id not in seen and not m.ephemeral]
    for message in fresh:
        seen.add(message.id)
        text = message.content + str(message.embeds)
        assert not [name for name in hidden if name in text], text
        if any(b.label == "Play" for b in message.buttons):
            picture = Image.open(io.BytesIO(message.attachments[0].data))
            assert picture.format == "PNG" and 800 <= picture.width <= 1600
            assert PING.search(message.content) or "**AI" in message.content
    return fresh


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_whole_game_through_discord(fake_discord, bot, key):
    fake = fake_discord
    humans = [fake.users["alice"], fake.users["bob"]]
    ai = 1 if GAMES[key].max_players > 2 else 0
    thread, _ = await open_table(fake, key, humans[0], humans[1:], ai=ai)
    game_id, panels, seen, steps = 1, {}, set(), 0
    posts = 0
    while (row := await bot.store.get_game(game_id)).status != FINISHED:
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
        posts += len(check_public(fake, [fake.general, thread], seen, await hidden_names(bot, game_id)))
        game, state = await bot.desk.table.load(row)
        waiting = [row.seats[s].user_id for s in game.pending(state) if row.seats[s].user_id]
        if not waiting:  # an AI seat is thinking: its timer plays it
            await until_moved(fake, bot, game_id, row.version)
            continue
        user = fake.user_by_id(waiting[0])
        action = await smart_choice(bot, game_id, user.id, seed=steps)
        if steps % 7 == 0:  # now and then type the move instead of pressing
            iid = await fake.send_slash(f"{key} move", {"action": action}, user=user)
        else:
            panel = panels.get(user.id)
            panel = fake.find_message(panel.id) if panel else None
            if panel is None or panel_version(panel) != row.version:
                panel = panels[user.id] = await open_panel(fake, latest_post(fake, thread), user)
            iid = await choose(fake, panel, action, user)
        await fake.wait_callback(iid)
        await until_moved(fake, bot, game_id, row.version)
    final = await fake.wait_for_message(lambda m: m.channel_id == thread and "🏁" in m.content)
    check_public(fake, [fake.general, thread], seen, set())
    assert posts >= 2 and final.attachments and not final.buttons

