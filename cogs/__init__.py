"""Discord only: the bot, the shared table machinery, and one short cog per game. No rules here."""
