"""Production code never imports the tests: the bot, its tools and its engines run from a checkout
without tests/ (the fake Discord and its benchmark live there, and are run from there)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCTION = [ROOT / "bot.py", *(path for folder in ("core", "cogs", "engines", "renderers", "tools", "web")
                                 for path in (ROOT / folder).rglob("*.py"))]


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_nothing_outside_tests_imports_from_tests():
    assert len(PRODUCTION) > 50
    found = {str(path.relative_to(ROOT)): sorted(name for name in imported(path) if name.split(".")[0] == "tests")
             for path in PRODUCTION}
    assert {path: names for path, names in found.items() if names} == {}
