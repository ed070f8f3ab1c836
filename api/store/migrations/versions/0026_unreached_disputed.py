"""a question disputed before a session reached it leaves the plan's points: ``plan_points`` corrected

Revision ID: 0026_unreached_disputed
Revises: 0025_disputed_points
Create Date: 2026-12-04 16:10:00

A question counts in no score while its key is disputed (``counted_points``). Until now a session's
``plan_points`` kept the points of a question that a correction disputed before the session answered
it (its copy in ``sessions.questions`` rewritten, the plan's points not), and the summary counted it
as lost. For each session, every question of its plan without an answer whose copy is no longer
active comes out of the plan's points here; from now on a correction moves them as it rewrites the
copy. Sessions of the public bank hold no copies, whose statuses change only with a release, and are
left as they are. The item tallies follow the sessions' scores, so they are computed again when a
finished session's score changed, by the rule of 0025 (``api.store.migrations.frozen_tallies``).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from api.store.migrations import frozen_tallies

revision: str = "0026_unreached_disputed"
down_revision: str | None = "0025_disputed_points"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ANSWERS = sa.table("answers", sa.column("session_id", sa.String), sa.column("question_id", sa.String))
_SESSIONS = sa.table(
    "sessions",
    sa.column("id", sa.String),
    sa.column("status", sa.String),
    sa.column("plan", sa.JSON),
    sa.column("questions", sa.JSON),
    sa.column("plan_points", sa.Float),
)


def upgrade() -> None:
    connection = op.get_bind()
    sessions = connection.execute(
        sa.select(_SESSIONS.c.id, _SESSIONS.c.status, _SESSIONS.c.plan, _SESSIONS.c.questions).where(
            _SESSIONS.c.questions.is_not(None), _SESSIONS.c.plan_points.is_not(None)
        )
    ).all()
    finished_changed = False
    for session_id, status, plan, copies in sessions:
        withdrawn = {  # the plan's questions whose copy no longer counts, with the points it counted
            question_id: float(copy.get("points") or 0.0)
            for question_id in plan or []
            if isinstance(copy := (copies or {}).get(question_id), dict)
            and copy.get("status", "active") != "active"
        }
        if not withdrawn:  # nearly every session: its answers are not read
            continue
        answered = set(
            connection.execute(
                sa.select(_ANSWERS.c.question_id).where(
                    _ANSWERS.c.session_id == session_id, _ANSWERS.c.question_id.in_(list(withdrawn))
                )
            ).scalars()
        )
        excess = sum(points for question_id, points in withdrawn.items() if question_id not in answered)
        if excess:
            connection.execute(
                sa.update(_SESSIONS)
                .where(_SESSIONS.c.id == session_id)
                .values(plan_points=_SESSIONS.c.plan_points - excess)
            )
            finished_changed = finished_changed or status != "active"
    if finished_changed:
        frozen_tallies.rebuild(connection, scored_only=True)


def downgrade() -> None:
    """The corrected points stay (the old count was the defect)."""
