"""one open session per candidate and mode

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29 14:45:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN = sa.text("status = 'active'")


def upgrade() -> None:
    op.create_index(
        "uq_sessions_open_per_mode",
        "sessions",
        ["candidate_id", "mode"],
        unique=True,
        sqlite_where=OPEN,
        postgresql_where=OPEN,
    )


def downgrade() -> None:
    op.drop_index("uq_sessions_open_per_mode", table_name="sessions")
