"""Builders for the JSON payloads the fake sends to discord.py.

Fuller than the measured minimum on purpose (see shared/notes/discord-offline-testing.md §4):
permissions, timestamps, authors and both interaction metadata shapes are always present.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

Json = dict[str, Any]

ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024
EPHEMERAL = 1 << 6
LOADING = 1 << 7

DISCORD_EPOCH_MS = 1_420_070_400_000
_last_snowflake = 0


def snowflake() -> int:
    """A new, process-unique id that, like Discord's, encodes when it was made (milliseconds since
    Discord's epoch in the bits above 22), so `discord.utils.snowflake_time` and history's `after=`
    a moment work on it."""
    global _last_snowflake
    _last_snowflake = max(_last_snowflake + 1, (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22)
    return _last_snowflake


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


@dataclass
class FakeUser:
    """A Discord user; `member` users are in the fake guild with `roles`."""

    id: int
    name: str
    bot: bool = False
    member: bool = True
    roles: list[int] = field(default_factory=list)
    dms_open: bool = True
    locale: str = "en-US"  # their Discord app's language, sent with each of their interactions

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


def user(u: FakeUser) -> Json:
    return {"id": str(u.id), "username": u.name, "global_name": u.name.title(), "discriminator": "0",
            "avatar": None, "bot": u.bot, "public_flags": 0}


def member(u: FakeUser, permissions: int | None = None) -> Json:
    data = {"user": user(u), "roles": [str(r) for r in u.roles], "nick": None, "avatar": None, "flags": 0,
            "joined_at": "2024-01-01T00:00:00+00:00", "deaf": False, "mute": False, "pending": False}
    if permissions is not None:
        data["permissions"] = str(permissions)
    return data


def role(role_id: int, name: str, permissions: int, position: int) -> Json:
    return {"id": str(role_id), "name": name, "permissions": str(permissions), "position": position,
            "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0}


def application(app_id: int, owner: FakeUser) -> Json:
    return {"id": str(app_id), "name": "Boardhost", "description": "", "icon": None, "bot_public": False,
            "bot_require_code_grant": False, "owner": user(owner), "verify_key": "0" * 64,
            "interactions_endpoint_url": None, "flags": 0}


def text_channel(channel_id: int, guild_id: int, name: str, position: int) -> Json:
    return {"id": str(channel_id), "type": 0, "guild_id": str(guild_id), "name": name, "position": position,
            "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
            "rate_limit_per_user": 0, "last_message_id": None}


def thread(thread_id: int, parent: Json, owner_id: int, name: str, kind: int, archive_minutes: int) -> Json:
    return {"id": str(thread_id), "type": kind, "guild_id": parent["guild_id"], "parent_id": parent["id"],
            "owner_id": str(owner_id), "name": name, "message_count": 0, "member_count": 1,
            "rate_limit_per_user": 0, "last_message_id": None, "flags": 0, "total_message_sent": 0,
            "thread_metadata": {"archived": False, "locked": False, "invitable": kind == 12,
                                "auto_archive_duration": archive_minutes,
                                "archive_timestamp": now_iso(), "create_timestamp": now_iso()}}


def dm_channel(channel_id: int, recipient: FakeUser) -> Json:
    return {"id": str(channel_id), "type": 1, "recipients": [user(recipient)], "last_message_id": None}


def guild_create(guild_id: int, owner_id: int, roles: list[Json], channels: list[Json],
                 members: list[Json]) -> Json:
    return {"id": str(guild_id), "name": "Boardhost Test Guild", "icon": None, "owner_id": str(owner_id),
            "unavailable": False, "large": False, "member_count": len(members), "members": members,
            "roles": roles, "channels": [c for c in channels if c["type"] in (0, 2, 4, 5, 15)],
            "threads": [c for c in channels if c["type"] in (10, 11, 12)], "emojis": [], "stickers": [],
            "features": [], "presences": [], "voice_states": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [], "premium_tier": 0,
            "preferred_locale": "en-US", "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0, "system_channel_id": None,
            "afk_channel_id": None, "afk_timeout": 300, "joined_at": "2024-01-01T00:00:00+00:00"}


def interaction(kind: int, iid: int, token: str, app_id: int, data: Json, channel: Json,
                actor: Json, app_permissions: int, locale: str = "en-US") -> Json:
    """INTERACTION_CREATE. `actor` is a member payload (guild) or a user payload (DM); `locale` their
    Discord's language."""
    payload: Json = {"id": str(iid), "application_id": str(app_id), "type": kind, "token": token,
                     "version": 1, "data": data, "channel": channel, "channel_id": channel["id"],
                     "app_permissions": str(app_permissions), "locale": locale, "entitlements": [],
                     "attachment_size_limit": ATTACHMENT_SIZE_LIMIT}
    if "guild_id" in channel:
        payload.update(guild_id=channel["guild_id"], member=actor, guild_locale="en-US", context=0,
                       guild={"id": channel["guild_id"], "locale": "en-US", "features": []},
                       authorizing_integration_owners={"0": channel["guild_id"]})
    else:
        payload.update(user=actor, context=1, authorizing_integration_owners={"1": actor["id"]})
    return payload


