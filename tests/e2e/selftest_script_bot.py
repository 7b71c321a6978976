"""A bot script run in its own process by test_fake_selftest via tools/run_patched.py (not a test)."""

import discord
from discord import app_commands


class PingBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        @self.tree.command(description="Ping")
        async def ping(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pong", ephemeral=True)

        await self.tree.sync()


if __name__ == "__main__":
    PingBot().run("fake-token", log_handler=None)
