"""data rights: an organisation's retention period, and when a session was pseudonymised

Revision ID: 0008_data_rights
Revises: 0007_time_multiplier
Create Date: 2026-11-30 14:50:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008_data_rights"
down_revision: str | None = "0007_time_multiplier"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("orgs", sa.Column("retention_days", sa.Integer(), nullable=True))
    op.add_column("sessions", sa.Column("pseudonymised_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("pseudonymised_at")
    with op.batch_alter_table("orgs") as batch:
        batch.drop_column("retention_days")
