"""Turn clocks through the table service with a fake clock: reminders, time-outs, the seat handed to
the AI and taken back, away periods, resigning and giving a seat, and a silent player's game that
still ends. Time only moves when a test moves it."""

from collections import Counter

import pytest

from core.clock import HOUR
from core.store import ACTIVE, FINISHED, Timer, open_store
from core.table import Table, TableError
from engines import GAMES
from engines.base import Action, Rng
from tests.support import tally

ANN, BOB, CAROL, DAVE = 1, 2, 3, 4
START = 1_000_000.0
GUILD = 77


class FakeClock:
    def __init__(self, t: float = START) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def table(store, with_tally, clock):
    return Table(store, ai_delay=0.0, now=clock)


async def three_players(table: Table, turn_hours: int = 48, first: int = ANN) -> int:
    """ann, bob and carol at a Tally table; `first` sits in seat 0 and moves first."""
    users = [first, *[u for u in (ANN, BOB, CAROL) if u != first]]
    row = await table.open_lobby("tally", users[0], f"user{users[0]}", guild_id=GUILD, turn_hours=turn_hours)
    for user in users[1:]:
        await table.join(row.id, user, f"user{user}")
    await table.start(row.id, users[0])
    return row.id


async def timers_of(table: Table, game_id: int) -> list[Timer]:
    rows = await table.store.fetch("SELECT * FROM timers WHERE game_id = ?", (game_id,))
    return [Timer(r["game_id"], r["seat"], r["kind"], r["version"], r["due"]) for r in rows]


async def mail(table: Table, game_id: int, kind: str) -> list[dict]:
    return [e.payload for e in await table.store.entries(game_id) if e.kind == kind]


def stall(game, state, seat: int, row) -> str:
    """A present player who never adds to the tally (so the game lasts): swaps, lets reactions pass."""
    ids = [a.id for a in game.actions(state, seat)]
    return "swap" if "swap" in ids else "pass"


def smart(game, state, seat: int, row) -> str:
    return game.ai(state, seat, Rng(row.version), "smart")


async def play(table: Table, clock: FakeClock, game_id: int, present: set[int], until: float,
               policy=smart, stop_after: str | None = None) -> Counter:
    """Present players answer within ten minutes (by `policy`); otherwise the clock jumps to the next
    timer. Stops when the game ends, the next timer is after `until`, or a `stop_after` line was
    queued. Counts the timers fired."""
    fired: Counter = Counter()
    while (row := await table.game_row(game_id)).status == ACTIVE:
        if stop_after and stop_after in [m["text"] for m in await mail(table, game_id, "line")]:
            break
        game, state = await table.load(row)
        movers = [s for s in game.pending(state) if row.seats[s].user_id in present]
        if movers:
            clock.t += 600
            await table.act(game_id, row.seats[movers[0]].user_id, policy(game, state, movers[0], row))
            continue
        timer = await table.store.next_timer()
        if timer is None or timer.due > until:
            break
        clock.t = max(clock.t, timer.due)
        fired[timer.kind] += 1
        await table.fire(timer)
    return fired


async def test_reminders_at_half_time_and_ten_percent_left_then_one_ai_decision(table, clock):
    game_id = await three_players(table, first=CAROL)
    fired = await play(table, clock, game_id, set(), until=START + 48 * HOUR)
    assert fired == Counter({"remind": 2, "timeout": 1})
    reminders = await mail(table, game_id, "reminder")
    assert [r["user"] for r in reminders] == [CAROL, CAROL]
    moves = await table.store.moves(game_id)
    assert [m.seat for m in moves] == [0]  # exactly one decision, carol's (seat 0)
    lines = [m["text"] for m in await mail(table, game_id, "line")]
    dms = [m["text"] for m in await mail(table, game_id, "dm") if m["text"] != "window_dm"]
    assert (lines, dms) == (["timeout"], ["timeout_dm"])
    row = await table.game_row(game_id)
    assert (row.seats[0].timeouts, row.seats[0].autopilot) == (1, False)


async def test_a_timer_that_fires_twice_applies_once(table, clock):
    game_id = await three_players(table, first=CAROL)
    timer = next(t for t in [await table.store.next_timer()] if t)
    while timer.kind != "timeout":
        clock.t = timer.due
        await table.fire(timer)
        timer = await table.store.next_timer()
    clock.t = timer.due
    assert await table.fire(timer) is not None
    assert await table.fire(timer) is None
    assert (await table.game_row(game_id)).version == 1


