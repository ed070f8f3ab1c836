"""Item statistics kept as running sums (``item_tallies``), so an invite's compare page and a question's
page read a few hundred rows instead of aggregating every answer again after each change.

A session counts once it is over (finished, expired, abandoned). Its contribution — per question it
answered: 1, correct (0/1), the rest score (its score without that question), its square and its product
with correct; plus one row per session under question '' for the score distribution — is a function of
its rows in ``sessions`` and ``answers`` alone. Rows are keyed by the session's score bucket (score ×
10⁶, -1 without a score), so the "strong candidates" (the top third) are summed over the buckets at or
above a threshold read from the same table.

The sums follow every change through the unit of work (``install``): before a flush, the contribution
of each session whose relevant rows are about to change is subtracted as the database holds it; after
the flush it is added as the database now holds it — in the same transaction, whatever the path (an
answer that finishes a session, a deadline noticed on a read, a regrade, an erasure). An answer to a
session still running costs nothing; the answer that finishes one costs one INSERT … SELECT of its
rows. Bulk SQL that bypasses the unit of work must call ``untally``/``tally`` itself (``erase_session``).
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
    event,
    func,
    inspect,
    literal,
    select,
    true,
    union_all,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import History
from sqlalchemy.orm.base import PASSIVE_NO_INITIALIZE

from api.store.models import Answer, InterviewSession, ItemTally

OVER = ("finished", "expired", "abandoned")
BUCKETS_PER_POINT = 1_000_000
NO_SCORE = -1
SESSIONS_ROW = ""  # the question_id of the rows that count sessions
SESSION_FIELDS = ("status", "points_awarded", "plan_points", "invite_id", "org_id")
ANSWER_FIELDS = ("session_id", "question_id", "verdict", "points", "points_awarded")
CHUNK = 500  # session ids per statement
_PENDING = "item_tallies_pending"  # Session.info: what to add after the flush


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


async def untally(db: AsyncSession, session_ids: Sequence[str]) -> None:
    """Subtract the sessions as the database holds them now (before bulk SQL changes them)."""
    await db.run_sync(lambda sync: _apply(sync.connection(), -1, session_ids))


# --- following the unit of work -------------------------------------------------------------------


def _history(obj: Any, name: str) -> History:
    """An attribute's pre-flush history, as ``inspect(obj).attrs[name].history`` reads it, without
    building ``attrs`` (an object per mapped attribute, made on a state's first use of it)."""
    return inspect(obj).get_history(name, PASSIVE_NO_INITIALIZE)


def _before(obj: Any, name: str) -> Any:
    """An attribute's value as the database holds it (before this flush)."""
    state = inspect(obj)
    if name not in state.committed_state:  # not set since it was loaded (or a new row's, as it is)
        return getattr(obj, name)
    history = _history(obj, name)
    if history.deleted:
        return history.deleted[0]
    return history.unchanged[0] if history.unchanged else getattr(obj, name)


def _changed(obj: Any, names: tuple[str, ...]) -> bool:
    state = inspect(obj)
    # an attribute set since the load is in committed_state (its history is read only for those: reading
    # a history costs far more than the lookup, and most flushes touch none of ``names``)
    return any(name in state.committed_state and _history(obj, name).has_changes() for name in names)


def _over_at_all(session: InterviewSession) -> bool:
    """Whether the session is over as the database holds it or as it is now."""
    return session.status in OVER or _before(session, "status") in OVER


def _before_flush(db: Session, _context: Any, _instances: Any) -> None:
    subtract: set[str] = set()
    add: list[Any] = db.info.setdefault(_PENDING, [])  # sessions, or ids of sessions not loaded
    loaded = {obj.id: obj for obj in db.identity_map.values() if isinstance(obj, InterviewSession)}

    def session_changes(session: InterviewSession, *, deleted: bool = False) -> None:
        if _before(session, "status") in OVER:
            subtract.add(session.id)
        if not deleted and session.status in OVER:
            add.append(session)

    new, deleted, dirty = db.new, db.deleted, db.dirty  # each a new set, made from the identity map
    for obj in new:
        if isinstance(obj, InterviewSession) and obj.status in OVER:
            add.append(obj)
    for obj in deleted:
        if isinstance(obj, InterviewSession):
            session_changes(obj, deleted=True)
    for obj in dirty:
        # a session counts only while it is over, before or after this flush: one running (every answer
        # but a session's last) changes no tally, whichever of its fields changed
        if isinstance(obj, InterviewSession) and _over_at_all(obj) and _changed(obj, SESSION_FIELDS):
            session_changes(obj)
    for obj in [*new, *deleted, *dirty]:
        if not isinstance(obj, Answer) or (obj in dirty and not _changed(obj, ANSWER_FIELDS)):
            continue
        for session_id in {obj.session_id, _before(obj, "session_id")} - {None}:
            session = loaded.get(session_id)
            if session is None:  # not loaded here: let the database say whether it is over
                subtract.add(session_id)
                add.append(session_id)
            elif session not in deleted:
                session_changes(session)
    if subtract:
        _apply(db.connection(), -1, subtract)


def _after_flush(db: Session, _context: Any) -> None:
    pending = db.info.pop(_PENDING, [])
    ids = {item if isinstance(item, str) else item.id for item in pending}
    if ids:
        _apply(db.connection(), 1, ids)


def _forget(db: Session, *_args: Any) -> None:
    db.info.pop(_PENDING, None)


def install() -> None:
    """Follow every ORM session of the process (idempotent): every engine the store makes calls it."""
    for name, listener in (
        ("before_flush", _before_flush),
        ("after_flush_postexec", _after_flush),
        ("after_rollback", _forget),
    ):
        if not event.contains(Session, name, listener):
            event.listen(Session, name, listener)
