"""``interview-bot admin …`` says which store it uses and never creates one silently (SQLite and PostgreSQL);
``up`` announces the first embedding of the bank before it starts."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from api.serve import prepare
from api.settings import Settings
from bank.catalog import Catalog
from interview_bot.cli import app
from tests.helpers.fake_index import FakeQuestionIndex

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in list(os.environ):
        if name.startswith("IBOT_"):
            monkeypatch.delenv(name)
    yield


def admin(*args: str, env: dict[str, str]) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["admin", *args], env=env)
    return result.exit_code, result.stdout, result.stderr


def store_env(database_url: str, data_dir: Path) -> dict[str, str]:
    env = {"IBOT_DATA_DIR": str(data_dir)}
    if not database_url.startswith("sqlite"):
        env["IBOT_DATABASE_URL"] = database_url
    return env


def test_admin_refuses_a_store_that_does_not_exist(
    clean_env: None, database_url: str, tmp_path: Path
) -> None:
    data_dir = tmp_path / "elsewhere" / "data"
    env = store_env(database_url, data_dir)
    code, out, err = admin("create-org", "Acme", env=env)
    assert code == 1 and out == ""
    assert "store: " in err and "--create" in err and "--data-dir" in err
    if database_url.startswith("sqlite"):
        assert f"SQLite {(data_dir / 'interview-bot.db').resolve()}" in err
        assert not data_dir.exists()  # nothing created, not even the directory
    else:
        assert "***" in err or "@" in err  # the server URL, password hidden
    for other in (["create-key", "--org", "Acme"], ["list-keys", "--org", "Acme"], ["revoke-key", "ibk"]):
        code, _, err = admin(*other, env=env)
        assert code == 1 and "--create" in err, other
    if database_url.startswith("sqlite"):
        assert not data_dir.exists()


def test_create_makes_the_store_then_the_other_commands_find_it(
    clean_env: None, database_url: str, tmp_path: Path
) -> None:
    env = store_env(database_url, tmp_path / "data")
    code, out, err = admin("create-org", "Acme", "--create", env=env)
    assert code == 0, err
    assert "creating a new store" in err and "created organisation 'Acme'" in out
    code, out, err = admin("create-org", "Beta", env=env)  # the store exists now: no --create needed
    assert code == 0 and "creating" not in err
    code, out, err = admin("create-key", "--org", "Acme", "--json", env=env)
    assert code == 0 and "store: " in err
    issued = json.loads(out)  # stdout stays machine-readable: the store line goes to stderr
    assert issued["org"] == "Acme" and issued["key"].startswith("ibk_")
    code, out, _ = admin("list-keys", "--org", "Acme", env=env)
    assert code == 0 and issued["key_id"] in out

    # longer than their columns: refused in words on both stores (PostgreSQL raised a DBAPIError)
    code, out, err = admin("create-org", "O" * 201, env=env)
    assert (code, out) == (1, "") and "at most 200 characters" in err and "Traceback" not in err
    code, out, err = admin("create-key", "--org", "Acme", "--label", "L" * 201, env=env)
    assert (code, out) == (1, "") and "at most 200 characters" in err and "Traceback" not in err
    code, out, _ = admin("create-org", "O" * 200, env=env)
    assert code == 0, out


def test_a_relative_data_dir_is_shown_resolved(
    clean_env: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = admin("create-org", "Acme", env={})
    assert code == 1 and f"data dir {(tmp_path / 'data').resolve()}" in err


async def test_the_first_start_announces_the_embedding_before_it_starts(tmp_path: Path) -> None:
    catalog = Catalog.load()
    settings = Settings(data_dir=tmp_path, database_url=f"sqlite+aiosqlite:///{tmp_path / 'store.db'}")
    notes: list[str] = []
    index = FakeQuestionIndex()

    prepared = await prepare(settings, announce=notes.append, index=index)
    assert len(notes) == 1 and "first start" in notes[0] and f"{len(catalog)} questions" in notes[0]
    assert "vectors ship with the code" in notes[0] and str((tmp_path / "chroma").resolve()) in notes[0]
    assert index.calls[:2] == ["needs_sync", "sync"]  # announced, then embedded
    assert prepared.indexed is not None and prepared.indexed.added == len(catalog)

    notes.clear()
    assert (await prepare(settings, announce=notes.append, index=index)).indexed is None
    assert notes == []  # up to date: nothing to say

    index.sync(list(catalog)[1:])
    await prepare(settings, announce=notes.append, index=index)
    assert notes == ["the bank changed since the last start: embedding new and changed questions"]
