"""The store owns every SQL string: outside core/store/, core/store_sqlite.py, core/store_postgres.py
(and the migrations, which are .sql files) no Python source of the bot or its tools holds SQL text.
Code that needs a query asks the store for it by name (`store.games_of(...)`, `store.put_prefs(...)`)."""

import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STORE_MODULES = {"core/store_sqlite.py", "core/store_postgres.py"}  # and core/store/
SEARCHED = ["bot.py", "cogs", "core", "engines", "renderers", "tools", "web"]
SQL = re.compile(
    r"\bSELECT\b.+\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b|\bON\s+CONFLICT\b"
    r"|\bCREATE\s+(TABLE|INDEX)\b|\bPRAGMA\s+\w+\s*[=(\x22\x27]|\bWHERE\b.*(=|\bIS\b|\bIN\b)\s*[?(]|\b\w+\s+(=|IS|IN)\s+\?",
    re.DOTALL)


def sources() -> list[Path]:
    found = []
    for name in SEARCHED:
        path = ROOT / name
        found += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return [p for p in found if p.relative_to(ROOT).as_posix() not in STORE_MODULES
            and not p.relative_to(ROOT).as_posix().startswith("core/store/")]


def sql_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a Python file that read as SQL: (line, text)."""
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text()).readline)
    found = []
    for token in tokens:
        literal = token.type in (tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", -1))
        if literal and SQL.search(token.string):
            found.append((token.start[0], token.string.strip()[:80]))
    return found


def test_no_sql_outside_the_store() -> None:
    leaks = [f"{p.relative_to(ROOT)}:{line}: {text}" for p in sources() for line, text in sql_strings(p)]
    assert not leaks, "SQL outside the store (give the store a named method for it):\n" + "\n".join(leaks)


def test_the_check_sees_sql_where_it_is() -> None:
    """The pattern finds the store's own statements (so the test above can fail), and no prose."""
    assert sum(len(sql_strings(p)) for p in (ROOT / "core/store").glob("*.py")) > 40
    assert sql_strings(ROOT / "core/store_sqlite.py")
    assert SQL.search('"status = ? AND guild_id IS ?"')
    assert SQL.search("SELECT 1 FROM results WHERE game_id = ?")
    assert not SQL.search("Select where your tiles go, then update the board from the lobby.")
