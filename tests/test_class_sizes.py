"""No class in core/, cogs/ or web/ runs over ~300 lines (issue 28): a class that long does several jobs, and
is split into rooms (core/table/) or parts standing on a shared base (cogs/desk_base.py, cogs/courier.py)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOST_LINES = 300
SEARCHED = ["core", "cogs", "web"]


def class_sizes() -> list[tuple[int, str]]:
    """(lines, "path:Class") of every class in core/ and cogs/, its decorators and docstring included."""
    sizes = []
    for folder in SEARCHED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                if isinstance(node, ast.ClassDef):
                    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                    sizes.append((node.end_lineno - first + 1, f"{path.relative_to(ROOT)}:{node.name}"))
    return sizes


def test_the_sizes_are_measured() -> None:
    sizes = dict((name, lines) for lines, name in class_sizes())
    assert sizes["core/table/__init__.py:Table"] > 0 and sizes["cogs/desk.py:Desk"] > 0


def test_no_class_over_300_lines() -> None:
    over = sorted(((lines, name) for lines, name in class_sizes() if lines > MOST_LINES), reverse=True)
    assert not over, f"classes over {MOST_LINES} lines (split them by job): {over}"