async def test_the_third_time_out_in_a_row_hands_the_seat_to_the_ai_until_taken_back(table, clock):
    game_id = await three_players(table, first=CAROL)
    fired = await play(table, clock, game_id, {ANN, BOB}, START + 30 * 24 * HOUR, stall, stop_after="handed")
    assert fired["timeout"] == 3 and 3 * 48 * HOUR <= clock.t - START <= 3 * 48 * HOUR + HOUR
    lines = [m["text"] for m in await mail(table, game_id, "line")]
    assert lines == ["timeout", "timeout", "handed"]
    clock_dms = [m["text"] for m in await mail(table, game_id, "dm") if m["text"] != "window_dm"]
    assert clock_dms == ["timeout_dm", "timeout_dm", "handed_dm"]
    row = await table.game_row(game_id)
    assert row.seats[0].autopilot and row.status == ACTIVE
    await play(table, clock, game_id, {ANN, BOB}, clock.t, stall)  # on to her next turn
    assert {(t.seat, t.kind) for t in await timers_of(table, game_id)} == {(0, "ai")}  # no clock: the AI plays
    assert (await mail(table, game_id, "turn"))[-1]["autopilot"] == [0]  # the post offers the button
    with pytest.raises(TableError, match="Take my seat back"):
        await table.act(game_id, CAROL, "add:1")
    row = await table.take_back(game_id, CAROL)
    assert (row.seats[0].autopilot, row.seats[0].timeouts) == (False, 0)
    assert row.seats[0].timeouts_total == 3  # the game's count stays for its final post and stats
    assert [m["text"] for m in await mail(table, game_id, "line")][-1] == "took_back"
    assert {(t.seat, t.kind) for t in await timers_of(table, game_id)} == {(0, "remind"), (0, "timeout")}
    with pytest.raises(TableError, match="already play for yourself"):
        await table.take_back(game_id, CAROL)


async def test_a_player_who_goes_silent_for_good_does_not_freeze_the_game(table, clock):
    game_id = await three_players(table, turn_hours=12)
    fired = await play(table, clock, game_id, {ANN, BOB}, START + 30 * 24 * HOUR, stall)
    row = await table.game_row(game_id)
    assert row.status == FINISHED
    timeouts = [m["text"] for m in await mail(table, game_id, "line")]
    assert timeouts == ["timeout", "timeout", "handed"] and fired["timeout"] == 3
    assert fired["ai"] > 0  # then the AI played her seat without waiting
    moves = await table.store.moves(game_id)
    assert clock.t - START <= 3 * 12 * HOUR + len(moves) * 600  # 12 h per silent decision at most
    assert await table.replay_matches(game_id)


async def test_no_limit_reminds_after_a_day_then_every_two_days_at_most_five_times(table, clock):
    game_id = await three_players(table, turn_hours=0, first=CAROL)
    fired = await play(table, clock, game_id, set(), until=START + 30 * 24 * HOUR)
    assert fired == Counter({"remind": 5})
    assert (await table.game_row(game_id)).version == 0  # nobody decided for her


async def test_away_pauses_the_clock_and_the_reminders_and_posts_say_why(table, clock):
    game_id = await three_players(table, first=CAROL)
    clock.t += 10 * HOUR
    until = await table.go_away(GUILD, CAROL, 3, "on holiday")
    assert until == clock.t + 3 * 24 * HOUR
    assert [m["text"] for m in await mail(table, game_id, "line")] == ["away"]
    timers = {t.kind: t.due for t in await timers_of(table, game_id)}
    assert timers["remind"] == START + 24 * HOUR + 3 * 24 * HOUR  # 24 h of her own time, the 3 days excluded
    with pytest.raises(TableError, match="1 to 30 days"):
        await table.go_away(GUILD, CAROL, 31)
    clock.t += HOUR
    was_away, taken = await table.come_back(GUILD, CAROL)
    assert (was_away, taken) == (True, [])
    timers = {t.kind: t.due for t in await timers_of(table, game_id)}
    assert timers["remind"] == START + 25 * HOUR  # paused for one hour only
    with pytest.raises(TableError, match="not away"):
        await table.come_back(GUILD, CAROL)


