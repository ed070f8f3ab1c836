"""Answer turns on SQLite share their commit: each writes in a savepoint of one transaction, which commits
once the loop passes bring no more turns to join it.

A commit in WAL mode appends the pages the transaction changed to the ``-wal`` file, a frame each, and
takes and gives back SQLite's file locks. For one answer that was about as much as its two statements
(py-spy and per-statement timing under ``bench/bench_api.py``: ~40 µs for the commit against ~35 µs for
the UPDATE and the INSERT). Turns that arrive together — many candidates on the same timed test — now
write in one transaction: the first opens it (the process's writer lock, ``BEGIN IMMEDIATE``) and
schedules its commit on the event loop; the turns the loop runs before that commit join it; then it
commits once, and pages the turns share (the answers table's last leaf, the b-trees' inner pages) are
written once. The commit waits one loop pass more whenever the last one brought turns to join it (at
most ``MORE_PASSES``): the requests of candidates answering together reach the loop over a few passes,
not all in one (at 32 clients a commit held 11–16 turns when it came after one pass, 32 when it waited
so; the commit's time a turn 22–25 → 17–19 µs and the turns/s up 3–9 %, ``bench/bench_api.py``'s
client on a quiet machine, paired runs). A turn that runs alone commits two loop passes later.

What each turn sees is unchanged: its writes are a savepoint of their own, released when all was written
and rolled back when not (a guard that no longer holds, a constraint, an error) — so one turn handed to the
full path takes nothing of another's with it. No turn is answered before the commit that holds it: each
waits for it, and learns if it failed (then the full path serves it). The commit waits while a turn is
halfway through its writes, should those ever wait for anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from sqlalchemy import Engine

from api.store import writer

MORE_PASSES = 4  # loop passes a commit waits at most while turns keep joining it (bounds their wait)


@dataclass
class _Open:
    """The transaction turns are joining: the writer lock it holds, the turns waiting for its commit, and
    how many are halfway through their writes."""

    lock: asyncio.Lock
    waiting: list[asyncio.Future[None]] = field(default_factory=list)
    writing: int = 0
    lost: BaseException | None = None  # an error that rolled the whole transaction back
    done: bool = False
    joined: int = 0  # turns that joined it since the commit last looked
    passes: int = 0  # loop passes the commit waited for more


class SharedCommit:
    """Writes on one SQLite connection (in autocommit mode: transactions are begun and ended here)."""

    def __init__(self, db: sqlite3.Connection, engine: Engine) -> None:
        self._db = db
        self._engine = engine
        self._open: _Open | None = None

    async def write(self, turn: Callable[[sqlite3.Connection], Awaitable[bool]]) -> bool:
        """Run ``turn``'s writes in a savepoint of the open transaction (opened here if none is): True once
        they are committed, False when ``turn`` wrote nothing (it returned False; its savepoint is rolled
        back). Raises when the writes or the commit failed: nothing of the turn is stored then."""
        db = self._db
        opened = self._open or await self._begin()
        opened.writing += 1
        opened.joined += 1
        db.execute("SAVEPOINT turn")
        try:
            written = await turn(db)
        except BaseException as error:
            self._undo()
            if not db.in_transaction:  # some errors (a full disk, I/O) roll back all: no turn is kept
                opened.lost = error
                if self._open is opened:
                    self._open = None
            raise
        finally:
            opened.writing -= 1
        if not written:
            self._undo()
            return False
        db.execute("RELEASE turn")
        committed = asyncio.get_running_loop().create_future()
        opened.waiting.append(committed)
        await committed
        return True

    def close(self) -> None:
        """Commit what is open now (the app is stopping)."""
        if self._open is not None:
            self._commit(self._open, wait_for_more=False)

    async def _begin(self) -> _Open:
        # none can be open now: a transaction holds the lock until its commit, which closes it
        lock = await writer.take(self._engine)
        try:
            self._db.execute("BEGIN IMMEDIATE")  # busy (another process writes): raises, nothing done
        except BaseException:
            lock.release()
            raise
        opened = self._open = _Open(lock)
        asyncio.get_running_loop().call_soon(self._commit, opened)
        return opened

    def _undo(self) -> None:
        with contextlib.suppress(sqlite3.Error):  # a failed statement may have ended the savepoint
            self._db.execute("ROLLBACK TO turn")
            self._db.execute("RELEASE turn")

    def _commit(self, opened: _Open, *, wait_for_more: bool = True) -> None:
        if opened.done:  # committed already (``close``)
            return
        # turns came in the last pass: others may be on their way
        more = wait_for_more and opened.joined and opened.passes < MORE_PASSES
        if opened.writing or more:  # or a turn is halfway through its writes: after it
            opened.passes += 1
            opened.joined = 0
            asyncio.get_running_loop().call_soon(self._commit, opened)
            return
        if self._open is opened:
            self._open = None
        opened.done = True
        failed = opened.lost
        try:
            if failed is None:
                self._db.execute("COMMIT")
        except BaseException as error:
            failed = error
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")
        finally:
            opened.lock.release()
        for waiter in opened.waiting:
            if waiter.done():  # its turn was cancelled meanwhile
                continue
            if failed is None:
                waiter.set_result(None)
            else:
                waiter.set_exception(failed)
