"""Lint, types and the import contracts are part of the suite, so CI enforces them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.paths import ROOT

BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    found = BIN / name
    if found.exists():
        return str(found)
    located = shutil.which(name)
    if located is None:
        pytest.fail(f"{name} is not installed (pip install -e '.[dev]')")
    return located


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_is_clean() -> None:
    result = _run(_tool("ruff"), "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean() -> None:
    result = _run(_tool("mypy"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_import_contracts_hold() -> None:
    result = _run(_tool("lint-imports"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_dead_code() -> None:
    """vulture, configured in pyproject.toml ([tool.vulture]); what it cannot see used is named, with
    why, in tests/dead_code_whitelist.py."""
    result = _run(_tool("vulture"))
    assert result.returncode == 0, result.stdout + result.stderr


LONG_FILE = 400  # lines; a longer package file says why in its docstring ("… 400 lines …")


def test_no_package_file_over_400_lines_without_a_reason() -> None:
    import ast

    unexplained = []
    for package in ("bank", "retrieval", "api", "bot", "interview_bot"):
        for path in sorted((ROOT / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            if text.count("\n") > LONG_FILE and "400 lines" not in (ast.get_docstring(ast.parse(text)) or ""):
                unexplained.append(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines")
    assert unexplained == [], "split them or say why at the top: " + ", ".join(unexplained)
