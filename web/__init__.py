"""The table in the browser: a second front end over the table service (core/table/), an aiohttp app in
the bot's own process, on only when WEB_URL is set (README, "The table in your browser").

    server.py   WebTable: starts the app with the bot, makes the sign-in links of Discord's buttons
    app.py      the routes and the checks every request passes (session, rate limits, CSP, sizes)
    signing.py  single-use sign-in links, session cookies and form tokens (HMAC with the web secret)
    access.py   who may look (players, members of the game's server) and the rate limits
    seen.py     what one person may see of one game: their seat's view, whose turn, deadlines, lines
    pages.py    the pages as HTML (static/app.js and app.css beside them)
    follow.py   the table's picture (kept by browsers, at an address naming its version) and the live stream
    live.py     pages that follow their game: one version watcher per process, kicked by commits (and by
                other processes' commits on PostgreSQL)
    lists.py    my games, a game's history, a server's leaderboard
    people.py   a person's page in a server
    texts.py    every word, in the domain "web"
"""
