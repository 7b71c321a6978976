"""Every sentence the table's cogs show players, as templates with named fields, in one place so
the bot can be translated: the domain "cogs" (see engines/i18n.py). `text(key, **fields)` gives a
`Msg`, said in each reader's language by the cogs; the catalogs are locales/<ll>/LC_MESSAGES/cogs.po."""

from engines.i18n import Domain, Plural, Template

TEXTS: dict[str, Template] = {
    "post_title": "**{title} · game #{game}**",
    "standing": "📊 {standing}",
    "table_title": "**{title} · game #{game}** — the whole table as it stands now (only you can see this)",
    "page_damaged": "That page button is damaged. Press **Play** for a fresh panel.",
    "turn_hours": "{hours} h per decision",
    "turn_hours_none": "no time limit",
    "clock_field": "Turn clock",
    "took_back_reply": "You play for yourself again in game #{game}.",
    # turn posts
    "post_opening": "The game begins! Seats: {seats}.",
    "post_event": "• {text}",
    "post_named": "**{name}**",
    "practice_hint": "👉 Practice game: press **Play** below for your panel (your choices are its buttons); "
                     "**Table** shows the whole table. Nobody is waiting on you: take your time.",
    "post_folded": Plural("• … and {count} more before this (`/games history game:{game}`)",
                          "• … and {count} more before these (`/games history game:{game}`)"),
    "post_outcome": "🏁 {summary}",
    "post_resigned": "🏳️ Resigned (the AI finished the seat): {names}.",
    "post_turn": "{mentions} — {prompt}",
    "post_turn_many": "{mentions} — {prompt} (each of you may act)",
    "post_clock": "⏳ {name}: time runs out {when}",
    "post_away": "🌴 {name} is away until {until}: the game waits for them.",
    "post_waiting": "Waiting for {names}.",
    "timestamp_relative": "<t:{ts}:R>",
    "timestamp_date": "<t:{ts}:f>",
    # catching up: the panel's opening, its contact sheet, the reminder's summary
    "since_title": "**Since your last move:**",
    "since_private": "🔒 {text}",
    "since_more": Plural("… and {count} more (press **More since my last move** below)",
                         "… and {count} more (press **More since my last move** below)"),
    "since_sheet": "The turns since your last move:",
    "since_more_title": "More of what happened since your last move:",
    "since_page": "**Since your last move** ({page}/{pages}):",
    "sheet_label": "Turn {turn}",
    # the one counter around the moves (replay frames, catch-up sheets, history pages): the turn, then the
    # round or year in the game's own words (round: "Round IV of VI", "Year 3 of 9")
    "counter": "Turn {turn} · {round}",
    "button_since_more": "More since my last move",
    "reminder_summary": Plural("{moves} move since yours; {prompt}", "{moves} moves since yours; {prompt}",
                               count="moves"),
    "reminder_summary_first": "your first move: {prompt}",
    # /games notify
    "notify_turn_dm_off": "no DM (the thread pings me)",
    "notify_turn_dm_also": "a DM besides the thread's ping",
    "notify_turn_dm_instead": "a DM instead of the thread's ping",
    "notify_now": "Your notifications (in every server): reminder DMs **{reminders}**; when it's your turn: "
                  "**{turn_dm}**. Change them with `/games notify reminders:… turn_dm:…`.",
    # /<game> new daily_deadline: refused
    "daily_bad": "“{typed}” is not a daily deadline: write the time on your clock (`/games notify timezone`), "
                 "such as 21:00, and after it, if you like, the least hours a decision gets (1 to 72, else "
                 "{least}), such as 21:00 8.",
    # the lobby's clock field with a daily deadline: at = HH:MM, zone = an IANA name, least = hours
    "daily_deadline": "every decision due by {at} ({zone}), at least {least} h after it is asked",
    # /games pause: the thread's post when someone asks for a pause or agrees to it, and its button
    "pause_asked": "⏸ {name} asks to pause this game for {days} days (no clock runs, nobody times out). Everyone "
                   "at the table must agree: {mentions}, press **Agree** (or `/games pause game:{game} days:{days}`).",
    "pause_agreed": "⏸ {name} agrees to pause this game for {days} days. Still to agree: {mentions}.",
    "button_agree": "Agree",
    # one-line notices in the thread
    "pause_started": "⏸ Everyone agreed: this game is paused until {until}. No clock runs meanwhile; anyone at "
                     "the table may end the pause with `/games pause game:{game} days:0`.",
    "pause_ended": "▶ The pause is over: the clocks run again.",
    "pause_withdrawn": "The pause asked in this game was withdrawn.",
    # /games pause's answers
    "pause_you_asked": "You asked to pause game #{game} for {days} days; it starts once everyone at the table "
                       "agrees.",
    "pause_you_agreed": "You agreed to pause game #{game}; still to agree: {count}.",
    "pause_you_started": "Game #{game} is paused until {until}.",
    "pause_you_ended": "Game #{game}'s pause is over (or no longer asked).",
    # the second line of /games notify's answer: the person's time zone (an IANA name) and quiet hours
    "notify_time": "Your time zone: **{zone}**; quiet hours: **{quiet}** (no reminder or turn DM then: they wait "
                   "for the end). Change them with `/games notify timezone:… quiet:22-08` (or `quiet:off`).",
    "notify_zone_none": "UTC (not chosen)",
    "notify_quiet_none": "none",
    # quiet hours: from-to, in the person's time zone
    "notify_quiet": "{start}–{end}",
    "notify_bad_zone": "“{zone}” is not a time zone I know: start typing a city and pick one from the list "
                       "(Europe/Rome, America/New_York). Nothing was changed.",
    "notify_bad_quiet": "“{quiet}” is not a quiet-hours window: write from-to in whole hours or hours:minutes, "
                        "from 0 to 23, such as 22-08 or 23:30-7 (or off). Nothing was changed.",
    # /games history
    # {counter}: the turn and round, as the replay's frames and the catch-up sheet say them; a page is one turn,
    # but one move can end several turns, so the page and the turn numbers differ: the page says it is one
    "history_title": "**{title} · game #{game}** — {counter} · page {page} of {pages} (only you can see this)",
    "history_start": "The game begins.",
    "history_quiet": "Nothing public happened in this turn.",
    "history_no_turn": "There is no turn {turn}: this game's turns run from 0 to {last}. Here is turn {shown}.",
    "history_no_moves": "Game #{game} has no moves to look back on yet.",
    # the final post and the replay
    "final_standings": "**Standings**",
    "final_line": "{place}. **{name}**{score}{parts}{timeouts}",
    "final_score": " — {score}",
    "final_parts": " ({parts})",
    "final_part": "{what} {points}",
    "final_part_sep": " · ",
    "final_timeouts": Plural(" · ⏰ {count} time-out", " · ⏰ {count} time-outs"),
    "final_length": Plural("⏱️ {length} from the lobby to the last move · {turns} turn",
                           "⏱️ {length} from the lobby to the last move · {turns} turns", count="turns"),
    "length_days": Plural("{days} day", "{days} days", count="days"),
    "length_hours": "{hours} h",
    "length_minutes": "{minutes} min",
    "chart_title": "{title} · game #{game}",
    "chart_status": "Scores over the game",
    # the chart's horizontal axis: the game's turns
    "chart_axis": "turn",
    "rematch_invite": "🔁 Rematch of game #{game}: {people}, press **Join** to play again.",
    "rematch_opened": "The rematch's lobby is open (game #{game}): {link}",
    "replay_post": Plural("🎞️ **{title} · game #{game}**: the whole game, turn by turn ({frames} picture).",
                          "🎞️ **{title} · game #{game}**: the whole game, turn by turn ({frames} pictures).",
                          count="frames"),
    "replay_too_big": Plural("🎞️ **{title} · game #{game}**: the replay of its {turns} picture is too big for "
                             "Discord even at its smallest, so it is left out; `/games history game:{game}` shows "
                             "every turn.",
                             "🎞️ **{title} · game #{game}**: the replay of its {turns} pictures is too big for "
                             "Discord even at its smallest, so it is left out; `/games history game:{game}` shows "
                             "every turn.", count="turns"),
    # one-line thread notices
    "timeout": "⏰ {name}'s time ran out: the AI made that one decision for them.",
    "handed": "⏰ {name}'s time ran out {count} times in a row: the AI plays their seat until they press "
              "**Take my seat back** (or use `/games back`).",
    "resigned": "🏳️ {name} resigned: the AI plays their seat for the rest of the game.",
    "seat_given": "🪑 <@{user}> takes over seat {letter} (was {was}). Press **Play** for your panel.",
    "took_back": "🙋 {name} takes their seat back from the AI.",
    "away": "🌴 {name} is away until {until}; their clock is paused.{note}",
    "away_note": " ({note})",
    "cancelled": "Game #{game} was cancelled by {name}.",
    "undone": "↩️ {name} took back their last move.",
    "undone_note": "Your last decision was taken back: choose again.",
    "cant_dm": "I can't DM <@{user}> — use **Play** to see your hand.",
    "cant_dm_reminder": "⏰ <@{user}>, this game is waiting for you{left}. (I can't DM you.)",
    "left": ": time runs out {when}",
    # DMs
    "dm_hand_title": "**{title} · game #{game}**",
    "dm_hand": "Your hidden cards: {hand}",
    "dm_secret": "Only you see this: {hand}",
    "dm_hand_none": "none",
    "timeout_dm": "⏰ Your time ran out in **{title} · game #{game}** (<#{channel}>): the AI made that one "
                  "decision for you.",
    "handed_dm": "⏰ Your time ran out {count} times in a row in **{title} · game #{game}** (<#{channel}>): the AI "
                 "plays your seat until you press **Take my seat back** there (or use `/games back`).",
    "window_dm": "⚡ **{title} · game #{game}** (<#{channel}>): {prompt} If you don't answer, it passes by itself "
                 "<t:{due}:R>.",
    "turn_dm": "🎲 Your turn in **{title} · game #{game}** (<#{channel}>): {prompt}",
    "reminder_dm": Plural("⏰ {count} game is waiting for your move:", "⏰ {count} games are waiting for your move:"),
    "play_game": "Play #{game}",
    "reminder_line": "• **{title} · game #{game}** in <#{channel}>{left}{summary}",
    "reminder_summary_sep": "\n  ",
    "reminder_more": Plural("• … and {count} more game: its **Play** button is below.",
                            "• … and {count} more games: their **Play** buttons are below."),
    "lines_more": Plural("… and {count} more line", "… and {count} more lines"),
    "undeliverable": "I could not post in the thread of **{title} · game #{game}**: {reason}. The game goes on: "
                     "players can still use `/{key} play game:{game}`. (You get this message only once.)",
    "decision_failed": "In **{title} · game #{game}** (<#{channel}>) the bot hit an internal error while deciding "
                       "for {name}, so it played a random legal move for that seat instead and the game goes on. "
                       "The bot's log has the details (game {game}, version {version}). "
                       "(You get this message only once.)",
    "reason_forbidden": "I lack a permission there ({detail})",
    "reason_missing": "I lack the {permission} permission there",
    "reason_gone": "the thread or channel is gone",
    "reason_refused": "Discord refused the message ({detail})",
    # /games
    "games_line": "#{game} {title} — {status} — <#{channel}>",
    "games_your_move": "**your move**",
    "games_waiting": "waiting for {names}",
    "games_others": "**Other open games here:**",
    "games_none": "There are no open games here. Start one with {commands}.",
    "games_cancelled": "Game #{game} is cancelled.",
    "games_not_here": "There is no game #{game} in this server.",
    "games_away": "You are away until {until}: your clocks are paused in every game of this server and no "
                  "reminders are sent. `/games back` ends it early.",
    "games_back_away": "Welcome back: your clocks run again.",
    # `games` is a list of game numbers ("#3, #5 and #8")
    "games_back_seats": Plural("You play your seat again in game {games}.",
                               "You play your seats again in games {games}."),
    "games_resigned": "You resigned from game #{game}: the AI plays your seat for the rest of the game.",
    "games_seat_given": "{name} now sits in seat {letter} of game #{game}.",
    "games_not_member": "{name} is not a member of this server.",
    "games_bot": "A bot can't take a seat; use an AI seat instead.",
    # /help (typical lengths: the median hand-offs between players in 8 smart-AI games at 3-4 players,
    # at about 4 hours a hand-off)
    "help_intro": "**Boardhost** hosts board games played **by post**: a move when you have a minute, a game that "
                  "lasts days, each in its own thread.",
    "help_start": "**Start:** `/<game> new` opens a lobby; friends press **Join**, anyone seated may add an AI seat "
                  "(smart, or easy), the host presses **Start**. Then press **Play** on a turn post for your panel.",
    "help_games": "**Games:**",
    "help_game": "• **{title}** (`/{key}`, {players} players, about {days} days by post) {about}",
    "help_players": "{least}–{most}",
    # a game whose typical length is not measured yet
    "help_game_unmeasured": "• **{title}** (`/{key}`, {players} players) {about}",
    "help_about_moonbots": "build a robot, be the last one standing",
    "help_about_qube": "hold the moons, reach 64 points",
    "help_about_proponi": "keep a building's HVAC healthy for nine years, together",
    "help_about_botfactory": "build robots in a four-board factory (solo against the automa too)",
    "help_about_century": "land, technology and garbage over the 20th century",
    "help_days_moonbots": "6",
    "help_days_qube": "12",
    "help_days_proponi": "13",
    "help_days_botfactory": "15",
    "help_days_century": "35",
    "help_by_post": "**By post:** one post per decision with a picture of the table; only the people who must act "
                    "are pinged; each decision has a time limit (reminder DMs before it; the AI decides when it "
                    "runs out); hidden cards only in your private panel and DMs; the AI plays AI seats by itself. "
                    "Your panel opens with what happened since your last move, and offers **Undo** while nothing "
                    "was revealed; the last post has the standings, a chart, a replay and **Rematch**.",
    "help_languages": "**Languages:** English, Italiano, Español, Français, Deutsch. The host picks the game's "
                      "language in the lobby (its thread posts and pictures); your panel and answers follow your "
                      "Discord's language; `/games language` sets the language of your DMs and reminders.",
    "help_commands": "**Commands:** `/<game> new · practice · play · move · board · rules` — `/games list · "
                     "history · stats · leaderboard · notify · language · cancel · away · back · resign · seat` — "
                     "`/help`",
    # /games language; `language` is a language's own name ("Italiano")
    "language_chosen": "Your DMs and reminders are in {language}. Panels and answers follow your Discord's "
                       "language. Change it with `/games language`.",
    "language_follows": "Your DMs and reminders follow your Discord's language (now {language}), else the game's. "
                        "Choose one with `/games language`.",
    # /games stats and leaderboard
    "games_unknown_game": "There is no game called “{name}”; the games are {keys}.",
    "stats_none": "{name} has no finished games in this server yet.",
    "stats_title": "**{name}'s games in this server**",
    # `counts` is the list of the four counts below ("3 played, 2 won, 0 resigned and 1 time-out")
    "stats_line": "• **{title}**: {counts}",
    "stats_played": Plural("{count} played", "{count} played"),
    "stats_won": Plural("{count} won", "{count} won"),
    "stats_resigned": Plural("{count} resigned", "{count} resigned"),
    "stats_timeouts": Plural("{count} time-out", "{count} time-outs"),
    "leaderboard_none": "Nobody has a {title} rating in this server yet: ratings start after a finished game with at "
                        "least two people.",
    "leaderboard_title": "**{title} · leaderboard in this server**",
    "leaderboard_line": Plural("{place}. {name} — {rating:.1f} ({games} game)",
                               "{place}. {name} — {rating:.1f} ({games} games)", count="games"),
    "leaderboard_note": "Ratings (OpenSkill, the cautious estimate) change after each finished game with at least two "
                        "people; AI levels are rated as players of their own.",
    # answering presses and commands
    "apology": "Sorry, something went wrong on my side while handling that. Nothing was changed; the problem has "
               "been logged. Please try again in a moment.",
    "unknown_press": "I don't recognise that button any more. Use `/games` to find your game and press Play.",
    "forbidden": "I lack a permission I need here ({detail}). Ask a server admin to check my role in this channel.",
    "pick_one": "Pick exactly one choice from the list.",
    # a seat's private panel
    "panel_title": "**{title} · game #{game}** — your panel (only you can see this)",
    "panel_note": "🔒 {note}",
    "panel_hand": "**Your hidden cards:** {hand}",
    # a game whose secrets are not cards (20th Century's money)
    "panel_secret": "**Only you see this:** {hand}",
    "panel_prompt": "➡️ {prompt}",
    "panel_over": "The game is over.",
    "panel_idle": "Nothing to do right now.",
    "panel_picture_dropped": "🖼️ Too many pictures are being drawn right now: press **Table** to see the table.",
    "panel_waiting": "Waiting for {names}.",
    # the lobby message
    "lobby_title": "{title} · game #{game}",
    "lobby_open": "Lobby open: press **Join**, then the host presses **Start**.",
    "lobby_started": "The game has started: follow it in the thread.",
    "lobby_over": "This game is over.",
    "lobby_cancelled": "This lobby was cancelled.",
    "lobby_seats_field": "Seats ({seated}/{most}, at least {least})",
    "lobby_seat": "{letter} · {name}",
    "seat_ai": "{name} ({level})",
    "lobby_no_seats": "—",
    "lobby_options_field": "Options",
    "lobby_option": "{name}: {value}",
    "lobby_option_sep": " · ",
    "option_on": "on",
    "option_off": "off",
    # each game option's readable name (a missing one reads as its key, capitalised), and units
    "option_reaction_minutes": "Reaction window",
    "option_unit_reaction_minutes": "{value} min",
    "option_overtime_round": "Overtime from round",
    "option_rotate_first": "First player rotates",
    "option_cubes_lost_for_good": "Lost cubes are gone for good",
    "option_scoring_cards": "Scoring cards",
    "option_solo_target": "Solo target",
    "option_unit_solo_target": "{value} points",
    "option_last_round": "Last round",
    "option_difficulty": "Difficulty",
    "option_start_at_5": "Floors start at health 5",
    "option_permanent_gears": "Permanent black gears",
    "option_tenth_year": "Tenth year",
    "option_tornaconto": "Tornaconto",
    "option_concorrenza": "Concorrenza Spietata",
    "option_reaction_seconds": "Reaction window",
    "option_unit_reaction_seconds": "{value} s",
    "thread_name": "{title} #{game}",
    # opening a lobby
    "no_dms": "Games are played in a server channel, not in DMs.",
    # /games mine: every game of the person's, in every server
    "mine_title": Plural("**Your {count} game:**", "**Your {count} games:**"),
    "mine_line": "#{game} {title} · {server} — {status} — <#{channel}>",
    "mine_your_move": "**your move**, time runs out {due}",
    "mine_server_unknown": "a server",
    "mine_none": "You have no game running. Open one in a server with {commands}.",
    "button_next_game": "Next game: #{game} ▶",
    # /games settings: refused, and its answer (one line a setting)
    "settings_admin_only": "Only someone with Manage Server can change this server's settings for new games.",
    "settings_title": "**This server's settings for new games:**",
    "settings_channel": "Games open in {channel}.",
    "settings_channel_any": "Games open in any channel.",
    "settings_threads": "Each game in its own thread: **{threads}**.",
    "settings_starters": "Who may start games: {role} (and Manage Server).",
    "settings_starters_all": "Who may start games: everyone.",
    "settings_clock": "A new lobby's clock: **{clock}**, unless its host chooses.",
    "settings_default": "the bot's default",
    "settings_language": "A new lobby's language: **{language}**.",
    "settings_language_host": "A new lobby's language: its host's.",
    "settings_games": "Games offered: {games}.",
    "settings_games_all": "Games offered: every game.",
    # /<game> new refused by the server's settings
    "new_not_offered": "{title} is not offered on this server (its settings, `/games settings`).",
    "new_elsewhere": "Games open in {channel} on this server.",
    "new_role_only": "Only members with the {role} role may start games on this server.",
    "no_dms_here": "This works in a server, about its games; here, `/games mine` lists all of yours.",
    "cant_host": "I can't host a game here: I need the {permissions} permission in this channel.",
    "no_thread": "I can't open a thread here (I need Create Public Threads and Send Messages in Threads), so the "
                 "game will run in this channel.",
    # Discord permissions, by their discord.py flag
    "permission_send_messages": "Send Messages",
    "permission_attach_files": "Attach Files",
    "permission_embed_links": "Embed Links",
    "permission_send_messages_in_threads": "Send Messages In Threads",
    "permission_view_channel": "View Channel",
    # /<game> play, move, board, rules
    "no_game_here": "You have no {title} game here. Start one with `/{key} new`.",
    "many_games_here": "You are in {count} {title} games: use this command in the game's thread, or give its "
                       "number in the `game` option.",
    "other_kind": "Game #{game} is a {title} game: use the `/{key}` commands for it.",
    "game_choice": "#{game} {title}: {names}",
    "board_title": "**{title} · game #{game}**",
    "rules_overview": "Overview",
    "rules_part": "Section {number} of {count} · the menu below has every section; the whole page is attached",
    "select_rules": "Another section…",
    "select_more_choices": Plural("{count} more choice", "{count} more choices"),
    # buttons and selects
    "button_play": "Play",
    "button_table": "Table",
    "button_take_back": "Take my seat back",
    "button_rematch": "Rematch",
    "button_undo": "↩️ Undo my last decision",
    "button_join": "Join",
    "button_leave": "Leave",
    "select_add_ai": "Add AI seat…",
    # the lobby's choice of the game's language (its thread posts and pictures); the options are the
    # languages' own names
    "select_language": "Language of the game's posts…",
    "add_ai_smart": "Smart AI",
    "add_ai_smart_about": "Plays to win",
    "add_ai_random": "Easy AI",
    "add_ai_random_about": "Picks its moves at random: good for a first game",
    "add_ai_expert": "Expert AI",
    "add_ai_expert_about": "Thinks ahead over what it may know: hard to beat",
    # the lobby's choice of the AI that plays a seat whose time ran out three times in a row
    "select_takeover": "After time-outs the seat is played by…",
    "takeover_smart": "Smart AI after time-outs",
    "takeover_expert": "Expert AI after time-outs",
    "button_remove_ai": "Remove AI seat",
    "button_start": "Start",
    "button_cancel": "Cancel",
    "button_previous": "◀ Previous",
    "button_next": "Next ▶ ({page}/{pages})",
    "select_group": "{name} ({count})",
    "select_page": Plural("{first} … ({count} choice)", "{first} … ({count} choices)"),
}

DOMAIN = Domain("cogs", TEXTS, __file__)
text = DOMAIN.text
