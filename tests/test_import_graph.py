"""The package's shape: no import circle at run time, no module past the size where it should be split."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "microgames"
MAX_LINES = 600


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(path: Path, modules: set[str]) -> set[str]:
    """The package's modules ``path`` imports when it runs (imports for type checkers only are left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = {id(node) for block in ast.walk(tree)
              if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
              for node in ast.walk(block)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("microgames"):
            for alias in node.names:
                name = f"{node.module}.{alias.name}"
                found.add(name if name in modules else node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.startswith("microgames")}
    return found & modules


def test_no_module_imports_itself_back_at_run_time() -> None:
    paths = {_module(p): p for p in PACKAGE.rglob("*.py")}
    graph = {name: _runtime_imports(path, set(paths)) - {name} for name, path in paths.items()}
    circles = []
    for start in graph:  # a depth-first walk from each module back to itself
        stack, seen = [(start, (start,))], set()
        while stack:
            name, trail = stack.pop()
            for follow in graph[name]:
                if follow == start:
                    circles.append(" -> ".join(trail + (start,)))
                elif follow not in seen:
                    seen.add(follow)
                    stack.append((follow, trail + (follow,)))
    assert not circles, circles[:3]


def test_no_module_is_past_the_size_where_it_is_split() -> None:
    long = [f"{p.relative_to(PACKAGE)}: {n}" for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES]
    assert not long, long
