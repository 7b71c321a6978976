"""The command line without Discord: play, simulate, render, bench."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tqdm import tqdm

from core import cli_record
from core.figures import percentile, wilson
from core.texts import text
from engines import GAMES
from engines.base import Game, IllegalAction, Rng
from engines.i18n import SOURCE, say, speaking
from renderers import GLANCES, RENDERERS

LEVELS = ("random", "smart", "expert")
MOVE_CAP = 20_000  # a game longer than this is reported as an error (it would never end)


def write_whole(path: Path, data: bytes) -> None:
    """Write a picture whole or not at all: a full or read-only folder leaves no half-written file."""
    part = path.with_name(path.name + ".part")
    try:
        part.write_bytes(data)
        os.replace(part, path)
    except OSError:
        part.unlink(missing_ok=True)
        raise


def seat_names(players: int, ai: int = 0, language: str = SOURCE) -> list[str]:
    humans = players - ai
    return [say(text("cli_player", number=i + 1) if i < humans else text("ai_name", number=i - humans + 1), language)
            for i in range(players)]


def rounds_of(game: Game, state: object, players: int) -> float:
    """Rounds played: a view's "round" is the round in play, and once the game is over the last one
    played (an engine must not move it on after the end); without one, turns per player."""
    view = game.view(state, None)
    return view.get("round", game.turn(state) / players)


# -- play ----------------------------------------------------------------------------------


def play(key: str, players: int, ai: int = 0, seed: int = 1, out: str = "pictures",
         ask=input, say=print, language: str = SOURCE) -> dict:
    """Play in the terminal: numbered legal actions; pictures of the table written to `out`; every
    word (and the pictures' words) in `language`."""
    with speaking(language):
        return _play(key, players, ai, seed, Path(out), ask, Speaker(say, language, seat_names(players, ai, language)))


@dataclass
class Speaker:
    """Says anything the terminal game shows (a message, a game's event) in one language, seats named."""

    write: Callable[[str], object]
    language: str
    names: list[str]

    def words(self, value: object) -> str:
        return say(value, self.language, self.names)

    def __call__(self, value: object, indent: str = "") -> None:
        self.write(indent + self.words(value))


def _play(key: str, players: int, ai: int, seed: int, folder: Path, ask, speak: Speaker) -> dict:
    game, names = GAMES[key], speak.names
    state = game.setup(players, seed)
    folder.mkdir(parents=True, exist_ok=True)
    rng = Rng(seed)
    speak(text("cli_start", title=game.title, names=names, folder=str(folder)))
    shown_turn, shown_view = -1, None
    while (pending := game.pending(state)):
        if game.turn(state) != shown_turn:
            shown_turn = game.turn(state)
            view = game.view(state, None)
            path = folder / f"{key}-turn{shown_turn:03d}.png"
            write_whole(path, GLANCES[key](view, names, shown_view))
            write_whole(folder / f"{key}-table.png", RENDERERS[key](view, names))
            shown_view = view
            speak(text("cli_turn", turn=shown_turn + 1, glance=str(path), table=str(folder / f"{key}-table.png")), "\n")
            if standing := game.standing(state):
                speak(standing, "  ")
        seat = pending[0]
        if seat >= players - ai:
            action = game.ai(state, seat, rng)
        else:
            chosen = choose(game, state, seat, folder, ask, speak)
            if chosen is None:
                speak(text("cli_bye"))
                return {"finished": False}
            action = chosen
        try:
            events = game.apply(state, seat, action)
        except IllegalAction as refused:  # a listed choice refused to this seat alone (it holds too little)
            speak(refused.args[0] if refused.args else str(refused), "  ")
            continue
        for event in events:
            speak(event.text, "  ")
            if event.private and seat < players - ai and event.seat == seat:
                speak(text("cli_only_you", line=event.private), "  ")
    result = game.outcome(state)
    assert result is not None  # nobody is pending: the game is over
    speak(text("cli_over", summary=result["summary"]), "\n")
    write_whole(folder / f"{key}-final.png", RENDERERS[key](game.view(state, None), names))
    return {"finished": True, **result}


def choose(game: Game, state: object, seat: int, folder: Path, ask, speak: Speaker) -> str | None:
    view = game.view(state, seat)
    name = speak.names[seat]
    path = folder / f"{game.key}-seat{seat + 1}.png"
    write_whole(path, RENDERERS[game.key](view, speak.names))
    actions = game.actions(state, seat)
    speak(text("cli_your_view", name=name, path=str(path)), "\n")
    if view.get("hand"):
        speak(text("cli_hidden" if game.hand_is_cards else "cli_secret", cards=list(view["hand"])), "  ")
    speak(game.prompt(state, seat), "  ")
    for number, action in enumerate(actions, start=1):
        speak.write(f"  {number:>2}. {speak.words(action.label)}")
    while True:
        answer = ask(speak.words(text("cli_ask", name=name, count=len(actions)))).strip().lower()
        if answer in ("q", "quit", "exit"):
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(actions):
            return actions[int(answer) - 1].id
        speak(text("cli_number", count=len(actions)), "  ")


# -- simulate ------------------------------------------------------------------------------


@dataclass
class Visits:
    """How one game asks its players, seat by seat. A *sitting* is each time a seat must come back
    because someone else acted: it becomes pending at the start or after another seat's move (its own
    micro-steps in a row are one sitting). A *decision* is an action the seat takes; `single` counts
    the decisions that had only one legal choice (a press without a choice)."""

    sittings: list[int]
    decisions: list[int]
    single: int = 0


def playout(game: Game, players: int, seed: int, level: str = "smart",
            visits: Visits | None = None, levels: list[str] | None = None,
            cpu: dict[str, list[float]] | None = None) -> tuple[object, int]:
    """One AI-only game; returns the final state and its number of moves (and fills `visits`).
    `levels`: each seat's AI level (else `level` for all); `cpu`: each level's CPU seconds per
    decision with a choice, appended."""
    state = game.setup(players, seed)
    rng = Rng(seed * 31 + 7)
    moves = 0
    pending = game.pending(state)
    if visits is not None:
        for seat in set(pending):
            visits.sittings[seat] += 1
    while pending:
        seat = pending[0]
        if visits is not None:
            visits.decisions[seat] += 1
            visits.single += len(game.actions(state, seat)) == 1
        if levels is None:
            game.apply(state, seat, game.ai(state, seat, rng, level))
        else:
            started = time.process_time()
            action = game.ai(state, seat, rng, levels[seat])
            if cpu is not None and len(game.actions(state, seat)) > 1:
                cpu.setdefault(levels[seat], []).append(time.process_time() - started)
            game.apply(state, seat, action)
        moves += 1
        if moves > MOVE_CAP:
            raise RuntimeError(f"game did not end within {MOVE_CAP} moves")
        before, pending = set(pending), game.pending(state)
        if visits is not None:
            for other in set(pending) - before - {seat}:
                visits.sittings[other] += 1
    return state, moves


def outcome_of(game: Game, state: object) -> dict:
    """The outcome of a game played out to its end."""
    outcome = game.outcome(state)
    assert outcome is not None, "the playout ended before the game did"
    return outcome


def visit_figures(visits: list[Visits]) -> dict:
    """Median and 90th percentile of sittings and of decisions per player per game, and the share of
    decisions with a single choice, over every seat of every game."""
    sittings = [n for v in visits for n in v.sittings]
    decisions = [n for v in visits for n in v.decisions]
    total = sum(decisions)
    return {"sittings_median": statistics.median(sittings), "sittings_p90": percentile(sittings, 90),
            "decisions_median": statistics.median(decisions), "decisions_p90": percentile(decisions, 90),
            "single_choice_share": sum(v.single for v in visits) / total if total else 0.0}


def visits_line(figures: dict) -> str:
    return (f"  per player per game: sittings median {figures['sittings_median']:g} "
            f"(p90 {figures['sittings_p90']:g}), decisions median {figures['decisions_median']:g} "
            f"(p90 {figures['decisions_p90']:g}); single-choice decisions "
            f"{100 * figures['single_choice_share']:.1f}%")


def simulate(key: str, games: int = 100, players: list[int] | None = None, seed: int = 1,
             level: str = "smart", say=print) -> dict:
    game = GAMES[key]
    counts = players or list(range(game.min_players, game.max_players + 1))
    totals: dict = {"games": 0, "moves": 0, "errors": 0, "visits": {}}
    started = time.perf_counter()
    bar = progress(len(counts) * games, f"{key}", "game")
    if say is print and not bar.disable:
        say = bar.write  # noqa: A001 (lines go above the bar instead of through it)
    for count in counts:
        wins: Counter = Counter()
        moves, rounds, seen = [], [], []
        for i in range(games):
            visits = Visits([0] * count, [0] * count)
            try:
                state, n = playout(game, count, seed + i, level, visits)
            except Exception as error:
                totals["errors"] += 1
                say(f"  error in {count}-player game seed {seed + i}: {type(error).__name__}: {error}")
                continue
            bar.update()
            seen.append(visits)
            moves.append(n)
            rounds.append(rounds_of(game, state, count))
            wins.update(outcome_of(game, state)["winners"])
        totals["games"] += games
        totals["moves"] += sum(moves)
        if moves:
            share = ", ".join(f"seat {s + 1}: {wins[s]} ({100 * wins[s] / len(moves):.1f}%)" for s in range(count))
            say(f"{count} players: {len(moves)} games, moves avg {statistics.mean(moves):.1f}, "
                f"rounds avg {statistics.mean(rounds):.1f} (min {min(rounds)}, max {max(rounds)}); wins {share}")
            totals["visits"][count] = visit_figures(seen)
            say(visits_line(totals["visits"][count]))
    bar.close()
    elapsed = time.perf_counter() - started
    rate = totals["moves"] / elapsed if elapsed else 0.0
    say(f"simulated {totals['games']} games, {totals['moves']} moves, {rate:.0f} moves/s, "
        f"{totals['errors']} errors")
    return {**totals, "moves_per_s": rate}


def simulate_seats(key: str, seats: list[str], games: int = 100, seed: int | None = 1, say=print,
                   record: Path | None = None) -> dict:
    """AI-only games with a level per seat (`seats`, e.g. ["expert", "smart", "smart"]), the seats
    turning round one place each game so every level plays from every seat. Per level: its win share
    (a shared win counts as a win) with its Wilson 95 % interval, against its fair share, and its CPU
    seconds per decision with a choice (median and 95th percentile). With `record`, every finished
    game is appended to that file (core/cli_record.py) as it ends; `seed` None then starts after the
    last seed recorded for this game, seating and code, so a later run adds new games."""
    game, count = GAMES[key], len(seats)
    code = cli_record.fingerprint(key) if record is not None else ""
    if seed is None:
        seed = cli_record.next_seed(cli_record.read(record), key, seats, code) if record is not None else 1
    if unknown := set(seats) - set(LEVELS):
        raise ValueError(f"unknown AI level {', '.join(sorted(unknown))} (levels: {', '.join(LEVELS)})")
    if not game.min_players <= count <= game.max_players:
        raise ValueError(f"{game.title} is played by {game.min_players} to {game.max_players} players")
    wins: Counter = Counter()
    cpu: dict[str, list[float]] = {}
    played = errors = 0
    for i in range(games):
        levels = [seats[(s - seed - i + 1) % count] for s in range(count)]  # by seed: a seed always seats alike
        mine: dict[str, list[float]] = {}
        try:
            state, _ = playout(game, count, seed + i, levels=levels, cpu=mine)
        except Exception as error:
            errors += 1
            say(f"  error in game seed {seed + i}: {type(error).__name__}: {error}")
            continue
        played += 1
        for level, times in mine.items():
            cpu.setdefault(level, []).extend(times)
        winners = set(outcome_of(game, state)["winners"])
        if record is not None:
            cli_record.append(record, cli_record.line(key, seed + i, levels, sorted(winners), mine, code))
        wins.update({level for s, level in enumerate(levels) if s in winners})
    figures = {}
    for level in dict.fromkeys(seats):
        low, high = wilson(wins[level], played)
        times = sorted(cpu.get(level, [])) or [0.0]
        figures[level] = {"seats": seats.count(level), "wins": wins[level], "games": played,
                          "share": wins[level] / played if played else 0.0, "low": low, "high": high,
                          "fair": seats.count(level) / count, "cpu_p50": percentile(times, 50),
                          "cpu_p95": percentile(times, 95)}
        f = figures[level]
        say(f"{level} ({f['seats']} of {count} seats): won {f['wins']} of {played} games, "
            f"{100 * f['share']:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%), fair share "
            f"{100 * f['fair']:.1f}%; CPU per decision p50 {1000 * f['cpu_p50']:.0f} ms, "
            f"p95 {1000 * f['cpu_p95']:.0f} ms")
    say(f"simulated {played} games of {key} with seats {','.join(seats)}, {errors} errors")
    return {"levels": figures, "games": played, "errors": errors}


def tally(record: Path, key: str | None = None, say=print) -> dict:
    """Pools the games in `record` played by today's AI code (of `key`, or every game) and says, per
    game, player count and seating, each level's win share with its Wilson interval and CPU figures."""
    result = cli_record.tally(cli_record.read(record), cli_record.fingerprint, key)
    for sentence in cli_record.tally_lines(result):
        say(sentence)
    return result


# -- render --------------------------------------------------------------------------------


def state_after(game: Game, players: int, seed: int, moves: int) -> object:
    """A game after `moves` random actions (fewer if it ends first)."""
    state = game.setup(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        pending = game.pending(state)
        if not pending:
            break
        seat = pending[0]
        game.apply(state, seat, game.ai(state, seat, rng, "random"))
    return state


def render(key: str, players: int, seed: int, moves: int, seat: int | None, out: str,
           glance: bool = False) -> Path:
    """The full table (public, or `seat`'s view) after `moves` random moves; with `glance`, the public
    glance with the changes since the start of the turn before highlighted."""
    game = GAMES[key]
    names = seat_names(players)
    path = Path(out)
    if glance:
        before, now = glance_views(game, players, seed, moves)
        write_whole(path, GLANCES[key](now, names, before))
    else:
        write_whole(path, RENDERERS[key](game.view(state_after(game, players, seed, moves), seat), names))
    return path


def glance_views(game: Game, players: int, seed: int, moves: int) -> tuple[dict | None, dict]:
    """The public views at the start of the last turn begun within `moves` random moves, and now."""
    state = game.setup(players, seed)
    rng, turn_start, turn = Rng(seed), None, game.turn(state)
    for _ in range(moves):
        if not (pending := game.pending(state)):
            break
        game.apply(state, pending[0], game.ai(state, pending[0], rng, "random"))
        if game.turn(state) != turn and game.pending(state):
            turn, turn_start = game.turn(state), game.view(state, None)
    return turn_start, game.view(state, None)


# -- bench ---------------------------------------------------------------------------------


def engine_speed(game: Game, seconds: float = 2.0) -> float:
    moves, seed, started = 0, 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        seed += 1
        moves += playout(game, game.max_players, seed, "random")[1]
    return moves / (time.perf_counter() - started)


def render_speed(game: Game, samples: int = 40) -> dict:
    """Time and size of the full table and of the glance, each over the same `samples` public views."""
    full: tuple[list[float], list[int]] = ([], [])
    glance: tuple[list[float], list[int]] = ([], [])
    names = seat_names(game.max_players)
    previous = None
    for i in range(samples):
        view = game.view(state_after(game, game.max_players, i + 1, 10 + 7 * i), None)
        for (timings, sizes), draw, args in ((full, RENDERERS[game.key], (view, names)),
                                             (glance, GLANCES[game.key], (view, names, previous))):
            started = time.perf_counter()
            png = draw(*args)
            timings.append((time.perf_counter() - started) * 1000)
            sizes.append(len(png))
        previous = view
    figures: dict[str, float] = {}
    for prefix, (timings, sizes) in (("render", full), ("glance", glance)):
        figures |= {f"{prefix}_ms_p50": round(percentile(timings, 50), 2),
                    f"{prefix}_ms_p95": round(percentile(timings, 95), 2),
                    f"{prefix}_png_bytes_p50": int(percentile(sizes, 50))}
    return figures


async def storage_speed(moves: int = 500) -> dict:
    """Commit real game moves to a real SQLite file; time each commit."""
    from core.store_sqlite import SqliteStore

    game = GAMES[next(iter(GAMES))]
    with tempfile.TemporaryDirectory() as folder:
        async with SqliteStore(str(Path(folder) / "bench.db")) as store:
            timings: list[float] = []
            seed = 0
            while len(timings) < moves:
                seed += 1
                state = game.setup(game.max_players, seed)
                game_id = await store.create_game(game.key, 1, seed, {})
                await store.start_game(game_id, game.dump(state))
                rng, version = Rng(seed), 0
                while game.pending(state) and len(timings) < moves:
                    seat = game.pending(state)[0]
                    action = game.ai(state, seat, rng, "random")
                    events = [e.to_json() for e in game.apply(state, seat, action)]
                    started = time.perf_counter()
                    version = await store.commit_move(game_id, version, seat, action, events, game.dump(state))
                    timings.append((time.perf_counter() - started) * 1000)
    return {"commit_ms_p50": round(percentile(timings, 50), 3), "commit_ms_p99": round(percentile(timings, 99), 3)}


async def pressing_at_once(players: int = 8, moves: int = 400) -> dict:
    """`players` people each moving in their own game at the same time through the table service
    (no pictures): the time of each whole move and of its commit while the others' run."""
    from core.store_sqlite import SqliteStore
    from core.table import Table

    game = GAMES[next(iter(GAMES))]
    acts: list[float] = []
    commits: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        async with SqliteStore(str(Path(folder) / "pressing.db")) as store:
            table = Table(store, ai_delay=3600.0)
            commit = store.atomically  # every transaction of the table: a move and what it causes, lobby seats

            async def timed_commit(*args: object, **kwargs: object) -> object:
                started = time.perf_counter()
                try:
                    return await commit(*args, **kwargs)  # type: ignore[arg-type]  # passed on as the table gave them
                finally:
                    commits.append((time.perf_counter() - started) * 1000)

            store.atomically = timed_commit  # type: ignore[method-assign,assignment]  # timed in place, for the benchmark

            async def player(number: int) -> None:
                rng = Rng(number)
                while len(acts) < moves:
                    row = await table.open_lobby(game.key, 2 * number + 1, "A", seed=number + len(acts))
                    for user in range(1, game.min_players):
                        await table.join(row.id, 2 * number + 1 + user * 1000, f"P{user}")
                    row = await table.start(row.id, 2 * number + 1)
                    while row.status == "active" and len(acts) < moves:
                        loaded, state = await table.load(row)
                        seat = loaded.pending(state)[0]
                        action = loaded.ai(state, seat, rng, "random")
                        mover = row.seats[seat].user_id
                        assert mover is not None  # every seat is a person's
                        started = time.perf_counter()
                        row = (await table.act(row.id, mover, action, row.version)).game
                        acts.append((time.perf_counter() - started) * 1000)

            await asyncio.gather(*(player(n) for n in range(players)))
            table.close()
    return {"pressing_players": players, "pressing_act_ms_p50": round(percentile(acts, 50), 2),
            "pressing_act_ms_p99": round(percentile(acts, 99), 2),
            "pressing_commit_ms_p50": round(percentile(commits, 50), 2),
            "pressing_commit_ms_p99": round(percentile(commits, 99), 2)}


async def idle_memory(games: int = 1000) -> dict:
    """Start `games` games through the table service, move once in each, then count every byte the
    process still holds afterwards: games live in the database, so this must not grow with `games`."""
    import gc
    import tracemalloc

    from core.store_sqlite import SqliteStore
    from core.table import Table

    key = next(iter(GAMES))
    with tempfile.TemporaryDirectory() as folder:
        async with SqliteStore(str(Path(folder) / "idle.db")) as store:
            table = Table(store)
            gc.collect()
            tracemalloc.start()
            before = tracemalloc.take_snapshot()
            for number in range(games):
                row = await table.open_lobby(key, 1, "host", seed=number)
                for user in range(2, GAMES[key].min_players + 1):
                    await table.join(row.id, user, f"p{user}")
                row = await table.start(row.id, 1)
                game, state = await table.load(row)
                seat = game.pending(state)[0]
                mover = row.seats[seat].user_id
                assert mover is not None  # every seat is a person's
                await table.act(row.id, mover, game.actions(state, seat)[0].id)
            gc.collect()
            after = tracemalloc.take_snapshot()
            tracemalloc.stop()
    retained = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    return {"idle_games": games, "idle_games_retained_bytes": max(0, retained)}


def progress(total: int, what: str, unit: str) -> tqdm:
    """A progress bar with the time left on stderr, only when that is a terminal (sized as the
    terminal, or 80 x 24 where it can't tell)."""
    columns, lines = shutil.get_terminal_size()
    return tqdm(total=total, desc=what, unit=unit, file=sys.stderr, disable=not sys.stderr.isatty(),
                ncols=columns, nrows=lines)


def bench(seconds: float = 2.0, samples: int = 40, commits: int = 500) -> dict:
    result: dict = {"games": {}}
    bar = progress(2 * len(GAMES) + 3, "bench", "step")
    for key, game in GAMES.items():
        bar.set_description(f"bench: {key} engine")
        speed = round(engine_speed(game, seconds))
        bar.update()
        bar.set_description(f"bench: {key} pictures")
        result["games"][key] = {"engine_moves_per_s": speed, **render_speed(game, samples)}
        bar.update()
    bar.set_description("bench: commits")
    storage = asyncio.run(storage_speed(commits))
    bar.update()
    bar.set_description("bench: 8 players at once")
    storage |= asyncio.run(pressing_at_once(moves=commits))
    bar.update()
    bar.set_description("bench: idle games")
    result["storage"] = {**storage, **asyncio.run(idle_memory(commits * 2))}
    bar.update()
    bar.close()
    return result


def print_bench(as_json: bool) -> None:
    result = bench()
    print(json.dumps(result) if as_json else json.dumps(result, indent=2))


def parse_players(text: str | None) -> list[int] | None:
    return [int(p) for p in text.split(",")] if text else None


def seat_option(value: str | None) -> int | None:
    return None if value in (None, "", "public") else int(value) - 1

