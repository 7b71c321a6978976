"""Boardhost: board games by post on Discord.

    python bot.py                      run the bot (DISCORD_TOKEN from the environment or .env)
    python bot.py play GAME --players N [--ai K] [--seed S]
    python bot.py simulate GAME [--games N] [--players P[,P...]] [--seed S]
    python bot.py render GAME [--players N] [--seed S] [--moves K] [--seat X] [--glance] --out FILE.png
    python bot.py bench [--e2e] [--json]
"""

from __future__ import annotations

import argparse
import logging
import sys

README_HINT = "See README.md, section 'Create the Discord application', for how to get a token."


def run_bot() -> int:
    import discord

    from cogs.bot import Boardhost
    from core.config import load_config

    config = load_config()
    if not config.token:
        print(f"DISCORD_TOKEN is not set (environment or .env). {README_HINT}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, config.log_level, logging.INFO))
    logging.getLogger("boardhost").info("starting with %r", config)
    try:
        Boardhost(config).run(config.token, log_handler=None)
    except discord.LoginFailure:
        print(f"Discord refused the token in DISCORD_TOKEN (it is invalid or was reset). {README_HINT}",
              file=sys.stderr)
        return 2
    return 0


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bot.py", description="Boardhost: board games by post on Discord")
    verbs = parser.add_subparsers(dest="verb")
    verbs.add_parser("run", help="run the Discord bot (the default)")
    play = verbs.add_parser("play", help="play a game in the terminal, no Discord needed")
    play.add_argument("game")
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--ai", type=int, default=0, help="how many of the seats are AI (the last ones)")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--out", default="pictures", help="folder for the pictures")
    simulate = verbs.add_parser("simulate", help="AI-only games with statistics")
    simulate.add_argument("game")
    simulate.add_argument("--games", type=int, default=100, help="games per player count")
    simulate.add_argument("--players", help="player counts, e.g. 2,3,4 (default: all)")
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--level", default="smart", choices=("smart", "random"))
    render = verbs.add_parser("render", help="render a game's picture after K random moves")
    render.add_argument("game")
    render.add_argument("--players", type=int, default=3)
    render.add_argument("--seed", type=int, default=1)
    render.add_argument("--moves", type=int, default=20)
    render.add_argument("--seat", help="1-based seat whose view to draw (default: the public view)")
    render.add_argument("--glance", action="store_true", help="draw the landscape glance posted with each turn")
    render.add_argument("--out", required=True)
    bench = verbs.add_parser("bench", help="speed figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--e2e", action="store_true", help="interaction latency through discord.py and a fake Discord")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = arguments(argv)
    if args.verb in (None, "run"):
        return run_bot()
    from core import cli
    from engines import GAMES

    if getattr(args, "game", None) not in (None, *GAMES):
        print(f"Unknown game {args.game!r}; known: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    if args.verb == "play":
        game = GAMES[args.game]
        if not game.min_players <= args.players <= game.max_players or not 0 <= args.ai <= args.players:
            print(f"{game.title} takes {game.min_players}-{game.max_players} players, "
                  "and --ai can't exceed --players.", file=sys.stderr)
            return 2
        try:
            cli.play(args.game, args.players, args.ai, args.seed, args.out)
        except (EOFError, KeyboardInterrupt):
            print("\nBye.")
    elif args.verb == "simulate":
        result = cli.simulate(args.game, args.games, cli.parse_players(args.players), args.seed, args.level)
        return 1 if result["errors"] else 0
    elif args.verb == "render":
        print(cli.render(args.game, args.players, args.seed, args.moves, cli.seat_option(args.seat), args.out,
                         args.glance))
    elif args.verb == "bench":
        cli.print_bench(args.json, args.e2e)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
