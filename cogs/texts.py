"""Every sentence the table's cogs show players, as templates with named fields, in one place so
the bot can be translated. Seat names and numbers are filled in with `TEXTS[key].format(...)`."""

TEXTS: dict[str, str] = {
    "post_title": "**{title} · game #{game}**",
    "standing": "📊 {standing}",
    "table_title": "**{title} · game #{game}** — the whole table as it stands now (only you can see this)",
    "page_damaged": "That page button is damaged. Press **Play** for a fresh panel.",
    "turn_hours": "{hours} h per decision",
    "turn_hours_none": "no time limit",
    "clock_field": "Turn clock",
    "took_back_reply": "You play your own seat in game #{game} again.",
    # turn posts
    "post_opening": "The game begins! Seats: {seats}.",
    "post_event": "• {text}",
    "post_outcome": "🏁 {summary}",
    "post_resigned": "🏳️ Resigned (the AI finished the seat): {names}.",
    "post_turn": "{mentions} — {prompt}",
    "post_turn_many": "{mentions} — {prompt} (each of you may act)",
    "post_clock": "⏳ {name}: time runs out {when}",
    "post_away": "🌴 {name} is away until {until}: the game waits for them.",
    "post_waiting": "Waiting for {names}.",
    "timestamp_relative": "<t:{ts}:R>",
    "timestamp_date": "<t:{ts}:f>",
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
    "cant_dm": "I can't DM <@{user}> — use **Play** to see your hand.",
    "cant_dm_reminder": "⏰ <@{user}>, this game is waiting for you{left}. (I can't DM you.)",
    "left": ": time runs out {when}",
    # DMs
    "dm_hand_title": "**{title} · game #{game}**",
    "dm_hand": "Your hidden cards: {hand}",
    "dm_hand_none": "none",
    "timeout_dm": "⏰ Your time ran out in **{title} · game #{game}** (<#{channel}>): the AI made that one "
                  "decision for you.",
    "handed_dm": "⏰ Your time ran out {count} times in a row in **{title} · game #{game}** (<#{channel}>): the AI "
                 "plays your seat until you press **Take my seat back** there (or use `/games back`).",
    "window_dm": "⚡ **{title} · game #{game}** (<#{channel}>): {prompt} If you don't answer, it passes by itself "
                 "<t:{due}:R>.",
    "reminder_dm": "⏰ {count} game(s) are waiting for your move:",
    "play_game": "Play #{game}",
    "reminder_line": "• **{title} · game #{game}** in <#{channel}>{left}",
    "undeliverable": "I could not post in the thread of **{title} · game #{game}**: {reason}. The game goes on: "
                     "players can still use `/{key} play`. (I tell you this once.)",
    "reason_forbidden": "I lack a permission there ({detail})",
    "reason_gone": "the thread or channel is gone",
    "reason_refused": "Discord refused the message ({detail})",
    # /games
    "games_line": "#{game} {title} — {status} — <#{channel}>",
    "games_your_move": "**your move**",
    "games_waiting": "waiting for {names}",
    "games_others": "**Other open games here:**",
    "games_none": "There are no open games here. Start one with `/moonbots new`.",
    "games_cancelled": "Game #{game} is cancelled.",
    "games_not_here": "There is no game #{game} in this server.",
    "games_away": "You are away until {until}: your clocks are paused in every game of this server and no "
                  "reminders are sent. `/games back` ends it early.",
    "games_back_away": "Welcome back: your clocks run again.",
    "games_back_seats": "You play your seat again in game(s) {games}.",
    "games_resigned": "You resigned from game #{game}: the AI plays your seat for the rest of the game.",
    "games_seat_given": "{name} now plays seat {letter} of game #{game}.",
    "games_not_member": "{name} is not a member of this server.",
    "games_bot": "A bot can't take a seat; use an AI seat instead.",
}
