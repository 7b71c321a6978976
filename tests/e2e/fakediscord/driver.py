"""Test-side API of the fake: inject interactions, wait (bounded) for what the bot did, find messages.

`Driver` is a mixin of `FakeDiscord`; it reads the fake's state (users, channels, commands, records).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from . import payloads as p
from .records import Component, Interaction, Message, Request

if TYPE_CHECKING:
    from .server import FakeDiscord

T = TypeVar("T")
Json = dict[str, Any]


class Driver:
    # A bound on waiting for what the bot does, not a wait: a test goes on the moment it happens. A
    # process's first picture starts its drawing workers, seconds on a busy two-core machine.
    default_timeout = 10.0

    def __init__(self) -> None:
        self._watched: list[asyncio.Task[Any]] = []
        self._changed = asyncio.Event()
        self._loop: asyncio.AbstractEventLoop | None = None

    # -- injecting interactions ------------------------------------------------------------------------

    async def send_slash(self: FakeDiscord, name: str, options: dict[str, Any] | None = None, *,
                         user: p.FakeUser | None = None, channel: int | None = None) -> int:
        """Invoke a synced slash command: `send_slash("moonbots new", {"players": 3})` runs the
        subcommand `new` of `/moonbots` (groups: "top group sub"). Values may be FakeUsers."""
        return await self._inject(2, self._command_data(name, options or {}, None), user, channel)

    async def autocomplete(self: FakeDiscord, name: str, options: dict[str, Any], focused: str | None = None,
                           *, user: p.FakeUser | None = None, channel: int | None = None) -> int:
        """Ask for autocomplete choices of option `focused` (default: the last one in `options`)."""
        focused = focused or list(options)[-1]
        return await self._inject(4, self._command_data(name, options, focused), user, channel)

    async def click_button(self: FakeDiscord, message: Message, custom_id: str, *,
                           user: p.FakeUser | None = None) -> int:
        """Click a button of `message`, as a user of the channel would (it must be there and enabled)."""
        item = self._clickable(message, custom_id, user)
        if item.type != 2:
            raise AssertionError(f"{custom_id!r} is not a button")
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._inject(3, data, user, message.channel_id, message)

    async def select(self: FakeDiscord, message: Message, custom_id: str, values: Iterable[str], *,
                     user: p.FakeUser | None = None) -> int:
        """Pick `values` in a string select of `message` (checked against its options and min/max)."""
        item, values = self._clickable(message, custom_id, user), list(values)
        if item.type != 3:
            raise AssertionError(f"{custom_id!r} is not a string select (type {item.type})")
        offered = [o["value"] for o in item.raw.get("options", [])]
        if not set(values) <= set(offered):
            raise AssertionError(f"values {values} are not among the options {offered}")
        if not item.raw.get("min_values", 1) <= len(values) <= item.raw.get("max_values", 1):
            raise AssertionError(f"{len(values)} values picked; the select allows "
                                 f"{item.raw.get('min_values', 1)}..{item.raw.get('max_values', 1)}")
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
        return await self._inject(3, data, user, message.channel_id, message)

    async def submit_modal(self: FakeDiscord, iid: int, values: dict[str, str]) -> int:
        """Submit the modal the bot opened in answer to interaction `iid`, with text input values."""
        inter = self.interactions[iid]
        if inter.response_type != 9 or inter.response is None:
            raise AssertionError(f"interaction {iid} was not answered with a modal")
        modal = inter.response["data"]
        data = {"custom_id": modal["custom_id"], "components": _filled(modal["components"], values)}
        message = self.find_message(inter.message_id or 0)
        return await self._inject(5, data, self.user_by_id(inter.user_id), inter.channel_id, message)

    def _command_data(self: FakeDiscord, name: str, values: dict[str, Any], focused: str | None) -> Json:
        top, *path = name.split()
        for scope in (self.guild_id, None):
            cmd = next((c for c in self.commands.get(scope, []) if c["name"] == top), None)
            if cmd is not None:
                break
        else:
            synced = sorted(c["name"] for cmds in self.commands.values() for c in cmds)
            raise AssertionError(f"/{top} is not synced; synced commands: {synced}")
        data = {"id": cmd["id"], "name": top, "type": cmd["type"],
                "options": p.command_options(cmd["options"], path, values, focused),
                **p.resolved_users(values, self.members())}
        self._resolve_ids(data, cmd["options"], path, values)
        if scope is not None:
            data["guild_id"] = str(scope)
        return data

    def _resolve_ids(self: FakeDiscord, data: Json, schema: list[Json], path: list[str],
                     values: dict[str, Any]) -> None:
        """Channel and role options (given as ids) in `resolved`, as Discord sends them."""
        for part in path:
            schema = p.find_option(schema, part).get("options", [])
        for name, value in values.items():
            kind = p.find_option(schema, name)["type"]
            if kind == 7:
                channel = self.channels[int(value)]
                data.setdefault("resolved", {}).setdefault("channels", {})[str(value)] = {
                    **{k: channel[k] for k in ("id", "type", "name", "guild_id") if k in channel},
                    "permissions": str(self.permissions_for(self.bot_user, int(value)))}
            elif kind == 8:
                data.setdefault("resolved", {}).setdefault("roles", {})[str(value)] = self.roles[int(value)]

    def _check_command_visible(self: FakeDiscord, data: Json, user: p.FakeUser, channel_id: int) -> None:
        """Discord hides a command from members who lack its `default_member_permissions`, and offers a
        command only in the contexts it was registered for (`contexts`: 0 a server, 1 the bot's DM, 2 a
        private channel; a command registered without `contexts` follows `dm_permission`); a command
        of a server (a guild command) is never offered in DMs."""
        cmd = next(c for cmds in self.commands.values() for c in cmds if c["id"] == data["id"])
        context = 0 if self.channels[channel_id]["type"] != 1 else 1
        contexts = cmd.get("contexts")
        if contexts is None:
            contexts = [0, 1] if cmd.get("dm_permission", True) and "guild_id" not in cmd else [0]
        if context not in contexts or (context and "guild_id" in cmd):
            raise AssertionError(f"/{cmd['name']} is not offered in {('a server', 'a DM')[context]}: contexts "
                                 f"{contexts}")
        if context:
            return
        needed = int(cmd.get("default_member_permissions") or 0)
        if self.permissions_for(user, channel_id) & needed != needed:
            raise AssertionError(f"{user.name} cannot see /{cmd['name']}: it needs permissions {needed}")

    def _clickable(self: FakeDiscord, message: Message, custom_id: str, user: p.FakeUser | None) -> Component:
        who = user or self.users["alice"]
        if message.deleted:
            raise AssertionError(f"message {message.id} was deleted")
        if message.ephemeral and who.id != message.visible_to:
            raise AssertionError(f"{who.name} cannot see ephemeral message {message.id}")
        item = message.item(custom_id)
        if item.disabled:
            raise AssertionError(f"component {custom_id!r} is disabled")
        return item

    async def _inject(self: FakeDiscord, kind: int, data: Json, user: p.FakeUser | None, channel_id: int | None,
                      message: Message | None = None) -> int:
        user = user or self.users["alice"]
        channel_id = channel_id or self.general
        channel = self.channels[channel_id]
        in_guild = channel["type"] != 1
        if in_guild and not user.member:
            raise AssertionError(f"{user.name} is not a member of the guild")
        if kind in (2, 4):
            self._check_command_visible(data, user, channel_id)
        actor = p.member(user, self.permissions_for(user, channel_id)) if in_guild else p.user(user)
        iid = p.snowflake()
        token = f"itoken-{iid}-{secrets.token_hex(8)}"
        payload = p.interaction(kind, iid, token, self.app_id, data, channel, actor,
                                self.permissions_for(self.bot_user, channel_id), user.locale)
        payload["attachment_size_limit"] = self.attachment_size_limit
        if message is not None:
            payload["message"] = message.payload
        inter = Interaction(iid, token, kind, user.id, channel_id, name=data.get("name") or data["custom_id"],
                            message_id=message.id if message else None)
        self.interactions[iid] = inter
        self.start_deadline(inter)
        try:
            await self.dispatch("INTERACTION_CREATE", payload)
        except AssertionError:  # never delivered (no live connection): Discord would expect no answer
            del self.interactions[iid]
            raise
        return iid

    # -- waiting -----------------------------------------------------------------------------------------

    def mark(self: FakeDiscord) -> int:
        """A position in the request log; pass it as `start=` to only see what happens after it."""
        return len(self.requests)

    def watch_task(self, task: asyncio.Task[Any]) -> None:
        """Every wait fails fast (instead of timing out) once this task (the bot) has ended."""
        self._watched.append(task)
        task.add_done_callback(lambda _: self.notify())

    def unwatch_task(self, task: asyncio.Task[Any]) -> None:
        self._watched.remove(task)

    def note_log_error(self: FakeDiscord, record: logging.LogRecord) -> None:
        """Called by the harness's log handler (from any thread); waits then fail fast."""
        self.log_errors.append(record)
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.notify)

    def notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_callback(self: FakeDiscord, iid: int, timeout: float | None = None,
                            settled: bool = True) -> Interaction:
        """The interaction once the bot has given its initial response (type 4–9) and, when that was a
        deferred update (6: a slow press acknowledged without a word), its answer in words after it
        (`settled`; False: the acknowledgement is enough)."""
        inter = self.interactions[iid]
        return await self.wait_until(lambda: inter if (inter.settled if settled else inter.answered) else None,
                                     f"the response to interaction {iid}", timeout)

    async def wait_for_request(self: FakeDiscord, predicate: Callable[[Request], bool], *, start: int = 0,
                               timeout: float | None = None) -> Request:
        """The first answered request at or after `start` (a `mark()`) that matches."""
        return await self.wait_until(
            lambda: next((r for r in self.requests[start:] if r.status and predicate(r)), None),
            "a matching request", timeout)

    async def wait_for_message(self: FakeDiscord, predicate: Callable[[Message], bool], *, start: int = 0,
                               timeout: float | None = None) -> Message:
        """A message (channel, DM, ephemeral, followup) created by a request at or after `start`."""
        def find() -> Message | None:
            found = [m for ms in list(self.messages.values()) for m in ms
                     if m.seq >= start and not m.deleted and predicate(m)]
            return min(found, key=lambda m: m.seq) if found else None
        return await self.wait_until(find, "a matching message", timeout)

    async def wait_until(self: FakeDiscord, find: Callable[[], T | None], what: str,
                         timeout: float | None = None) -> T:
        """Wait for `find()` to return something other than None; bounded, fails fast if the bot died
        or logged an error."""
        limit = timeout or self.default_timeout
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        while True:
            self.check_alive()
            found = find()
            if found is not None:
                return found
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(f"timed out after {limit:g} s waiting for {what}.\n{self.summary()}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.05))

    def check_alive(self: FakeDiscord) -> None:
        for task in self._watched:
            if task.done():
                exc = None if task.cancelled() else task.exception()
                raise AssertionError(f"the bot task has ended: {exc!r}") from exc
        self.check_log_errors()

    def check_log_errors(self: FakeDiscord) -> None:
        if self.log_errors:
            text = "\n".join(logging.Formatter("%(name)s: %(message)s").format(r) for r in self.log_errors)
            raise AssertionError(f"the bot logged errors:\n{text}")

    def summary(self: FakeDiscord, last: int = 8) -> str:
        lines = [f"  {r.method} {r.route} -> {r.status}" for r in self.requests[-last:]]
        return "last requests:\n" + ("\n".join(lines) or "  (none)")

    # -- finding things -------------------------------------------------------------------------------

    def latest_message(self: FakeDiscord, channel_id: int | None = None, *,
                       ephemeral: bool | None = None) -> Message:
        """The newest live message in a channel (default: general), optionally (not) ephemeral."""
        cid = channel_id or self.general
        for m in reversed(self.message_list(cid)):
            if not m.deleted and ephemeral in (None, m.ephemeral):
                return m
        raise AssertionError(f"no message in channel {self.channels[cid].get('name', cid)}")

    def original(self: FakeDiscord, iid: int) -> Message:
        """The message an interaction's initial response created (or the component's message for 6/7).
        After a deferred update (6) that the bot answered with a followup and not by editing the
        component's message, that followup: the message a quick press's response would have created."""
        inter = self.interactions[iid]
        if inter.response_type == 6 and inter.followups and not inter.original_edited:
            return self._followup_answer(inter)
        found = self.find_message(inter.original_id or 0)
        if found is None:
            raise AssertionError(f"interaction {iid} has no original response message")
        return found

    def _followup_answer(self: FakeDiscord, inter: Interaction) -> Message:
        found = self.find_message(inter.followups[0])
        assert found is not None, f"interaction {inter.id}'s followup is gone"
        return found

    def followups(self: FakeDiscord, iid: int) -> list[Message]:
        return [m for mid in self.interactions[iid].followups if (m := self.find_message(mid))]

    def threads(self: FakeDiscord) -> list[Json]:
        return [c for c in self.channels.values() if "thread_metadata" in c]


def _filled(components: list[Json], values: dict[str, str]) -> list[Json]:
    """A modal submission's components: the modal's layout with each input's typed value."""
    out = []
    for c in components:
        if c["type"] == 1:
            out.append({"type": 1, "components": _filled(c["components"], values)})
        elif c["type"] == 18:
            out.append({"type": 18, "component": _filled([c["component"]], values)[0]})
        else:
            out.append({"type": c["type"], "custom_id": c["custom_id"], "value": values.get(c["custom_id"], "")})
    return out
