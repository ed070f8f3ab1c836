"""Item statistics kept as running sums (``item_tallies``), so an invite's compare page and a question's
page read a few hundred rows instead of aggregating every answer again after each change.

A session counts once it is over (finished, expired, abandoned). Its contribution — per question it
answered: 1, correct (0/1), the rest score (its score without that question), its square and its product
with correct; plus one row per session under question '' for the score distribution — is a function of
its rows in ``sessions`` and ``answers`` alone. Rows are keyed by the session's score bucket (score ×
10⁶, -1 without a score), so the "strong candidates" (the top third) are summed over the buckets at or
above a threshold read from the same table.

The sums change only where the code that changes a session's standing says so (``api.store.effects``):
a session that ends (``InterviewSession.close``) is added by the commit of its transaction; a change to
a session already over — an answer recorded late, a regrade, an erasure, its plan's points — calls
``changing`` first, which subtracts its contribution as the database holds it, and the commit adds it
back as it holds it then. Both happen in the transaction of the change, so a rollback undoes them with
it. An answer to a session still running costs nothing; the answer that finishes one costs one
INSERT … SELECT of its rows.

A session ends once, though two transactions may each end it from the row as they read it, running:
a read that notices a deadline reads it without a lock (``GET /v1/sessions/{id}``, the console's
pages; on SQLite every read), and the delivery worker's round or the candidate's last answer may end it
before that read commits. So the flush that writes a session's end writes its status and end time only
where the row is still running (``claim_ends``: an UPDATE that waits, on PostgreSQL, for a concurrent
one's commit and then tests the row as committed; SQLite writes one transaction at a time). Ended
elsewhere first, the row keeps that end; this transaction's end is dropped (neither announced nor
added), and what else it changes about the session (an answer recorded) is a change to a session
already over (``changing``). ``rebuild`` recomputes the sums from scratch (the tests compare the two
after every path that writes).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import (
    BigInteger,
    BindParameter,
    ColumnElement,
    Float,
    Integer,
    Select,
    bindparam,
    case,
    cast,
    delete,
    func,
    inspect,
    literal,
    select,
    true,
    union_all,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from api.store import effects, writer
from api.store.models import Answer, InterviewSession, ItemTally

OVER = ("finished", "expired", "abandoned")
RUNNING = "active"
BUCKETS_PER_POINT = 1_000_000
NO_SCORE = -1
SESSIONS_ROW = ""  # the question_id of the rows that count sessions
CHUNK = 500  # session ids per statement


def score_expression() -> ColumnElement[Any]:
    """A session's score: points awarded over the plan's points (``reports.summarize`` counts the same)."""
    # typed Float: an untyped divisor makes PostgreSQL divide as NUMERIC (several times slower)
    return InterviewSession.points_awarded / func.nullif(InterviewSession.plan_points, 0.0, type_=Float)


def bucket_expression() -> ColumnElement[int]:
    return cast(func.coalesce(func.round(score_expression() * BUCKETS_PER_POINT), NO_SCORE), BigInteger)


def score_of_bucket(bucket: int) -> float | None:
    return None if bucket == NO_SCORE else bucket / BUCKETS_PER_POINT


def _contributions(sign: int, session_ids: Sequence[Any] | BindParameter[Any] | None) -> Select[Any]:
    """The rows ``session_ids`` (every session when None) add to the tallies, times ``sign``."""
    session, answer = InterviewSession, Answer
    invite = func.coalesce(session.invite_id, "")
    bucket = bucket_expression()
    # literals, not an expanding IN: rendered once with the statement, not again at each run
    where: list[ColumnElement[bool]] = [
        session.status.in_([literal(status) for status in OVER]),
        session.org_id.is_not(None),
    ]
    if isinstance(session_ids, BindParameter) and not session_ids.expanding:  # one session's id
        where.append(session.id == session_ids)
    elif session_ids is not None:
        where.append(session.id.in_(session_ids))
    correct = case((answer.verdict == "correct", 1), else_=0)
    rest = func.coalesce(
        (session.points_awarded - answer.points_awarded)
        / func.nullif(session.plan_points - answer.points, 0.0, type_=Float),
        0.0,
    )
    answers = (
        select(
            session.org_id.label("org_id"),
            invite.label("invite_id"),
            answer.question_id.label("question_id"),
            bucket.label("bucket"),
            (func.count() * sign).label("n"),
            (func.sum(correct) * sign).label("correct"),
            (func.sum(rest) * sign).label("rest"),
            (func.sum(rest * rest) * sign).label("rest_sq"),
            (func.sum(correct * rest) * sign).label("correct_rest"),
        )
        .join(session, session.id == answer.session_id)
        # an answer the score does not count (a disputed key's) says nothing right or wrong of its question
        .where(*where, answer.points > 0)
        .group_by(session.org_id, invite, answer.question_id, bucket)
    )
    sessions = (
        select(
            session.org_id,
            invite,
            literal(SESSIONS_ROW),
            bucket,
            func.count() * sign,
            literal(0, Integer),
            literal(0.0, Float),
            literal(0.0, Float),
            literal(0.0, Float),
        )
        .where(*where)
        .group_by(session.org_id, invite, bucket)
    )
    rows = union_all(answers, sessions).subquery()
    # in key order, so two transactions lock the same rows in the same order (no deadlock)
    return (
        select(*rows.c)
        .where(true())
        .order_by(rows.c.org_id, rows.c.invite_id, rows.c.question_id, rows.c.bucket)
    )


def statement_for(dialect: str, sign: int, session_ids: Sequence[Any] | BindParameter[Any] | None) -> Any:
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    columns = [
        "org_id",
        "invite_id",
        "question_id",
        "bucket",
        "n",
        "correct",
        "rest",
        "rest_sq",
        "correct_rest",
    ]
    statement = insert(ItemTally).from_select(columns, _contributions(sign, session_ids))
    sums = ("n", "correct", "rest", "rest_sq", "correct_rest")
    return statement.on_conflict_do_update(
        index_elements=columns[:4],
        set_={name: getattr(ItemTally, name) + getattr(statement.excluded, name) for name in sums},
    )


@functools.cache
def _statement_for_sessions(dialect: str, sign: int) -> Any:
    """The statement for some sessions (``session_ids``, bound when run), built once: building it cost
    several milliseconds, in every request that ends a session."""
    return statement_for(dialect, sign, bindparam("session_ids", expanding=True))


@functools.cache
def _statement_for_session(dialect: str, sign: int) -> Any:
    """The statement for one session (``session_id``): a session's end, the most frequent. An expanding
    IN's list is rendered into the statement's text on every run (twice here: both halves of the union
    name the sessions), which cost the answer that ends a session about 90 Python calls
    (bench/bench_turn_calls.py); this one is compiled once."""
    return statement_for(dialect, sign, bindparam("session_id"))


def _apply(connection: Connection, sign: int, session_ids: Iterable[str]) -> None:
    ids = sorted(set(session_ids))
    if len(ids) == 1:
        connection.execute(_statement_for_session(connection.dialect.name, sign), {"session_id": ids[0]})
        return
    statement = _statement_for_sessions(connection.dialect.name, sign)
    for start in range(0, len(ids), CHUNK):
        connection.execute(statement, {"session_ids": ids[start : start + CHUNK]})


def rebuild(connection: Connection) -> None:
    """The tallies from scratch (the migration that creates them; a store filled by bulk SQL)."""
    connection.execute(delete(ItemTally))
    connection.execute(statement_for(connection.dialect.name, 1, None))


_LOCK_SESSIONS = (
    select(InterviewSession.id)
    .where(InterviewSession.id.in_(bindparam("session_ids", expanding=True)))
    .order_by(InterviewSession.id)
    .with_for_update()
)


def _changing(db: Session, session_ids: Iterable[str]) -> None:
    """``changing`` inside the ORM session's own thread of work (``run_sync``)."""
    noted = effects.noted(db)
    ids = set(session_ids) - noted.untallied_ids()  # those out of the sums already stay out
    if ids:
        # SQLite: queued with the process's other writers before this first write takes SQLite's lock;
        # a writer that took the queue's lock meanwhile would wait for SQLite's while this transaction
        # waited for the queue at its flush, until the busy timeout failed one of them
        writer.hold_in_flush(db)
        connection = db.connection()
        if connection.dialect.name == "postgresql":  # SQLite: the subtraction takes its one write lock
            ordered = sorted(ids)
            for start in range(0, len(ordered), CHUNK):
                connection.execute(_LOCK_SESSIONS, {"session_ids": ordered[start : start + CHUNK]})
        _apply(connection, -1, ids)
        noted.untallied |= ids


