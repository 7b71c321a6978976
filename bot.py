"""Boardhost: board games by post on Discord.

    python bot.py                      run the bot (DISCORD_TOKEN from the environment or .env)
    python bot.py play GAME --players N [--ai K] [--seed S] [--language it|es|fr|de|en]
    python bot.py simulate GAME [--games N] [--players P[,P...]] [--seed S] [--seats expert,smart,... [--record FILE]]
    python bot.py simulate GAME --tally FILE
    python bot.py render GAME [--players N] [--seed S] [--moves K] [--seat X] [--glance] --out FILE.png
    python bot.py bench [--json]
    python bot.py doctor [--fix]       check the settings and the games; --fix repairs what it can
    python bot.py backup FILE          a consistent copy of the database, also while the bot runs
    python bot.py db copy --to URL     copy the SQLite database into an empty PostgreSQL one, and check it
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.config import Config

README_HINT = "See README.md, section 'Create the Discord application', for how to get a token."


def fail(sentence: str) -> int:
    """Bad input or a setting the bot can't use: one sentence, exit code 2, no traceback."""
    print(sentence, file=sys.stderr)
    return 2


def settings() -> Config:
    from core.config import load_config

    return load_config()


def run_bot(config: Config) -> int:
    import sqlite3

    import aiohttp
    import discord

    from cogs.bot import serve
    from core.admin import settings_problems
    from core.config import ConfigError
    from core.store import SchemaTooNew, Unreachable

    if not config.token:
        return fail(f"DISCORD_TOKEN is not set (environment or .env). {README_HINT}")
    problems = settings_problems(config)
    if fatal := [problems[key] for key in ("driver", "path", "unreadable", "foreign", "newer") if key in problems]:
        return fail(fatal[0])
    discord.utils.setup_logging(level=getattr(logging, config.log_level, logging.INFO))
    logging.getLogger("boardhost").info("starting with %r", config)
    try:
        asyncio.run(serve(config))
    except discord.LoginFailure:
        return fail(f"Discord refused the token in DISCORD_TOKEN (it is invalid or was reset). {README_HINT}")
    except (aiohttp.ClientError, OSError, TimeoutError) as error:
        if isinstance(error, OSError) and error.filename:  # a file, not the network
            return fail(f"{error.strerror or type(error).__name__}: {error.filename}.")
        return fail(f"Could not reach Discord ({type(error).__name__}: {error}); check the network and try again.")
    except (Unreachable, SchemaTooNew, ConfigError) as error:  # ConfigError: the web table's port is taken
        return fail(str(error))
    except sqlite3.Error as error:
        return fail(f"Could not open the database {config.database} ({error}); see DATABASE_PATH, or run "
                    "`python bot.py doctor`.")
    except KeyboardInterrupt:
        pass
    return 0


def copy_database(config: Config, source: str | None, target: str) -> int:
    """`db copy`: 0 when copied and checked, 1 when the check failed, 2 when it could not be made."""
    from core.admin import POSTGRES_DRIVER, has_postgres_driver
    from core.config import database_path
    from core.dbcopy import CopyError, copy_database, report
    from core.store import is_postgres

    if source is None and is_postgres(config.database):
        return fail("db copy copies a SQLite file: DATABASE_URL is set, so give the file with --from FILE.")
    if is_postgres(target) and not has_postgres_driver():
        return fail(POSTGRES_DRIVER)
    try:
        copied = asyncio.run(copy_database(database_path(source) if source else config.database, target))
    except CopyError as error:
        return fail(str(error))
    print("\n".join(report(copied)))
    return 0 if copied.ok else 1


def arguments(argv: list[str]) -> argparse.Namespace:
    from engines import GAMES
    from engines.i18n import LOCALES

    keys = f"the game: {', '.join(GAMES)}"
    games = ", ".join(f"{key} ({game.title})" for key, game in GAMES.items())
    parser = argparse.ArgumentParser(prog="bot.py", description="Boardhost: board games by post on Discord",
                                     epilog=f"Games: {games}.")
    verbs = parser.add_subparsers(dest="verb")
    verbs.add_parser("run", help="run the Discord bot (the default)")
    play = verbs.add_parser("play", help="play a game in the terminal, no Discord needed")
    play.add_argument("game", help=keys)
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--ai", type=int, default=0, help="how many of the seats are AI (the last ones)")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--out", default="pictures", help="folder for the pictures")
    play.add_argument("--language", default="en", choices=LOCALES,
                      help="the language the game speaks, in its lines and its pictures (default: en)")
    simulate = verbs.add_parser("simulate", help="AI-only games with statistics")
    simulate.add_argument("game", help=keys)
    simulate.add_argument("--games", type=int, default=100, help="games per player count")
    simulate.add_argument("--players", help="player counts, e.g. 2,3,4 (default: all)")
    simulate.add_argument("--seed", type=int, default=None,
                          help="the first game's seed (default 1; with --record, after the last recorded)")
    simulate.add_argument("--level", default="smart", choices=("smart", "random", "expert"))
    simulate.add_argument("--record", help="with --seats: append every finished game to this JSON-lines file")
    simulate.add_argument("--tally", help="pool the games of this record played by today's AI code and say "
                                          "each level's win share (no games are played)")
    simulate.add_argument("--seats", help="a level per seat, e.g. expert,smart,smart: the seats turn round "
                                          "each game; reports each level's win share (instead of --players)")
    render = verbs.add_parser("render", help="render a game's picture after K random moves")
    render.add_argument("game", help=keys)
    render.add_argument("--players", type=int, default=3)
    render.add_argument("--seed", type=int, default=1)
    render.add_argument("--moves", type=int, default=20)
    render.add_argument("--seat", help="1-based seat whose view to draw (default: the public view)")
    render.add_argument("--glance", action="store_true", help="draw the landscape glance posted with each turn")
    render.add_argument("--out", required=True)
    bench = verbs.add_parser("bench", help="speed figures")
    bench.add_argument("--json", action="store_true")
    doctor = verbs.add_parser("doctor", help="check the settings and the games; exit code 1 if anything needs "
                                             "attention")
    doctor.add_argument("--fix", action="store_true", help="migrate the database and restore lost clocks and timers")
    backup = verbs.add_parser("backup", help="a consistent copy of the database, also while the bot runs")
    backup.add_argument("file", help="the new backup file (never overwritten)")
    db = verbs.add_parser("db", help="move the database to PostgreSQL")
    db_verbs = db.add_subparsers(dest="db_verb", required=True)
    copy = db_verbs.add_parser("copy", help="copy the SQLite database (every table) into an empty PostgreSQL "
                                            "database, then check the counts and replay every game")
    copy.add_argument("--to", required=True, help="the PostgreSQL database, postgresql://user:password@host/name")
    copy.add_argument("--from", dest="source", help="the SQLite file (default: DATABASE_PATH)")
    return parser.parse_args(argv)


