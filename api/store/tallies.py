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
INSERT … SELECT of its rows. ``rebuild`` recomputes the sums from scratch (the tests compare the two
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
    literal,
    select,
    true,
    union_all,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from api.store import effects
from api.store.models import Answer, InterviewSession, ItemTally

OVER = ("finished", "expired", "abandoned")
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
    where = [session.status.in_(OVER), session.org_id.is_not(None)]
    if session_ids is not None:
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
        .where(*where)
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


def _apply(connection: Connection, sign: int, session_ids: Iterable[str]) -> None:
    ids = sorted(set(session_ids))
    statement = _statement_for_sessions(connection.dialect.name, sign)
    for start in range(0, len(ids), CHUNK):
        connection.execute(statement, {"session_ids": ids[start : start + CHUNK]})


def rebuild(connection: Connection) -> None:
    """The tallies from scratch (the migration that creates them; a store filled by bulk SQL)."""
    connection.execute(delete(ItemTally))
    connection.execute(statement_for(connection.dialect.name, 1, None))


def _changing(db: Session, session_ids: Iterable[str]) -> None:
    """``changing`` inside the ORM session's own thread of work (``run_sync``)."""
    noted = effects.noted(db)
    ids = set(session_ids) - noted.untallied_ids()  # those out of the sums already stay out
    if ids:
        _apply(db.connection(), -1, ids)
        noted.untallied |= ids


async def changing(db: AsyncSession, session_ids: Iterable[str]) -> None:
    """The sessions' rows are about to change (an answer to a session already over, a regrade, an
    erasure, a plan's points): their contributions are subtracted now, as the database holds them, and
    added back by the commit as it holds them then. Call it before the change is flushed."""
    await db.run_sync(lambda sync: _changing(sync, session_ids))


def write(db: Session, noted: effects.Effects) -> None:
    """The commit's step: the sessions out of the sums (over since, or changed) added as they are now."""
    ids = noted.untallied_ids()
    if ids:
        _apply(db.connection(), 1, ids)
