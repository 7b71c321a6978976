"""20th Century by post on the fake Discord: three people play a whole game with standing bids (given
by button, by `/century bid amount:N` and by the amount form), and every sitting is a real decision."""

from __future__ import annotations

import os

import pytest

from core.store import FINISHED
from engines.century.engine import _rich
from engines.century.state import min_price

from .boardhost import choose, label_id, latest_post, make_bot, open_panel, open_table, smart_choice, until_moved

SEED = int(os.environ.get("BOARDHOST_E2E_SEED", "1"))
MAX_SITTINGS = 30  # a person's visits in the whole game (the simulated median is about 20 at 3 players)


@pytest.fixture
async def bot(fake_discord, run_bot, database):
    instance = make_bot(database)
    async with run_bot(instance):
        yield instance


# One store: test_whole_games plays 20th Century whole on each; this game is about the standing bids.
@pytest.mark.parametrize("database", ["postgres"], indirect=True)
async def test_three_people_play_a_whole_game_with_standing_bids(fake_discord, bot):
    fake = fake_discord
    people = [fake.users[name] for name in ("alice", "bob", "carol")]
    thread, _ = await open_table(fake, "century", people[0], people[1:], seed=(bot, SEED))
    game_id, steps, typed, formed, limits = 1, 0, 0, 0, 0
    sittings = {p.id: 0 for p in people}
    pending_before: set[int] = set()
    last_actor = None
    while (row := await bot.store.get_game(game_id)).status != FINISHED:
        steps += 1
        assert steps < 3000, "the game did not end"
        game, state = await bot.desk.table.load(row)
        pending = {row.seats[s].user_id for s in game.pending(state)}
        for user_id in pending - pending_before - {last_actor}:
            sittings[user_id] += 1  # pinged back because someone else acted (or the game began)
        user = fake.user_by_id(sorted(pending)[0])
        seat = row.seat_of(user.id)
        choices = game.actions(state, seat)
        # every decision is a real one, but for a choice cut down to one by what the seat holds (its own
        # secret: it is asked all the same, so the table learns nothing; issue 29)
        single = len(choices) == 1 and len(game._actions(_rich(state, seat), seat)) == 1
        assert not single, f"a press without a choice: {choices}"
        action = await smart_choice(bot, game_id, user.id, seed=steps)
        verb, _, amount = action.partition(":")
        if verb in ("upto", "cap", "open"):
            limits += verb != "open"
        if verb in ("upto", "cap") and limits % 3 == 1:  # a standing limit typed as a number
            typed += 1
            iid = await fake.send_slash("century bid", {"amount": int(amount)}, user=user, channel=thread)
        elif verb in ("upto", "cap") and limits % 3 == 2:  # ... or in the amount form
            formed += 1
            iid = await fake.send_slash("century bid", {}, user=user, channel=thread)
            await fake.wait_callback(iid)
            iid = await fake.submit_modal(iid, {"amount": amount})
        else:
            panel = await open_panel(fake, latest_post(fake, thread), user)
            iid = await choose(fake, panel, action, user)
        await fake.wait_callback(iid)
        await until_moved(fake, bot, game_id, row.version)
        pending_before, last_actor = pending, user.id
    assert typed and formed and limits >= 20
    assert all(1 <= n <= MAX_SITTINGS for n in sittings.values()), sittings
    await fake.wait_for_message(lambda m: m.channel_id == thread and "🏁" in m.content)
    log = "\n".join(m.content for m in fake.message_list(thread))
    assert " bids " in log  # the bot bid for the standing limits, in the thread's log
    assert "VP income from cities" in log  # the final post's breakdown of each score


async def test_an_amount_above_your_coins_is_refused_to_you_alone(fake_discord, bot):
    fake = fake_discord
    people = [fake.users[name] for name in ("alice", "bob", "carol")]
    thread, _ = await open_table(fake, "century", people[0], people[1:], seed=(bot, SEED))
    row = await bot.store.get_game(1)
    game, state = await bot.desk.table.load(row)
    leader = fake.user_by_id(row.seats[game.pending(state)[0]].user_id)
    iid = await fake.send_slash("century bid", {"amount": 5}, user=leader, channel=thread)
    await fake.wait_callback(iid)
    assert "No amount is asked of you" in fake.original(iid).content  # choosing a tile comes first
    panel = await open_panel(fake, latest_post(fake, thread), leader)
    await fake.wait_callback(await choose(fake, panel, f"pick:{state['land'][0]}", leader))
    iid = await fake.send_slash("century bid", {"amount": 999}, user=leader, channel=thread)
    await fake.wait_callback(iid)
    answer = fake.original(iid)
    assert answer.ephemeral and "You hold fewer than 999 coins." in answer.content
    assert (await bot.store.get_game(1)).version == row.version + 1  # only the pick was stored


async def test_the_panel_opens_the_amount_form_and_a_wrong_amount_changes_nothing(fake_discord, bot):
    """"Bid another amount…" sits beside the quick bid buttons only when an amount can be named;
    a word, an amount below the lowest and one above your coins each get a sentence for you alone and
    leave the game as it was; a good amount is your bid."""
    fake = fake_discord
    people = [fake.users[name] for name in ("alice", "bob", "carol")]
    thread, _ = await open_table(fake, "century", people[0], people[1:], seed=(bot, SEED))
    row = await bot.store.get_game(1)
    game, state = await bot.desk.table.load(row)
    leader = fake.user_by_id(row.seats[game.pending(state)[0]].user_id)
    panel = await open_panel(fake, latest_post(fake, thread), leader)
    assert not [b for b in panel.buttons if b.label == "Bid another amount…"]  # choosing a tile: no amount
    await fake.wait_callback(await choose(fake, panel, f"pick:{state['land'][0]}", leader))
    await until_moved(fake, bot, 1, row.version)
    row = await bot.store.get_game(1)
    game, state = await bot.desk.table.load(row)
    lowest = min_price(state)
    panel = await fake.wait_until(lambda: fake.find_message(panel.id) if any(
        b.label == "Bid another amount…" for b in fake.find_message(panel.id).buttons) else None, "the form button")
    form = label_id(panel, "Bid another amount…")
    assert any(":open:" in b.custom_id for b in panel.buttons)  # beside the quick bid buttons
    for typed, sentence in (("seven", "is not a whole number"),
                            (str(lowest - 1), f"The lowest amount you can name now is {lowest} coins."),
                            ("999", "You hold fewer than 999 coins.")):
        iid = await fake.click_button(panel, form, user=leader)
        await fake.wait_callback(iid)
        iid = await fake.submit_modal(iid, {"amount": typed})
        await fake.wait_callback(iid)
        answer = fake.original(iid)
        assert answer.ephemeral and sentence in answer.content, (typed, answer.content)
        assert (await bot.store.get_game(1)).version == row.version  # nothing changed
    iid = await fake.click_button(panel, form, user=leader)
    await fake.wait_callback(iid)
    iid = await fake.submit_modal(iid, {"amount": str(lowest + 1)})
    await fake.wait_callback(iid)
    await until_moved(fake, bot, 1, row.version)
    game, state = await bot.desk.table.load(await bot.store.get_game(1))
    assert state["auction"]["bid"] == lowest + 1
