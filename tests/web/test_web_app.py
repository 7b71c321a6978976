"""The table in the browser over a real store, without Discord: signing in with a single-use link, the
session cookie, who may see a game, the refusals, the headers every answer carries, and the live stream."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import socket
import time
from collections.abc import AsyncIterator
from dataclasses import replace

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from core.config import ConfigError, Web, load_config
from core.store import open_store
from core.store_postgres import PostgresStore
from core.table import Table
from engines.base import Rng
from web.access import Access
from web.app import COOKIE, CSP, RUNNER, WebApp
from web.live import Live
from web.pages import when_words
from web.seen import view_tag
from web.server import WebTable
from web.signing import LINK_SECONDS, Signer

GUILD = 7001
ANN, BOB, CAROL, STRANGER = 11, 12, 13, 99  # Carol is a member of the server who plays nothing
SECRET = "s" * 40


async def members(guild_id: int, user_id: int) -> bool:
    return guild_id == GUILD and user_id in (ANN, BOB, CAROL)


async def started_game(table: Table, game: str = "moonbots") -> int:
    row = await table.open_lobby(game, ANN, "ann", guild_id=GUILD, channel_id=5, seed=3)
    await table.join(row.id, BOB, "bob")
    await table.start(row.id, ANN)
    return row.id


@pytest.fixture
async def site(table: Table) -> AsyncIterator[tuple[TestClient, Signer, WebApp]]:
    signer = Signer(SECRET)
    handlers = WebApp(table, signer, Access(members), Live(table.store, poll=0.05), secure=False)
    server = TestServer(handlers.app())
    await server.start_server(**RUNNER)  # as the bot runs it: no access log
    client = TestClient(server)
    yield client, signer, handlers
    await handlers.live.close()
    await client.close()
    table.close()


async def finished_game(table: Table, game: str) -> int:
    """A game of `game` played to its end, every seat choosing as the smart AI would."""
    game_id = await started_game(table, game)
    for _ in range(400):
        row = await table.game_row(game_id)
        engine, state = await table.load(row)
        if not engine.pending(state):
            return game_id
        seat = engine.pending(state)[0]
        await table.act(game_id, row.seats[seat].user_id, engine.ai(state, seat, Rng(row.version), "smart"),
                        row.version)
    raise AssertionError(f"game #{game_id} did not end within 400 moves")


async def signed_in(client: TestClient, signer: Signer, user: int, game: int) -> web.Response:
    return await client.get(f"/signin?t={signer.link(user, game, time.time())}", allow_redirects=False)


async def test_a_link_signs_in_once_and_lands_on_the_games_clean_url(site, table, caplog):
    client, signer, _ = site
    game = await started_game(table)
    token = signer.link(ANN, game, time.time())
    with caplog.at_level(logging.DEBUG):
        first = await client.get(f"/signin?t={token}", allow_redirects=False)
        assert first.status == 303 and first.headers["Location"] == f"/game/{game}"
        cookie = first.cookies[COOKIE]
        assert cookie["httponly"] and cookie["samesite"] == "Lax" and int(cookie["max-age"]) == 30 * 24 * 3600
        page = await client.get(f"/game/{game}")
        assert page.status == 200 and "Moon-Bots" in await page.text()
        client.session.cookie_jar.clear()
        again = await client.get(f"/signin?t={token}", allow_redirects=False)
        assert again.status == 403 and "already used or has expired" in await again.text()
    assert not any(token in record.getMessage() for record in caplog.records)
    assert not any(cookie.value in record.getMessage() for record in caplog.records)


async def test_refusals_expired_or_forged_link_forged_cookie_no_session_stranger(site, table):
    client, signer, _ = site
    game = await started_game(table)
    expired = signer.link(ANN, game, time.time() - LINK_SECONDS - 1)
    assert (await client.get(f"/signin?t={expired}", allow_redirects=False)).status == 403
    forged = Signer("x" * 40).link(ANN, game, time.time())
    assert (await client.get(f"/signin?t={forged}", allow_redirects=False)).status == 403
    assert (await client.get(f"/game/{game}")).status == 401
    for path in (f"/game/{game}/state", f"/game/{game}/table.png", f"/game/{game}/live", "/games"):
        assert (await client.get(path)).status == 401, path
    client.session.cookie_jar.update_cookies({COOKIE: Signer("x" * 40).session(ANN, time.time())})
    assert (await client.get(f"/game/{game}")).status == 401
    client.session.cookie_jar.clear()
    assert (await signed_in(client, signer, STRANGER, game)).status == 303  # a valid link, but not for this game
    for path in (f"/game/{game}", f"/game/{game}/state", f"/game/{game}/table.png", f"/game/{game}/live"):
        assert (await client.get(path)).status == 403, path
    assert (await client.get("/game/999999")).status == 404


async def test_a_member_of_the_server_sees_the_public_table_and_a_player_their_seat(site, table):
    client, signer, _ = site
    game = await started_game(table)
    await signed_in(client, signer, CAROL, game)
    page = await (await client.get(f"/game/{game}")).text()
    assert "The whole table" in page and "Your hand" not in page
    public = await (await client.get(f"/game/{game}/table.png")).read()
    row = await table.game_row(game)
    assert public == await table.picture(row, None)
    client.session.cookie_jar.clear()
    await signed_in(client, signer, ANN, game)
    page = await (await client.get(f"/game/{game}")).text()
    assert "as your seat sees it" in page
    mine = await (await client.get(f"/game/{game}/table.png")).read()
    assert mine == await table.picture(row, 0)


async def test_every_answer_carries_the_security_headers_and_a_post_needs_its_form_token(site, table):
    client, signer, _ = site
    game = await started_game(table)
    await signed_in(client, signer, ANN, game)
    page = await client.get(f"/game/{game}")
    assert page.headers["Content-Security-Policy"] == CSP and page.headers["X-Frame-Options"] == "DENY"
    assert page.headers["Referrer-Policy"] == "no-referrer"
    assert "<script>" not in await page.text() and " style=" not in await page.text()
    refused = await client.post("/signout", data={"form": "nope"})
    assert refused.status == 403
    assert (await client.get(f"/game/{game}")).status == 200  # still signed in
    assert (await client.post("/signout", data={"form": "x" * 10_000})).status == 413
    token = re.search(r'name="form" value="([^"]+)"', await page.text())[1]
    assert (await client.post("/signout", data={"form": token})).status == 200
    assert (await client.get(f"/game/{game}")).status == 401


async def test_signing_out_ends_every_session_of_that_person(site, table):
    client, signer, _ = site
    game = await started_game(table)
    old = signer.session(ANN, time.time() - 5)
    await table.store.sign_out(ANN, time.time())
    client.session.cookie_jar.update_cookies({COOKIE: old})
    assert (await client.get(f"/game/{game}")).status == 401
    client.session.cookie_jar.clear()
    await signed_in(client, signer, ANN, game)  # a new sign-in after it works
    assert (await client.get(f"/game/{game}")).status == 200


async def test_too_many_requests_are_refused(site, table):
    client, signer, _ = site
    answers = [(await client.get("/games")).status for _ in range(80)]
    assert answers[0] == 401 and 429 in answers


async def test_the_live_stream_tells_a_new_version(site, table):
    client, signer, _ = site
    game = await started_game(table)
    await signed_in(client, signer, ANN, game)
    row = await table.game_row(game)
    stream = await client.get(f"/game/{game}/live?v={row.version}")
    assert stream.headers["Content-Type"] == "text/event-stream"
    game_engine, state = await table.load(row)
    seat = game_engine.pending(state)[0]
    action = game_engine.actions(state, seat)[0].id
    await table.act(game, row.seats[seat].user_id, action, row.version)
    received = b""
    async with asyncio.timeout(5):
        while b"event: version" not in received:
            received += await stream.content.readany()
    now = await table.game_row(game)
    assert now.version > row.version and f"id: {now.version}".encode() in received
    event = json.loads(received.split(b"data: ", 1)[1].split(b"\n", 1)[0])
    assert event == await (await client.get(f"/game/{game}/state")).json()  # the words, not the picture
    assert event["version"] == now.version and "Waiting for" in event["facts"]
    assert event["picture"] == f"/game/{game}/table.png?v={now.version}&k={view_tag(now, 0, ANN, 'en')}"
    stream.close()


async def test_a_link_spent_in_one_process_is_refused_by_another_and_its_pages_follow_the_others_moves(database):
    """Two processes on one store (two stores and table services here): the token is spent in the store,
    and the second process's live stream sees a move the first made (by its poll: no kick crosses)."""
    async with open_store(database) as one, open_store(database) as two:
        table_one, table_two = Table(one, ai_delay=0.0), Table(two, ai_delay=0.0)
        signer = Signer(SECRET)
        clients = []
        for table in (table_one, table_two):
            handlers = WebApp(table, signer, Access(members), Live(table.store, poll=0.05), secure=False)
            server = TestServer(handlers.app())
            await server.start_server(**RUNNER)
            clients.append((TestClient(server), handlers))
        (first, first_app), (second, second_app) = clients
        game = await started_game(table_one)
        token = signer.link(ANN, game, time.time())
        assert (await first.get(f"/signin?t={token}", allow_redirects=False)).status == 303
        assert (await second.get(f"/signin?t={token}", allow_redirects=False)).status == 403
        await second.get(f"/signin?t={signer.link(ANN, game, time.time())}", allow_redirects=False)
        row = await table_one.game_row(game)
        stream = await second.get(f"/game/{game}/live?v={row.version}")
        engine, state = await table_one.load(row)
        seat = engine.pending(state)[0]
        await table_one.act(game, row.seats[seat].user_id, engine.actions(state, seat)[0].id, row.version)
        received = b""
        async with asyncio.timeout(5):
            while b"event: version" not in received:
                received += await stream.content.readany()
        stream.close()
        for client, handlers in clients:
            await handlers.live.close()
            await client.close()
        table_one.close()
        table_two.close()


