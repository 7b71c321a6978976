"""A local stand-in for Discord (REST + gateway) that the real discord.py client talks to.

Listens on 127.0.0.1 only. State lives in `FakeDiscord` (guild, users, channels, permissions, recorded
requests and messages); the REST routes are in `routes.py`, the test-side API in `driver.py`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord
import yarl
from aiohttp import WSMsgType, web

from . import payloads as p
from .driver import Driver
from .oauth import FakeOAuth, add_oauth_routes
from .records import Attachment, Interaction, Message, Request, Violation
from .routes import DiscordError, add_routes

Json = dict[str, Any]
ALL_PERMISSIONS = discord.Permissions.all().value
MEMBER_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, create_public_threads=True,
    embed_links=True, attach_files=True, read_message_history=True, add_reactions=True,
    use_application_commands=True, use_external_emojis=True).value
BOT_PERMISSIONS = MEMBER_PERMISSIONS | discord.Permissions(
    manage_threads=True, create_private_threads=True, manage_messages=True).value
DM_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, embed_links=True, attach_files=True,
    read_message_history=True, add_reactions=True).value


def permission_bits(*names: str) -> int:
    """`permission_bits("attach_files", "create_public_threads")` → their bit mask."""
    return discord.Permissions(**dict.fromkeys(names, True)).value


class FakeDiscord(Driver):
    """One guild with text channels "general" and "other", a bot, and users alice, bob, carol, dave,
    eve (a member who plays nothing), mod (Manage Server) and stranger (not in the guild).

    More guilds (`add_guild`) share the members and their roles, each with its own @everyone role
    and "general" channel. The bot may connect several times, one gateway connection per shard (as
    several processes, or one auto-sharded one, do): each connection gets the guilds of its shard,
    (guild id >> 22) % shard count, and their events; DMs go to shard 0."""

    response_deadline = 3.0
    nonce_memory = 300.0  # Discord checks an enforced nonce "for uniqueness in the past few minutes"

    def __init__(self) -> None:
        self.app_id = p.snowflake()
        self.guild_id = p.snowflake()
        self.bot_user = p.FakeUser(self.app_id, "Boardhost", bot=True)
        self.users: dict[str, p.FakeUser] = {}
        everyone = p.role(self.guild_id, "@everyone", MEMBER_PERMISSIONS, 0)
        self.roles: dict[int, Json] = {self.guild_id: everyone}
        self.bot_user.roles.append(self._add_role("Boardhost", BOT_PERMISSIONS))
        self.manager_role = self._add_role("Manager", permission_bits("manage_guild"))
        self.owner = self.add_user("owner")
        for name in ("alice", "bob", "carol", "dave", "eve"):
            self.add_user(name)
        self.add_user("mod").roles.append(self.manager_role)
        self.add_user("stranger", member=False)
        self.channels: dict[int, Json] = {}
        self.general = self.add_channel("general")
        self.other = self.add_channel("other")
        self.attachment_size_limit = p.ATTACHMENT_SIZE_LIMIT
        self.requests: list[Request] = []
        self.messages: dict[int, list[Message]] = {}
        self.interactions: dict[int, Interaction] = {}
        self.commands: dict[int | None, list[Json]] = {}
        self.thread_members: dict[int, set[int]] = {}
        self.unhandled: list[str] = []
        self.violations: list[Violation] = []
        self.log_errors: list[logging.LogRecord] = []
        self.identify: Json | None = None
        self.gateway_received: list[Json] = []
        self.guild_ids: list[int] = [self.guild_id]
        self.shard_count = 1
        self._shards: dict[int, web.WebSocketResponse] = {}  # shard id -> its live gateway connection
        self.dropped: list[tuple[str, int]] = []  # (event, shard) not sent: that shard was not connected
        self._dm_channels: dict[int, int] = {}
        self.faults: list[Fault] = []
        self.stalls: list[Fault] = []
        self.nonces: dict[str, tuple[Message, float]] = {}  # nonce -> (message, when) sent with enforce_nonce
        self._files: dict[int, Attachment] = {}
        self._ws_lock = asyncio.Lock()
        self._seq = 0
        self._timers: list[asyncio.TimerHandle] = []
        self._runner: web.AppRunner | None = None
        self.oauth = FakeOAuth()  # "Log in with Discord" (oauth.py)
        self.url = ""
        super().__init__()

    # -- lifecycle ---------------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(middlewares=[self._middleware], client_max_size=200 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        add_routes(app, self)
        add_oauth_routes(app, self)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self._loop = asyncio.get_running_loop()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        """Close the gateway and the server; unanswered interactions become violations."""
        for timer in self._timers:
            timer.cancel()
        for inter in self.interactions.values():
            if not inter.answered and time.monotonic() - inter.created < self.response_deadline:
                self.violate(10062, "interaction", f"interaction {inter.id} was never answered")
        for ws in list(self._shards.values()):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def gateway_url(self) -> str:
        return self.url.replace("http://", "ws://") + "/gateway"

    def patch_discord_py(self) -> Callable[[], None]:
        """Point discord.py's REST base and gateway URL at this fake; returns the undo function."""
        return patch_discord_py(self.url)

    # -- people, channels, permissions ----------------------------------------------------------------

    def add_user(self, name: str, *, member: bool = True, locale: str = "en-US") -> p.FakeUser:
        """A new distinct user (a guild member unless `member=False`) whose Discord speaks `locale`,
        also in `users[name]`."""
        u = p.FakeUser(p.snowflake(), name, member=member, locale=locale)
        self.users[name] = u
        return u

    def add_channel(self, name: str, guild_id: int | None = None) -> int:
        cid = p.snowflake()
        self.channels[cid] = p.text_channel(cid, guild_id or self.guild_id, name, len(self.channels))
        return cid

    def add_guild(self, shard: int = 0, shard_count: int = 1) -> tuple[int, int]:
        """Another guild, on `shard` of `shard_count`, with the same members; returns its id and its
        "general" channel. Sent to the bot when the connection of its shard identifies."""
        guild_id = p.snowflake()
        guild_id += ((shard - (guild_id >> 22)) % shard_count) << 22
        self.guild_ids.append(guild_id)
        self.roles[guild_id] = p.role(guild_id, "@everyone", MEMBER_PERMISSIONS, 0)
        return guild_id, self.add_channel("general", guild_id)

    def shard_of(self, guild_id: int | None) -> int:
        return ((guild_id or 0) >> 22) % self.shard_count if guild_id else 0
    def _add_role(self, name: str, permissions: int) -> int:
        rid = p.snowflake()
        self.roles[rid] = p.role(rid, name, permissions, len(self.roles))
        return rid

    def members(self) -> dict[int, Json]:
        everyone = [self.bot_user, *self.users.values()]
        return {u.id: p.member(u) for u in everyone if u.member}

    def user_by_id(self, user_id: int) -> p.FakeUser | None:
        everyone = [self.bot_user, *self.users.values()]
        return next((u for u in everyone if u.id == user_id), None)

    def close_dms(self, user: p.FakeUser, closed: bool = True) -> None:
        """Make DMs to `user` fail with 403 / 50007 "Cannot send messages to this user"."""
        user.dms_open = not closed

    async def delete_thread(self, thread_id: int) -> None:
        """A moderator deletes a thread: it and its messages are gone (404 Unknown Channel from now on),
        announced with THREAD_DELETE."""
        thread = self.channels.pop(thread_id)
        self.messages.pop(thread_id, None)
        await self.dispatch("THREAD_DELETE", {"id": thread["id"], "guild_id": thread["guild_id"],
                                              "parent_id": thread["parent_id"], "type": thread["type"]})

    async def deny(self, channel_id: int, *perms: str, target: p.FakeUser | str | None = None) -> None:
        """Deny `perms` (discord.Permissions names) in a channel for `target`: a user, "everyone", or
        the bot (default). Announced with CHANNEL_UPDATE; threads inherit their parent's overwrites."""
        await self._overwrite(channel_id, target, deny=permission_bits(*perms))

    async def allow(self, channel_id: int, *perms: str, target: p.FakeUser | str | None = None) -> None:
        await self._overwrite(channel_id, target, allow=permission_bits(*perms))

    async def _overwrite(self, channel_id: int, target: p.FakeUser | str | None, *, allow: int = 0,
                         deny: int = 0) -> None:
        who = self.bot_user if target is None else target
        channel = self.channels[channel_id]
        key, kind = (int(channel.get("guild_id", self.guild_id)), 0) if who == "everyone" else (who.id, 1)  # type: ignore[union-attr]
        if "permission_overwrites" not in channel:
            raise AssertionError("threads inherit their parent's permissions: change the parent channel")
        rows = channel["permission_overwrites"]
        row = next((r for r in rows if r["id"] == str(key)), None)
        if row is None:
            row = {"id": str(key), "type": kind, "allow": "0", "deny": "0"}
            rows.append(row)
        row["allow"] = str((int(row["allow"]) | allow) & ~deny)
        row["deny"] = str((int(row["deny"]) | deny) & ~allow)
        if self._shards:
            await self.dispatch("CHANNEL_UPDATE", channel)

    def permissions_for(self, user: p.FakeUser, channel_id: int) -> int:
        channel = self.channels[channel_id]
        if channel["type"] == 1:
            return DM_PERMISSIONS
        if channel.get("parent_id"):
            channel = self.channels[int(channel["parent_id"])]
        if user.id == self.owner.id:
            return ALL_PERMISSIONS
        everyone = int(channel["guild_id"])
        perms = 0
        for rid in [everyone, *user.roles]:
            perms |= int(self.roles[rid]["permissions"])
        if perms & permission_bits("administrator"):
            return ALL_PERMISSIONS
        rows = {int(r["id"]): (int(r["allow"]), int(r["deny"])) for r in channel["permission_overwrites"]}
        for keys in ([everyone], user.roles, [user.id]):
            allow = deny = 0
            for key in keys:
                a, d = rows.get(key, (0, 0))
                allow, deny = allow | a, deny | d
            perms = (perms & ~deny) | allow
        return perms

    def require(self, channel_id: int, *perms: str) -> None:
        needed = permission_bits(*perms)
        if self.permissions_for(self.bot_user, channel_id) & needed != needed:
            raise DiscordError(403, 50013, "Missing Permissions")

    # -- messages ------------------------------------------------------------------------------------

    def message_list(self, channel_id: int) -> list[Message]:
        return self.messages.setdefault(channel_id, [])

    def find_message(self, message_id: int) -> Message | None:
        for msgs in self.messages.values():
            for m in msgs:
                if m.id == message_id and not m.deleted:
                    return m
        return None

    def store_files(self, channel_id: int, files: list[Attachment]) -> list[Attachment]:
        for f in files:
            f.id = p.snowflake()
            f.url = f"{self.url}/attachments/{channel_id}/{f.id}/{f.filename}"
            self._files[f.id] = f
        return files

    def file(self, attachment_id: int) -> Attachment | None:
        return self._files.get(attachment_id)

    def remember_nonce(self, nonce: str, message: Message) -> None:
        """Discord remembers an enforced nonce per author (here every message is the bot's)."""
        self.nonces[nonce] = (message, time.monotonic())

    def remembered_nonce(self, nonce: str) -> Message | None:
        """The message this nonce made within the last `nonce_memory` seconds."""
        message, when = self.nonces.get(nonce, (None, 0.0))
        return message if time.monotonic() - when < self.nonce_memory else None

    def forget_nonces(self) -> None:
        """Discord's memory of nonces (a few minutes) has passed."""
        self.nonces.clear()

    def violate(self, code: int, route: str, message: str, errors: Json | None = None) -> None:
        self.violations.append(Violation(code, route, message, errors or {}))
        self.notify()

    def pop_violations(self) -> list[Violation]:
        """Return and clear the violations (for tests that provoke them on purpose)."""
        found, self.violations = self.violations, []
        return found

    def dm_channel_for(self, user: p.FakeUser) -> int:
        if user.id not in self._dm_channels:
            cid = p.snowflake()
            self._dm_channels[user.id] = cid
            self.channels[cid] = p.dm_channel(cid, user)
        return self._dm_channels[user.id]

    def dm_reader(self, channel_id: int) -> int | None:
        """The user whose DM channel this is (None: not a DM channel)."""
        return next((uid for uid, cid in self._dm_channels.items() if cid == channel_id), None)

    @property
    def dms(self) -> dict[int, list[Message]]:
        """Messages the bot sent in DMs, by recipient user id."""
        return {uid: self.messages.get(cid, []) for uid, cid in self._dm_channels.items()}

    @property
    def callbacks(self) -> dict[int, Interaction]:
        """Answered interactions by id."""
        return {iid: i for iid, i in self.interactions.items() if i.answered}

    def start_deadline(self, inter: Interaction) -> None:
        def check() -> None:
            if not inter.answered and inter.id in self.interactions:  # (one never delivered is forgotten)
                self.violate(10062, "interaction", f"no initial response to interaction {inter.id} "
                             f"within {self.response_deadline} s")
        self._timers.append(asyncio.get_running_loop().call_later(self.response_deadline, check))

    # -- gateway -------------------------------------------------------------------------------------

    @property
    def connected(self) -> list[int]:
        """The shards with a live gateway connection."""
        return sorted(shard for shard, ws in self._shards.items() if not ws.closed)

    async def dispatch(self, event: str, data: Json, *, shard: int | None = None, required: bool = True) -> None:
        """Send an event to the connection of its guild's shard (`shard` if given). Without a live
        connection there, an event the bot's own request caused (`required=False`: a message, a thread
        made or changed) is dropped, as Discord would; any other event fails the test."""
        if shard is None:
            guild = data.get("guild_id") or (data.get("id") if event == "GUILD_CREATE" else None)
            shard = self.shard_of(int(guild) if guild else None)
        ws = self._shards.get(shard)
        if ws is None or ws.closed:
            if not required:
                self.dropped.append((event, shard))
                return
            raise AssertionError(f"cannot dispatch {event}: the bot is not connected to the gateway (shard {shard})")
        self._seq += 1
        try:
            await self._send({"op": 0, "t": event, "s": self._seq, "d": data}, ws)
        except ConnectionResetError as error:  # the connection closed under the send (its process killed)
            if not required:
                self.dropped.append((event, shard))
                return
            raise AssertionError(f"cannot dispatch {event}: the gateway connection of shard {shard} closed "
                                 "while it was sent") from error

    async def _send(self, frame: Json, ws: web.WebSocketResponse) -> None:
        async with self._ws_lock:
            if not ws.closed:
                await ws.send_str(json.dumps(frame))

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        await self._send({"op": 10, "d": {"heartbeat_interval": 41250}}, ws)
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._on_gateway(json.loads(msg.data), ws)
        finally:
            for shard in [s for s, live in self._shards.items() if live is ws]:
                del self._shards[shard]
        return ws

    async def _on_gateway(self, frame: Json, ws: web.WebSocketResponse) -> None:
        self.gateway_received.append(frame)
        op, data = frame.get("op"), frame.get("d")
        shard = next((s for s, live in self._shards.items() if live is ws), 0)
        if op == 1:
            await self._send({"op": 11}, ws)
        elif op == 2:
            self.identify = data
            shard, self.shard_count = data.get("shard", [0, 1])
            self._shards[shard] = ws
            await self._ready(data, shard)
        elif op == 6:
            await self.dispatch("RESUMED", {}, shard=shard)
        elif op == 8:
            members = list(self.members().values())
            await self.dispatch("GUILD_MEMBERS_CHUNK", {
                "guild_id": str(data.get("guild_id") or self.guild_id), "members": members, "chunk_index": 0,
                "chunk_count": 1, "not_found": [], "nonce": data.get("nonce")}, shard=shard)

    async def _ready(self, identify: Json, shard: int) -> None:
        guilds = [g for g in self.guild_ids if self.shard_of(g) == shard]
        ready = {"v": 10, "user": p.user(self.bot_user), "session_id": f"fake-session-{shard}",
                 "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
                 "resume_gateway_url": self.gateway_url, "private_channels": [], "relationships": [],
                 "application": {"id": str(self.app_id), "flags": 0}}
        if "shard" in identify:
            ready["shard"] = identify["shard"]
        await self.dispatch("READY", ready, shard=shard)
        for guild in guilds:
            await self.dispatch("GUILD_CREATE", self.guild_payload(guild), shard=shard)

    def guild_payload(self, guild_id: int | None = None) -> Json:
        guild_id = guild_id or self.guild_id
        guild_channels = [c for c in self.channels.values() if c["type"] != 1 and int(c["guild_id"]) == guild_id]
        roles = [r for rid, r in self.roles.items() if rid == guild_id or rid not in self.guild_ids]
        return p.guild_create(guild_id, self.owner.id, roles, guild_channels, list(self.members().values()))

    # -- REST plumbing ---------------------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Callable) -> web.StreamResponse:
        if not request.path.startswith("/api/v10/"):
            return await handler(request)
        path = request.path.removeprefix("/api/v10")
        route = request.match_info.route.resource
        canonical = route.canonical.removeprefix("/api/v10") if route else path
        rec = Request(len(self.requests), request.method, path, canonical, dict(request.query), None, [])
        self.requests.append(rec)  # now, so that `seq` is its index even with concurrent requests
        try:
            rec.json, rec.files = await _read_body(request)
            missing = request.match_info.http_exception
            if missing is not None:
                self.unhandled.append(f"{request.method} {path}")
                raise DiscordError(missing.status, 0, f"{missing.status}: {missing.reason}")
            self._check_auth(request, canonical)
            await self._fault(rec)
            status, body = await handler(request, rec)
            await self._stall(rec)
        except DiscordError as e:
            status, body = e.status, e.body()
        rec.status, rec.response = status, body
        self.notify()
        return _json_response(status, body)

    def fail(self, predicate: Callable[[Request], bool], status: int = 500, *, times: int = 1,
             hold: asyncio.Event | None = None) -> Fault:
        """Answer the next `times` requests matching `predicate` with `status` (500: discord.py retries
        by itself; 503 or 429 without a Via header: it raises) instead of handling them. With `hold`,
        such a request first waits until the event is set (a request in flight when the bot dies)."""
        fault = Fault(predicate, status, times, hold)
        self.faults.append(fault)
        return fault

    def stall(self, predicate: Callable[[Request], bool], hold: asyncio.Event, *, times: int = 1) -> Fault:
        """Handle the next `times` requests matching `predicate` (Discord makes the message) but hold
        their answers until `hold` is set: the bot dies before it learns that the post was made."""
        stall = Fault(predicate, 0, times, hold)
        self.stalls.append(stall)
        return stall

    async def _stall(self, rec: Request) -> None:
        stall = next((s for s in self.stalls if s.times > 0 and s.predicate(rec)), None)
        if stall is not None:
            stall.times -= 1
            stall.hits.append(rec)
            self.notify()
            await stall.hold.wait()  # type: ignore[union-attr]

    async def _fault(self, rec: Request) -> None:
        fault = next((f for f in self.faults if f.times > 0 and f.predicate(rec)), None)
        if fault is None:
            return
        fault.times -= 1
        fault.hits.append(rec)
        self.notify()
        if fault.hold is not None:
            await fault.hold.wait()
        raise DiscordError(fault.status, 0, f"{fault.status}: injected by the test")

    @staticmethod
    def _check_auth(request: web.Request, route: str) -> None:
        if route.startswith(("/interactions/", "/webhooks/")):
            return
        if route == "/oauth2/token" or (route == "/users/@me" and
                                        request.headers.get("Authorization", "").startswith("Bearer ")):
            return  # OAuth2 (oauth.py): the client secret in the form; a person's token (`me` answers who)
        if not request.headers.get("Authorization", "").startswith("Bot "):
            raise DiscordError(401, 0, "401: Unauthorized")


