"""Every word of the table in the browser (web/) and of its Discord button, as templates with named
fields: the domain "web" (see engines/i18n.py). The pages speak the reader's language (their own choice,
else the last Discord locale seen from them, else the game's); the catalogs are
locales/<ll>/LC_MESSAGES/web.po."""

from engines.i18n import Domain, Template

TEXTS: dict[str, Template] = {
    # the link button on the private panel and on the Table answer in Discord
    "button_browser": "Open in browser",
    # /games signout
    "signed_out": "You are signed out of the table in the browser, on every browser and device.",
    "web_off": "The table in the browser is not switched on for this bot.",
    # the game page: its title
    "page_title": "{title} · game #{game}",
    # whose turn it is; `names` a list of players
    "turn_of": "Waiting for {names}.",
    "turn_idle": "Nobody has to act at the moment.",
    "game_over": "The game is over.",
    "game_lobby": "The game has not started yet.",
    # a player's own deadline; `when` a date and time
    "deadline": "{name}: time runs out on {when}.",
    # the picture's heading: a player sees their seat's own view, others the whole public table
    "your_view": "The table as your seat sees it (only you can see your hidden cards here)",
    "public_view": "The whole table",
    # a player's hidden things, as in their private panel in Discord
    "your_hand": "Your hand: {hand}",
    "your_secret": "Your secret: {hand}",
    "your_prompt": "Your turn: {prompt}",
    "your_prompt_hint": "Choose your move below, or in Discord with **Play** on the game's turn post.",
    "last_lines": "Latest",
    # playing from the page: the seat's choices (the same as its Discord panel's), chosen then confirmed
    "decide_title": "Your choices",
    "chosen": "Chosen: {choice}. Confirm to play it.",
    "confirm": "Confirm",
    "cancel": "Cancel",
    "button_undo": "↩️ Undo my last decision",
    "undone": "Your last decision was taken back: choose again.",
    # the pieces over the picture (each explains itself when pointed at), for a screen reader and the keyboard
    "pieces_group": "The pieces of the table: Tab reaches them, the arrow keys move between them.",
    # above the list of the codes the picture still draws
    "legend": "What the codes on the picture mean",
    # the amount field (20th Century): what was typed is not a number, or no amount is asked now
    "amount_bad": "\"{text}\" is not a whole number: type an amount such as 7.",
    "amount_none": "No amount is asked of you right now.",
    "private_line": "🔒 {text}",
    "no_lines": "Nothing has happened yet.",
    # zoom and pan buttons over the picture
    "zoom_in": "Zoom in",
    "zoom_out": "Zoom out",
    "zoom_fit": "Fit",
    # the page follows the game by itself; shown when the connection drops
    "live": "Live: this page follows the game by itself.",
    "live_lost": "Connection lost; trying again…",
    "open_thread": "Open the game's thread in Discord",
    # the history page: a scrubber through the game's turns
    "history": "History",
    "history_turn": "After turn {turn} (step {step} of {steps})",
    "history_start": "The game begins.",
    "history_quiet": "Nothing public happened in this turn.",
    "history_previous": "Previous turn",
    "history_next": "Next turn",
    "back_to_game": "Back to the game",
    # a finished game's pictures on its history page
    "final_chart": "The scores over the game",
    "replay": "The whole game, turn by turn",
    # a server's leaderboard for one game
    "leaderboard": "Leaderboard",
    "leaderboard_title": "{title} · leaderboard of this server",
    "leaderboard_none": "Nobody has a rating in this game in this server yet: ratings start after a finished game "
                        "with at least two people.",
    "leaderboard_place": "Place",
    "leaderboard_name": "Player",
    "leaderboard_rating": "Rating",
    "leaderboard_games": "Games",
    # the reader's own record in this game in this server
    "your_stats": "Your games of it here",
    "stats_played": "Played",
    "stats_won": "Won",
    "stats_resigned": "Resigned",
    "stats_timeouts": "Time-outs",
    # a person's page: their record in one server; `name` as they were seated in their latest game there
    "person_title": "{name} · their games in this server",
    "person_none": "{name} has no finished game in this server yet.",
    "person_record": "Record per game",
    "person_game": "Game",
    "person_unrated": "not rated yet",
    # the AI levels' ratings in that game in that server, to compare; `levels` e.g. "AI (smart) 12.3, AI (easy) 2.0"
    "person_levels": "The AI levels here: {levels}",
    "person_recent": "Latest finished games",
    # a finished game's place; `seats` how many played
    "person_place": "place {place} of {seats}",
    "person_won": "won",
    # My games
    "my_games": "My games",
    "my_games_none": "You hold a seat in no running game.",
    "my_turn": "your turn",
    "my_waiting": "waiting for {names}",
    "my_game_over": "over",
    "my_deadline": "your time runs out on {when}",
    "my_record": "your record in this server",
    "sign_out": "Sign out everywhere",
    "signed_out_page": "You are signed out on every browser. To come back, press **Open in browser** on your "
                       "panel in Discord.",
    # refusals
    "no_session": "Please sign in from Discord: press **Open in browser** on your private panel (or on the "
                  "**Table** answer) in the game's thread.",
    "link_spent": "This sign-in link was already used or has expired (links work once, for a few minutes). Press "
                  "**Open in browser** in Discord again for a fresh one.",
    "not_allowed": "This game is shown only to its players and to the members of its server.",
    "not_allowed_server": "This page is shown only to the members of its server.",
    "no_game": "There is no game #{game}.",
    "too_many": "Too many requests: wait a moment, then try again.",
    "bad_request": "That request is not valid.",
    "not_found": "There is no such page.",
    "error_title": "The table in the browser",
    # "Log in with Discord" (OAuth2), when the bot's owner switched it on
    "login_discord": "Log in with Discord",
    "login_failed": "The login with Discord did not work (it was cancelled, took too long, or was started in "
                    "another browser). Please try again.",
}

DOMAIN = Domain("web", TEXTS, __file__)
text = DOMAIN.text
