"""The pages as HTML, in the reader's language: every word escaped, no third-party asset, no inline
script or style (the Content-Security-Policy forbids them); the page's script and style are
web/static/app.js and app.css."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from engines.i18n import PSEUDO, SOURCE, locale_of, say
from web.history import Step
from web.seen import Seen
from web.texts import text

BOLD = re.compile(r"\*\*(.+?)\*\*")


def rich(words: str) -> str:
    """Words as HTML: escaped, with the templates' **bold** kept as bold."""
    return BOLD.sub(r"<strong>\1</strong>", html.escape(words))


def w(key: str, locale: str, **fields: object) -> str:
    """A web sentence said in `locale`, as HTML."""
    return rich(say(text(key, **fields), locale))


def when_words(at: float, locale: str, zone: str | None = None) -> str:
    """A moment in words in `locale`: the weekday, the date and the time in the time zone `zone` (an IANA
    name; None or unknown: UTC), the zone named as its place ("… 9:30 PM Italy Time", "… 21:30 heure : Italie")."""
    from babel import Locale
    from babel.dates import format_datetime, format_skeleton, format_time

    babel_locale = Locale.parse(SOURCE if locale == PSEUDO else locale_of(locale))
    try:
        tz = ZoneInfo(zone) if zone else UTC
    except (ValueError, ZoneInfoNotFoundError):
        tz = UTC
    moment = datetime.fromtimestamp(at, UTC)
    date = format_skeleton("MMMMEEEEd", moment, tzinfo=tz, locale=babel_locale)
    time = format_time(moment, "short", tzinfo=tz, locale=babel_locale)
    place = "UTC" if tz is UTC or zone in ("UTC", "Etc/UTC") else format_datetime(moment, "VVVV", tzinfo=tz,
                                                                                  locale=babel_locale)
    return str(babel_locale.datetime_formats["medium"]).replace("{1}", date).replace("{0}", time) + f" {place}"


def moment(at: float, locale: str, zone: str | None = None) -> str:
    """A moment on a page: in the reader's chosen time zone; without one, in UTC words that the page's
    script says again in the browser's own zone (`data-at`)."""
    iso = datetime.fromtimestamp(at, UTC).isoformat()
    local = "" if zone else f' data-at="{int(at * 1000)}"'
    return f'<time datetime="{iso}"{local}>{html.escape(when_words(at, locale, zone))}</time>'


def layout(locale: str, title: str, body: str, form_token: str | None = None, attrs: str = "") -> str:
    """A whole page: its head, the header with My games and Sign out (signed in), and `body`."""
    nav = ""
    if form_token is not None:
        nav = (f'<nav><a href="/games">{w("my_games", locale)}</a>'
               f'<form method="post" action="/signout"><input type="hidden" name="form" value="{form_token}">'
               f'<button type="submit">{w("sign_out", locale)}</button></form></nav>')
    return (f'<!doctype html><html lang="{html.escape(locale_of(locale))}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{html.escape(title)}</title><link rel="stylesheet" href="/static/app.css">'
            '<script src="/static/app.js" defer></script><script src="/static/play.js" defer></script>'
            '<script src="/static/pieces.js" defer></script></head>'
            f'<body{attrs}><header><h1>{html.escape(title)}</h1>{nav}</header>{body}</body></html>')


def facts(seen: Seen, zone: str | None = None) -> str:
    """The words beside the picture: whose turn, the reader's own prompt and hidden hand, deadlines (in the
    time zone `zone`), the latest lines. Sent again as one piece when the game moves."""
    locale = seen.locale
    parts = [f'<p class="status">{rich(seen.status)}</p>']
    if seen.prompt:
        parts.append(f'<p class="prompt">{rich(seen.prompt)}</p><p class="hint">{w("your_prompt_hint", locale)}</p>')
    if seen.hand:
        parts.append(f'<p class="hand">{rich(seen.hand)}</p>')
    if seen.deadlines:
        items = "".join(f"<li>{rich(words).replace('{when}', moment(at, locale, zone))}</li>"
                        for words, at in seen.deadlines)
        parts.append(f'<ul class="deadlines">{items}</ul>')
    parts.append(f'<h2>{w("last_lines", locale)}</h2>')
    if seen.lines:
        parts.append('<ol class="lines">' + "".join(f"<li>{rich(line)}</li>" for line in seen.lines) + "</ol>")
    else:
        parts.append(f'<p>{w("no_lines", locale)}</p>')
    if seen.thread_url:
        parts.append(f'<p><a href="{html.escape(seen.thread_url)}" rel="noopener">{w("open_thread", locale)}</a></p>')
    return "".join(parts)


