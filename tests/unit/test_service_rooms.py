"""The rooms of api/services keep their insides to themselves: code outside a room imports what its
``__init__`` names, never one of its private modules (tests of a room's insides may)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVICES = "api.services."


def _module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _private_imports(path: Path) -> list[str]:
    """The private room modules ``path`` imports (``api.services.room._name``)."""
    source = path.read_text()
    if SERVICES not in source:  # such an import spells the rooms' package out: nothing to parse
        return []
    found = []
    for node in ast.walk(ast.parse(source, str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(SERVICES):
            room, _, rest = node.module[len(SERVICES) :].partition(".")
            targets = [rest] if rest else [alias.name for alias in node.names]
            found += [f"{SERVICES}{room}.{name}" for name in targets if name.startswith("_")]
    return found


def test_no_room_is_entered_through_a_private_module_from_outside() -> None:
    leaks = []
    for package in ("api", "bot", "interview_bot", "scripts"):
        for path in (ROOT / package).rglob("*.py"):
            inside = _module_of(path)
            for target in _private_imports(path):
                room = target.rsplit(".", 1)[0]
                if not inside.startswith(room + ".") and inside != room:
                    leaks.append(f"{path.relative_to(ROOT)} imports {target}")
    assert leaks == []


def test_the_check_sees_a_private_import() -> None:
    probe = ROOT / "tests" / "unit" / "test_withheld.py"  # imports api.services.explain._withheld
    assert "api.services.explain._withheld" in _private_imports(probe)