async def test_the_turn_post_shows_each_waiting_seat_s_clock_and_absence(table, clock):
    game_id = await three_players(table)
    first = (await mail(table, game_id, "turn"))[0]
    assert (first["from"], first["to"], first["ping"]) == (0, 0, [0])
    assert first["due"] == {"0": START + 48 * HOUR} and first["away"] == {}
    await table.go_away(GUILD, BOB, 2)
    await table.act(game_id, ANN, "swap")  # bob's turn, no reaction window
    post = (await mail(table, game_id, "turn"))[-1]
    assert post["ping"] == [1] and post["away"] == {"1": START + 2 * 24 * HOUR}


async def test_one_reminder_lists_every_game_waiting_on_the_person(table, clock):
    first, second = await three_players(table, first=CAROL), await three_players(table, first=CAROL)
    timer = await table.store.next_timer()
    assert (timer.kind, timer.game_id) == ("remind", first)
    clock.t = timer.due
    await table.fire(timer)
    reminders = await mail(table, first, "reminder") + await mail(table, second, "reminder")
    assert len(reminders) == 1 and [g["game"] for g in reminders[0]["games"]] == [first, second]
    assert [(await table.game_row(g)).seats[0].reminders for g in (first, second)] == [1, 1]
    timer = await table.store.next_timer()
    assert timer.kind == "remind" and timer.due == pytest.approx(START + 0.9 * 48 * HOUR)


async def test_a_reminder_leaves_out_a_game_whose_time_is_already_up(table, clock):
    first = await three_players(table, first=CAROL)  # 48 h: her first reminder after 24 h
    clock.t = START + 13 * HOUR
    second = await three_players(table, turn_hours=12, first=CAROL)  # her time there is up at 25 h
    clock.t = START + 26 * HOUR  # the bot was down from the start until now
    fired = await fire_due(table, clock)
    assert fired == Counter({"remind": 2, "timeout": 1})  # second's reminder dropped, first's sent
    reminders = await mail(table, first, "reminder") + await mail(table, second, "reminder")
    assert len(reminders) == 1 and [g["game"] for g in reminders[0]["games"]] == [first]
    assert [m.seat for m in await table.store.moves(second)] == [0]


async def test_resign_hands_the_seat_to_the_ai_and_the_host_gives_it_to_a_member(table, clock):
    game_id = await three_players(table, first=BOB)
    with pytest.raises(TableError, match="not playing"):
        await table.resign(game_id, DAVE)
    row = await table.resign(game_id, BOB)
    assert (row.seats[0].ai, row.seats[0].user_id, row.seats[0].resigned_user) == ("smart", None, BOB)
    assert (await table.store.next_timer()).kind == "ai"
    with pytest.raises(TableError, match="Only the host"):
        await table.give_seat(game_id, ANN, False, 1, DAVE, "dave")
    with pytest.raises(TableError, match="already played by a person"):
        await table.give_seat(game_id, BOB, True, 2, DAVE, "dave")
    with pytest.raises(TableError, match="seats 1 to 3"):
        await table.give_seat(game_id, BOB, True, 9, DAVE, "dave")
    with pytest.raises(TableError, match="already has a seat"):
        await table.give_seat(game_id, BOB, True, 1, ANN, "ann")
    row = await table.give_seat(game_id, BOB, False, 1, DAVE, "dave")  # bob is still the host
    assert (row.seats[0].user_id, row.seats[0].ai, row.seats[0].name) == (DAVE, None, "dave")
    hands = await mail(table, game_id, "hand")
    assert [h["user"] for h in hands if h["seat"] == 0][-1] == DAVE  # the new owner gets the seat's hand
    turn = (await mail(table, game_id, "turn"))[-1]
    assert turn["ping"] == [0]  # it is that seat's move: dave is pinged
    await table.act(game_id, DAVE, "add:1")


class TwoStep(tally.Tally):
    """Tally where adding takes two micro-steps: pick the amount, then confirm it."""

    key = "twostep"

    def actions(self, state: dict, seat: int) -> list[Action]:
        if seat in self.pending(state) and state.get("picked"):
            return [Action("confirm", "Confirm")]
        return super().actions(state, seat)

    def perform(self, state: dict, seat: int, action_id: str) -> list:
        if action_id == "confirm":
            picked, state["picked"] = state["picked"], None
            return super().perform(state, seat, picked)
        if action_id.startswith("add:") and state["react"] is None:
            state["picked"] = action_id
            return []
        return super().perform(state, seat, action_id)

    def ai(self, state: dict, seat: int, rng: Rng, level: str = "smart") -> str:
        return "confirm" if state.get("picked") else "pass" if state["react"] is not None else "add:2"


