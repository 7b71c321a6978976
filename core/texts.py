"""Every sentence the table service (core/table/) shows players, as templates with named fields,
in one place so the bot can be translated. No discord here: the cogs say these sentences in the
reader's language (a refusal's text, a game's status, an AI seat's name). `text(key, **fields)`
gives a `Msg` (see engines/i18n.py); the catalogs are locales/<ll>/LC_MESSAGES/core.po."""

from engines.i18n import Domain, Template

TEXTS: dict[str, Template] = {
    # an AI seat's name; `level` is the AI level's key ("smart", "random", "expert")
    "ai_name": "AI {number}",
    # an AI level in people's words
    "ai_level_smart": "smart",
    "ai_level_random": "easy",
    "ai_level_expert": "expert",
    # an AI level's entry on a leaderboard
    "ai_rated": "AI ({level})",
    # a game's status
    "status_lobby": "Game #{game} has not started yet.",
    "status_active": "Game #{game} is in play.",
    "status_finished": "Game #{game} is over.",
    "status_cancelled": "Game #{game} was cancelled.",
    "status_broken": "Game #{game} needs attention: its stored data could not be loaded.",
    # refusals
    # /games pause: a pause every person at the table agrees to (days at a time, days per game)
    "pause_days": "A pause lasts 1 to {most} days (0 ends the pause running or asked).",
    "pause_running": "Game #{game} is paused until <t:{until}:f>; `/games pause game:{game} days:0` ends it.",
    "pause_cap": "Game #{game} may be paused {most} days in all; {left} days are left.",
    "pause_other_asked": "A pause of {days} days is asked in game #{game}: agree with `days:{days}`, or withdraw it "
                         "with `days:0`.",
    "pause_none": "Game #{game} is not paused and no pause is asked.",
    "no_game": "There is no game #{game}.",
    "broken": "Game #{game} needs attention: its stored data could not be loaded. The bot's maintainers have "
              "been told.",
    "bad_option": "That option is not valid: {reason}.",
    "already_seated": "You are already seated at this table.",
    "table_full": "The table is full ({seats} seats).",
    "not_seated": "You are not seated at this table.",
    "host_cant_leave": "The host can't leave; use Cancel to close the lobby.",
    "add_ai_seated_only": "Only players seated at this table can add AI seats.",
    "remove_ai_seated_only": "Only players seated at this table can remove AI seats.",
    "ai_level_unknown": "That AI level does not exist: pick easy, smart or expert.",
    "takeover_level_unknown": "The AI that takes over after time-outs is smart or expert.",
    "takeover_host_only": "Only the host chooses which AI takes over after time-outs.",
    "no_ai_seat": "There is no AI seat to remove.",
    "nothing_to_undo": "There is nothing to undo: your last decision is not the game's last move any more, or it "
                       "revealed something (a die, a card, another player's answer), which can't be taken back.",
    "rematch_players_only": "Only the people who played game #{game} can ask for its rematch.",
    "rematch_once": "A rematch of game #{game} was already opened: look for its lobby in the channel.",
    "start_host_only": "Only the host can start the game.",
    "too_few_players": "{title} needs at least {least} players; {seated} seated. Invite friends or add an AI seat.",
    "cancel_host_only": "Only the host or someone with Manage Server can cancel this game.",
    "not_playing": "You are not playing in game #{game}.",
    "autopilot": "The AI plays your seat since your time ran out three times in a row. Press **Take my seat "
                 "back** (or use `/games back`) to play again.",
    "already_done": "That was already done: your move counted once.",
    "outdated": "That prompt is out of date: the game has moved on since it was shown.",
    "moved_on": "That was already done: the game has moved on.",
    "lobby_moved_on": "The lobby of game #{game} changed at the same moment (someone joined, left or started "
                      "it): nothing of yours was applied; look at it again and press once more.",
    "give_host_only": "Only the host or someone with Manage Server can give a seat.",
    "seat_range": "Game #{game} has seats 1 to {seats}.",
    "seat_taken": "Seat {seat} is already played by a person ({name}).",
    "already_plays": "{name} already has a seat in game #{game}.",
    "already_own_seat": "You already play for yourself in game #{game}.",
    "away_days": "Away is for {least} to {most} days.",
    "not_away": "You are not away, and the AI plays none of your seats here.",
    "language_host_only": "Only the host chooses the game's language.",
    "language_unknown": "That language is not offered: pick one from the list.",
    # `python bot.py play`, the game in a terminal: a person's seat, the opening line (`names` a list),
    # each turn's pictures, a seat's turn, its hidden cards, a line for its eyes only, the question
    # (a person types a number, or q to quit), a wrong answer, leaving, the last line
    "cli_player": "Player {number}",
    "cli_start": "{title}: {names}. Pictures go to {folder}/",
    "cli_turn": "— turn {turn}: glance {glance}, whole table {table}",
    "cli_your_view": "{name} (your view: {path})",
    "cli_hidden": "hidden cards: {cards}",
    # a seat's secrets that are not cards (20th Century's money)
    "cli_secret": "only you see this: {cards}",
    "cli_only_you": "(only you) {line}",
    "cli_ask": "{name}> choose 1-{count} (q to quit): ",
    "cli_number": "Please type a number from 1 to {count}.",
    "cli_bye": "Bye.",
    "cli_over": "🏁 {summary}",
}

DOMAIN = Domain("core", TEXTS, __file__)
text = DOMAIN.text