async def changing(db: AsyncSession, session_ids: Iterable[str]) -> None:
    """The sessions' rows are about to change (an answer to a session already over, a regrade, an
    erasure, a plan's points): their contributions are subtracted now, as the database holds them, and
    added back by the commit as it holds them then. Call it before the change is flushed. The rows are
    locked first (PostgreSQL): a session another transaction ended between the subtraction and this
    commit would be added by both commits (a regrade meets the candidate's last answer)."""
    await db.run_sync(lambda sync: _changing(sync, session_ids))


def write(db: Session, noted: effects.Effects) -> None:
    """The commit's step: the sessions out of the sums (over since, or changed) added as they are now."""
    ids = noted.untallied_ids()
    if ids:
        _apply(db.connection(), 1, ids)


_END = ("status", "finished_at")  # what ``InterviewSession.close`` writes
_CLAIM_END = (  # typed binds: the columns' own conversions (UTC times), as the flush's UPDATE has them
    update(InterviewSession)
    .where(InterviewSession.seq == bindparam("row_seq"), InterviewSession.status == RUNNING)
    .values(
        status=bindparam("new_status", type_=InterviewSession.status.type),
        finished_at=bindparam("new_finished_at", type_=InterviewSession.finished_at.type),
    )
)
_END_AS_STORED = select(InterviewSession.status, InterviewSession.finished_at).where(
    InterviewSession.seq == bindparam("row_seq")
)


