"""adaptive invites: the invite's mode, maximum count and target standard error; a session's state

Revision ID: 0016_adaptive_invites
Revises: 0015_item_parameters
Create Date: 2026-12-01 16:45:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_adaptive_invites"
down_revision: str | None = "0015_item_parameters"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("invites", sa.Column("mode", sa.String(16), nullable=False, server_default="standard"))
    op.add_column("invites", sa.Column("max_questions", sa.Integer(), nullable=True))
    op.add_column("invites", sa.Column("target_se", sa.Float(), nullable=True))
    op.add_column("sessions", sa.Column("adaptive", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("adaptive")
    with op.batch_alter_table("invites") as batch:
        for column in ("target_se", "max_questions", "mode"):
            batch.drop_column(column)
