"""Driving the real Boardhost bot through the fake Discord, the way players would."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from cogs.bot import Boardhost
from core.config import Config
from core.store import is_postgres
from engines.base import Rng

from .fakediscord import FakeDiscord
from .fakediscord.records import Message

PING = re.compile(r"<@(\d+)>")


def database_env(database: Path | str) -> dict[str, str]:
    """The setting that points a bot process at this database: DATABASE_URL or DATABASE_PATH."""
    return {"DATABASE_URL": database} if is_postgres(str(database)) else {"DATABASE_PATH": str(database)}


def make_bot(database: Path | str, ai_delay: float = 0.0) -> Boardhost:
    config = Config(token="dummy-token", database=str(database), ai_delay=ai_delay, dev_guild=None,
                    log_level="INFO")
    return Boardhost(config, cogs={"tally": "tests.support.tally_cog"})


def label_id(message: Message, label: str) -> str:
    return message.item(label=label).custom_id


async def open_table(fake: FakeDiscord, game: str, host, joiners=(), ai: int = 0, options=None,
                     seed: tuple[Boardhost, int] | None = None) -> tuple[int, Message]:
    """`/<game> new`, others join, AI seats added, the host starts. Returns (thread id, lobby).
    `seed` = (bot, seed) fixes the game's seed before it starts, so a whole game is reproducible."""
    iid = await fake.send_slash(f"{game} new", options or {}, user=host)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    if seed is not None:
        bot, number = seed
        game_id = (await bot.store.games_where("status = ?", ("lobby",)))[-1].id
        await bot.store.update_game(game_id, seed=number)
    for user in joiners:
        await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Join"), user=user))
    for _ in range(ai):
        await fake.wait_callback(await fake.select(lobby, add_ai_id(lobby), ["smart"], user=host))
    mark = fake.mark()
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Start"), user=host))
    thread = fake.threads()[-1]["id"]
    await fake.wait_for_message(lambda m: m.channel_id == int(thread), start=mark)
    return int(thread), lobby


async def answer(fake: FakeDiscord, command: str, options: dict, user, channel: int | None = None) -> str:
    """Run a slash command; its reply must be ephemeral. Returns the reply's text."""
    iid = await fake.send_slash(command, options, user=user, channel=channel)
    await fake.wait_callback(iid)
    reply = fake.original(iid)
    assert reply.ephemeral
    return reply.content


def add_ai_id(lobby: Message) -> str:
    """The lobby's "Add AI seat" select (its options are the AI levels)."""
    return next(s.custom_id for s in lobby.selects if s.custom_id.startswith("bh:addai:"))


def game_id_of(message: Message) -> int:
    play = message.item(label="Play").custom_id
    return int(play.split(":")[2])


async def pending_users(bot: Boardhost, game_id: int, settled: bool = False) -> list[int]:
    """The people asked to act now; with `settled`, none while an AI seat is still asked too (in a
    game where seats decide at once, like 20th Century's limits, its timer would move the game on)."""
    row = await bot.store.get_game(game_id)
    game, state = await bot.desk.table.load(row)
    seats = [row.seats[s] for s in game.pending(state)]
    if settled and any(seat.user_id is None or seat.autopilot for seat in seats):
        return []
    return [seat.user_id for seat in seats if seat.user_id]


async def person_to_act(fake: FakeDiscord, bot: Boardhost, game_id: int, timeout: float = 10.0) -> int:
    """Wait (bounded) while AI seats play on their timers; the user id of the first person to act,
    once no AI seat is asked any more (so the game stands still until a person acts)."""
    return (await people_to_act(fake, bot, game_id, timeout))[0]


async def people_to_act(fake: FakeDiscord, bot: Boardhost, game_id: int, timeout: float = 10.0) -> list[int]:
    """As `person_to_act`, every person asked."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not (users := await pending_users(bot, game_id, settled=True)):
        fake.check_alive()
        assert loop.time() < deadline, f"nobody but AI seats to act in game {game_id}\n{fake.summary()}"
        await asyncio.sleep(0.005)
    return users


async def open_panel(fake: FakeDiscord, post: Message, user, picture: bool = True) -> Message:
    """Press Play; the panel once its picture (which follows the words and buttons) is in, or at once
    without `picture`."""
    iid = await fake.click_button(post, label_id(post, "Play"), user=user)
    await fake.wait_callback(iid)
    panel = fake.original(iid)
    if picture:
        await with_picture(fake, panel)
    return panel


async def with_picture(fake: FakeDiscord, message: Message) -> Message:
    """Wait (bounded) until a message has its picture: a panel's follows its words in an edit."""
    return await fake.wait_until(lambda: message if fake.find_message(message.id).attachments else None,
                                 f"the picture of message {message.id}")


def first_action(panel: Message) -> str:
    """The id of the panel's first choice: its first action button, else the first option of its
    first select (the panel's other buttons, like Undo, paging or "Bid another amount…", are no choice)."""
    acts = [b.custom_id for b in panel.buttons if (b.custom_id or "").startswith("bh:act:")]  # not a link
    if acts:
        return acts[0].split(":", 4)[4]
    assert panel.selects, f"no choice on the panel: {[c.custom_id for c in panel.items]}"
    return panel.selects[0].raw["options"][0]["value"]


async def choose(fake: FakeDiscord, panel: Message, action_id: str, user) -> int:
    """Press the panel's button for `action_id`, or pick it in the select that holds it."""
    for item in panel.buttons:
        if (item.custom_id or "").endswith(":" + action_id):
            return await fake.click_button(panel, item.custom_id, user=user)
    for item in panel.selects:
        if any(o["value"] == action_id for o in item.raw["options"]):
            return await fake.select(panel, item.custom_id, [action_id], user=user)
    raise AssertionError(f"no component for {action_id} in {[c.custom_id for c in panel.items]}")


async def smart_choice(bot: Boardhost, game_id: int, user_id: int, seed: int) -> str:
    """What a sensible player would press now (the AI's choice, so games end in good time)."""
    row = await bot.store.get_game(game_id)
    game, state = await bot.desk.table.load(row)
    return game.ai(state, row.seat_of(user_id), Rng(seed + row.version), "smart")


def latest_post(fake: FakeDiscord, thread: int) -> Message:
    """The newest turn post (the one with the Play button) in a game's thread."""
    posts = [m for m in fake.message_list(thread) if any(b.label == "Play" for b in m.buttons)]
    assert posts, "no turn post in the thread yet"
    return posts[-1]


async def until_moved(fake: FakeDiscord, bot: Boardhost, game_id: int, version: int, timeout: float = 10.0) -> None:
    """Wait (bounded) until the stored game has moved past `version`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while (await bot.store.get_game(game_id)).version <= version:
        fake.check_alive()
        assert loop.time() < deadline, f"game {game_id} did not move past version {version}\n{fake.summary()}"
        await asyncio.sleep(0.005)
