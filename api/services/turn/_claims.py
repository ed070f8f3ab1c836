"""A session's row written by a request besides an answer turn — a hint, a fetch that starts the clock,
notices the deadline or passes over questions gone from the bank — over the row as stored when it
writes. On SQLite the request read the row without a lock, so its write claims the row first
(``turns.claim_session``, as an answer turn's does): when another request committed a change of it in
between, the claim misses, the row is read again — the transaction holds the write lock from the claim
on, so it stays as read until the commit — and the change is made again on it, as PostgreSQL's row lock
(taken at the read) has it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import inspect
from sqlalchemy.ext.asyncio import AsyncSession

from api.errors import ApiError
from api.store import effects, turns
from api.store.models import InterviewSession

T = TypeVar("T")


def changed(session: InterviewSession) -> bool:
    """Whether ``session`` holds a change to write (no write, no claim: a plain read takes no lock)."""
    return bool(inspect(session).modified)


async def on_row_as_stored(
    db: AsyncSession,
    session: InterviewSession,
    change: Callable[[InterviewSession], T],
    to_write: Callable[[InterviewSession], bool] = changed,
) -> T:
    """``change(session)`` made on the row as stored, claimed when ``to_write(session)`` says it writes
    (the caller's later writes then start from that row, under the write lock). An erased session
    answers 404."""
    while True:
        as_read = turns.row_as_read(session)
        noted = effects.mark(db.sync_session)
        result = change(session)
        if not to_write(session):
            return result
        stored = await turns.claim_session(db, session, as_read)
        if stored == as_read:
            return result
        if stored is None:
            raise ApiError(404, "no such session")  # erased meanwhile
        effects.forget_since(db.sync_session, noted)  # an end this pass made is no end: not counted
        db.expire(session)  # what this pass changed goes: the row as stored, read under the write lock
        await db.refresh(session)