@dataclass
class Fault:
    """A failure the test injects (see `FakeDiscord.fail` and `FakeDiscord.stall`); `hits` are the
    requests it caught."""

    predicate: Callable[[Request], bool]
    status: int
    times: int
    hold: asyncio.Event | None
    hits: list[Request] = field(default_factory=list)


def _json_response(status: int, body: Any) -> web.Response:
    if status == 204 or body is None:
        return web.Response(status=204)
    # exactly "application/json": discord.py compares the header string (pitfall 1)
    return web.Response(status=status, body=json.dumps(body).encode(), headers={"Content-Type": "application/json"})


async def _read_body(request: web.Request) -> tuple[Any, list[Attachment]]:
    if not request.can_read_body:
        return None, []
    if request.content_type.startswith("multipart/"):
        return await _read_multipart(request)
    with contextlib.suppress(ValueError):
        return await request.json(), []
    return None, []


async def _read_multipart(request: web.Request) -> tuple[Any, list[Attachment]]:
    body: Any = None
    files: list[tuple[int, Attachment]] = []
    reader = await request.multipart()
    async for part in reader:
        data = await part.read()  # type: ignore[union-attr]
        name = part.name or ""
        if name == "payload_json":
            body = json.loads(data)
        elif name.startswith("files["):
            index = int(name[6:-1])
            files.append((index, Attachment(index, part.filename or f"file{index}", bytes(data),
                                            p.sniff_content_type(bytes(data)))))
    return body, [a for _, a in sorted(files, key=lambda x: x[0])]


def patch_discord_py(base_url: str) -> Callable[[], None]:
    """Set `Route.BASE` and `DiscordWebSocket.DEFAULT_GATEWAY` (keeping its type); returns the undo."""
    route_cls, ws_cls = discord.http.Route, discord.gateway.DiscordWebSocket
    old_base, old_gateway = route_cls.BASE, ws_cls.DEFAULT_GATEWAY
    gateway = base_url.replace("http://", "ws://", 1) + "/gateway"
    route_cls.BASE = base_url + "/api/v10"
    ws_cls.DEFAULT_GATEWAY = yarl.URL(gateway) if isinstance(old_gateway, yarl.URL) else gateway

    def undo() -> None:
        route_cls.BASE, ws_cls.DEFAULT_GATEWAY = old_base, old_gateway

    return undo
