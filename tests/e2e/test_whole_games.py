"""Every registered game played to its end through Discord only: slash commands, buttons, selects."""

from __future__ import annotations

import copy
import io
import json
import os

import pytest
from PIL import Image

from core.store import FINISHED
from engines import GAMES
from tests.conftest import one_store_each

from .boardhost import (
    PING,
    choose,
    first_action,
    latest_post,
    make_bot,
    open_panel,
    open_table,
    people_to_act,
    person_to_act,
    smart_choice,
    until_moved,
)

MAX_STEPS = 3000
SEED = int(os.environ.get("BOARDHOST_E2E_SEED", "1"))  # whole games replay the same way every run


@pytest.fixture
async def bot(fake_discord, run_bot, database):
    instance = make_bot(database)
    async with run_bot(instance):
        yield instance


def panel_version(panel) -> int | None:
    ids = [c.custom_id for c in panel.items if c.custom_id and c.custom_id.startswith("bh:")]
    return int(ids[0].split(":")[3]) if ids else None


class Secrets:
    """Names of the cards some seat holds hidden right now (hand lines read "Name: effect"), less the
    names a public view of this game has shown: copies of a card read alike (Proponi's eleven
    Installatore), so a post naming the copy just played, which lies in the public discard pile,
    names no hidden card. A name no public view has shown must never be posted while it is held."""

    def __init__(self) -> None:
        self.held: set[str] = set()
        self.shown: set[str] = set()

    async def hidden(self, bot, game_id: int) -> set[str]:
        row = await bot.store.get_game(game_id)
        game, state = await bot.desk.table.load(row)
        names = {line.split(":")[0].strip() for s in range(len(row.seats)) for line in game.view(state, s)["hand"]}
        public = json.dumps(game.view(state, None), ensure_ascii=False)
        self.held |= names
        self.shown |= {name for name in self.held if name in public}
        return names - self.shown


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


async def hands(bot, game_id: int) -> dict[int, list[str]]:
    """Each human's hidden hand now, by user id."""
    row = await bot.store.get_game(game_id)
    game, state = await bot.desk.table.load(row)
    return {s.user_id: game.view(state, s.seat)["hand"] for s in row.seats if s.user_id}


SIZES = [(key, n) for key in sorted(GAMES) for n in sorted({GAMES[key].min_players, GAMES[key].max_players})]


@pytest.mark.parametrize(("key", "players", "database"), one_store_each(*SIZES), indirect=["database"])
async def test_a_whole_game_through_discord(fake_discord, bot, key, players, caplog):
    """The smallest table with two people (bob's DMs closed); the largest with alice and AI seats."""
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    fake.close_dms(bob)
    people = [alice, bob] if players == GAMES[key].min_players else [alice]
    thread, _ = await open_table(fake, key, alice, people[1:], ai=players - len(people), seed=(bot, SEED))
    game_id, panels, seen, steps, posts, logged = 1, {}, set(), 0, 0, 0
    held, secrets = {alice.id: False, bob.id: False}, Secrets()
    while (row := await bot.store.get_game(game_id)).status != FINISHED:
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
        hidden = await secrets.hidden(bot, game_id)
        posts += len(check_public(fake, [fake.general, thread], seen, hidden))
        assert not [name for name in hidden if name in caplog.text[logged:]]
        logged = len(caplog.text)
        for user_id, hand in (await hands(bot, game_id)).items():
            held[user_id] |= bool(hand)
        game, state = await bot.desk.table.load(row)
        waiting = [row.seats[s].user_id for s in game.pending(state) if row.seats[s].user_id]
        if not waiting:  # an AI seat is thinking: its timer plays it
            await until_moved(fake, bot, game_id, row.version)
            continue
        user = fake.user_by_id(waiting[0])
        action = await smart_choice(bot, game_id, user.id, seed=steps)
        if steps % 7 == 0:  # now and then type the move instead of pressing
            iid = await fake.send_slash(f"{key} move", {"action": action}, user=user, channel=thread)
        else:
            panel = panels.get(user.id)
            panel = fake.find_message(panel.id) if panel else None
            if panel is None or panel_version(panel) != row.version:
                panel = panels[user.id] = await open_panel(fake, latest_post(fake, thread), user)
                hand = (await hands(bot, game_id))[user.id]
                assert all(line in panel.content for line in hand)  # the owner sees their hand
            iid = await choose(fake, panel, action, user)
        await fake.wait_callback(iid)
        await until_moved(fake, bot, game_id, row.version)
    final = await fake.wait_for_message(lambda m: m.channel_id == thread and "🏁" in m.content)
    check_public(fake, [fake.general, thread], seen, await secrets.hidden(bot, game_id))
    assert posts >= 2 and final.attachments
    assert [b.label for b in final.buttons] == ["Table", "Rematch"]  # no Play once the game is over
    if held[alice.id]:
        said = "Your hidden cards:" if GAMES[key].hand_is_cards else "Only you see this:"  # 20th Century: money
        assert any(said in dm.content for dm in fake.dms[alice.id])
    if held[bob.id]:
        assert any(m.content == f"I can't DM <@{bob.id}> — use **Play** to see your hand."
                   for m in fake.message_list(thread))
    stale = next(iter(panels.values()))
    iid = await fake.click_button(stale, stale.buttons[0].custom_id, user=fake.user_by_id(stale.visible_to)) \
        if stale.buttons else await fake.send_slash(f"{key} move", {"action": "x"}, user=alice, channel=thread)
    await fake.wait_callback(iid)
    assert f"Game #{game_id} is over." in fake.original(iid).content