def claim_ends(db: Session, _context: Any, _instances: Any) -> None:
    """Before a flush (``engine.StoreSession``): each session this transaction ended, whose end the
    flush would write now, ends here only when its row is still running; one another transaction ended
    first keeps that end, and this transaction's changes to it are changes to a session already over."""
    noted = effects.current(db)
    if noted is None:
        return
    for session in [row for row in noted.closed if _end_unwritten(row)]:
        writer.hold_in_flush(db)  # SQLite: queued with the process's other writers, as the flush is
        connection = db.connection()
        ended, at = session.status, session.finished_at
        claimed = connection.execute(
            _CLAIM_END, {"row_seq": session.seq, "new_status": ended, "new_finished_at": at}
        )
        if claimed.rowcount == 1:
            for name in _END:  # written: the flush has nothing more to write of them
                set_committed_value(session, name, getattr(session, name))
            continue
        noted.ended_elsewhere(session, ended)
        stored = connection.execute(_END_AS_STORED, {"row_seq": session.seq}).first()
        if stored is None:  # erased meanwhile: the flush's own UPDATE finds no row
            continue
        for name, value in zip(_END, stored, strict=True):
            set_committed_value(session, name, value)
        _changing(db, [session.id])


def _end_unwritten(session: InterviewSession) -> bool:
    """Whether ``session``'s end is still to be written over the row as it was read, running (not a
    new row, nor one whose end an earlier flush of the transaction wrote)."""
    state = inspect(session)
    return state.persistent and RUNNING in state.attrs.status.history.deleted
