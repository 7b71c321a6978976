"""Five languages through Discord (issue 22): a whole 3-player game of every game whose engine speaks
through the catalogs, the game in the pseudo-language `qps`, the host's seat in it too and the two other
seats each in another language. No plain English word may reach the thread or the host in any message,
embed, button, select, thread name, DM or word drawn on a picture, and each person's messages are in
theirs (one game checks both, issue 27: these were ten whole games, five in each). Players' names hold
no plain ASCII word, so any such word is one nobody translated."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PIL import ImageDraw

from cogs.texts import text
from core.store import FINISHED
from core.table import seat_names
from engines import GAMES
from engines.base import Rng
from engines.i18n import LANGUAGE_NAMES, PSEUDO, english_words, locale_of, say, spoken
from tests.conftest import one_store_each

from .boardhost import make_bot, until_moved

# The games whose engine emits messages (Msgs) and whose renderer says its words: all five since 20th
# Century's landing (a game added later joins once it speaks through its catalogs).
SPEAKING = sorted(GAMES)
MAX_STEPS = 3000
NAMES = ("Ånä", "Bœ", "Çë")  # no plain ASCII word: any word the test finds was never translated
SEED = 7
COMMAND_ROUTES = ("/commands",)  # the command tree is registered in English (its translations beside it)


def allowed_words(key: str) -> set[str]:
    """Words that are names, not English: the game's title and the languages' own names (the lobby's
    language select offers the pseudo-language by its code)."""
    names = [GAMES[key].title, *LANGUAGE_NAMES.values(), PSEUDO]
    return {w for name in names for w in english_words(name)}


def strings_of(payload: object) -> Iterator[str]:
    """Every text a player can read in a request body: content, embeds, components (labels,
    placeholders, options), a modal's title and fields, a thread's name."""
    if isinstance(payload, dict):
        option = "label" in payload and "value" in payload  # a select's option: its value is no word shown
        for key, value in payload.items():
            if key in ("content", "title", "description", "label", "placeholder", "name", "value", "text") \
                    and isinstance(value, str) and not (option and key == "value"):
                yield value
            elif key not in ("custom_id", "url", "attachments", "allowed_mentions", "nonce", "message_reference"):
                yield from strings_of(value)
    elif isinstance(payload, list):
        for item in payload:
            yield from strings_of(item)


@contextmanager
def drawn_words() -> Iterator[list[tuple[str, str]]]:
    """Every string drawn on any picture (in any drawing thread) inside the block, with the language the
    picture was drawn speaking (English outside a `speaking` block)."""
    drawn: list[tuple[str, str]] = []
    lock = threading.Lock()
    original = ImageDraw.ImageDraw.text

    def draw_text(self: ImageDraw.ImageDraw, xy: object, words: object, *args: object, **kwargs: object) -> object:
        with lock:
            drawn.append((spoken(), str(words)))
        return original(self, xy, words, *args, **kwargs)

    ImageDraw.ImageDraw.text = draw_text
    try:
        yield drawn
    finally:
        ImageDraw.ImageDraw.text = original


@pytest.fixture
async def bot(fake_discord, run_bot, database, monkeypatch):
    monkeypatch.setenv("BOARDHOST_PSEUDO_LOCALE", "1")  # the lobby offers the pseudo-language too
    instance = make_bot(database)
    async with run_bot(instance):
        yield instance


def component(message, prefix: str) -> str:
    """The custom id of a message's component whose id starts with `prefix` (labels are translated)."""
    return next(c.custom_id for c in message.items if c.custom_id and c.custom_id.startswith(prefix))


async def open_game(fake, bot, key: str, people: list, language: str) -> tuple[int, int]:
    """`/<key> new` by the first person, the game's language chosen in the lobby, the others join, the
    host starts. Returns (game id, thread id)."""
    host = people[0]
    iid = await fake.send_slash(f"{key} new", {}, user=host)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    game_id = int(component(lobby, "bh:join:").split(":")[2])
    await bot.store.update_game(game_id, seed=SEED)
    await fake.wait_callback(await fake.select(lobby, component(lobby, "bh:lang:"), [language], user=host))
    assert (await bot.store.get_game(game_id)).locale == language
    for user in people[1:]:
        await fake.wait_callback(await fake.click_button(lobby, component(lobby, "bh:join:"), user=user))
    mark = fake.mark()
    await fake.wait_callback(await fake.click_button(lobby, component(lobby, "bh:start:"), user=host))
    thread = int(fake.threads()[-1]["id"])
    await fake.wait_for_message(lambda m: m.channel_id == thread, start=mark)
    return game_id, thread


def latest_post(fake, thread: int):
    posts = [m for m in fake.message_list(thread) if any((c.custom_id or "").startswith("bh:play:") for c in m.items)]
    assert posts, "no turn post in the thread yet"
    return posts[-1]


