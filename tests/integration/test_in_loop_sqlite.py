"""A SQLite file's statements run in the event loop's thread (api/store/in_loop_sqlite.py), a lock held by
another process never stops the loop, and what that relies on in aiosqlite's private API is still there
(a new aiosqlite release that changes it fails here, not in production)."""

from __future__ import annotations

import asyncio
import inspect
import sqlite3
import threading
from importlib.metadata import version
from pathlib import Path
from typing import Any

import aiosqlite
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from api.store.engine import make_engine
from api.store.in_loop_sqlite import InLoopConnection, checkpoint


def _worker_threads() -> list[str]:
    return [t.name for t in threading.enumerate() if "_connection_worker_thread" in t.name]


def test_the_aiosqlite_it_was_measured_and_written_for() -> None:
    """The private attributes used (the same ones SQLAlchemy's aiosqlite adapter uses) keep their
    meaning in the pinned release; another release must be read and measured again first."""
    assert version("aiosqlite").startswith("0.22."), "re-read api/store/in_loop_sqlite.py against it"
    source = inspect.getsource(aiosqlite.Connection)
    for relied_on in ("self._tx", "self._running", "self._connection", "async def _execute", "_connect"):
        assert relied_on in source, relied_on
    assert "self._tx.put_nowait((future, function))" in inspect.getsource(aiosqlite.Connection._execute)
    assert "self._thread.start()" in inspect.getsource(aiosqlite.Connection.__await__)


