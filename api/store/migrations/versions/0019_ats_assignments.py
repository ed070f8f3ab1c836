"""ATS assessments: a test sent to one candidate from an applicant tracking system (Greenhouse-shaped)

Revision ID: 0019_ats_assignments
Revises: 0018_telegram_notices
Create Date: 2026-12-01 17:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019_ats_assignments"
down_revision: str | None = "0018_telegram_notices"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "ats_assignments",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("id", sa.String(32), nullable=False, unique=True),
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), nullable=False),
        sa.Column("test_id", sa.String(32), sa.ForeignKey("invites.id", ondelete="SET NULL"), nullable=True),
        sa.Column(
            "invite_id", sa.String(32), sa.ForeignKey("invites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("email", sa.String(320), nullable=False),
        sa.Column("telegram_username", sa.String(64), nullable=False),
        sa.Column("name", sa.String(400), nullable=False),
        sa.Column("external_id", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_ats_assignments_org_id", "ats_assignments", ["org_id"])


def downgrade() -> None:
    op.drop_table("ats_assignments")
