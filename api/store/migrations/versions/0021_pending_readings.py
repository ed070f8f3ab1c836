"""pending readings: a typed answer read by the rules and waiting for the candidate's confirmation

One per session at most (only the current question takes answers): the answer's text, the reading shown,
the idempotency key it came with and the time it arrived, which the confirmation keeps.

Revision ID: 0021_pending_readings
Revises: 0020_candidate_timezone
Create Date: 2026-12-01 17:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0021_pending_readings"
down_revision: str | None = "0020_candidate_timezone"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("sessions", sa.Column("pending", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("pending")