async def play_to_the_end(fake, bot, game_id: int, thread: int, on_panel=None) -> None:
    """Every person presses their panel's buttons (the smart AI's choice) until the game ends; the
    table's own timers play the time-outs and windows; `on_panel(user, panel, row)` sees each panel."""
    steps = 0
    while (row := await bot.store.get_game(game_id)).status != FINISHED:
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
        game, state = await bot.desk.table.load(row)
        waiting = [row.seats[s].user_id for s in game.pending(state) if row.seats[s].user_id]
        if not waiting:
            await until_moved(fake, bot, game_id, row.version)
            continue
        user = fake.user_by_id(waiting[0])
        seat = row.seat_of(user.id)
        action = game.ai(state, seat, Rng(SEED + row.version), "smart")
        post = latest_post(fake, thread)
        iid = await fake.click_button(post, component(post, "bh:play:"), user=user)
        await fake.wait_callback(iid)
        panel = fake.original(iid)
        if on_panel is not None:
            on_panel(user, panel, row, game, state)
        pressed = None
        for item in panel.items:
            if item.type == 2 and (item.custom_id or "").endswith(":" + action):
                pressed = await fake.click_button(panel, item.custom_id, user=user)
                break
            if item.type != 2 and any(o["value"] == action for o in item.raw.get("options", [])):
                pressed = await fake.select(panel, item.custom_id, [action], user=user)
                break
        assert pressed is not None, f"no component for {action} on the panel"
        await fake.wait_callback(pressed)
        await until_moved(fake, bot, game_id, row.version)
    await fake.wait_for_message(lambda m: m.channel_id == thread and m.attachments
                                and m.attachments[0].filename.endswith("replay.gif"), timeout=60)


# The two other seats' languages, a different pair in each game: every translated language in two games or
# more. Not English: a picture drawn outside any `speaking` block speaks English, and words drawn for an
# English seat could not be told from it.
SEATS = (("it", "de"), ("es-419", "fr"), ("it", "es-419"), ("de", "fr"), ("it", "fr"))
CASES = one_store_each(*zip(SPEAKING, SEATS))


def audience(fake, request) -> int | None:
    """Whom a request speaks to: a DM's reader, or the person who pressed for an ephemeral answer (a panel,
    a refusal, a modal, autocomplete choices); None for what everyone reads (posts, the thread, a public
    answer or an edit of a public message), which speaks the game's language."""
    parts = request.path.split("/")
    if "channels" in parts:  # a channel's messages, or opening a DM channel (/users/@me/channels)
        channel = parts[parts.index("channels") + 1] if parts[-1] != "channels" else ""
        return fake.dm_reader(int(channel)) if channel.isdigit() else None
    if "interactions" in parts:
        inter = fake.interactions[int(parts[parts.index("interactions") + 1])]
        body = request.json or {}
        if body.get("type") in (8, 9):  # autocomplete choices, a modal: only the presser sees them
            return inter.user_id
        flags = (body.get("data") or {}).get("flags") or 0
        target = inter.message_id if body.get("type") in (6, 7) else None
    elif "webhooks" in parts:
        token = parts[parts.index("webhooks") + 2]
        inter = next(i for i in fake.interactions.values() if i.token == token)
        flags = (request.json or {}).get("flags") or 0
        wmid = parts[parts.index("messages") + 1] if "messages" in parts else None
        target = inter.original_id if wmid == "@original" else int(wmid) if wmid else None
    else:
        return None
    message = next((m for ms in fake.messages.values() for m in ms if m.id == target), None) if target else None
    private = message.ephemeral if message is not None else bool(flags & 64)
    return inter.user_id if private else None


