"""Discord's limits, met by meaning (issue 30): the helpers of cogs/limits.py, and the worst case of
every message the bot builds, in all five languages: 32-character names with emoji and markdown, six
players, game numbers in the millions, 25 waiting games, whole smart self-played games. Each message
goes through the code that sends it, into a recorder that checks every limit Discord enforces."""

from __future__ import annotations

import io
import re
from types import SimpleNamespace

import pytest
from PIL import Image

from cogs import catchup, ending, limits, ui
from cogs.century import Century
from cogs.desk import Desk
from cogs.games import Games
from cogs.help import help_page
from cogs.mail import Mailroom
from cogs.texts import text
from core.store import ACTIVE, Entry, open_store
from core.table import Table, seat_names
from engines.base import Rng
from engines.i18n import LOCALES, say

# 32 characters each: emoji, markdown, a mention, accents
NAMES = [f"{i}🦄 **Zoë_the__long** `x` <@12>ñé"[:32].ljust(32, "é") for i in range(6)]
FIRST_GAME = 5_000_000


def check_message(content: str | None, view=None, files=(), embed=None) -> None:
    assert content is None or len(content) <= limits.MESSAGE, f"{len(content)} characters"
    assert not limits.view_problems(view)
    for file in files:
        size = len(file.fp.getvalue()) if hasattr(file.fp, "getvalue") else 0
        assert size <= limits.UPLOAD
    if embed is not None:
        assert len(embed) <= limits.EMBED_TOTAL and len(embed.fields) <= limits.EMBED_FIELDS
        assert len(embed.description or "") <= limits.EMBED_DESCRIPTION and len(embed.title or "") <= limits.EMBED_TITLE
        assert all(len(f.value) <= limits.EMBED_FIELD_VALUE and len(f.name) <= limits.EMBED_FIELD_NAME
                   for f in embed.fields)