async def test_a_time_out_finishes_the_turn_s_micro_steps_as_one_decision(table, clock, monkeypatch):
    monkeypatch.setitem(GAMES, "twostep", TwoStep())
    row = await table.open_lobby("twostep", CAROL, "carol", guild_id=GUILD, turn_hours=48)
    await table.join(row.id, ANN, "ann")
    await table.start(row.id, CAROL)
    timer = await table.store.next_timer()
    while timer.kind != "timeout":
        clock.t = timer.due
        await table.fire(timer)
        timer = await table.store.next_timer()
    clock.t = timer.due
    await table.fire(timer)
    moves = await table.store.moves(row.id)
    assert [(m.seat, m.action) for m in moves] == [(0, "add:2"), (0, "confirm")]
    assert [m["text"] for m in await mail(table, row.id, "line")] == ["timeout"]
    assert (await table.game_row(row.id)).seats[0].timeouts == 1
    assert len(await mail(table, row.id, "turn")) == 1  # only the opening: ann now reacts in a window


async def fire_due(table: Table, clock: FakeClock) -> Counter:
    fired = Counter()
    while (timer := await table.store.next_timer()) is not None and timer.due <= clock.t:
        fired[timer.kind] += 1
        await table.fire(timer)
    return fired


@pytest.mark.parametrize(("down_hours", "reminders"), [(45, 1), (50, 0)])
async def test_clocks_survive_a_restart(database, with_tally, down_hours, reminders):
    """Down past both reminders: one DM covers them. Down past her limit too: the time-out alone,
    no reminder telling her that her time runs out an hour ago."""
    clock = FakeClock()
    async with open_store(database) as store:
        game_id = await three_players(Table(store, 0.0, now=clock), first=CAROL)
    clock.t = START + down_hours * HOUR
    async with open_store(database) as store:
        table = Table(store, 0.0, now=clock)
        fired = await fire_due(table, clock)
        assert fired == Counter({"remind": 1, "timeout": int(down_hours >= 48)})
        assert len(await mail(table, game_id, "reminder")) == reminders
        assert [m.seat for m in await store.moves(game_id)] == [0] * int(down_hours >= 48)


@pytest.mark.parametrize("key", ["qube", "moonbots"])
async def test_a_real_game_with_a_silent_player_ends_on_its_own(table, clock, key):
    row = await table.open_lobby(key, ANN, "ann", guild_id=GUILD, turn_hours=24, seed=3)
    for user in (BOB, CAROL):
        await table.join(row.id, user, f"user{user}")
    await table.start(row.id, ANN)
    fired = await play(table, clock, row.id, {ANN, BOB}, START + 60 * 24 * HOUR)
    row = await table.game_row(row.id)
    assert row.status == FINISHED and fired["timeout"] == 3  # then the AI played carol's seat
    assert row.seats[2].autopilot
    moves = await table.store.moves(row.id)
    assert clock.t - START <= 3 * 24 * HOUR + len(moves) * 600 + 3600
    print(f"\n{key}: {len(moves)} moves, {fired['remind']} reminder timers, {fired['timeout']} time-outs, "
          f"finished after {(clock.t - START) / HOUR:.1f} simulated hours")


async def test_a_person_asked_in_a_reaction_window_gets_one_quiet_dm_with_its_deadline(table, clock):
    game_id = await three_players(table)
    await table.act(game_id, ANN, "add:1")  # bob's reaction window opens (60 s in Tally)
    [asked] = [m for m in await mail(table, game_id, "dm") if m["text"] == "window_dm"]
    assert asked["user"] == BOB and asked["due"] == int(START + 60) and asked["play"]
    assert asked["prompt"] == "React to the last addition."
    await table.act(game_id, BOB, "pass")  # the window closes: bob now takes his turn, no new window DM
    assert len([m for m in await mail(table, game_id, "dm") if m["text"] == "window_dm"]) == 1
