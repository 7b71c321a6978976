"""What the fake records: requests, messages, interactions, violations."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from .payloads import EPHEMERAL, LOADING

Json = dict[str, Any]


@dataclass
class Request:
    """One REST call from the bot. `seq` is its index in `FakeDiscord.requests`; status 0 = in flight."""

    seq: int
    method: str
    path: str
    route: str
    query: dict[str, str]
    json: Any
    files: list[Attachment]
    status: int = 0
    response: Any = None


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str
    url: str = ""

    def payload(self) -> Json:
        return {"id": str(self.id), "filename": self.filename, "size": len(self.data), "url": self.url,
                "proxy_url": self.url, "content_type": self.content_type}


@dataclass
class Component:
    """A flattened button or select of a message."""

    type: int
    custom_id: str | None
    label: str | None
    disabled: bool
    raw: Json


@dataclass
class Message:
    """A message as the fake stores it. `seq` is the index of the request that created it;
    `visible_to` is the only user who sees an ephemeral message."""

    id: int
    channel_id: int
    seq: int
    payload: Json
    attachments: list[Attachment] = field(default_factory=list)
    interaction_id: int | None = None
    visible_to: int | None = None
    deleted: bool = False
    edits: int = 0

    @property
    def content(self) -> str:
        return self.payload["content"]

    @property
    def embeds(self) -> list[Json]:
        return self.payload["embeds"]

    @property
    def components(self) -> list[Json]:
        return self.payload["components"]

    @property
    def flags(self) -> int:
        return self.payload["flags"]

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def items(self) -> list[Component]:
        """Buttons and selects, row by row, flattened."""
        return [Component(i["type"], i.get("custom_id"), i.get("label") or i.get("placeholder"),
                          bool(i.get("disabled")), i)
                for row in self.components for i in row.get("components", [])]

    @property
    def buttons(self) -> list[Component]:
        return [c for c in self.items if c.type == 2]

    @property
    def selects(self) -> list[Component]:
        return [c for c in self.items if c.type != 2]

    def item(self, custom_id: str | None = None, *, label: str | None = None) -> Component:
        """The component with this custom_id (or label); AssertionError when absent."""
        for c in self.items:
            if (custom_id is None or c.custom_id == custom_id) and (label is None or c.label == label):
                return c
        have = [(c.custom_id, c.label) for c in self.items]
        raise AssertionError(f"message {self.id} has no component {custom_id or label!r}; it has {have}")


@dataclass
class Interaction:
    """An interaction the test injected, and how the bot answered it."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    name: str
    created: float = field(default_factory=time.monotonic)
    message_id: int | None = None
    response_type: int | None = None
    response: Json | None = None
    files: list[Attachment] = field(default_factory=list)
    original_id: int | None = None
    followups: list[int] = field(default_factory=list)
    original_edited: bool = False  # the bot edited its original response (or, after 6, the component's message)

    @property
    def answered(self) -> bool:
        return self.response_type is not None

    @property
    def settled(self) -> bool:
        """Answered, and after an acknowledgement (5: "thinking…", 6: a deferred update) answered in words
        too: the original edited or a followup sent."""
        return self.answered and (self.response_type not in (5, 6) or self.original_edited or bool(self.followups))

    @property
    def choices(self) -> list[Json]:
        """Autocomplete choices (response type 8)."""
        return (self.response or {}).get("data", {}).get("choices", [])


@dataclass
class Violation:
    """Something production Discord would reject or count against the bot."""

    code: int
    route: str
    message: str
    errors: Json = field(default_factory=dict)
