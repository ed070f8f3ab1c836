"""``/forget`` and the retention job leave no readable copy of what they erased in SQLite's files: the
rows are zeroed in place (``secure_delete``) and the WAL is copied back and emptied after the erasure,
so the bytes of the database, ``-wal`` and ``-shm`` files no longer hold the candidate's name or
username after ``/forget``, nor the session's links to them after retention (a backup taken right after
keeps nothing of them). SQLite only: the files are its own."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from api.services.candidates._data_rights import apply_retention
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.data_rights import (
    NAME,
    QUIET,
    USERNAME,
    finished_interview,
    practice_with_a_mistake,
    subscribe,
)
from tests.helpers.fake_index import FakeQuestionIndex
from tests.integration.test_forget_leaves_nothing import EMAIL, SENTENCE, TID, every_trace

DAY = 24 * 3600


@pytest.fixture
async def sqlite_api(tmp_path: Path, api_catalog: Any) -> AsyncIterator[Api]:
    settings = api_settings(tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'store.db'}", **QUIET)
    async with running_api(settings, FakeQuestionIndex(api_catalog), api_catalog) as running:
        yield running


def store_bytes(directory: Path) -> dict[str, bytes]:
    files = {suffix: directory / f"store.db{suffix}" for suffix in ("", "-wal", "-shm")}
    return {f"store.db{suffix}": path.read_bytes() for suffix, path in files.items() if path.exists()}


def files_naming(directory: Path, *secrets: str) -> list[str]:
    """The store's files whose bytes hold the name or the username (UTF-8, as SQLite stores text)."""
    return [
        f"{name}: {secret}"
        for name, data in store_bytes(directory).items()
        for secret in secrets or (NAME, USERNAME)
        if secret.encode() in data
    ]


def copies_of(directory: Path, secret: str) -> int:
    return sum(data.count(secret.encode()) for data in store_bytes(directory).values())


async def test_forget_leaves_the_name_in_no_file(sqlite_api: Api, tmp_path: Path) -> None:
    api = sqlite_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key)
    await finished_interview(api, key, 810001)
    await practice_with_a_mistake(api, 810001)
    assert files_naming(tmp_path), "the name must be in the files before, or the test proves nothing"
    forgotten = await api.client.delete("/v1/candidates/810001", headers=api.candidate(810001))
    assert forgotten.status_code == 200, forgotten.text
    assert files_naming(tmp_path) == []


async def test_retention_leaves_the_name_in_no_file(sqlite_api: Api, tmp_path: Path) -> None:
    api = sqlite_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key)
    patched = await api.client.patch("/v1/org", json={"retention_days": 30}, headers=api.recruiter(key))
    assert patched.status_code == 200
    await finished_interview(api, key, 810001)
    chat_key = "msg:810001:41"  # the bot's idempotency key: the chat id, which leads to the person
    assert files_naming(tmp_path, chat_key) and copies_of(tmp_path, NAME) > 1  # row + events naming them
    api.clock.advance(31 * DAY)
    assert await apply_retention(api.ctx) == 1
    # the session is unlinked: its key and the events' copies of the name are gone from every file; the
    # candidate's own record (they still use the bot) is the one copy left
    assert files_naming(tmp_path, chat_key) == []
    assert copies_of(tmp_path, NAME) == 1


async def test_forget_leaves_what_the_ats_sent_and_a_held_answer_in_no_file(
    sqlite_api: Api, tmp_path: Path
) -> None:
    """The assignment's e-mail is blanked and the held reading (its key holds the chat id) dropped by
    updates of their rows: their old bytes are zeroed too."""
    api = sqlite_api
    await every_trace(api)
    secrets = (EMAIL, f"msg:{TID}:55", SENTENCE)
    assert files_naming(tmp_path, *secrets), "in the files before, or the test proves nothing"
    forgotten = await api.client.delete(f"/v1/candidates/{TID}", headers=api.candidate(TID))
    assert forgotten.status_code == 200, forgotten.text
    assert files_naming(tmp_path, *secrets) == []
