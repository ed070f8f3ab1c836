"""a disputed key's answers leave the plan's points: sessions' ``plan_points`` corrected, tallies rebuilt

Revision ID: 0025_disputed_points
Revises: 0024_ats_callbacks
Create Date: 2026-12-04 11:10:00

Until now an answer graded ``ungraded`` when it was recorded (its question disputed mid-interview) kept
its question's points in ``sessions.plan_points``, while the summary counted none for it; a regrade
already moved the plan's points with the answer's. Each such first grade's share comes out here (the
points it was shown with, less the points its first grade counted), and the item tallies, which from
now on leave out answers the score does not count, are computed again: by this revision's rule
(``api.store.migrations.frozen_tallies``), whatever ``api.store.tallies`` says later.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from api.store.migrations import frozen_tallies

revision: str = "0025_disputed_points"
down_revision: str | None = "0024_ats_callbacks"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ANSWERS = sa.table(
    "answers",
    sa.column("session_id", sa.String),
    sa.column("verdict", sa.String),
    sa.column("points", sa.Float),
    sa.column("shown", sa.JSON),
    sa.column("regrade", sa.JSON),
)
_SESSIONS = sa.table("sessions", sa.column("id", sa.String), sa.column("plan_points", sa.Float))


def upgrade() -> None:
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(_ANSWERS.c.session_id, _ANSWERS.c.points, _ANSWERS.c.shown, _ANSWERS.c.regrade).where(
            sa.or_(_ANSWERS.c.verdict == "ungraded", _ANSWERS.c.regrade.is_not(None))
        )
    )
    excess: defaultdict[str, float] = defaultdict(float)
    for session_id, points, shown, regrade in rows:
        planned = (shown or {}).get("points")
        first = ((regrade or {}).get("original") or {}).get("points", points)
        if planned is not None and first is not None and float(planned) != float(first):
            excess[session_id] += float(planned) - float(first)
    for session_id, points in excess.items():
        connection.execute(
            sa.update(_SESSIONS)
            .where(_SESSIONS.c.id == session_id, _SESSIONS.c.plan_points.is_not(None))
            .values(plan_points=_SESSIONS.c.plan_points - points)
        )
    frozen_tallies.rebuild(connection, scored_only=True)


def downgrade() -> None:
    """The corrected points stay (the old count was the defect); the tallies follow the code's rule."""
