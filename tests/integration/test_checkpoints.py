"""SQLite's WAL checkpoints are made by the app's own thread (api/store/checkpoints.py), not inside a
commit on the event loop: the app's connections leave them to it, and it keeps the WAL checkpointed."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path
from typing import Any

from api.store.checkpoints import LOOP_AUTOCHECKPOINT_PAGES, Checkpointer
from tests.helpers.api_fixtures import api_settings, running_api


def test_the_thread_checkpoints_what_commits_left_in_the_wal(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    writer = sqlite3.connect(database, isolation_level=None)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("PRAGMA wal_autocheckpoint=0")  # no commit checkpoints (the app's raise the threshold)
    writer.execute("CREATE TABLE t (x TEXT)")
    for n in range(200):
        writer.execute("INSERT INTO t VALUES (?)", (str(n) * 100,))
    # SQLite 3.40 has no side-effect-free way to ask, so the database file's size says it: the rows are
    # in the WAL, not yet in the file
    assert database.stat().st_size <= 4096
    checkpointer = Checkpointer(str(database), interval_s=0.01)
    checkpointer.start()
    try:
        for _ in range(500):
            if database.stat().st_size > 40_000:
                break
            time.sleep(0.01)
    finally:
        checkpointer.stop()
    assert checkpointer.checkpoints >= 1 and database.stat().st_size > 40_000  # copied back
    assert writer.execute("SELECT count(*) FROM t").fetchone() == (200,)


async def test_the_app_leaves_checkpoints_to_its_thread(
    tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite3'}"
    async with running_api(api_settings(tmp_path, url), real_index, api_catalog) as api:
        async with api.ctx.engine.connect() as connection:
            raw = await connection.get_raw_connection()
            threshold = raw.driver_connection._conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
        assert threshold == LOOP_AUTOCHECKPOINT_PAGES
        await api.ctx.answer_turns.find("warm", "up", shown=False)
        assert api.ctx.answer_turns._sqlite.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == threshold
        checkpointer = api.ctx.extras["checkpointer"]
        made = checkpointer.checkpoints
        for _ in range(100):
            if checkpointer.checkpoints > made:
                break
            await asyncio.sleep(0.05)
        assert checkpointer.checkpoints > made
    assert not checkpointer._thread.is_alive()  # stopped with the app
