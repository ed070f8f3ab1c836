"""``interview-bot admin set-retention`` / ``show-retention``: the period is stored (on SQLite and
PostgreSQL) where the service reads it, bad values and unknown organisations are refused with a clear
message."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from interview_bot.cli import app


@pytest.fixture
def env(
    migrated_database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[dict[str, str]]:
    """A migrated store of the test's own (a copy of the template: what is tested here is the retention
    commands, not creating a store, which tests/integration/test_admin_store.py covers)."""
    for name in list(os.environ):
        if name.startswith("IBOT_"):
            monkeypatch.delenv(name)
    yield {"IBOT_DATA_DIR": str(tmp_path / "data"), "IBOT_DATABASE_URL": migrated_database_url}


def run(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["admin", *args], env=env)
    return result.exit_code, result.stdout, result.stderr


def test_set_and_show_retention(env: dict[str, str]) -> None:
    assert run(env, "create-org", "Acme")[0] == 0
    code, out, _ = run(env, "show-retention", "--org", "Acme")
    assert code == 0 and "no retention period" in out
    code, out, _ = run(env, "set-retention", "--org", "Acme", "--days", "90")
    assert code == 0 and "older than 90 days are pseudonymised" in out, out
    code, out, _ = run(env, "show-retention", "--org", "Acme")
    assert code == 0 and "older than 90 days" in out
    code, out, _ = run(env, "set-retention", "--org", "Acme", "--days", "off")
    assert code == 0 and "no retention period" in out


@pytest.mark.parametrize("days", ["0", "3651", "-5", "٩٠", "９０", "²", "90.5", "ninety", "", "9\x000"])
def test_a_bad_period_is_refused_and_changes_nothing(env: dict[str, str], days: str) -> None:
    assert run(env, "create-org", "Acme")[0] == 0
    assert run(env, "set-retention", "--org", "Acme", "--days", "30")[0] == 0
    code, _, err = run(env, "set-retention", "--org", "Acme", "--days", days)
    assert code != 0 and "--days must be" in err, err
    assert "older than 30 days" in run(env, "show-retention", "--org", "Acme")[1]


def test_an_unknown_organisation_is_refused_with_a_clear_message(env: dict[str, str]) -> None:
    assert run(env, "create-org", "Acme")[0] == 0
    code, _, err = run(env, "set-retention", "--org", "Acme Corp", "--days", "30")
    assert code == 1 and "no organisation 'Acme Corp'" in err and "create-org" in err
    code, _, err = run(env, "show-retention", "--org", "Nobody")
    assert code == 1 and "no organisation 'Nobody'" in err
    code, _, err = run(env, "set-retention", "--org", "Ac\x00me", "--days", "30")
    assert code == 1 and "NUL" in err
