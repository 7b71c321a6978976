"""The REST routes of the fake, under /api/v10. Handlers take (request, record) and return
(status, body); a `DiscordError` becomes Discord's error shape."""

from __future__ import annotations

import re
import time
from typing import TYPE_CHECKING, Any

from aiohttp import web

from . import limits
from . import payloads as p
from .records import Attachment, Interaction, Message, Request

if TYPE_CHECKING:
    from .server import FakeDiscord

Json = dict[str, Any]
Reply = tuple[int, Any]
# interaction type -> allowed callback types (4 message, 5 defer, 6 deferred update, 7 update, 8 choices, 9 modal)
ALLOWED_RESPONSES = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}
ARCHIVE_DURATIONS = {60, 1440, 4320, 10080}
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
HAS_THREAD = 1 << 5
DIGITS = r"\d+"
NONCE_LENGTH = 25
PLACEHOLDERS = {"token": r"[^/]+", "wmid": r"(\d+|@original)", "member": r"(\d+|@me)"}


class DiscordError(Exception):
    def __init__(self, status: int, code: int, message: str, errors: Json | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def body(self) -> Json:
        body: Json = {"code": self.code, "message": self.message}
        if self.errors:
            body["errors"] = self.errors
        return body


def add_routes(app: web.Application, fake: FakeDiscord) -> None:
    r = Routes(fake)
    table = [
        ("GET", "/users/@me", r.me), ("GET", "/users/{user_id}", r.get_user),
        ("POST", "/users/@me/channels", r.open_dm),
        ("GET", "/oauth2/applications/@me", r.application),
        ("GET", "/gateway", r.gateway), ("GET", "/gateway/bot", r.gateway),
        ("GET", "/applications/{app}/commands", r.get_commands),
        ("PUT", "/applications/{app}/commands", r.put_commands),
        ("GET", "/applications/{app}/guilds/{guild_id}/commands", r.get_commands),
        ("PUT", "/applications/{app}/guilds/{guild_id}/commands", r.put_commands),
        ("POST", "/interactions/{iid}/{token}/callback", r.callback),
        ("POST", "/webhooks/{app}/{token}", r.followup),
        ("GET", "/webhooks/{app}/{token}/messages/{wmid}", r.get_webhook_message),
        ("PATCH", "/webhooks/{app}/{token}/messages/{wmid}", r.edit_webhook_message),
        ("DELETE", "/webhooks/{app}/{token}/messages/{wmid}", r.delete_webhook_message),
        ("GET", "/channels/{cid}", r.get_channel), ("PATCH", "/channels/{cid}", r.edit_channel),
        ("GET", "/channels/{cid}/messages", r.history), ("POST", "/channels/{cid}/messages", r.post_message),
        ("GET", "/channels/{cid}/messages/{mid}", r.get_message),
        ("PATCH", "/channels/{cid}/messages/{mid}", r.edit_message),
        ("DELETE", "/channels/{cid}/messages/{mid}", r.delete_message),
        ("POST", "/channels/{cid}/typing", r.typing),
        ("POST", "/channels/{cid}/messages/{mid}/threads", r.thread_from_message),
        ("POST", "/channels/{cid}/threads", r.thread_without_message),
        ("PUT", "/channels/{cid}/thread-members/{member}", r.add_thread_member),
        ("GET", "/guilds/{guild_id}", r.get_guild), ("GET", "/guilds/{guild_id}/channels", r.guild_channels),
        ("GET", "/guilds/{guild_id}/members/{user_id}", r.get_member),
    ]
    for method, path, handler in table:
        app.router.add_route(method, "/api/v10" + re.sub(r"\{(\w+)\}", _placeholder, path), handler)
    app.router.add_get("/attachments/{cid}/{aid}/{name}", r.attachment)


def _placeholder(match: re.Match[str]) -> str:
    """Ids are digits, so e.g. /channels/1/messages/pins stays unhandled instead of matching {mid}."""
    name = match[1]
    pattern = PLACEHOLDERS.get(name, DIGITS)
    return f"{{{name}:{pattern}}}"


class Routes:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    # -- users, application, gateway, guild ---------------------------------------------------------

    async def me(self, request: web.Request, rec: Request) -> Reply:
        authorization = request.headers.get("Authorization", "")
        if authorization.startswith("Bearer "):  # a person's OAuth2 token (oauth.py)
            user_id = self.fake.oauth.user_of_bearer(authorization)
            if user_id is None:
                raise DiscordError(401, 0, "401: Unauthorized")
            return 200, p.user(next(u for u in self.fake.users.values() if u.id == user_id))
        return 200, p.user(self.fake.bot_user)

    async def get_user(self, request: web.Request, rec: Request) -> Reply:
        return 200, p.user(self._user(request.match_info["user_id"], member=False))

    async def application(self, request: web.Request, rec: Request) -> Reply:
        return 200, p.application(self.fake.app_id, self.fake.owner)

    async def gateway(self, request: web.Request, rec: Request) -> Reply:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return 200, {"url": self.fake.gateway_url, "shards": 1, "session_start_limit": limit}

    async def get_guild(self, request: web.Request, rec: Request) -> Reply:
        self._guild(request)
        return 200, self.fake.guild_payload(self._guild(request))

    async def guild_channels(self, request: web.Request, rec: Request) -> Reply:
        guild_id = self._guild(request)
        return 200, [c for c in self.fake.channels.values() if c["type"] != 1 and int(c["guild_id"]) == guild_id]

    async def get_member(self, request: web.Request, rec: Request) -> Reply:
        self._guild(request)
        return 200, p.member(self._user(request.match_info["user_id"], member=True))

    async def open_dm(self, request: web.Request, rec: Request) -> Reply:
        recipient = self._user(str((rec.json or {}).get("recipient_id")), member=False)
        return 200, self.fake.channels[self.fake.dm_channel_for(recipient)]

    # -- application commands ---------------------------------------------------------------------------

    async def get_commands(self, request: web.Request, rec: Request) -> Reply:
        return 200, self.fake.commands.get(self._command_scope(request), [])

    async def put_commands(self, request: web.Request, rec: Request) -> Reply:
        scope = self._command_scope(request)
        errors = {str(i): e for i, cmd in enumerate(rec.json or []) if (e := _command_errors(cmd))}
        if errors:
            self._reject(rec, errors)
        old = {c["name"]: c["id"] for c in self.fake.commands.get(scope, [])}
        stored = []
        for cmd in rec.json or []:
            echo = {"type": 1, "options": [], **cmd, "id": old.get(cmd["name"]) or str(p.snowflake()),
                    "application_id": str(self.fake.app_id), "version": str(p.snowflake())}
            if scope is not None:
                echo["guild_id"] = str(scope)
            stored.append(echo)
        self.fake.commands[scope] = stored
        return 200, stored

    def _command_scope(self, request: web.Request) -> int | None:
        if request.match_info["app"] != str(self.fake.app_id):
            raise DiscordError(403, 50001, "Missing Access")
        return self._guild(request) if "guild_id" in request.match_info else None

    # -- interactions and webhooks ---------------------------------------------------------------------

    async def callback(self, request: web.Request, rec: Request) -> Reply:
        inter = self.fake.interactions.get(int(request.match_info["iid"]))
        if inter is None or inter.token != request.match_info["token"]:
            raise DiscordError(404, 10062, "Unknown interaction")
        body = rec.json or {}
        rtype, data = body.get("type"), body.get("data") or {}
        if inter.answered:
            self._reject(rec, None, 400, 40060, "Interaction has already been acknowledged.")
        if time.monotonic() - inter.created > self.fake.response_deadline:
            self._reject(rec, None, 404, 10062, "Unknown interaction (answered after the deadline)")
        if rtype not in ALLOWED_RESPONSES[inter.type]:
            self._reject(rec, {"type": limits.error("INTERACTION_RESPONSE_TYPE_INVALID",
                                                    f"Response type {rtype} is invalid here.")})
        msg = await self._respond(rec, inter, rtype, data)
        inter.response_type, inter.response, inter.files = rtype, body, rec.files
        return 200, p.callback_body(inter.id, inter.type, rtype, msg.payload if msg else None)

    async def _respond(self, rec: Request, inter: Interaction, rtype: int, data: Json) -> Message | None:
        if rtype == 8:
            self._check(rec, limits.choices_errors(data.get("choices") or []), "data")
            return None
        if rtype == 9:
            self._check(rec, limits.modal_errors(data), "data")
            return None
        if rtype in (6, 7):
            msg = self._message(inter.message_id)
            inter.original_id = msg.id
            if rtype == 7:
                await self._edit(rec, msg, data, "data")
            return msg if rtype == 7 else None
        flags = data.get("flags") or 0
        if rtype == 5:
            data = {"flags": p.LOADING | (flags & p.EPHEMERAL)}
        msg = await self._create(rec, inter.channel_id, data, inter=inter, validate=rtype == 4, prefix="data")
        inter.original_id = msg.id
        return msg

    async def followup(self, request: web.Request, rec: Request) -> Reply:
        inter = self._by_token(request, rec)
        body = rec.json or {}
        original = self.fake.find_message(inter.original_id or 0)
        if original is not None and original.loading and not inter.followups:
            # Discord: the first followup after a deferred (type 5) response fills the "thinking" message
            await self._edit(rec, original, body)
            msg = original
        else:
            msg = await self._create(rec, inter.channel_id, body, inter=inter)
        inter.followups.append(msg.id)
        return (200, msg.payload) if rec.query.get("wait") in ("1", "true", "True") else (204, None)

    async def get_webhook_message(self, request: web.Request, rec: Request) -> Reply:
        return 200, self._webhook_message(request, rec).payload

    async def edit_webhook_message(self, request: web.Request, rec: Request) -> Reply:
        msg = self._webhook_message(request, rec)
        await self._edit(rec, msg, rec.json or {})
        inter = self._by_token(request, rec)
        inter.original_edited = inter.original_edited or msg.id == inter.original_id
        return 200, msg.payload

    async def delete_webhook_message(self, request: web.Request, rec: Request) -> Reply:
        self._webhook_message(request, rec).deleted = True
        return 204, None

    def _by_token(self, request: web.Request, rec: Request) -> Interaction:
        token = request.match_info["token"]
        inter = next((i for i in self.fake.interactions.values() if i.token == token), None)
        if inter is None or request.match_info["app"] != str(self.fake.app_id):
            raise DiscordError(404, 10015, "Unknown Webhook")
        if not inter.answered:
            self._reject(rec, None, 404, 10015, "Unknown Webhook (no initial response yet)")
        return inter

    def _webhook_message(self, request: web.Request, rec: Request) -> Message:
        inter = self._by_token(request, rec)
        mid = request.match_info["wmid"]
        wanted = inter.original_id if mid == "@original" else int(mid)
        if wanted is None or (wanted != inter.original_id and wanted not in inter.followups):
            raise DiscordError(404, 10008, "Unknown Message")
        return self._message(wanted)

    # -- channels and messages -------------------------------------------------------------------------

    async def get_channel(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        self.fake.require(cid, "view_channel")
        return 200, self.fake.channels[cid]

    async def edit_channel(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        channel, body = self.fake.channels[cid], rec.json or {}
        is_thread = "thread_metadata" in channel
        if not (is_thread and channel["owner_id"] == str(self.fake.app_id) and "locked" not in body):
            self.fake.require(cid, "manage_threads" if is_thread else "manage_channels")
        for key in ("name", "rate_limit_per_user"):
            channel[key] = body.get(key, channel.get(key))
        if is_thread:
            meta = channel["thread_metadata"]
            for key in ("archived", "locked", "auto_archive_duration"):
                meta[key] = body.get(key, meta[key])
        await self.fake.dispatch("THREAD_UPDATE" if is_thread else "CHANNEL_UPDATE", channel, required=False)
        return 200, channel

    async def typing(self, request: web.Request, rec: Request) -> Reply:
        self.fake.require(self._channel(request), "view_channel")
        return 204, None

    async def post_message(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        channel = self.fake.channels[cid]
        if channel["type"] == 1:
            recipient = self.fake.user_by_id(int(channel["recipients"][0]["id"]))
            if recipient is None or recipient.bot or not recipient.dms_open:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
        else:
            is_thread = "thread_metadata" in channel
            send = "send_messages_in_threads" if is_thread else "send_messages"
            self.fake.require(cid, "view_channel", send, *(["attach_files"] if rec.files else []))
            if is_thread and channel["thread_metadata"]["locked"]:
                raise DiscordError(400, 50083, "Operation cannot be performed on an archived thread")
        body = dict(rec.json or {})
        body["flags"] = (body.get("flags") or 0) & ~p.EPHEMERAL
        nonce = body.get("nonce")
        if nonce is not None and len(str(nonce)) > NONCE_LENGTH:
            self._reject(rec, {"nonce": limits.too_long(NONCE_LENGTH)})
        enforced = body.get("enforce_nonce") and nonce is not None
        msg = self.fake.remembered_nonce(str(nonce)) if enforced else None
        if msg is None:
            msg = await self._create(rec, cid, body)
            if enforced:
                self.fake.remember_nonce(str(nonce), msg)
        # Discord echoes the nonce in the create response (and MESSAGE_CREATE) only: it is not
        # stored with the message, so history and GET message never show it.
        return 200, msg.payload if nonce is None else {**msg.payload, "nonce": nonce}

    async def history(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        self.fake.require(cid, "view_channel", "read_message_history")
        before, after = int(rec.query.get("before", 1 << 63)), int(rec.query.get("after", 0))
        limit = int(rec.query.get("limit", 50))
        found = [m.payload for m in self.fake.message_list(cid)
                 if not (m.deleted or m.ephemeral) and after < m.id < before]
        # Discord: the `limit` messages nearest to `after` when only it is given, else the newest before
        # `before`; either way newest first
        found = found[:limit] if "after" in rec.query and "before" not in rec.query else found[-limit:]
        return 200, found[::-1]

    async def get_message(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        self.fake.require(cid, "view_channel", "read_message_history")
        return 200, self._channel_message(request, cid).payload

    async def edit_message(self, request: web.Request, rec: Request) -> Reply:
        msg = self._channel_message(request, self._channel(request))
        await self._edit(rec, msg, rec.json or {})
        return 200, msg.payload

    async def delete_message(self, request: web.Request, rec: Request) -> Reply:
        self._channel_message(request, self._channel(request)).deleted = True
        return 204, None

    async def attachment(self, request: web.Request) -> web.Response:
        found = self.fake.file(int(request.match_info["aid"]))
        if found is None:
            raise web.HTTPNotFound()
        return web.Response(body=found.data, headers={"Content-Type": found.content_type})

    # -- threads ---------------------------------------------------------------------------------------

    async def thread_from_message(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        msg = self._channel_message(request, cid)
        self.fake.require(cid, "view_channel", "create_public_threads")
        if msg.flags & HAS_THREAD:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        thread = await self._open_thread(rec, cid, msg.id, 11)
        msg.payload["flags"] |= HAS_THREAD
        msg.payload["thread"] = thread
        return 201, thread

    async def thread_without_message(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        kind = (rec.json or {}).get("type") or 12
        self.fake.require(cid, "view_channel", "create_public_threads" if kind == 11 else "create_private_threads")
        return 201, await self._open_thread(rec, cid, p.snowflake(), kind)

    async def _open_thread(self, rec: Request, parent_id: int, thread_id: int, kind: int) -> Json:
        body = rec.json or {}
        errors = {}
        if not 1 <= len(body.get("name") or "") <= 100:
            errors["name"] = limits.error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        duration = body.get("auto_archive_duration") or 4320
        if duration not in ARCHIVE_DURATIONS:
            errors["auto_archive_duration"] = limits.error("BASE_TYPE_CHOICES", "Value must be one of "
                                                           f"{sorted(ARCHIVE_DURATIONS)}.")
        self._check(rec, errors)
        parent = self.fake.channels[parent_id]
        if parent["type"] not in (0, 5):
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        thread = p.thread(thread_id, parent, self.fake.app_id, body["name"], kind, duration)
        self.fake.channels[thread_id] = thread
        self.fake.thread_members[thread_id] = {self.fake.app_id}
        await self.fake.dispatch("THREAD_CREATE", {**thread, "newly_created": True}, required=False)
        return thread

    async def add_thread_member(self, request: web.Request, rec: Request) -> Reply:
        cid = self._channel(request)
        if "thread_metadata" not in self.fake.channels[cid]:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        raw = request.match_info["member"]
        uid = self.fake.app_id if raw == "@me" else self._user(raw, member=True).id
        self.fake.require(cid, "view_channel", "send_messages_in_threads")
        self.fake.thread_members[cid].add(uid)
        self.fake.channels[cid]["member_count"] = len(self.fake.thread_members[cid])
        return 204, None

    # -- shared helpers ----------------------------------------------------------------------------------

    async def _create(self, rec: Request, channel_id: int, body: Json, *, inter: Interaction | None = None,
                      validate: bool = True, prefix: str | None = None) -> Message:
        if validate:
            self._check_message(rec, body, rec.files, prefix, creating=True)
        fake = self.fake
        files = fake.store_files(channel_id, list(rec.files))
        channel = fake.channels[channel_id]
        guild_id = int(channel["guild_id"]) if channel["type"] != 1 else None
        meta = None
        if inter is not None:
            actor = fake.user_by_id(inter.user_id)
            meta = p.interaction_metadata(inter.id, inter.type, actor, inter.name)  # type: ignore[arg-type]
        payload = p.message(p.snowflake(), channel_id, fake.bot_user, body, [f.payload() for f in files],
                            guild_id, meta, fake.app_id if inter else None)
        msg = Message(int(payload["id"]), channel_id, rec.seq, payload, files, inter.id if inter else None)
        if inter is not None and msg.ephemeral:
            msg.visible_to = inter.user_id
        fake.message_list(channel_id).append(msg)
        if "thread_metadata" in channel:
            channel["message_count"] += 1
            channel["total_message_sent"] += 1
        if guild_id is not None and not (msg.ephemeral or msg.loading):
            await fake.dispatch("MESSAGE_CREATE", payload, required=False)
        return msg

    async def _edit(self, rec: Request, msg: Message, body: Json, prefix: str | None = None) -> None:
        self._check_message(rec, body, rec.files, prefix, creating=False)
        files = self.fake.store_files(msg.channel_id, list(rec.files))
        if "attachments" in body:
            keep = {str(a.get("id")) for a in body["attachments"] or []}
            msg.attachments = [a for a in msg.attachments if str(a.id) in keep]
        msg.attachments += files
        for key, empty in (("content", ""), ("embeds", []), ("components", [])):
            if key in body:
                msg.payload[key] = body[key] or empty
        flags = body.get("flags", msg.flags)
        msg.payload["flags"] = ((flags or 0) & ~(p.EPHEMERAL | p.LOADING)) | (msg.flags & p.EPHEMERAL)
        msg.payload["attachments"] = [a.payload() for a in msg.attachments]
        msg.payload["edited_timestamp"] = p.now_iso()
        msg.edits += 1
        self.fake.notify()

    def _check_message(self, rec: Request, body: Json, files: list[Attachment], prefix: str | None,
                       *, creating: bool) -> None:
        self._check(rec, limits.message_errors(body, len(files)), prefix)
        if any(len(f.data) > self.fake.attachment_size_limit for f in files):
            self._reject(rec, None, 413, 40005, "Request entity too large")
        if creating and limits.is_empty(body, len(files)):
            self._reject(rec, None, 400, 50006, "Cannot send an empty message")

    def _check(self, rec: Request, errors: Json, prefix: str | None = None) -> None:
        if errors:
            self._reject(rec, {prefix: errors} if prefix else errors)

    def _reject(self, rec: Request, errors: Json | None, status: int = 400, code: int = 50035,
                message: str = "Invalid Form Body") -> None:
        """Record a violation (production Discord would reject this too) and answer with an error."""
        self.fake.violate(code, f"{rec.method} {rec.route}", message, errors)
        raise DiscordError(status, code, message, errors)

    def _guild(self, request: web.Request) -> int:
        raw = request.match_info["guild_id"]
        if not raw.isdigit() or int(raw) not in self.fake.guild_ids:
            raise DiscordError(404, 10004, "Unknown Guild")
        return int(raw)

    def _user(self, raw: str, *, member: bool) -> p.FakeUser:
        found = self.fake.user_by_id(int(raw)) if raw.isdigit() else None
        if found is None or (member and not found.member):
            raise DiscordError(404, 10007 if member else 10013, "Unknown Member" if member else "Unknown User")
        return found

    def _channel(self, request: web.Request) -> int:
        cid = int(request.match_info["cid"])
        if cid not in self.fake.channels:
            raise DiscordError(404, 10003, "Unknown Channel")
        return cid

    def _channel_message(self, request: web.Request, cid: int) -> Message:
        msg = self._message(int(request.match_info["mid"]))
        if msg.channel_id != cid or msg.ephemeral:
            raise DiscordError(404, 10008, "Unknown Message")
        return msg

    def _message(self, message_id: int | None) -> Message:
        msg = self.fake.find_message(message_id or 0)
        if msg is None:
            raise DiscordError(404, 10008, "Unknown Message")
        return msg


def _command_errors(cmd: Json) -> Json:
    errors: Json = {}
    name = cmd.get("name") or ""
    if not COMMAND_NAME.match(name) or (cmd.get("type", 1) == 1 and name != name.lower()):
        errors["name"] = limits.error("APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    if cmd.get("type", 1) == 1 and not 1 <= len(cmd.get("description") or "") <= 100:
        errors["description"] = limits.error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
    if len(cmd.get("options") or []) > 25:
        errors["options"] = limits.too_long(25)
    return errors
