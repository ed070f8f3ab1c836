"""SQLite statements run in the event loop's own thread, not in aiosqlite's worker thread.

aiosqlite hands every driver call (make a cursor, execute, fetch, close, commit) to a thread of its own
and waits for it to come back: twelve hand-overs for a mid-session answer, 48 for a session start. SQLite
is a library in this process, not a server across a network, and its statements on a turn take it
microseconds; the hand-overs between the two threads (on two cores) took more of the process's CPU than
everything the turn itself does. The gain, measured with ``bench/bench_api.py``, is in
``docs/architecture.md`` ("Statements in the loop's thread") and ``bench/RESULTS.md``.

This reaches into aiosqlite's private API (``Connection._execute``, ``_tx``, ``_running``,
``_connection``) — the same attributes SQLAlchemy's own aiosqlite adapter uses — so the version is
pinned in ``pyproject.toml`` and ``tests/integration/test_in_loop_sqlite.py`` fails when a release
changes what is relied on here.

What must not happen is the loop waiting for another *process*: a second process writing the same file
(the CLI, another ``api``, a backup) holds SQLite's write lock, and a statement that waited for it here
would stop every request. So these connections wait for nothing (``busy_timeout`` 0): a statement refused
as busy has done nothing, and it runs again in a worker thread that waits the usual busy timeout for the
lock while the loop goes on. Writers in this process never meet that case: they queue for the writer
lock first (``api/store/writer.py``). Nothing here opens the database file but SQLite itself.

The one statement that must not run in the loop's thread is the WAL checkpoint: it copies the pages
committed since the last one into the database file and syncs it, milliseconds of CPU and a wait for the
disk, and SQLite's automatic checkpoint runs it inside the commit that passes 1,000 pages of WAL (every
second or so under answer load), stopping every request for as long (tens of milliseconds, a few hundred
on a busy disk: measured with ``bench/bench_api.py``). The serving process turns that off on its
connections (``make_engine(..., checkpoint_in_thread=True)``) and checkpoints in a worker thread instead
(``checkpoint``, every second): the same PASSIVE checkpoint SQLite would run, which waits for no reader
and no writer, so other processes on the file (which keep their automatic checkpoints) are unaffected.

In-memory and URI databases keep aiosqlite's threads (``make_engine`` decides).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Generator
from functools import partial
from typing import Any

import aiosqlite
from sqlalchemy.ext.asyncio import AsyncEngine

PASSIVE_CHECKPOINT = "PRAGMA wal_checkpoint(PASSIVE)"


class _RunAtOnce:
    """Stands in for aiosqlite's queue of calls for its thread: a call put here runs at once (SQLAlchemy's
    adapter also puts calls into that queue directly, to set the isolation level)."""

    def put_nowait(self, item: tuple[asyncio.Future[Any] | None, Callable[[], Any]]) -> None:
        future, function = item
        try:
            result = function()
        except BaseException as error:  # handed to the waiting caller, as aiosqlite does
            if future is not None and not future.done():
                future.set_exception(error)
            return
        if future is not None and not future.done():
            future.set_result(result)


def _busy(error: sqlite3.OperationalError) -> bool:
    # the primary result code: SQLITE_BUSY_SNAPSHOT and the other extended codes count as busy too
    return error.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class InLoopConnection(aiosqlite.Connection):
    """An aiosqlite connection without its thread: calls run in the caller's thread, a busy one again in
    a worker thread that may wait for another process's lock."""

    def __init__(self, connector: Callable[[], sqlite3.Connection], busy_wait_ms: int) -> None:
        super().__init__(connector, iter_chunk_size=64)
        self._tx = _RunAtOnce()  # type: ignore[assignment]
        self._busy_wait_ms = busy_wait_ms

    def __await__(self) -> Generator[Any, None, aiosqlite.Connection]:
        return self._connect().__await__()  # no thread to start

    async def _execute(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if not self._running or not self._connection:
            raise ValueError("Connection closed")
        try:
            return fn(*args, **kwargs)
        except sqlite3.OperationalError as error:
            if not _busy(error):
                raise
        return await _in_thread_to_its_end(partial(self._waiting_for_the_lock, partial(fn, *args, **kwargs)))

    def _waiting_for_the_lock(self, function: Callable[[], Any]) -> Any:
        self._conn.execute(f"PRAGMA busy_timeout={self._busy_wait_ms}")
        try:
            return function()
        finally:
            self._conn.execute("PRAGMA busy_timeout=0")

    async def checkpoint(self) -> tuple[int, int, int]:
        """SQLite's PASSIVE checkpoint of the WAL, in a worker thread while the loop goes on: (1 when
        it could not finish, frames in the WAL, frames copied). Its caller holds this connection (checked
        out of the pool), so nothing else uses it meanwhile."""
        return await _in_thread_to_its_end(self._checkpoint)

    def _checkpoint(self) -> tuple[int, int, int]:
        busy, frames, copied = self._conn.execute(PASSIVE_CHECKPOINT).fetchone()
        return int(busy), int(frames), int(copied)

    def stop(self) -> asyncio.Future[Any] | None:
        self._running = False
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        return None


async def _in_thread_to_its_end(function: Callable[[], Any]) -> Any:
    """``function`` (a call on this connection) in a worker thread; a caller cancelled meanwhile waits for
    the thread to finish before its cancellation goes on. A cancelled ``asyncio.to_thread`` leaves its
    thread running: the caller would hand the connection back to the pool, or the engine close it, under a
    statement still running there, and a connection closed under a running statement crashes the process
    in the driver (seen: a segmentation fault in a checkpoint at an app's shutdown)."""
    work = asyncio.ensure_future(asyncio.to_thread(function))
    cancelled = False
    while True:
        try:
            result = await asyncio.shield(work)
            break
        except asyncio.CancelledError:
            if work.done():
                raise
            cancelled = True  # the thread goes on: wait for it, then be cancelled
    if cancelled:
        raise asyncio.CancelledError
    return result


def in_loop_connector(database: str, busy_wait_ms: int) -> Callable[[], InLoopConnection]:
    """SQLAlchemy's ``async_creator`` for a SQLite file: connections that run their calls in the loop;
    a statement refused as busy waits up to ``busy_wait_ms`` for the lock, in a worker thread."""

    def connector() -> sqlite3.Connection:
        # used by the loop's thread and by a worker's while it waits for a lock or checkpoints; the loop
        # awaits the worker to its end, even when its caller is cancelled (``_in_thread_to_its_end``)
        return sqlite3.connect(database, timeout=0, check_same_thread=False)

    return partial(InLoopConnection, connector, busy_wait_ms)


async def checkpoint(engine: AsyncEngine) -> tuple[int, int, int] | None:
    """One PASSIVE checkpoint of a SQLite file's WAL on one of ``engine``'s connections, in a worker
    thread; None for an engine whose connections do not run in the loop (their own thread checkpoints)."""
    async with engine.connect() as connection:
        driver = (await connection.get_raw_connection()).driver_connection
        if not isinstance(driver, InLoopConnection):
            return None
        return await driver.checkpoint()


def runs_in_loop(dbapi_connection: Any) -> bool:
    """Whether a pooled connection (SQLAlchemy's adapter around aiosqlite's) runs its calls in the loop."""
    return isinstance(getattr(dbapi_connection, "_connection", None), InLoopConnection)
