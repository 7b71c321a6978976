"""No hidden fact of a seat reaches another person through the table in the browser, for every game:
a page, its JSON, its picture and its pieces, its history and its live stream are made from the reader's own
view only. For each reader (every player, and a member of the server who plays nothing), what the other
seats hold hidden is dealt again (tests/test_hidden_info.py `HIDE`: other hands, face-down stacks, the random numbers to
come) while the reader's own view stays the same; every byte the reader gets must stay the same too.
And no other seat's private line (the card they drew) is ever in the reader's words."""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer

from core.store import Store, open_store
from core.table import Table, seat_names
from engines import GAMES
from engines.base import Event, Rng
from engines.i18n import say
from tests.test_hidden_info import HIDE
from web.access import Access
from web.app import COOKIE, RUNNER, WebApp
from web.live import Live
from web.signing import Signer
from web.texts import text

GUILD = 7001
PLAYERS = (21, 22, 23)
MEMBER = 24
SIGNER = Signer("k" * 40)
MOVES = 48  # the smart AI's moves before the look: hands dealt, weapons bought, private lines told


async def members(guild_id: int, user_id: int) -> bool:
    return guild_id == GUILD and user_id in (*PLAYERS, MEMBER)


@pytest.fixture
async def store(tmp_path) -> AsyncIterator[Store]:
    async with open_store(str(tmp_path / "games.db")) as opened:
        yield opened


async def looked(store: Store, game_id: int, cookie: str) -> dict[str, bytes]:
    """Everything `user` gets about the game, through a fresh table service (nothing drawn before kept)."""
    table = Table(store, ai_delay=0.0)
    handlers = WebApp(table, SIGNER, Access(members), Live(store, poll=0.05), secure=False)
    server = TestServer(handlers.app())
    await server.start_server(**RUNNER)
    client = TestClient(server)
    client.session.cookie_jar.update_cookies({COOKIE: cookie})
    try:
        seen = {}
        for part in ("", "/state", "/table.png", "/pieces.json", "/history", "/history/1.json", "/history/1.png"):
            answer = await client.get(f"/game/{game_id}{part}")
            assert answer.status == 200, (part, answer.status)
            seen[part or "/"] = await answer.read()
        return seen
    finally:
        await client.close()
        table.close()


UNDO = re.compile(rb'<p><button [^>]*undo-button[^>]*>[^<]*</button></p>')  # in HTML and in JSON


def unlike_undo(said: bytes) -> bytes:
    """What a reader got, less the page's Undo (web/play.py): whether the seat may take its last decision back
    is public (the engine's `undoable`: its move drew nothing hidden), but the redeal below rewrites the
    stored game under its log, so the state before that move, replayed from the log, no longer leads to it
    and Undo is refused as if the move had drawn."""
    return UNDO.sub(b"", said)


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_readers_page_json_and_picture_hold_nothing_the_other_seats_hide(store, key):
    game = GAMES[key]
    table = Table(store, ai_delay=0.0)
    row = await table.open_lobby(key, PLAYERS[0], "ann", guild_id=GUILD, channel_id=5, seed=11)
    for user, name in zip(PLAYERS[1:], ("bob", "cy")):
        await table.join(row.id, user, name)
    await table.start(row.id, PLAYERS[0])
    rng = Rng(5)
    for _ in range(MOVES):
        row = await table.game_row(row.id)
        _, state = await table.load(row)
        if not game.pending(state):
            break
        seat = game.pending(state)[0]
        await table.act(row.id, row.seats[seat].user_id, game.ai(state, seat, rng, "smart"), row.version)
    table.close()
    row = await table.game_row(row.id)
    stored = row.state
    moves = await store.moves(row.id)
    names = seat_names(row, "en")
    checked = 0
    for user in (*PLAYERS, MEMBER):
        seat = row.seat_of(user)
        cookie = SIGNER.session(user, time.time())  # the same cookie for both looks (its form token too)
        before = await looked(store, row.id, cookie)
        words = (before["/"] + before["/state"] + before["/history"] + before["/history/1.json"]).decode()
        for move in moves:  # another seat's private lines are never in this reader's words
            for data in move.events:
                event = Event.from_json(data)
                if event.private and event.seat != seat:
                    private = say(text("private_line", text=event.private), "en", names)
                    assert json.dumps(private)[1:-1] not in words and private not in words, private
        state = game.load(json.loads(json.dumps(stored)))
        other = game.load(game.dump(state))
        HIDE[key](other, -1 if seat is None else seat, rng)
        other["rng"] = rng.next64()
        if json.dumps(game.view(other, seat), sort_keys=True) != json.dumps(game.view(state, seat), sort_keys=True):
            continue  # the deal changed what this reader may see: not a secret of others (never so far)
        await store.update_game(row.id, state=game.dump(other))
        try:
            after = await looked(store, row.id, cookie)
        finally:
            await store.update_game(row.id, state=stored)
        for part in before:
            assert unlike_undo(before[part]) == unlike_undo(after[part]), \
                f"{key}: what seat {seat} gets at {part} depends on others' secrets"
        checked += 1
    assert checked == len(PLAYERS) + 1


async def test_the_live_stream_carries_what_the_readers_state_answer_says_and_nothing_else(store):
    """A live event is the reader's /state answer (checked above for every game), byte for byte."""
    table = Table(store, ai_delay=0.0)
    row = await table.open_lobby("moonbots", PLAYERS[0], "ann", guild_id=GUILD, channel_id=5, seed=2)
    await table.join(row.id, PLAYERS[1], "bob")
    row = await table.start(row.id, PLAYERS[0])
    signer = Signer("k" * 40)
    handlers = WebApp(table, signer, Access(members), Live(store, poll=0.05), secure=False)
    server = TestServer(handlers.app())
    await server.start_server(**RUNNER)
    client = TestClient(server)
    client.session.cookie_jar.update_cookies({COOKIE: signer.session(PLAYERS[1], time.time())})
    stream = await client.get(f"/game/{row.id}/live?v=0")
    received = b""
    for _ in range(3):  # three moves, each told
        row = await table.game_row(row.id)
        _, state = await table.load(row)
        seat = GAMES["moonbots"].pending(state)[0]
        await table.act(row.id, row.seats[seat].user_id, GAMES["moonbots"].actions(state, seat)[-1].id, row.version)
    row = await table.game_row(row.id)
    while f"id: {row.version}\n".encode() not in received or not received.endswith(b"\n\n"):
        received += await stream.content.readany()
    stream.close()
    lines = [line for line in received.decode().split("\n") if line]
    assert all(re.fullmatch(r"retry: \d+|: still here|event: version|id: \d+|data: \{.*\}", line) for line in lines)
    assert lines[-1] == "data: " + (await (await client.get(f"/game/{row.id}/state")).read()).decode()
    await handlers.live.close()
    await client.close()
    table.close()
