"""Posting by post through the real discord.py client: in order and exactly once over whole games,
one post per human decision point, retries on Discord hiccups, a lost thread reported once."""

from __future__ import annotations

import re

import pytest

from core.effects import decisions
from core.store import FINISHED
from core.table import seat_names
from engines import GAMES
from engines.i18n import say
from tests.conftest import one_store_each

from .boardhost import open_panel, open_table, smart_choice, until_moved

SEED = 1
VERSION = re.compile(r"-v(\d+)\.png$")


@pytest.fixture
def bot(tally_bot):
    return tally_bot


def turn_posts(fake, thread: int) -> list:
    """The public posts with the table's picture (not the ephemeral panels that answer /move)."""
    return [m for m in fake.message_list(thread) if not m.ephemeral and m.attachments
            and "-table-v" in m.attachments[0].filename]


def post_version(message) -> int:
    return int(VERSION.search(message.attachments[0].filename)[1])


async def play_to_end(fake, bot, key: str, thread: int, game_id: int = 1) -> None:
    """Whoever must act types the move a sensible player would make; AI seats play by their timers."""
    for step in range(3000):
        row = await bot.store.get_game(game_id)
        if row.status == FINISHED:
            await bot.outbox.idle()
            return
        game, state = await bot.desk.table.load(row)
        waiting = [row.seats[s].user_id for s in game.pending(state) if row.seats[s].user_id]
        if waiting:
            user = fake.user_by_id(waiting[0])
            action = await smart_choice(bot, game_id, user.id, seed=step)
            await fake.wait_callback(await fake.send_slash(f"{key} move", {"action": action}, user=user,
                                                           channel=thread))
        await until_moved(fake, bot, game_id, row.version)
    raise AssertionError("the game did not end")


async def decision_points(bot, game_id: int) -> tuple[int, list[int]]:
    """Replaying the log: how many times a person newly had to decide (or the turn moved on while a
    person had to), and the versions made by people's moves."""
    row = await bot.store.get_game(game_id)
    game = GAMES[row.game]
    state = game.setup(len(row.seats), row.seed, row.options)
    moves = await bot.store.moves(game_id)
    points, before, turn = 0, frozenset(), -1
    for move in [None, *moves]:
        if move is not None:
            game.apply(state, move.seat, move.action)
        now = frozenset(decisions(row, game, state))
        if now and (now - before or game.turn(state) != turn):
            points += 1
        before, turn = now, game.turn(state)
    return points, [m.n for m in moves if row.seats[m.seat].user_id]


# Each game on one store, in turns (tests/conftest.py one_store_each): both stores post whole games here,
# and the fast AI game, the hiccup and the lost thread below run on each (issue 27: four whole games were two).
@pytest.mark.parametrize(("key", "database"), one_store_each(("moonbots",), ("qube",)), indirect=["database"])
async def test_a_whole_game_with_one_ai_seat_posts_once_per_human_decision(fake_discord, bot, key):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, key, alice, [bob], ai=1, seed=(bot, SEED))
    await play_to_end(fake, bot, key, thread)
    posts = turn_posts(fake, thread)
    versions = [post_version(p) for p in posts]
    assert versions == sorted(set(versions))  # in order, none twice
    points, human_moves = await decision_points(bot, 1)
    assert len(posts) == points + 1  # one per decision point, plus the final one
    assert sum(v < human_moves[0] for v in versions) == 1  # a single post before the first human move
    for earlier, later in zip(versions, versions[1:], strict=False):
        assert any(earlier < n <= later for n in human_moves), "a post with no human move since the last"
    assert all("<@" in p.content for p in posts[:-1]) and "🏁" in posts[-1].content
    print(f"\n{key}: {len(posts)} thread posts for {points} human decision points")


async def test_posts_of_a_fast_ai_game_arrive_in_order_exactly_once(fake_discord, bot):
    """AI_DELAY_SECONDS=0 and three AI seats: every public event reaches the thread once, in order."""
    fake = fake_discord
    alice = fake.users["alice"]
    thread, _ = await open_table(fake, "moonbots", alice, [], ai=3, seed=(bot, SEED))
    await play_to_end(fake, bot, "moonbots", thread)
    posts = turn_posts(fake, thread)
    row = await bot.store.get_game(1)
    covered = 0
    for post in posts:
        version = post_version(post)
        names = seat_names(row, row.locale)
        expected = [f"• {say(e.text, row.locale, names)}" for e in await bot.desk.table.events_since(row, covered,
                                                                                                    version)]
        shown = [line for line in post.content.splitlines() if line.startswith("• ")]
        if shown and shown[0].startswith("• … and "):  # a long run folded: the newest lines are kept
            folded = int(shown[0].split()[3])
            assert shown[1:] == expected[folded:] and folded > 0
        elif post.content.startswith("…"):  # clipped at Discord's limit: the newest lines are kept
            assert shown == expected[len(expected) - len(shown):]
        else:
            assert shown == expected
        covered = version
    assert covered == row.version
    assert len({p.id for p in posts}) == len(posts)


def thread_post(thread: int):
    return lambda r: r.method == "POST" and r.path == f"/channels/{thread}/messages"


async def test_a_hiccup_on_a_post_is_retried_and_the_post_arrives_once(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    bot.outbox.retry_base = 0.05
    for status in (500, 503, 429):  # 500: discord.py retries it; 503 and 429 (no Via): the outbox does
        fault = fake.fail(thread_post(thread), status)
        row = await bot.store.get_game(1)
        user = [alice, bob][row.state["active"]]
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=user))
        await until_moved(fake, bot, 1, row.version)
        await fake.wait_until(lambda f=fault: f.hits or None, f"the {status}")
        await bot.outbox.idle()
        posts = [p for p in turn_posts(fake, thread) if post_version(p) == row.version + 1]
        assert len(posts) == 1, status
    sent = await bot.store.entries(1, "sent")
    assert not await bot.store.entries(1, "pending") and not await bot.store.entries(1, "failed")
    assert max(e.attempts for e in sent) == 1  # the 503 and the 429 each cost one retry


@pytest.mark.parametrize(("permission", "name"), [("send_messages_in_threads", "Send Messages In Threads"),
                                                   ("attach_files", "Attach Files")])
async def test_a_thread_the_bot_can_no_longer_post_in_is_reported_to_the_host_once(fake_discord, bot, permission,
                                                                                    name):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    await fake.deny(fake.general, permission)
    for user in (alice, bob):
        row = await bot.store.get_game(1)
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=user))
        await until_moved(fake, bot, 1, row.version)
        await bot.outbox.idle()
    reports = [m for m in fake.dms[alice.id] if "I could not post in the thread" in m.content]
    assert len(reports) == 1 and f": I lack the {name} permission there." in reports[0].content, reports[0].content
    assert len(await bot.store.entries(1, "failed")) == 2
    panel = await open_panel(fake, [m for m in fake.message_list(thread) if m.buttons][-1], alice)
    assert "your panel" in panel.content  # the game stays playable
