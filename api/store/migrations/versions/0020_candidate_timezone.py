"""candidates.timezone: the time zone the candidate chose in the bot's /settings (IANA name; null: their
language's default), so times they read are in their zone on every replica and after restarts

Revision ID: 0020_candidate_timezone
Revises: 0019_ats_assignments
Create Date: 2026-12-01 17:10:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020_candidate_timezone"
down_revision: str | None = "0019_ats_assignments"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("candidates", sa.Column("timezone", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("candidates", schema=None) as batch:
        batch.drop_column("timezone")
