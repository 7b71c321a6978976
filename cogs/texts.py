"""Every sentence the table's cogs show players, as templates with named fields, in one place so
the bot can be translated. Seat names and numbers are filled in with `TEXTS[key].format(...)`."""

TEXTS: dict[str, str] = {
    "post_title": "**{title} · game #{game}**",
    "standing": "📊 {standing}",
    "table_title": "**{title} · game #{game}** — the whole table as it stands now (only you can see this)",
    "page_damaged": "That page button is damaged. Press **Play** for a fresh panel.",
}