@pytest.mark.parametrize(("key", "seats", "database"), CASES, indirect=["database"])
async def test_a_game_in_the_pseudo_language_speaks_to_each_seat_in_theirs(fake_discord, bot, key, seats):
    """One whole 3-player game in the pseudo-language `qps`: the host's seat in it too, the two others each
    in another language. (a) No plain English word reaches the thread, the host or the host's DMs (message,
    embed, button, select, thread name, DM, word drawn on a picture); (b) every panel speaks its presser's
    language, the thread the game's, each DM its reader's."""
    fake = fake_discord
    people = [fake.add_user(name, locale=locale) for name, locale in zip(NAMES, (PSEUDO, *seats), strict=True)]
    host = people[0]
    panels: list[tuple] = []

    def on_panel(user, panel, row, game, state) -> None:
        panels.append((user, panel.content, [c.label for c in panel.items if c.type == 2], row, game, state))
        locale = locale_of(user.locale)
        names = seat_names(row, locale)
        seat = row.seat_of(user.id)
        assert panel.content.startswith(say(text("panel_title", title=game.title, game=row.id), locale))
        labels = {say(a.label, locale, names) for a in game.actions(state, seat)}
        shown = {c.label for c in panel.items if c.type == 2 and (c.custom_id or "").startswith("bh:act:")}
        assert shown <= {label[:80] for label in labels}, (locale, shown - labels)
        options = {o["label"] for c in panel.selects if (c.custom_id or "").startswith("bh:sel:")
                   for o in c.raw["options"]}
        assert options <= {label[:100] for label in labels}, (locale, options - labels)
        assert shown or options
        assert say(game.prompt(state, seat), locale, names) in panel.content

    mark = len(fake.requests)
    with drawn_words() as drawn:
        game_id, thread = await open_game(fake, bot, key, people, PSEUDO)
        await play_to_the_end(fake, bot, game_id, thread, on_panel)
    # (a) no English in what the game and its host read
    allowed = allowed_words(key)
    found: dict[str, list[str]] = {}
    sent = [r for r in fake.requests[mark:] if r.json and not any(r.path.endswith(c) for c in COMMAND_ROUTES)]
    read = [r for r in sent if audience(fake, r) in (None, host.id)]
    assert {audience(fake, r) for r in sent} >= {None, *(user.id for user in people)}
    for request in read:
        for words in strings_of(request.json):
            if unmarked := english_words(words, allowed):
                found.setdefault(words, unmarked)
    foreign = {locale_of(user.locale) for user in people[1:]}
    for locale, words in drawn:  # pictures drawn for the thread or the host (any but the other seats')
        if locale not in foreign and (unmarked := english_words(words, allowed)):
            found.setdefault(f"(drawn) {words}", unmarked)
    assert {locale for locale, _ in drawn} >= {PSEUDO, *foreign}
    assert len(read) > 20
    assert not found, "English a player would see:\n" + "\n".join(f"{w!r}: {u}" for w, u in list(found.items())[:40])
    # (b) each in their own language
    row = await bot.store.get_game(game_id)
    game = GAMES[key]
    posts = [m for m in fake.message_list(thread)
             if any((c.custom_id or "").startswith(("bh:play:", "bh:rematch:")) for c in m.items)]
    assert len(posts) > 2 and all(m.content.startswith(say(text("post_title", title=game.title, game=game_id), PSEUDO))
                                  for m in posts)
    play_labels = {c.label for m in fake.message_list(thread) for c in m.items
                   if (c.custom_id or "").startswith("bh:play:")}
    assert play_labels == {say(text("button_play"), PSEUDO)}
    assert fake.threads()[-1]["name"] == say(text("thread_name", title=game.title, game=game_id), PSEUDO)
    assert {locale_of(user.locale) for user, *_ in panels} == {locale_of(user.locale) for user in people}
    for user in people:  # DMs (hands, windows, time-outs) follow the language last seen from each
        locale = locale_of(user.locale)
        for dm in fake.dms.get(user.id, []):
            if dm.content.startswith("**"):  # a hand's DM opens with the game's title line
                assert dm.content.startswith(say(text("dm_hand_title", title=game.title, game=game_id), locale))
    assert row.status == FINISHED


async def test_dms_follow_games_language_else_the_last_locale_seen(fake_discord, tally_bot):
    """A hand's DM: in the language alice chose with /games language (her Discord is German), in carol's
    Discord language (French, seen when she joined), in English for dave (Discord in a language we don't
    speak), in a game the host opened in Spanish."""
    fake = fake_discord
    alice, bob, carol, dave = (fake.users[n] for n in ("alice", "bob", "carol", "dave"))
    alice.locale, bob.locale, carol.locale, dave.locale = "de", "es-ES", "fr", "pt-BR"
    iid = await fake.send_slash("games language", {"language": "it"}, user=alice)
    await fake.wait_callback(iid)
    assert fake.original(iid).content == say(text("language_chosen", language="Italiano"), "de")
    iid = await fake.send_slash("tally new", {}, user=bob)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    assert lobby.embeds[0]["title"] == say(text("lobby_title", title="Tally", game=1), "es")  # the host's
    for user in (alice, carol, dave):
        await fake.wait_callback(await fake.click_button(lobby, component(lobby, "bh:join:"), user=user))
    await fake.wait_callback(await fake.click_button(lobby, component(lobby, "bh:start:"), user=bob))
    row = await tally_bot.store.get_game(1)
    for user, locale in ((alice, "it"), (carol, "fr"), (dave, "en")):
        dm = await fake.wait_until(lambda user=user: (fake.dms.get(user.id) or [None])[-1], f"{user.name}'s DM")
        token = row.state["tokens"][row.seat_of(user.id)]
        assert dm.content.splitlines()[0] == say(text("dm_hand_title", title="Tally", game=1), locale)
        assert dm.content.splitlines()[-1] == say(text("dm_hand", hand=token), locale)
