"""One writer at a time on SQLite, queued in this process.

SQLite lets one transaction write at a time; the others get ``SQLITE_BUSY`` and its busy handler
sleeps between retries (1, 2, 5 … 100 ms), so under concurrent answer turns most of the time went to
sleeping and the slowest turns waited for seconds (bench/bench_api.py). A request that changes a
session takes the engine's writer lock before it reads the session and keeps it until its transaction
ends: writers wait in a FIFO queue instead, and two turns of one session cannot interleave (on SQLite
``SELECT … FOR UPDATE`` locks nothing). PostgreSQL needs none of this: its row locks do the same.

Other processes on the same file (the CLI, a second ``api``) still meet SQLite's busy handler.
"""

from __future__ import annotations

import asyncio
import weakref

from sqlalchemy import Engine
from sqlalchemy.ext.asyncio import AsyncSession

_WRITER = "ibot_writer_lock"
_LOCKS: weakref.WeakKeyDictionary[Engine, asyncio.Lock] = weakref.WeakKeyDictionary()


async def hold_writer(db: AsyncSession) -> None:
    """Make this session the process's only SQLite writer until ``release_writer`` (no-op elsewhere)."""
    engine = db.sync_session.get_bind().engine
    if engine.dialect.name != "sqlite" or _WRITER in db.info:
        return
    lock = _LOCKS.setdefault(engine, asyncio.Lock())
    await lock.acquire()
    db.info[_WRITER] = lock


def release_writer(db: AsyncSession) -> None:
    lock: asyncio.Lock | None = db.info.pop(_WRITER, None)
    if lock is not None:
        lock.release()
