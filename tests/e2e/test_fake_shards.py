"""The fake Discord with several guilds and gateway shards: each connection gets the guilds of its
shard, (guild id >> 22) % shard count, and their interactions, as Discord routes them."""

from __future__ import annotations

import discord
from discord.ext import commands

from .fakediscord import FakeDiscord, run_bot


class Pinger(commands.Bot):
    """A bot with one command, /ping, that notes which guilds' interactions reached it."""

    def __init__(self, **shards: object) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default(), **shards)
        self.seen: list[int] = []

        @self.tree.command(name="ping", description="pong")
        async def ping(interaction: discord.Interaction) -> None:
            self.seen.append(interaction.guild_id)
            await interaction.response.send_message("pong")

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """The fake has no identify rate limit: no 5 s between shards."""


class AutoPinger(Pinger, commands.AutoShardedBot):
    pass


async def test_two_processes_each_get_their_shards_guilds_and_interactions(fake_discord: FakeDiscord):
    fake = fake_discord
    first, first_general = fake.add_guild(shard=0, shard_count=2)
    second, second_general = fake.add_guild(shard=1, shard_count=2)
    zero, one = Pinger(shard_id=0, shard_count=2), Pinger(shard_id=1, shard_count=2)
    async with run_bot(fake, zero), run_bot(fake, one):
        assert fake.connected == [0, 1]
        assert zero.get_guild(first) is not None and zero.get_guild(second) is None
        assert one.get_guild(second) is not None and one.get_guild(first) is None
        await zero.tree.sync()
        for channel in (second_general, first_general, second_general):
            await fake.wait_callback(await fake.send_slash("ping", user=fake.users["alice"], channel=channel))
        assert (zero.seen, one.seen) == ([first], [second, second])


async def test_one_auto_sharded_bot_holds_both_shards(fake_discord: FakeDiscord):
    fake = fake_discord
    first, first_general = fake.add_guild(shard=0, shard_count=2)
    second, second_general = fake.add_guild(shard=1, shard_count=2)
    bot = AutoPinger(shard_ids=[0, 1], shard_count=2)
    async with run_bot(fake, bot):
        assert fake.connected == [0, 1]
        assert bot.get_guild(first).shard_id == 0 and bot.get_guild(second).shard_id == 1
        await bot.tree.sync()
        for channel in (first_general, second_general):
            await fake.wait_callback(await fake.send_slash("ping", user=fake.users["alice"], channel=channel))
        assert bot.seen == [first, second]


async def test_a_message_for_a_shard_without_connection_is_dropped_not_an_error(fake_discord: FakeDiscord):
    fake = fake_discord
    first, _ = fake.add_guild(shard=0, shard_count=2)
    second, second_general = fake.add_guild(shard=1, shard_count=2)
    zero = Pinger(shard_id=0, shard_count=2)
    async with run_bot(fake, zero):
        channel = await zero.fetch_channel(second_general)  # another process's guild, over REST
        await channel.send("hello")
        assert [m.content for m in fake.message_list(second_general)] == ["hello"]
        assert fake.dropped == [("MESSAGE_CREATE", 1)]
