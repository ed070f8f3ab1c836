"""SQLite statements run in the event loop's own thread, not aiosqlite's worker thread.

aiosqlite hands every call (make a cursor, execute, fetch, close, commit) to a thread of its own and
waits for the answer: some seventeen round trips per answer turn, each a hand-over of the GIL between
two threads. Profiled under answer turns (bench/bench_api.py, py-spy), a third of the event loop's time
went to those hand-overs, for statements that take SQLite itself some microseconds: SQLite here is a
library in this process, not a server across a network. So the calls run at once, where they are
made; the ORM and its asyncio adapter stay as they are.

What must not happen is the event loop waiting on another *process*: a second process writing the same
file (the CLI, another ``api``) holds SQLite's write lock, and a statement that waited for it here would
stop every request. Connections made here therefore wait for nothing (``busy_timeout`` 0): a statement
refused as busy is run again in a worker thread that waits the usual ``BUSY_WAIT_MS`` for the lock, so
the loop goes on meanwhile. A busy statement has done nothing, so running it again is safe. Writers in
this process never meet that case: they queue for the writer lock first (``api/store/writer.py``).

In-memory and URI databases keep aiosqlite's threads (``make_engine`` decides).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Generator
from functools import partial
from typing import Any

import aiosqlite

BUSY_WAIT_MS = 30_000  # a statement refused as busy waits this long for the lock, in a worker thread


class _RunAtOnce:
    """aiosqlite's queue of calls for its thread, run instead where they are put (SQLAlchemy's adapter
    also puts calls into it directly, to set the isolation level)."""

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
    return getattr(error, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or (
        "locked" in str(error) or "busy" in str(error)
    )


class HereConnection(aiosqlite.Connection):
    """An aiosqlite connection without its thread: calls run in the caller's thread, busy ones in a
    worker thread that may wait for another process's lock."""

    def __init__(self, connector: Callable[[], sqlite3.Connection]) -> None:
        super().__init__(connector, iter_chunk_size=64)
        self._tx = _RunAtOnce()  # type: ignore[assignment]

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
        return await asyncio.to_thread(self._waiting_for_the_lock, partial(fn, *args, **kwargs))

    def _waiting_for_the_lock(self, function: Callable[[], Any]) -> Any:
        self._conn.execute(f"PRAGMA busy_timeout={BUSY_WAIT_MS}")
        try:
            return function()
        finally:
            self._conn.execute("PRAGMA busy_timeout=0")

    def stop(self) -> asyncio.Future[Any] | None:
        self._running = False
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        return None


def here_connector(database: str) -> Callable[[], HereConnection]:
    """SQLAlchemy's ``async_creator`` for a SQLite file: connections that run their calls here."""

    def connector() -> sqlite3.Connection:
        # any thread may use it: the loop's, and a worker's while it waits for a lock (never both at once:
        # the caller awaits the worker)
        return sqlite3.connect(database, timeout=0, check_same_thread=False)

    return partial(HereConnection, connector)


def runs_here(dbapi_connection: Any) -> bool:
    """Whether a pooled connection (SQLAlchemy's adapter around aiosqlite's) runs its calls here."""
    return isinstance(getattr(dbapi_connection, "_connection", None), HereConnection)
