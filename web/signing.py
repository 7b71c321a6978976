"""Signed values: the single-use sign-in link a Discord button carries, the browser's session cookie and
the form token that guards each POST. HMAC-SHA256 with the web secret (WEB_SECRET, or one generated once
and kept in the database, so every process signs alike). Nothing here is ever logged."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass

LINK_SECONDS = 10 * 60  # a sign-in link works this long (an ephemeral panel stays pressable 15 minutes)
SESSION_SECONDS = 30 * 24 * 3600  # a browser stays signed in this long
LONGEST = 1024  # characters: a signed value longer than this is refused unread


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def new_secret() -> str:
    return secrets.token_urlsafe(48)


@dataclass(frozen=True)
class Link:
    user_id: int
    game_id: int
    nonce: str
    expires: float


@dataclass(frozen=True)
class Session:
    user_id: int
    issued: float
    expires: float
    value: str  # the cookie as sent (the form token is made from it)


class Signer:
    def __init__(self, secret: str) -> None:
        self._key = hashlib.sha256(secret.encode()).digest()

    def _mac(self, purpose: str, body: str) -> str:
        return _b64(hmac.new(self._key, f"{purpose}:{body}".encode(), hashlib.sha256).digest())

    def sign(self, purpose: str, fields: dict[str, object]) -> str:
        body = _b64(json.dumps(fields, separators=(",", ":"), sort_keys=True).encode())
        return f"{body}.{self._mac(purpose, body)}"

    def unsign(self, purpose: str, value: str | None) -> dict[str, object] | None:
        """The fields of a value this secret signed for `purpose`; None for anything else."""
        if not value or len(value) > LONGEST or value.count(".") != 1:
            return None
        body, mac = value.split(".")
        if not hmac.compare_digest(mac, self._mac(purpose, body)):
            return None
        try:
            fields = json.loads(_unb64(body))
        except (ValueError, binascii.Error):
            return None
        return fields if isinstance(fields, dict) else None

    # -- the sign-in link ----------------------------------------------------------------------

    def link(self, user_id: int, game_id: int, now: float) -> str:
        return self.sign("link", {"u": user_id, "g": game_id, "n": secrets.token_urlsafe(12),
                                  "e": int(now + LINK_SECONDS)})

    def read_link(self, value: str | None, now: float) -> Link | None:
        """The link's contents while it is fresh; None when forged, damaged or expired (its single use is
        the store's to check)."""
        fields = self.unsign("link", value)
        if fields is None:
            return None
        user, game, nonce, expires = fields.get("u"), fields.get("g"), fields.get("n"), fields.get("e")
        if not (isinstance(user, int) and isinstance(game, int) and isinstance(nonce, str)
                and isinstance(expires, int)) or expires < now:
            return None
        return Link(user, game, nonce, float(expires))

    # -- the session cookie --------------------------------------------------------------------

    def session(self, user_id: int, now: float) -> str:
        return self.sign("session", {"u": user_id, "i": now, "e": int(now + SESSION_SECONDS),
                                     "n": secrets.token_urlsafe(8)})

    def read_session(self, value: str | None, now: float) -> Session | None:
        """The cookie's person while it is fresh; None when forged, damaged or expired (a sign-out is the
        store's to check)."""
        fields = self.unsign("session", value)
        if fields is None or value is None:
            return None
        user, issued, expires = fields.get("u"), fields.get("i"), fields.get("e")
        if not (isinstance(user, int) and isinstance(issued, int | float) and isinstance(expires, int)) \
                or expires < now:
            return None
        return Session(user, float(issued), float(expires), value)

    # -- the form token of a session (every POST carries it) -------------------------------------

    def form_token(self, session: Session) -> str:
        return self._mac("form", session.value)

    def form_token_ok(self, session: Session, token: str | None) -> bool:
        return bool(token) and hmac.compare_digest(str(token), self.form_token(session))
