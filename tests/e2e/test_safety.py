"""Words people type never ping and never turn into markdown (issue 30): every message the bot makes
says whom it may ping (nobody unless it means to), an away note's mentions stay text, and names are
shown as typed."""

from __future__ import annotations

import pytest

from .boardhost import open_table
from .test_games_commands import answer, line_in


@pytest.fixture
def bot(tally_bot):
    return tally_bot


def sends(fake, start: int = 0) -> list:
    """Every request that made or edited a message (or answered an interaction with one)."""
    return [r for r in fake.requests[start:] if r.method in ("POST", "PATCH") and isinstance(r.json, dict)
            and ("content" in r.json or "data" in r.json and isinstance(r.json["data"], dict)
                 and "content" in r.json["data"])]


def mentions_of(request) -> dict | None:
    body = request.json.get("data") if "data" in request.json and isinstance(request.json["data"], dict) \
        else request.json
    return body.get("allowed_mentions")


async def test_an_away_note_with_mentions_and_markdown_pings_nobody_and_shows_as_typed(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    start = len(fake.requests)
    note = f"<@{bob.id}> @everyone **bold** _it_"
    await answer(fake, "games away", {"days": 3, "note": note}, alice)
    notice = await line_in(fake, bot, thread, "Alice is away until <t:")
    assert f"\\<\\@{bob.id}> \\@everyone \\*\\*bold\\*\\* \\_it\\_" in notice.content
    made = [r for r in sends(fake, start) if (r.json.get("content") or "").startswith(notice.content[:20])]
    assert made, "the away line's request"
    allowed = mentions_of(made[-1])
    assert allowed is not None and allowed.get("parse", []) == [] and not allowed.get("users") \
        and not allowed.get("roles")


async def test_every_message_says_whom_it_may_ping_and_a_turn_post_pings_only_who_acts(fake_discord, bot):
    fake = fake_discord
    alice = fake.users["alice"]
    odd = fake.add_user("**Bo_b** `x` > y")
    thread, _ = await open_table(fake, "tally", alice, [odd])
    await bot.outbox.idle()
    made = sends(fake)
    assert made
    for request in made:
        allowed = mentions_of(request)
        assert allowed is not None, f"{request.method} {request.path} sent without allowed_mentions"
        assert "everyone" not in allowed.get("parse", []) and "roles" not in allowed.get("parse", [])
        assert "users" not in allowed.get("parse", []), "pings anyone it names"
    turn = [r for r in made if str(thread) in r.path and "<@" in (r.json.get("content") or "")]
    assert turn, "a turn post pinging the seat to act"
    for request in turn:
        pinged = {str(u) for u in mentions_of(request).get("users", [])}
        mentioned = {word[2:-1] for word in request.json["content"].split() if word.startswith("<@")
                     and word.endswith(">") and word[2:-1].isdigit()}
        assert pinged and pinged <= mentioned
    posts = [m.content for m in fake.message_list(thread)]
    assert any("\\*\\*Bo\\_" in text and "\\`" in text for text in posts), posts  # the fake capitalises names
    assert not any("**Bo_" in text for text in posts)