def usage_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the command line, as one sentence (None when it is fine)."""
    from core import cli
    from engines import GAMES

    if getattr(args, "game", None) not in (None, *GAMES):
        return f"Unknown game {args.game!r}; known: {', '.join(GAMES)}."
    game = GAMES.get(getattr(args, "game", None))
    span = f"{game.title} takes {game.min_players}-{game.max_players} players" if game else ""
    if args.verb == "play" and (not game.min_players <= args.players <= game.max_players
                                or not 0 <= args.ai <= args.players):
        return f"{span}, and --ai can't exceed --players."
    if args.verb == "render":
        if not game.min_players <= args.players <= game.max_players:
            return f"{span}; --players {args.players} is not one of them."
        if args.seat not in (None, "", "public") and not (args.seat.isdigit()
                                                           and 1 <= int(args.seat) <= args.players):
            return f"--seat must be a seat number from 1 to {args.players} (or 'public'), not {args.seat!r}."
        if not Path(args.out).resolve().parent.is_dir():
            return f"The folder of --out {args.out} does not exist."
        if not os.access(Path(args.out).resolve().parent, os.W_OK):
            return f"Could not write {args.out}: its folder is read-only or not this user's to write."
    if args.verb == "play" and Path(args.out).is_dir() and not os.access(args.out, os.W_OK):
        return f"Could not write the pictures into {args.out}: the folder is read-only or not this user's to write."
    if args.verb == "simulate":
        try:
            counts = cli.parse_players(args.players) or []
        except ValueError:
            return f"--players must be player counts separated by commas, such as 2,3, not {args.players!r}."
        if bad := [n for n in counts if not game.min_players <= n <= game.max_players]:
            return f"{span}; --players {bad[0]} is not one of them."
        if args.games < 1:
            return "--games must be at least 1."
        seats = args.seats.split(",") if args.seats else []
        if unknown := [level for level in seats if level not in ("random", "smart", "expert")]:
            return f"--seats takes a level per seat (random, smart or expert), not {unknown[0]!r}."
        if seats and not game.min_players <= len(seats) <= game.max_players:
            return f"{span}; --seats names {len(seats)}."
        if args.record and not seats:
            return "--record records games with --seats (a level per seat)."
        if args.tally and not Path(args.tally).is_file():
            return f"There is no record {args.tally} to tally."
    return None


def main(argv: list[str]) -> int:
    from core.admin import failure

    args = arguments(argv)
    try:
        return run_verb(args)
    except OSError as error:  # a folder read-only or full: one sentence; anything else is a bug
        if sentence := failure(error, writing=getattr(args, "out", None) or getattr(args, "file", None)):
            return fail(sentence)
        raise


def run_verb(args: argparse.Namespace) -> int:
    from core.config import ConfigError

    if args.verb in (None, "run", "doctor", "backup", "db"):
        try:
            config = settings()
        except ConfigError as error:
            return fail(str(error))
        if args.verb in (None, "run"):
            return run_bot(config)
        from core import admin

        if args.verb == "doctor":
            problems = admin.settings_problems(config)
            if fatal := [problems[key] for key in ("driver", "foreign") if key in problems]:
                return fail(fatal[0])
            return asyncio.run(admin.doctor(config, args.fix))
        if args.verb == "db":
            return copy_database(config, args.source, args.to)
        try:
            print("backup: {file}, {bytes} bytes, {games} games, {moves} moves, {seconds} s; integrity ok"
                  .format(**admin.backup(config.database, args.file)))
        except admin.AdminError as error:
            return fail(str(error))
        return 0
    if problem := usage_problem(args):
        return fail(problem)
    from core import cli

    if args.verb == "play":
        from core.texts import text
        from engines.i18n import say

        try:
            cli.play(args.game, args.players, args.ai, args.seed, args.out, language=args.language)
        except (EOFError, KeyboardInterrupt):
            print("\n" + say(text("cli_bye"), args.language))
    elif args.verb == "simulate" and args.tally:
        cli.tally(Path(args.tally), args.game)
    elif args.verb == "simulate" and args.seats:
        result = cli.simulate_seats(args.game, args.seats.split(","), args.games, args.seed,
                                    record=Path(args.record) if args.record else None)
        return 1 if result["errors"] else 0
    elif args.verb == "simulate":
        result = cli.simulate(args.game, args.games, cli.parse_players(args.players), args.seed or 1, args.level)
        return 1 if result["errors"] else 0
    elif args.verb == "render":
        print(cli.render(args.game, args.players, args.seed, args.moves, cli.seat_option(args.seat), args.out,
                         args.glance))
    elif args.verb == "bench":
        cli.print_bench(args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
