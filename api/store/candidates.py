"""Candidates: the one row a Telegram user has, stored at their first contact (a session start, ``/lang``,
``/settings``), with the language and time zone they chose."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Table, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import instance_state

from api.store.models import Candidate, InterviewSession, new_row
from api.store.sessions import OPEN, insert_new_row

_CANDIDATES: Table = Candidate.__table__  # type: ignore[assignment]


def _insert_or_lock(dialect_insert: Any) -> Any:
    """A first contact; when a concurrent first contact (two taps at once) stored the candidate since,
    that row, locked by an update that changes nothing. Not ``DO NOTHING``: an erasure committed between
    that statement and the read after it left no candidate (a 500); now it waits for this transaction,
    and erases after it."""
    insert = dialect_insert(_CANDIDATES)
    excluded = insert.excluded.telegram_id
    return insert.on_conflict_do_update(
        index_elements=[_CANDIDATES.c.telegram_id], set_={"telegram_id": excluded}
    )


_INSERT_CANDIDATE = {
    "postgresql": _insert_or_lock(postgresql.insert),
    "sqlite": _insert_or_lock(sqlite.insert),
}


async def upsert_candidate(
    db: AsyncSession,
    telegram_id: int,
    *,
    name: str = "",
    username: str = "",
    language: str | None = None,
    flush: bool = True,
) -> Candidate:
    """The candidate, added when new (stored now, or — ``flush=False`` — by the caller's ``store_new``).
    ``language``: the one a new candidate gets (``zh`` when None), and an existing one's unless they
    chose one (``language_set_at``); None leaves an existing candidate's as it is."""
    candidate = await db.get(Candidate, telegram_id)
    if candidate is None and flush:
        # stored at once by a statement that takes another request's first contact since the read above:
        # an ORM flush would fail on the duplicate key (500) where both requests mean the same
        await db.execute(
            _INSERT_CANDIDATE[db.get_bind().dialect.name],
            {
                "telegram_id": telegram_id,
                "name": name,
                "username": username,
                "language": language or "zh",
            },
        )
        candidate = await db.get(Candidate, telegram_id)
        assert candidate is not None  # stored, or locked, by this statement until the transaction ends
    elif candidate is None:  # not stored yet: the caller's first write stores it (``store_new``)
        new = {"name": name, "username": username, "language": language or "zh"}
        return new_row(Candidate, telegram_id=telegram_id, **new)
    candidate.name = name or candidate.name
    candidate.username = username or candidate.username
    if language is not None and candidate.language_set_at is None:  # a language the candidate chose is kept
        candidate.language = language
    return candidate


def not_stored(candidate: Candidate) -> bool:
    """Whether ``candidate`` is one ``upsert_candidate(flush=False)`` found nowhere and made: then nothing
    of theirs is stored either (a session's row references its candidate's, on both stores), and a start
    need not read their sessions. One stored by a concurrent first contact since the read makes this
    request's ``store_new`` fail, and the start is tried again from the read (which then finds them)."""
    return instance_state(candidate).transient


async def store_new(db: AsyncSession, candidate: Candidate) -> None:
    """The candidate ``upsert_candidate(flush=False)`` made and did not store, stored now by its own
    INSERT (``sessions.insert_new_row``, as answers and sessions are); nothing for a candidate stored
    already. A concurrent first contact that stored the candidate since raises ``IntegrityError`` here,
    as a flush would (the start is tried again, and finds it)."""
    if not_stored(candidate):
        await insert_new_row(db, candidate)


async def get_candidate(db: AsyncSession, telegram_id: int) -> Candidate | None:
    return await db.get(Candidate, telegram_id)


async def set_candidate_language(
    db: AsyncSession, telegram_id: int, language: str, now: datetime
) -> Candidate:
    """The candidate's chosen language, also for their sessions in progress (grading, explanations)."""
    candidate = await upsert_candidate(db, telegram_id, language=language)
    candidate.language = language
    candidate.language_set_at = now
    await db.execute(
        update(InterviewSession)
        .where(InterviewSession.candidate_id == telegram_id, InterviewSession.status.in_(OPEN))
        .values(language=language)
    )
    return candidate
