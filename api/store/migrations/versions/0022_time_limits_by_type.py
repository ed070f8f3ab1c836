"""per-type time limits: ``invites.type_time_limits`` (seconds per question type, beside the one
per-question limit) and ``sessions.question_limits`` (each planned question's own limit, scaled by the
accommodation, fixed at the start)

Revision ID: 0022_time_limits_by_type
Revises: 0021_pending_readings
Create Date: 2026-12-01 17:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0022_time_limits_by_type"
down_revision: str | None = "0021_pending_readings"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("invites", sa.Column("type_time_limits", sa.JSON(), nullable=True))
    op.add_column("sessions", sa.Column("question_limits", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions", schema=None) as batch:
        batch.drop_column("question_limits")
    with op.batch_alter_table("invites", schema=None) as batch:
        batch.drop_column("type_time_limits")