def game_page(seen: Seen, form_token: str, guild_id: int | None = None, game_key: str = "",
              zone: str | None = None, decide: str = "") -> str:
    """The game's page; `decide`: the reader's choices to play from it (web/play.py)."""
    locale = seen.locale
    heading = w("your_view" if seen.seat is not None else "public_view", locale)
    links = [f'<a href="/game/{seen.game_id}/history">{w("history", locale)}</a>']
    if guild_id:
        links.append(f'<a href="/server/{guild_id}/leaderboard/{html.escape(game_key)}">{w("leaderboard", locale)}</a>')
    zoom = "".join(f'<button type="button" data-zoom="{how}">{w(key, locale)}</button>'
                   for how, key in (("in", "zoom_in"), ("out", "zoom_out"), ("fit", "zoom_fit")))
    body = (f'<main class="game"><section class="side"><div class="facts" id="facts">{facts(seen, zone)}</div>'
            f'<div id="notes" class="notes" aria-live="polite"></div><div id="decide">{decide}</div></section>'
            f'<section class="table"><p class="links">{" · ".join(links)}</p>'
            f'<h2>{heading}</h2><div class="zoombar">{zoom}</div>'
            f'<div class="viewport" id="viewport" data-pieces="{w("pieces_group", locale)}" '
            f'data-legend="{w("legend", locale)}"><img id="picture" src="{html.escape(seen.picture)}" '
            f'alt="{heading}"></div>'
            f'<p class="live" id="live" data-lost="{html.escape(say(text("live_lost"), locale))}">'
            f'{w("live", locale)}</p></section></main>')
    attrs = f' data-game="{seen.game_id}" data-version="{seen.version}" data-lang="{html.escape(locale_of(locale))}"'
    return layout(locale, seen.title, body, form_token, attrs)


def step_lines(lines: list[str]) -> str:
    return "".join(f"<li>{rich(line)}</li>" for line in lines)


def history_page(seen_title: str, game_id: int, step: Step, locale: str, form_token: str, ended: bool = False) -> str:
    at, last = step.index, step.steps - 1
    scrub = (f'<nav class="scrub"><a id="previous" href="?at={max(0, at - 1)}">{w("history_previous", locale)}</a>'
             f'<input type="range" id="scrub" min="0" max="{last}" value="{at}" aria-label="{w("history", locale)}">'
             f'<a id="next" href="?at={min(last, at + 1)}">{w("history_next", locale)}</a></nav>')
    body = (f'<main class="history"><p><a href="/game/{game_id}">{w("back_to_game", locale)}</a></p>{scrub}'
            f'<h2 id="step-title">{html.escape(step.title)}</h2><div class="step">'
            f'<img id="glance" src="/game/{game_id}/history/{at}.png" alt="{html.escape(step.title)}">'
            f'<ol class="lines" id="step-lines">{step_lines(step.lines)}</ol></div>')
    if ended:  # the final post's pictures: the scores over the game, and its glances animated
        body += (f'<h2>{w("final_chart", locale)}</h2><img class="ending" src="/game/{game_id}/chart.png" alt="">'
                 f'<h2>{w("replay", locale)}</h2><img class="ending" src="/game/{game_id}/replay.gif" alt="">')
    body += "</main>"
    title = f"{seen_title} · {say(text('history'), locale)}"
    attrs = f' data-history="{game_id}" data-lang="{html.escape(locale_of(locale))}"'
    return layout(locale, title, body, form_token, attrs)


def rating_words(rating: float, locale: str) -> str:
    from babel.numbers import format_decimal

    return format_decimal(rating, format="#,##0.0", locale=SOURCE if locale == PSEUDO else locale_of(locale))


def leaderboard_page(title: str, board: list[tuple[str, float, int, str | None]], locale: str, form_token: str,
                     mine: tuple[int, int, int, int] | None = None) -> str:
    """A server's ratings for one game: (name, rating, games, their page's link or None) best first; and the
    reader's own record there: (played, won, resigned, timed out)."""
    record = ""
    if mine is not None:
        head = "".join(f"<th>{w(key, locale)}</th>" for key in ("stats_played", "stats_won", "stats_resigned",
                                                                 "stats_timeouts"))
        record = (f'<h2>{w("your_stats", locale)}</h2><table class="board"><thead><tr>{head}</tr></thead><tbody><tr>'
                  + "".join(f"<td>{n}</td>" for n in mine) + "</tr></tbody></table>")
    if not board:
        return layout(locale, title, f'<main><p>{w("leaderboard_none", locale)}</p>{record}</main>', form_token)
    head = "".join(f"<th>{w(key, locale)}</th>" for key in ("leaderboard_place", "leaderboard_name",
                                                             "leaderboard_rating", "leaderboard_games"))
    rows = "".join(f"<tr><td>{place}</td><td>{linked(name, link)}</td>"
                   f"<td>{rating_words(rating, locale)}</td><td>{games}</td></tr>"
                   for place, (name, rating, games, link) in enumerate(board, 1))
    return layout(locale, title, f'<main><table class="board"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody>'
                  f"</table>{record}</main>", form_token)