async def current_panel(fake, bot, thread: int):
    """The user who must act now, and their freshly opened panel."""
    user = fake.user_by_id(await person_to_act(fake, bot, 1))
    return user, await open_panel(fake, latest_post(fake, thread), user)


@pytest.mark.parametrize(("key", "database"), one_store_each(*zip(sorted(GAMES))), indirect=["database"])
async def test_wrong_presses_in_every_game(fake_discord, bot, key):
    fake = fake_discord
    alice, bob, eve = fake.users["alice"], fake.users["bob"], fake.users["eve"]
    thread, _ = await open_table(fake, key, alice, [bob], ai=max(0, GAMES[key].min_players - 2))
    while len(asked := await people_to_act(fake, bot, 1)) > 1:  # both give a limit at once (20th Century)
        user = fake.user_by_id(asked[-1])
        version = (await bot.store.get_game(1)).version
        panel = await open_panel(fake, latest_post(fake, thread), user)
        await fake.wait_callback(await choose(fake, panel, first_action(panel), user))
        await until_moved(fake, bot, 1, version)
    user, panel = await current_panel(fake, bot, thread)
    other = bob if user is alice else alice
    version = (await bot.store.get_game(1)).version

    async def refused(iid, sentence):
        await fake.wait_callback(iid)
        reply = fake.original(iid)
        assert reply.ephemeral and sentence in reply.content, reply.content
        assert (await bot.store.get_game(1)).version == version

    post = latest_post(fake, thread)
    await refused(await fake.click_button(post, post.item(label="Play").custom_id, user=eve), "not playing in game #1")
    await refused(await fake.send_slash(f"{key} move", {"action": first_action(panel)}, user=other), "not your turn")
    old_prompt, choice = copy.deepcopy(panel.payload["components"]), first_action(panel)
    await fake.wait_callback(await choose(fake, panel, choice, user))
    await until_moved(fake, bot, 1, version)
    await person_to_act(fake, bot, 1)  # AI seats have played: nothing moves while the presses are refused
    version = (await bot.store.get_game(1)).version
    stale = await open_panel(fake, post, user)
    stale.payload["components"] = old_prompt  # the prompt of before the move, pressed again
    await refused(await choose(fake, stale, choice, user), "That was already done")
    broken = latest_post(fake, thread)
    broken.payload["components"][0]["components"][0]["custom_id"] = "bh:play:x"
    await refused(await fake.click_button(broken, "bh:play:x", user=alice), "I don't recognise that button")


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_every_game_goes_on_after_a_restart(fake_discord, run_bot, database, key):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    async with run_bot(make_bot(database)) as first:
        thread, _ = await open_table(fake, key, alice, [bob], ai=max(0, GAMES[key].min_players - 2))
        user, panel = await current_panel(fake, first, thread)
        await fake.wait_callback(await choose(fake, panel, first_action(panel), user))
        before = latest_post(fake, thread)
        version = (await first.store.get_game(1)).version
    async with run_bot(make_bot(database)) as again:
        assert (await again.store.get_game(1)).version >= version  # AI seats may have played on
        user = fake.user_by_id(await person_to_act(fake, again, 1))
        version = (await again.store.get_game(1)).version
        panel = await open_panel(fake, before, user)  # the Play button posted before the restart
        await fake.wait_callback(await choose(fake, panel, first_action(panel), user))
        await until_moved(fake, again, 1, version)
        assert await again.desk.table.replay_matches(1)
