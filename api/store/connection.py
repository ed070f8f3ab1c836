"""The connection of an ORM session's transaction, looked up once a transaction.

An answer turn runs its statements as Core statements on its session's connection (its state, the claim
of its session's row, its answer's INSERT). ``AsyncSession.connection()`` hands that connection out
through a greenlet and the session's transaction bookkeeping on every call, and ``AsyncSession.execute``
of a Core statement wraps the same connection's ``execute`` in the ORM session's layer: ``of`` keeps the
connection the transaction holds in the session's ``info`` and hands it out again while it is open (the
transaction's end — commit, rollback, close — closes it; the next transaction's is looked up anew). A
mid-session answer turn makes about 24 Python calls fewer (bench/bench_turn_calls.py).

A Core statement (a ``Table``'s, not an ORM entity's) runs alike either way: ``Session.execute``
autoflushes only before an ORM-enabled statement, so nothing pending is flushed before it on either.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

_KEY = "ibot_connection"


async def of(db: AsyncSession) -> AsyncConnection:
    """``db``'s connection in its transaction (begun when none is), as ``db.connection()`` returns it."""
    info = db.sync_session.info
    held: AsyncConnection | None = info.get(_KEY)
    if held is None or held.closed:  # none yet, or the transaction it was held for has ended
        held = info[_KEY] = await db.connection()
    return held
