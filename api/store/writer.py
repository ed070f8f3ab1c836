"""One writer at a time on SQLite, queued in this process.

SQLite lets one transaction write at a time, from its first write to its commit; another that tries
to write meanwhile gets ``SQLITE_BUSY`` and its busy handler sleeps between retries (1, 2, 5 … 100
ms), so under concurrent answer turns much of the time went to sleeping and the slowest turns waited
for seconds (bench/bench_api.py). Here an ORM session's first flush on a SQLite engine first takes the
engine's writer lock (an ``asyncio.Lock``: waiters wake in order, the moment it is free) and keeps it
until its transaction ends — exactly the span SQLite itself would lock, so nothing is serialised that
SQLite did not already serialise; reading, grading and rendering still overlap. PostgreSQL needs none
of this (row locks).

A flush outside the asyncio adapter (a plain sync session), or a wait longer than ``WAIT_S``, goes on
without the lock: SQLite's own locking then applies as before. Other processes on the same file (the
CLI, a second ``api``) meet SQLite's busy handler too.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import weakref
from collections.abc import Awaitable, Callable
from typing import Any, Concatenate, ParamSpec, TypeVar

from sqlalchemy import Engine, event
from sqlalchemy.exc import MissingGreenlet
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session, SessionTransaction
from sqlalchemy.util import await_only

_WRITER = "ibot_writer_lock"
_LOCKS: weakref.WeakKeyDictionary[Engine, asyncio.Lock] = weakref.WeakKeyDictionary()
_QUEUED: weakref.WeakKeyDictionary[Engine, int] = weakref.WeakKeyDictionary()  # transactions waiting
WAIT_S = 30.0  # SQLite's own busy timeout: a writer that waits longer goes on under SQLite's locking


def _take_writer(session: Session, _context: Any, _instances: Any) -> None:
    hold_in_flush(session)


def hold_in_flush(session: Session) -> None:
    """The writer lock for ``session``'s transaction, taken from inside its flush (a ``before_flush``
    step that writes before the flush itself: ``api.store.tallies.claim_ends``); nothing when it is held
    already, or the store is not SQLite."""
    if _WRITER in session.info:
        return
    engine = session.get_bind().engine
    if engine.dialect.name != "sqlite":
        return
    try:
        session.info[_WRITER] = await_only(take(engine))
    except (MissingGreenlet, TimeoutError):
        return


def _release_writer(session: Session, transaction: SessionTransaction) -> None:
    if transaction.parent is None:
        release_writer(session)


def release_writer(session: Any) -> None:
    """Give the writer lock back (a session's transaction ended); nothing when it holds none."""
    lock: asyncio.Lock | None = session.info.pop(_WRITER, None)
    if lock is not None:
        lock.release()


def install() -> None:
    """Follow every ORM session of the process (idempotent): ``make_engine`` calls it for SQLite."""
    for name, listener in (("before_flush", _take_writer), ("after_transaction_end", _release_writer)):
        if not event.contains(Session, name, listener):
            event.listen(Session, name, listener)


async def take(engine: Engine) -> asyncio.Lock:
    """The writer lock, taken (an ORM session's first flush); the caller releases it. A wait longer than
    ``WAIT_S`` raises ``TimeoutError``."""
    lock = _LOCKS.setdefault(engine, asyncio.Lock())
    if lock.locked():
        _QUEUED[engine] = _QUEUED.get(engine, 0) + 1
        try:
            await asyncio.wait_for(lock.acquire(), WAIT_S)
        finally:
            _QUEUED[engine] -= 1
    else:  # free: taken at once (``wait_for`` would make a task and a trip round the loop for it)
        await lock.acquire()
    return lock


def queued(engine: Engine) -> int:
    """How many transactions of this process wait for ``engine``'s writer lock now (a test that forces
    an interleaving waits until a turn is queued behind the transaction it holds open)."""
    return _QUEUED.get(engine, 0)


async def hold(db: AsyncSession) -> None:
    """The writer lock for ``db``'s transaction, taken before an explicit statement writes (a Core
    INSERT or UPDATE flushes nothing, so ``before_flush`` does not take it); nothing when it is held
    already, or the store is not SQLite. Given back when the transaction ends, like a flush's."""
    session = db.sync_session
    if _WRITER in session.info:
        return
    engine = session.get_bind().engine
    if engine.dialect.name != "sqlite":
        return
    with contextlib.suppress(TimeoutError):  # SQLite's own locking applies, as for a flush
        session.info[_WRITER] = await take(engine)


P = ParamSpec("P")
R = TypeVar("R")
C = TypeVar("C")


def reads_before_writes(
    work: Callable[Concatenate[C, AsyncSession, P], Awaitable[R]],
) -> Callable[Concatenate[C, AsyncSession, P], Awaitable[R]]:
    """A unit of work (``work(ctx, db, …)``) whose reads never flush what it has changed so far
    (``no_autoflush``): it writes when it has decided, in its own flushes, and those come together at
    its end. The writer lock is held from a transaction's first flush to its commit; a read that flushed
    early held it across every later read, grading and retrieval, while every other writer waited."""

    @functools.wraps(work)
    async def without_autoflush(ctx: C, db: AsyncSession, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with db.no_autoflush:
            return await work(ctx, db, *args, **kwargs)

    return without_autoflush
