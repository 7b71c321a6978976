"""A local stand-in for Discord that drives the real, unmodified discord.py client (see conftest.py)."""

from .harness import run_bot, running_fake, stop_process
from .payloads import FakeUser
from .records import Attachment, Component, Interaction, Message, Request, Violation
from .server import FakeDiscord, patch_discord_py, permission_bits

__all__ = ["Attachment", "Component", "FakeDiscord", "FakeUser", "Interaction", "Message", "Request",
           "Violation", "patch_discord_py", "permission_bits", "run_bot", "running_fake", "stop_process"]
