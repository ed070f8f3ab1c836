"""ATS completion callbacks: where each sent test is reported complete, and the ATS's key, sealed

Revision ID: 0024_ats_callbacks
Revises: 0023_practice_statements
Create Date: 2026-12-01 19:20:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0024_ats_callbacks"
down_revision: str | None = "0023_practice_statements"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "ats_assignments", sa.Column("callback_url", sa.String(2048), nullable=False, server_default="")
    )
    op.create_index("ix_ats_assignments_invite_id", "ats_assignments", ["invite_id"])
    op.create_table(
        "ats_credentials",
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("key_id", sa.String(32), sa.ForeignKey("api_keys.id", ondelete="CASCADE"), nullable=False),
        sa.Column("sealed", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("ats_credentials")
    op.drop_index("ix_ats_assignments_invite_id", table_name="ats_assignments")
    with op.batch_alter_table("ats_assignments") as batch:
        batch.drop_column("callback_url")
