"""SHARD_COUNT and SHARD_IDS: which gateway shards this process holds, the bot class it runs, and
which process registers the slash commands."""

import pytest
from discord.ext import commands

from cogs.bot import Boardhost, ShardedBoardhost, boardhost
from core.config import Config, ConfigError, Shards, parse_shards


def config(shards: Shards) -> Config:
    return Config(token="t", database="games.db", ai_delay=0, dev_guild=None, log_level="INFO", shards=shards)


@pytest.mark.parametrize(("count", "ids", "expected"), [
    ("", "", Shards(1, (0,))),
    ("4", "", Shards(4, (0, 1, 2, 3))),
    ("6", "2-3", Shards(6, (2, 3))),
    ("8", "0-1, 6", Shards(8, (0, 1, 6))),
    ("3", "2", Shards(3, (2,))),
])
def test_shard_settings_name_the_shards_of_this_process(count, ids, expected):
    assert parse_shards(count, ids) == expected


@pytest.mark.parametrize(("count", "ids"), [("0", ""), ("-1", ""), ("5000", ""), ("2", "x"), ("2", "1-"), ("2", ",")])
def test_a_bad_shard_setting_is_a_sentence(count, ids):
    with pytest.raises(ConfigError, match="SHARD_"):
        parse_shards(count, ids)


def test_a_server_belongs_to_the_shard_discord_gives_it():
    shards = Shards(4, (1,))
    assert shards.of(5 << 22) == 1 and shards.of((6 << 22) + 12345) == 2
    assert shards.of(None) == 0  # no server: shard 0, like DMs
    assert not shards.all_here and Shards(4, (0, 1, 2, 3)).all_here
    assert str(Shards(8, (0, 1, 2, 3, 6))) == "0-3,6 of 8" and str(Shards()) == "0 of 1"


async def test_several_shards_in_one_process_run_the_auto_sharded_bot():
    several = boardhost(config(Shards(6, (2, 3))))
    assert isinstance(several, ShardedBoardhost) and isinstance(several, commands.AutoShardedBot)
    assert (several.shard_ids, several.shard_count) == ([2, 3], 6)
    one = boardhost(config(Shards(6, (4,))))
    assert type(one) is Boardhost and (one.shard_id, one.shard_count) == (4, 6)
    alone = boardhost(config(Shards()))
    assert type(alone) is Boardhost and (alone.shard_id, alone.shard_count) == (None, None)


class Meta:
    """A store that records what the command sync asks."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    async def get_meta(self, key: str) -> str | None:
        self.asked.append(key)
        return None


async def test_only_the_process_holding_shard_0_registers_the_commands(monkeypatch):
    bot = boardhost(config(Shards(6, (2, 3))))
    bot.store = Meta()
    await bot.sync_commands()
    assert bot.store.asked == []  # returned before looking at (or registering) anything
    first = boardhost(config(Shards(6, (0, 1))))
    first.store = Meta()
    monkeypatch.setattr(first, "tree_digest", _digest)
    first.store.get_meta = lambda key: _same(first.store, key)
    await first.sync_commands()
    assert first.store.asked == ["command_tree"]


async def _digest() -> str:
    return "same"


async def _same(store: Meta, key: str) -> str:
    store.asked.append(key)
    return "same"  # unchanged since the last registration: nothing sent