def linked(words: str, link: str | None) -> str:
    return f'<a href="{html.escape(link)}">{html.escape(words)}</a>' if link else html.escape(words)


@dataclass
class Record:
    """A person's games of one kind in one server."""

    key: str
    title: str
    played: int
    won: int
    resigned: int
    timeouts: int
    rating: float | None  # None: not rated (yet)
    levels: list[tuple[str, float]]  # the AI levels rated there: (name, rating), best first


@dataclass
class Played:
    """One finished game of a person."""

    game_id: int
    title: str
    place: int
    seats: int
    won: bool
    at: float


def person_page(locale: str, name: str, guild_id: int, records: list[Record], games: list[Played], form_token: str,
                zone: str | None = None) -> str:
    title = say(text("person_title", name=name), locale)
    if not records and not games:
        return layout(locale, title, f'<main><p>{w("person_none", locale, name=name)}</p></main>', form_token)
    head = "".join(f"<th>{w(key, locale)}</th>" for key in ("person_game", "stats_played", "stats_won",
                                                             "stats_resigned", "stats_timeouts", "leaderboard_rating"))
    rows = []
    for r in records:
        rating = rating_words(r.rating, locale) if r.rating is not None else w("person_unrated", locale)
        board = f"/server/{guild_id}/leaderboard/{r.key}"
        rows.append(f'<tr><td><a href="{html.escape(board)}">{html.escape(r.title)}</a></td><td>{r.played}</td>'
                    f"<td>{r.won}</td><td>{r.resigned}</td><td>{r.timeouts}</td><td>{rating}</td></tr>")
        if r.levels:
            levels = ", ".join(f"{html.escape(level)} {rating_words(rated, locale)}" for level, rated in r.levels)
            rows.append(f'<tr class="levels"><td colspan="6">{w("person_levels", locale, levels="{levels}")}'
                        .replace("{levels}", levels) + "</td></tr>")
    body = (f'<h2>{w("person_record", locale)}</h2><div class="wide"><table class="board"><thead><tr>{head}</tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table></div>')
    if games:
        items = []
        for g in games:
            place = w("person_won" if g.won else "person_place", locale, place=g.place, seats=g.seats)
            items.append(f'<li><a href="/game/{g.game_id}/history">{html.escape(g.title)}</a> · {place} · '
                         f"{moment(g.at, locale, zone)}</li>")
        body += f'<h2>{w("person_recent", locale)}</h2><ul class="recent">{"".join(items)}</ul>'
    return layout(locale, title, f"<main>{body}</main>", form_token)


@dataclass
class Listed:
    game_id: int
    title: str
    mine: bool  # the reader is asked to act
    status: str  # finished, or who is waited for
    due: float | None  # the reader's own deadline
    record: str | None = None  # the reader's record in the game's server (a link)


def my_games_page(locale: str, games: list[Listed], form_token: str, zone: str | None = None) -> str:
    title = say(text("my_games"), locale)
    if not games:
        body = f'<main><p>{w("my_games_none", locale)}</p></main>'
    else:
        items = []
        for game in games:
            state = f'<strong>{w("my_turn", locale)}</strong>' if game.mine else rich(game.status)
            due = ""
            if game.due is not None:
                due = " · " + w("my_deadline", locale, when="{when}").replace("{when}", moment(game.due, locale, zone))
            record = f' · <a href="{html.escape(game.record)}">{w("my_record", locale)}</a>' if game.record else ""
            items.append(f'<li class="{"mine" if game.mine else "theirs"}"><a href="/game/{game.game_id}">'
                         f'{html.escape(game.title)}</a> · {state}{due}{record}</li>')
        body = f'<main><ul class="my-games">{"".join(items)}</ul></main>'
    return layout(locale, title, body, form_token)


def refusal_page(locale: str, key: str, login: str | None = None, **fields: object) -> str:
    """A refusal in a sentence; with `login` (its address), the "Log in with Discord" button under it."""
    button = f'<p><a class="login" href="{html.escape(login)}">{w("login_discord", locale)}</a></p>' if login else ""
    return layout(locale, say(text("error_title"), locale), f'<main><p class="refusal">{w(key, locale, **fields)}</p>'
                  f"{button}</main>")