def test_the_web_settings_are_checked_and_the_secret_never_shown(monkeypatch, tmp_path):
    for key in ("WEB_URL", "WEB_PORT", "WEB_SECRET", "WEB_HOST", "DISCORD_CLIENT_SECRET"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    assert not load_config(tmp_path / ".env").web.on  # off by default
    monkeypatch.setenv("WEB_URL", "https://games.example.org/")
    monkeypatch.setenv("WEB_SECRET", "z" * 40)
    monkeypatch.setenv("DISCORD_CLIENT_SECRET", "c" * 32)
    config = load_config(tmp_path / ".env")
    assert config.web.on and config.web.url == "https://games.example.org" and config.web.port == 8080
    assert config.web.client_secret == "c" * 32 and "Discord login on" in repr(config)
    assert "z" * 40 not in repr(config) and "c" * 32 not in repr(config)
    for key, value in (("WEB_URL", "games.example.org"), ("WEB_PORT", "80a"), ("WEB_SECRET", "short")):
        monkeypatch.setenv(key, value)
        with pytest.raises(ConfigError, match=key):
            load_config(tmp_path / ".env")
        monkeypatch.setenv(key, {"WEB_URL": "https://games.example.org", "WEB_PORT": "8080",
                                 "WEB_SECRET": "z" * 40}[key])


async def test_a_page_speaks_its_readers_language(site, table):
    client, signer, _ = site
    game = await started_game(table)
    await table.put_prefs(BOB, replace(await table.prefs(BOB), language="it"))
    await signed_in(client, signer, BOB, game)
    page = await (await client.get(f"/game/{game}")).text()
    assert '<html lang="it">' in page and f"Moon-Bots · partita #{game}" in page and "Il tavolo come lo vede" in page
    assert "In attesa di" in page and "Esci ovunque" in page


async def test_what_people_typed_is_escaped_everywhere(site, table):
    client, signer, _ = site
    row = await table.open_lobby("moonbots", ANN, '<script>alert("ann")</script>', guild_id=GUILD, channel_id=5,
                                 seed=3)
    await table.join(row.id, BOB, "<img src=x onerror=alert(1)>")
    await table.start(row.id, ANN)
    await signed_in(client, signer, BOB, row.id)
    for path, named in ((f"/game/{row.id}", True), (f"/game/{row.id}/state", True), (f"/game/{row.id}/history", False),
                        ("/games", False)):
        said = await (await client.get(path)).text()
        assert "<script>alert" not in said and "<img src=x" not in said, path
        assert not named or "&lt;script&gt;alert" in said or "&lt;img src=x" in said, path


async def test_a_taken_port_stops_the_bot_with_a_sentence(table):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = WebTable(table, Web(url="https://games.example.org", host="127.0.0.1", port=port), members)
        with pytest.raises(ConfigError, match=f"could not listen on 127.0.0.1:{port}"):
            await server.start()
    await server.close()
    table.close()


async def test_a_finished_games_history_shows_its_chart_and_replay(site, table, with_tally):
    client, signer, _ = site
    game = await finished_game(table, "tally")
    assert (await table.game_row(game)).status == "finished"
    await signed_in(client, signer, CAROL, game)
    page = await (await client.get(f"/game/{game}/history")).text()
    assert f'src="/game/{game}/chart.png"' in page and f'src="/game/{game}/replay.gif"' in page
    chart = await client.get(f"/game/{game}/chart.png")
    assert chart.status == 200 and (await chart.read()).startswith(b"\x89PNG")
    replay = await client.get(f"/game/{game}/replay.gif")
    assert replay.status == 200 and (await replay.read()).startswith(b"GIF8")


async def test_a_servers_leaderboard_is_for_its_members_with_the_readers_own_record(site, table, with_tally):
    client, signer, _ = site
    game = await finished_game(table, "tally")
    await signed_in(client, signer, ANN, game)
    page = await (await client.get(f"/server/{GUILD}/leaderboard/tally")).text()
    assert "Tally · leaderboard of this server" in page  # each person's name links to their page
    assert f'<td><a href="/server/{GUILD}/player/{ANN}">ann</a></td>' in page and ">bob</a></td>" in page
    assert "Your games of it here" in page and "<td>1</td>" in page
    assert (await client.get(f"/server/{GUILD}/leaderboard/nosuchgame")).status == 404
    client.session.cookie_jar.clear()
    await signed_in(client, signer, STRANGER, game)
    assert (await client.get(f"/server/{GUILD}/leaderboard/tally")).status == 403


async def test_the_picture_is_kept_by_the_browser_at_a_url_naming_its_version_and_view(site, table):
    client, signer, _ = site
    game = await started_game(table)
    await signed_in(client, signer, ANN, game)
    page = await (await client.get(f"/game/{game}")).text()
    url = re.search(r'id="picture" src="([^"]+)"', page)[1].replace("&amp;", "&")
    row = await table.game_row(game)
    assert url == f"/game/{game}/table.png?v={row.version}&k={view_tag(row, 0, ANN, 'en')}"
    first = await client.get(url, allow_redirects=False)
    assert first.status == 200 and first.headers["Cache-Control"] == "private, max-age=31536000, immutable"
    assert await first.read() == await table.picture(row, 0)
    again = await client.get(url, headers={"If-None-Match": first.headers["ETag"]}, allow_redirects=False)
    assert again.status == 304 and not await again.read()
    # another view's URL (a member looking on), or none at all: sent to this reader's own, never kept
    public = f"/game/{game}/table.png?v={row.version}&k={view_tag(row, None, CAROL, 'en')}"
    for other in (public, f"/game/{game}/table.png"):
        moved = await client.get(other, allow_redirects=False)
        assert moved.status == 303 and moved.headers["Location"] == url and moved.headers["Cache-Control"] == "no-store"
    engine, state = await table.load(row)
    seat = engine.pending(state)[0]
    await table.act(game, row.seats[seat].user_id, engine.actions(state, seat)[0].id, row.version)
    newer = await table.game_row(game)
    site[2].rows.forget(game)  # a game's row is kept at most a second for a crowd
    moved = await client.get(url, allow_redirects=False)  # the old version's URL: the picture now
    assert moved.status == 303 and f"v={newer.version}&" in moved.headers["Location"]


async def test_deadlines_are_words_in_the_readers_chosen_time_zone_else_the_browsers(site, table):
    client, signer, _ = site
    row = await table.open_lobby("moonbots", ANN, "ann", guild_id=GUILD, channel_id=5, seed=3, turn_hours=24)
    await table.join(row.id, BOB, "bob")
    await table.start(row.id, ANN)
    game = row.id
    await signed_in(client, signer, BOB, game)
    page = await (await client.get(f"/game/{game}")).text()
    deadline = re.search(r'<ul class="deadlines">.*?</ul>', page)[0]
    assert "data-at=" in deadline and " UTC</time>" in deadline  # no zone chosen: the page's script says it again
    await table.put_prefs(BOB, replace(await table.prefs(BOB), language="de", time_zone="Europe/Rome"))
    client.session.cookie_jar.clear()
    await signed_in(client, signer, BOB, game)
    handlers = site[2]
    handlers.people.forget(BOB)
    page = await (await client.get(f"/game/{game}")).text()
    deadline = re.search(r'<ul class="deadlines">.*?</ul>', page)[0]
    assert "data-at=" not in deadline and "Italien (Ortszeit)</time>" in deadline, deadline
    state = await (await client.get(f"/game/{game}/state")).json()
    assert "Italien (Ortszeit)</time>" in state["facts"]


def test_a_moment_in_words_in_every_language_and_zone():
    at = 1_796_000_000.0  # Monday 30 November 2026, 00:53 UTC
    assert when_words(at, "en", "America/New_York") == "Sun, November 29, 7:53\u202fPM United States (New York) Time"
    assert when_words(at, "en", "Europe/Rome") == "Mon, November 30, 1:53\u202fAM Italy Time"
    assert when_words(at, "it", "Europe/Rome") == "lun 30 novembre, 01:53 Ora Italia"
    assert when_words(at, "de", "Europe/Rome") == "Mo., 30. November, 01:53 Italien (Ortszeit)"
    assert when_words(at, "en", "Not/AZone") == when_words(at, "en") == "Mon, November 30, 12:53\u202fAM UTC"


async def test_on_postgresql_a_move_made_by_another_process_reaches_a_live_page_at_once(postgres_server):
    """Two stores on one database stand for two processes: the one serving the page hears the other's
    commit (LISTEN/NOTIFY on boardhost_work, as the bot wires it in cogs/bot.py `heard`); its poll is
    an hour, so nothing else can tell it."""
    url = await postgres_server.fresh()
    async with PostgresStore(url, pool_size=2) as here, PostgresStore(url, pool_size=2) as there:
        table = Table(there, ai_delay=0.0)
        game = await started_game(table)
        live = Live(here, poll=3600.0)
        assert await here.listen(lambda kind, ids: [live.kick(i) for i in ids])
        row = await table.game_row(game)
        async with live.follow(game, row.version) as queue:
            for _ in range(2):  # the first may be seen by the watcher's first look; the second only if told
                engine, state = await table.load(row)
                seat = engine.pending(state)[0]
                await table.act(game, row.seats[seat].user_id, engine.actions(state, seat)[0].id, row.version)
                row = await table.game_row(game)
                async with asyncio.timeout(10):
                    while await queue.get() != row.version:
                        pass
        await live.close()
        table.close()


async def test_a_persons_page_shows_their_record_per_game_and_latest_games_to_members_of_the_server(site, table,
                                                                                                    with_tally):
    client, signer, _ = site
    game = await finished_game(table, "tally")
    [bobs] = await table.stats(GUILD, BOB, "tally")
    await signed_in(client, signer, CAROL, game)  # a member of the server who played nothing
    board = await (await client.get(f"/server/{GUILD}/leaderboard/tally")).text()
    assert f'<a href="/server/{GUILD}/player/{BOB}">bob</a>' in board  # the leaderboard links to each person
    page = await (await client.get(f"/server/{GUILD}/player/{BOB}")).text()
    assert "bob · their games in this server" in page and "Record per game" in page
    row = re.search(r'<tr><td><a href="/server/\d+/leaderboard/tally">Tally</a></td>((?:<td>[^<]*</td>)+)</tr>', page)
    cells = re.findall(r"<td>([^<]*)</td>", row[1])
    assert cells[:4] == ["1", str(bobs.won), "0", "0"] and re.fullmatch(r"-?\d+\.\d", cells[4]), cells  # rated
    said = "won" if bobs.won else "place 2 of 2"
    assert f'<a href="/game/{game}/history">Tally · game #{game}</a> · {said} · <time' in page
    assert (await client.get(f"/server/{GUILD}/player/{STRANGER}")).status == 404  # neither played nor a member
    client.session.cookie_jar.clear()
    await signed_in(client, signer, STRANGER, game)
    assert (await client.get(f"/server/{GUILD}/player/{BOB}")).status == 403  # not a member of the server


def test_a_persons_record_names_the_ai_levels_ratings_beside_theirs():
    from web.pages import Record, person_page

    record = Record("tally", "Tally", 3, 2, 0, 1, 12.5, [("AI (expert)", 20.25), ("AI (easy)", -3.0)])
    page = person_page("en", "<b>ann</b>", GUILD, [record], [], "form")
    assert "&lt;b&gt;ann&lt;/b&gt; · their games" in page and "<td>12.5</td>" in page
    assert "The AI levels here: AI (expert) 20.2, AI (easy) -3.0" in page or "AI (expert) 20.3" in page
    assert "has no finished game" in person_page("en", "ann", GUILD, [], [], "form")


async def test_a_crowd_following_a_game_costs_the_store_no_more_reads_than_a_few(site, table):
    """Each move is read once for every follower in this process: 8 pages each of two players and a
    member of the server cost no more store reads than one page each (the watcher's light version poll
    and the sign-outs read aside, which are one read for everyone anyway)."""
    client, signer, _ = site
    game = await started_game(table)
    reads: list[str] = []
    fetch = table.store.fetch

    async def counted(sql: str, params=()):
        if "SELECT id, version FROM games" not in sql and "web_signouts" not in sql:
            reads.append(sql)
        return await fetch(sql, params)
    table.store.fetch = counted  # type: ignore[method-assign]

    async def one_move_followed_by(pages: int) -> int:
        row = await table.game_row(game)
        streams = []
        for user in (ANN, BOB, CAROL):
            for _ in range(pages):
                http = aiohttp.ClientSession(cookies={COOKIE: signer.session(user, time.time())})
                stream = await http.get(client.make_url(f"/game/{game}/live"), params={"v": row.version})
                assert (await stream.content.readline()).startswith(b"retry:")
                streams.append((http, stream))
        reads.clear()
        engine, state = await table.load(row)
        seat = engine.pending(state)[0]
        await table.act(game, row.seats[seat].user_id, engine.actions(state, seat)[0].id, row.version)
        async with asyncio.timeout(10):
            for _, stream in streams:
                while not (await stream.content.readline()).startswith(b"data:"):
                    pass
        counted_reads = len(reads)
        for http, stream in streams:
            stream.close()
            await http.close()
        return counted_reads

    few, crowd = await one_move_followed_by(1), await one_move_followed_by(8)
    assert crowd <= few, (few, crowd, reads)


def test_the_bot_passes_every_notification_of_other_processes_on_to_the_live_pages():
    """cogs/bot.py `heard`: mail or a timer of another process's commit wakes the outbox or the clock, and
    the web table's watcher for each game named (which reads the versions once for all of them)."""
    from types import SimpleNamespace

    from cogs.bot import Boardhost

    kicked: list[int] = []
    looked: list[str] = []
    bot = SimpleNamespace(web=SimpleNamespace(live=SimpleNamespace(kick=kicked.append)),
                          outbox=SimpleNamespace(look_soon=lambda: looked.append("mail")))
    table = SimpleNamespace(wake_timers=lambda: looked.append("timer"))
    Boardhost.heard(bot, table, "mail", [4, 5])  # type: ignore[arg-type]
    Boardhost.heard(bot, table, "timer", [6])  # type: ignore[arg-type]
    assert kicked == [4, 5, 6] and looked == ["mail", "timer"]
    bot.web = None  # the web table off: the outbox and the clock only
    Boardhost.heard(bot, table, "mail", [7])  # type: ignore[arg-type]
    assert kicked == [4, 5, 6] and looked == ["mail", "timer", "mail"]
