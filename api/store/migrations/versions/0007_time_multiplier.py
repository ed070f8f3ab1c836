"""time multipliers (accommodations): invites carry one, sessions keep the one they started with

Revision ID: 0007_time_multiplier
Revises: 0006_webhooks
Create Date: 2026-11-30 13:15:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_time_multiplier"
down_revision: str | None = "0006_webhooks"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    for table in ("invites", "sessions"):
        op.add_column(table, sa.Column("time_multiplier", sa.Float(), nullable=False, server_default="1"))


def downgrade() -> None:
    for table in ("invites", "sessions"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("time_multiplier")