async def test_statements_run_in_the_loop_thread(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    try:
        seen: list[int] = []
        async with engine.begin() as connection:
            raw = await connection.get_raw_connection()
            driver = raw.driver_connection
            assert isinstance(driver, InLoopConnection)
            await driver._execute(lambda: seen.append(threading.get_ident()))
            await connection.execute(text("CREATE TABLE t (n INTEGER)"))
            await connection.execute(text("INSERT INTO t VALUES (1)"))
        async with engine.connect() as connection:
            assert (await connection.execute(text("SELECT n FROM t"))).scalar_one() == 1
            busy = (await connection.execute(text("PRAGMA busy_timeout"))).scalar_one()
            isolation = await connection.get_isolation_level()
        assert seen == [threading.get_ident()]
        assert _worker_threads() == []
        assert busy == 0  # the loop never waits for a lock; a worker thread does
        assert isolation == "SERIALIZABLE"  # SQLAlchemy's adapter set it through the stand-in queue
    finally:
        await engine.dispose()


async def _a_write_behind_another_writer(
    engine: AsyncEngine, database: Path
) -> tuple[sqlite3.Connection, asyncio.Task[None]]:
    """A table with a row written, not yet committed, by another connection (another process, say),
    holding the write lock; and a task writing a second row through ``engine``, behind that lock."""
    async with engine.begin() as connection:
        await connection.execute(text("CREATE TABLE t (n INTEGER)"))
    other = sqlite3.connect(database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO t VALUES (1)")

    async def write() -> None:
        async with engine.begin() as connection:
            await connection.execute(text("INSERT INTO t VALUES (2)"))

    return other, asyncio.create_task(write())


async def test_a_lock_held_elsewhere_waits_in_a_thread_while_the_loop_runs(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    engine = make_engine(f"sqlite:///{database}")
    try:
        other, writing = await _a_write_behind_another_writer(engine, database)
        ticks = 0
        for _ in range(20):  # 0.2 s with the lock held elsewhere: the loop keeps turning
            await asyncio.sleep(0.01)
            ticks += 1
        assert not writing.done()
        assert ticks == 20
        other.execute("COMMIT")
        other.close()
        await asyncio.wait_for(writing, 10)
        async with engine.connect() as connection:
            rows = (await connection.execute(text("SELECT n FROM t ORDER BY n"))).scalars().all()
            busy = (await connection.execute(text("PRAGMA busy_timeout"))).scalar_one()
        assert rows == [1, 2]
        assert busy == 0  # the worker's wait set it back
    finally:
        await engine.dispose()


async def test_in_memory_databases_keep_aiosqlite_threads() -> None:
    engine = make_engine("sqlite:///:memory:")
    try:
        async with engine.connect() as connection:
            assert (await connection.execute(text("SELECT 1"))).scalar_one() == 1
            assert _worker_threads()
    finally:
        await engine.dispose()


async def _write_pages(engine: AsyncEngine, commits: int) -> None:
    """``commits`` transactions of about 20 pages each (4 KiB pages), one after another."""
    async with engine.begin() as connection:
        await connection.execute(text("CREATE TABLE IF NOT EXISTS pages (body BLOB)"))
    for _ in range(commits):
        async with engine.begin() as connection:
            await connection.execute(text("INSERT INTO pages VALUES (randomblob(80000))"))


async def _checkpoint_settings(engine: AsyncEngine) -> int:
    async with engine.connect() as connection:
        return int((await connection.execute(text("PRAGMA wal_autocheckpoint"))).scalar_one())


async def test_the_service_checkpoints_the_wal_in_a_worker_thread_never_in_a_commit(tmp_path: Path) -> None:
    """The serving engine's commits leave every page in the WAL (past SQLite's 1,000-page threshold, where
    a commit would checkpoint in the loop's thread); ``checkpoint`` copies them all, in a worker thread."""
    database = tmp_path / "db.sqlite3"
    engine = make_engine(f"sqlite:///{database}", checkpoint_in_thread=True)
    threads: list[int] = []
    try:
        assert await _checkpoint_settings(engine) == 0
        await _write_pages(engine, 75)  # about 1,500 pages
        async with engine.connect() as connection:
            driver = (await connection.get_raw_connection()).driver_connection
            assert isinstance(driver, InLoopConnection)
            driver._conn.set_trace_callback(
                lambda statement: threads.append(threading.get_ident()) if "checkpoint" in statement else None
            )
        busy, frames, copied = await checkpoint(engine) or (None, None, None)
        assert busy == 0
        assert frames is not None and frames > 1_000  # no commit checkpointed on its own
        assert copied == frames
        assert threads and threading.get_ident() not in threads  # the loop's thread ran none of it
        await _write_pages(engine, 1)  # the WAL starts again from its beginning
        busy, frames, copied = await checkpoint(engine) or (None, None, None)
        assert busy == 0 and frames is not None and 0 < frames < 100 and copied == frames
    finally:
        await engine.dispose()


async def test_other_engines_keep_sqlites_own_checkpoints(tmp_path: Path) -> None:
    """The command line's engine (and any but the service's) checkpoints as SQLite does: in its commits,
    past 1,000 pages; ``checkpoint`` leaves an engine whose connections keep aiosqlite's thread alone."""
    database = tmp_path / "db.sqlite3"
    engine = make_engine(f"sqlite:///{database}")
    try:
        assert await _checkpoint_settings(engine) == 1000
        await _write_pages(engine, 75)
        _, frames, _ = await checkpoint(engine) or (None, None, None)
        assert frames is not None and frames < 1_000  # a commit past the threshold checkpointed
    finally:
        await engine.dispose()
    in_memory = make_engine("sqlite:///:memory:", checkpoint_in_thread=True)
    try:
        assert await checkpoint(in_memory) is None
    finally:
        await in_memory.dispose()


async def test_a_cancelled_checkpoint_keeps_its_connection_until_the_thread_is_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stopping the app cancels the checkpoint job while its thread may still run the checkpoint: the
    connection goes back to the pool, and the engine closes it, only once that thread is done (closed
    under a running statement, the driver crashed the process)."""
    database = tmp_path / "db.sqlite3"
    engine = make_engine(f"sqlite:///{database}", checkpoint_in_thread=True)
    events: list[str] = []
    started = threading.Event()
    go_on = threading.Event()  # the checkpoint runs on once the test has cancelled the job
    slow_checkpoint = InLoopConnection._checkpoint

    def checkpoint_slowly(self: InLoopConnection) -> tuple[int, int, int]:
        started.set()
        go_on.wait(timeout=60)
        result = slow_checkpoint(self)
        events.append("checkpoint done")
        return result

    monkeypatch.setattr(InLoopConnection, "_checkpoint", checkpoint_slowly)
    try:
        await _write_pages(engine, 5)
        job = asyncio.create_task(checkpoint(engine))
        while not started.is_set():
            await asyncio.sleep(0.005)
        job.cancel()
        # held in its thread, however slow the machine: the job has had the cancellation (one turn of the
        # loop) and still waits for the thread
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert not job.done()
        go_on.set()
        with pytest.raises(asyncio.CancelledError):
            await job
        events.append("cancelled")
        assert events == ["checkpoint done", "cancelled"]
    finally:
        go_on.set()  # no thread left waiting when the test failed before it let the checkpoint go on
        await engine.dispose()


async def test_a_write_cancelled_while_it_waits_for_another_writer_keeps_its_connection_till_the_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A request cancelled (a client gone, the app stopping) while its statement waits in a worker thread
    for another process's write lock: the cancellation waits for that statement, so the connection is not
    handed back or closed under it; once the lock is free the statement ends, and the cancelled request's
    transaction is rolled back (nothing of it kept), the connection usable again."""
    database = tmp_path / "db.sqlite3"
    engine = make_engine(f"sqlite:///{database}")
    waiting = threading.Event()
    wait_for_the_lock = InLoopConnection._waiting_for_the_lock

    def noted_wait(self: InLoopConnection, function: Any) -> Any:
        waiting.set()
        return wait_for_the_lock(self, function)

    monkeypatch.setattr(InLoopConnection, "_waiting_for_the_lock", noted_wait)
    try:
        other, writing = await _a_write_behind_another_writer(engine, database)
        while not waiting.is_set():
            await asyncio.sleep(0.005)  # the refused statement is waiting in a worker thread
        writing.cancel()
        for _ in range(20):  # 0.2 s: the cancellation waits for the statement, which waits for the lock
            await asyncio.sleep(0.01)
        assert not writing.done()
        other.execute("COMMIT")
        other.close()
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(writing, 10)
        async with engine.connect() as connection:
            rows = (await connection.execute(text("SELECT n FROM t ORDER BY n"))).scalars().all()
        assert rows == [1]  # the cancelled transaction was not committed
    finally:
        await engine.dispose()