def command_options(schema: list[Json], path: list[str], values: dict[str, Any],
                    focused: str | None = None) -> list[Json]:
    """Nest `values` under the subcommand group/subcommand `path`, typed from the synced `schema`."""
    if path:
        sub = find_option(schema, path[0])
        return [{"type": sub["type"], "name": sub["name"],
                 "options": command_options(sub.get("options", []), path[1:], values, focused)}]
    out = []
    for name, value in values.items():
        opt = find_option(schema, name)
        raw = str(value.id) if isinstance(value, FakeUser) else str(value) if opt["type"] in (7, 8) else value
        entry = {"type": opt["type"], "name": name, "value": str(raw) if name == focused else raw}
        if name == focused:
            entry["focused"] = True
        out.append(entry)
    return out


def find_option(schema: list[Json], name: str) -> Json:
    for opt in schema:
        if opt["name"] == name:
            return opt
    known = [o["name"] for o in schema]
    raise AssertionError(f"option {name!r} is not in the synced command (known: {known})")


def resolved_users(values: dict[str, Any], members: dict[int, Json]) -> Json:
    """`{"resolved": {...}}` for the FakeUser values of user/mentionable options (or `{}`)."""
    users = [v for v in values.values() if isinstance(v, FakeUser)]
    if not users:
        return {}
    resolved: Json = {"users": {str(u.id): user(u) for u in users}}
    in_guild = {str(u.id): {k: v for k, v in members[u.id].items() if k != "user"} for u in users
                if u.id in members}
    if in_guild:
        resolved["members"] = in_guild
    return {"resolved": resolved}


def message(msg_id: int, channel_id: int, author: FakeUser, body: Json, attachments: list[Json],
            guild_id: int | None, interaction_meta: Json | None = None, webhook_id: int | None = None) -> Json:
    data: Json = {"id": str(msg_id), "channel_id": str(channel_id), "type": 20 if interaction_meta else 0,
                  "author": user(author), "content": body.get("content") or "",
                  "embeds": body.get("embeds") or [], "components": body.get("components") or [],
                  "attachments": attachments, "flags": body.get("flags") or 0, "timestamp": now_iso(),
                  "edited_timestamp": None, "mentions": [], "mention_roles": [], "mention_everyone": False,
                  "pinned": False, "tts": False, "reactions": []}
    if guild_id is not None:
        data["guild_id"] = str(guild_id)
    if webhook_id is not None:
        data.update(webhook_id=str(webhook_id), application_id=str(webhook_id))
    if interaction_meta is not None:
        data["interaction_metadata"] = interaction_meta
        data["interaction"] = {k: interaction_meta[k] for k in ("id", "type", "user", "name")}
    return data


def interaction_metadata(iid: int, kind: int, actor: FakeUser, name: str) -> Json:
    """`interaction_metadata` (≥ 2.5 routing) plus the `name` the legacy `interaction` field needs."""
    return {"id": str(iid), "type": kind, "user": user(actor), "authorizing_integration_owners": {}, "name": name}


def callback_body(iid: int, kind: int, response_type: int, msg: Json | None) -> Json:
    inner: Json = {"id": str(iid), "type": kind}
    resource: Json = {"type": response_type}
    if msg is not None:
        flags = msg["flags"]
        inner.update(response_message_id=msg["id"], response_message_loading=bool(flags & LOADING),
                     response_message_ephemeral=bool(flags & EPHEMERAL))
        resource["message"] = msg
    return {"interaction": inner, "resource": resource}


def sniff_content_type(data: bytes) -> str:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data[:3] == b"\xff\xd8\xff":
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    return "application/octet-stream"