class Recorder:
    """A channel or a DM: checks each message against Discord's limits and keeps it."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send(self, content=None, *, nonce=None, allowed_mentions=None, files=None, view=None, embed=None):
        assert allowed_mentions is not None and nonce is not None and len(str(nonce)) <= 25
        check_message(content, view, files or (), embed)
        self.sent.append(content or "")


@pytest.fixture
async def table(tmp_path, with_tally):
    async with open_store(str(tmp_path / "games.db")) as store:
        await store.write("INSERT INTO games (id, game, host_id, status, options, seed, created_at, updated_at)"
                          " VALUES (?, 'tally', 0, 'cancelled', '{}', 0, 0, 0)", (FIRST_GAME - 1,))
        yield Table(store, ai_delay=0.0)


def mailroom(table: Table, channel: Recorder) -> Mailroom:
    bot = SimpleNamespace(outbox=SimpleNamespace(kick=lambda game_id: None), get_user=lambda user_id: channel)
    room = Mailroom(bot, table, "abcdef")

    async def thread(row):
        return channel

    room.thread = thread
    return room


async def started(table: Table, key: str, players: int, seed: int = 11, guild: int = 1) -> object:
    row = await table.open_lobby(key, 1, NAMES[0], seed=seed, guild_id=guild, channel_id=99)
    for seat in range(1, players):
        await table.join(row.id, seat + 1, NAMES[seat])
    return await table.start(row.id, 1)


async def self_play(table: Table, row, level: str = "smart", every: int = 0, check=None):
    """Play the game to its end, each seat's move its AI's choice at `level`; `check(row, seat)`
    every `every` steps."""
    rng, step = Rng(5), 0
    while row.status == ACTIVE:
        game, state = await table.load(row)
        seat = game.pending(state)[0]
        if check is not None and every and step % every == 0:
            await check(row, seat)
        await table.act(row.id, row.seats[seat].user_id, game.ai(state, seat, rng, level), row.version)
        row = await table.game_row(row.id)
        step += 1
    return row


# -- the helpers ---------------------------------------------------------------------------------------

def test_pack_splits_between_lines_and_loses_nothing():
    lines = [f"line {i} " + "x" * 150 for i in range(40)]
    parts = limits.pack(lines)
    assert len(parts) > 1 and all(len(p) <= limits.MESSAGE for p in parts)
    assert "\n".join(parts).split("\n") == lines  # every line, whole, in order
    long = "word " * 1000
    assert all(len(p) <= limits.MESSAGE for p in limits.pack(long)) and "".join(limits.pack(long)).count("word") == 1000


def test_fit_keeps_the_first_lines_the_foot_and_says_how_many_more():
    lines = [f"line {i} " + "x" * 100 for i in range(50)]
    fitted = limits.fit([*lines, "the prompt"], lambda n: f"… and {n} more", keep_last=1)
    assert len(fitted) <= limits.MESSAGE
    kept = fitted.split("\n")
    assert kept[0] == lines[0] and kept[-1] == "the prompt"
    assert kept[-2] == f"… and {50 - (len(kept) - 2)} more"
    assert limits.fit(["short"], lambda n: "more") == "short"


def test_shorten_cuts_at_a_word_and_says_so():
    assert limits.shorten("a few words", 80) == "a few words"
    cut = limits.shorten("Aim a fist at the robot of the player sitting across the table from you", 40)
    assert len(cut) <= 40 and cut.endswith("…") and "Aim a fist at the robot" in cut and not cut.endswith(" …")


def test_plain_shows_typed_words_as_typed():
    said = limits.plain("**bold** _it_ <@123> @everyone # head \\")
    assert "**" not in said.replace("\\*", "") and "\\<\\@123>" in said and "\\@everyone" in said
    assert said.endswith("\\\\")  # a trailing backslash can't escape what follows it


# -- the worst cases, in every language -------------------------------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
def test_help_fits_and_starts_with_its_opening(locale):
    said = ui.lines(help_page(), locale)
    parts = limits.pack(said)
    assert all(len(p) <= limits.MESSAGE for p in parts)
    assert "\n".join(parts) == said.strip("\n") and parts[0].startswith(say(text("help_intro"), locale)[:40])


async def test_century_at_five_worst_case_every_message_in_every_language(table):
    """A whole smart 20th Century game at five, long marked-up names, game numbers in the millions:
    panels along the way, every post and DM it owes (the final one too), the history's pages and the
    final post, each in the five languages, within every limit and nothing lost from its top."""
    century = SimpleNamespace(game_key="century",  # the loaded cog, as far as the panel asks it
                              panel_items=lambda row, state, seat: Century.panel_items(None, row, state, seat))
    desk = Desk(SimpleNamespace(cogs={"Century": century}), table)

    async def panels(row, seat):
        for locale in LOCALES:
            content, view = await desk.panel(row, seat, locale=locale)
            check_message(content, view)
            assert content.startswith("**20th Century")
            if await table.undo_target(row, seat) is not None:
                assert any(getattr(i, "custom_id", "").startswith("bh:undo:") for i in view.children)

    row = await self_play(table, await started(table, "century", 5), every=100, check=panels)
    assert row.id >= FIRST_GAME and row.status == "finished"
    entries = [e for e in await table.store.entries(row.id) if e.kind != "replay"]
    turns = [e for e in entries if e.kind == "turn"]
    busiest = max(turns, key=lambda e: e.payload["to"] - e.payload["from"])
    chosen = [e for e in entries if e.kind != "turn"][:15] + [busiest, turns[-1]]
    for locale in LOCALES:
        await table.store.update_game(row.id, locale=locale)
        row = await table.game_row(row.id)
        channel = Recorder()
        room = mailroom(table, channel)
        for entry in chosen:
            await room.deliver(entry)
        final = channel.sent[-2:] if len(channel.sent) > 1 else channel.sent
        assert any(t.startswith("**20th Century") for t in channel.sent)
        assert "🏁" in "\n".join(final)  # who won is there, whole
        game, state = await table.load(row)
        lines = await ending.final_lines(table, row, game, state, game.outcome(state), locale)
        assert all(line in "\n".join(channel.sent) for line in lines)
        for turn in (None, 1, game.turn(state) // 2):
            page = await catchup.history_page(table, row, 0, locale, turn=turn)
            check_message(page.content)
            assert page.content.startswith("**20th Century")


async def test_six_long_names_and_25_waiting_games_fit_lists_lobbies_and_reminders(table):
    """25 Proponi games at six waiting on one person, 32-character names: the lobby, /games list
    (each page whole, every game on a page), autocomplete, and the reminder DM, in five languages."""
    rows = [await started(table, "proponi", 6, seed=s) for s in range(25)]
    lobby = await table.open_lobby("qube", 1, NAMES[0], guild_id=1, channel_id=99)
    for seat in range(1, 6):
        lobby = await table.join(lobby.id, seat + 1, NAMES[seat])
    desk = Desk(SimpleNamespace(), table)
    cog = Games.__new__(Games)
    cog.bot = SimpleNamespace(desk=desk)
    user = rows[0].seats[0].user_id
    for locale in LOCALES:
        await table.store.update_game(lobby.id, locale=locale)
        check_message(None, ui.lobby_view(lobby.id, locale), embed=desk.lobby_embed(await table.game_row(lobby.id)))
        seen, page = [], 0
        while True:
            content, view = await Games.listing(cog, 1, user, page, locale)
            check_message(content, view)
            seen += [int(n) for n in re.findall(r"^#(\d{7}) ", content, re.MULTILINE)]
            if view is None or view.children[-1].item.disabled:
                break
            page += 1
        assert sorted(seen) == sorted([r.id for r in rows] + [lobby.id])
        for row in rows[:2]:
            name = say(text("game_choice", game=row.id, title="4: Proponi, Progetta & Installa",
                            names=seat_names(row, locale)), locale)
            assert len(limits.shorten(name, limits.CHOICE_NAME)) <= limits.CHOICE_NAME
        waiting = [{"game": r.id, "key": r.game, "channel": 99, "timeout": 1_800_000_000} for r in rows]
        channel = Recorder()
        entry = Entry(1, rows[0].id, "reminder", {"user": user, "games": waiting, "game": rows[0].id}, 0, 0.0,
                      1_700_000_000.0)
        await mailroom(table, channel).deliver(entry)
        assert len(channel.sent) == 1 and channel.sent[0].startswith("⏰")


async def test_a_replay_too_big_to_upload_is_left_out_with_a_line(table, monkeypatch):
    row = await self_play(table, await started(table, "qube", 2), level="random")

    async def huge(table, row, locale=None):
        return b"G" * (limits.UPLOAD + 1), 300, 0.1

    monkeypatch.setattr(ending, "replay_file", huge)
    for locale in LOCALES:
        await table.store.update_game(row.id, locale=locale)
        channel = Recorder()
        await mailroom(table, channel).deliver(Entry(9, row.id, "replay", {}, 0, 0.0, 1_700_000_000.0))
        assert len(channel.sent) == 1 and f"#{row.id}" in channel.sent[0] and "/games history" in channel.sent[0]


def test_a_replay_picture_shrinks_to_fit():
    from renderers.kit import GIF_LIMIT, replay_gif
    picture = io.BytesIO()
    Image.new("RGB", (64, 64), "white").save(picture, "PNG")
    assert len(replay_gif([picture.getvalue()] * 3)) <= GIF_LIMIT <= limits.UPLOAD
