"""The item tallies computed from scratch, as the migrations that did so (0009, 0025, 0026) computed them
when they were written: a frozen copy, never edited, on the tables as they stand at those revisions.

``api.store.tallies`` is the live definition and may change with the code (a new column, another rule
for what an answer contributes); a migration must do what it did when it was written, whatever the code
says later, so it reads none of it (nor the ORM models). A migration with a new rule writes its own
copy beside this one rather than change it. What a session contributes, per question it answered and
once as a session, is described in ``api.store.tallies``; 0025 added that an answer its score does not
count (``points`` 0, a disputed key's) contributes nothing for its question (``scored_only``).
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

_OVER = ("finished", "expired", "abandoned")
_BUCKETS_PER_POINT = 1_000_000
_NO_SCORE = -1
_SESSIONS_ROW = ""
_KEY = ("org_id", "invite_id", "question_id", "bucket")
_SUMS = ("n", "correct", "rest", "rest_sq", "correct_rest")

_SESSIONS = sa.table(
    "sessions",
    sa.column("id", sa.String),
    sa.column("status", sa.String),
    sa.column("org_id", sa.String),
    sa.column("invite_id", sa.String),
    sa.column("plan_points", sa.Float),
    sa.column("points_awarded", sa.Float),
)
_ANSWERS = sa.table(
    "answers",
    sa.column("session_id", sa.String),
    sa.column("question_id", sa.String),
    sa.column("verdict", sa.String),
    sa.column("points", sa.Float),
    sa.column("points_awarded", sa.Float),
)
_TALLIES = sa.table(
    "item_tallies",
    sa.column("org_id", sa.String),
    sa.column("invite_id", sa.String),
    sa.column("question_id", sa.String),
    sa.column("bucket", sa.BigInteger),
    sa.column("n", sa.Integer),
    sa.column("correct", sa.Integer),
    sa.column("rest", sa.Float),
    sa.column("rest_sq", sa.Float),
    sa.column("correct_rest", sa.Float),
)


def _contributions(scored_only: bool) -> sa.Select[Any]:
    session, answer = _SESSIONS.c, _ANSWERS.c
    invite = sa.func.coalesce(session.invite_id, "")
    score = session.points_awarded / sa.func.nullif(session.plan_points, 0.0, type_=sa.Float)
    bucket = sa.cast(sa.func.coalesce(sa.func.round(score * _BUCKETS_PER_POINT), _NO_SCORE), sa.BigInteger)
    where = [session.status.in_(_OVER), session.org_id.is_not(None)]
    correct = sa.case((answer.verdict == "correct", 1), else_=0)
    rest = sa.func.coalesce(
        (session.points_awarded - answer.points_awarded)
        / sa.func.nullif(session.plan_points - answer.points, 0.0, type_=sa.Float),
        0.0,
    )
    answers = (
        sa.select(
            session.org_id.label("org_id"),
            invite.label("invite_id"),
            answer.question_id.label("question_id"),
            bucket.label("bucket"),
            sa.func.count().label("n"),
            sa.func.sum(correct).label("correct"),
            sa.func.sum(rest).label("rest"),
            sa.func.sum(rest * rest).label("rest_sq"),
            sa.func.sum(correct * rest).label("correct_rest"),
        )
        .select_from(_ANSWERS.join(_SESSIONS, session.id == answer.session_id))
        .where(*where, *([answer.points > 0] if scored_only else []))
        .group_by(session.org_id, invite, answer.question_id, bucket)
    )
    sessions = (
        sa.select(
            session.org_id,
            invite,
            sa.literal(_SESSIONS_ROW),
            bucket,
            sa.func.count(),
            sa.literal(0, sa.Integer),
            sa.literal(0.0, sa.Float),
            sa.literal(0.0, sa.Float),
            sa.literal(0.0, sa.Float),
        )
        .where(*where)
        .group_by(session.org_id, invite, bucket)
    )
    rows = sa.union_all(answers, sessions).subquery()
    # SQLite: INSERT … SELECT … ON CONFLICT needs the SELECT's WHERE (else ON reads as a join's)
    return (
        sa.select(*rows.c)
        .where(sa.true())
        .order_by(rows.c.org_id, rows.c.invite_id, rows.c.question_id, rows.c.bucket)
    )


def rebuild(connection: Connection, *, scored_only: bool) -> None:
    """Every row of ``item_tallies`` again from the sessions over and their answers; ``scored_only``
    (from 0025 on): an answer worth no points (a disputed key's) leaves its question's rows alone."""
    connection.execute(sa.delete(_TALLIES))
    insert = postgresql.insert if connection.dialect.name == "postgresql" else sqlite.insert
    statement = insert(_TALLIES).from_select([*_KEY, *_SUMS], _contributions(scored_only))
    connection.execute(
        statement.on_conflict_do_update(
            index_elements=list(_KEY),
            set_={name: _TALLIES.c[name] + statement.excluded[name] for name in _SUMS},
        )
    )
