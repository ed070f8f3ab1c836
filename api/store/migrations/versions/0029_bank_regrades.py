"""a bank counts the regrades of its questions' answers: calibration's watermark reads the count

Revision ID: 0029_bank_regrades
Revises: 0028_ats_callback_url_index
Create Date: 2026-12-04 21:55:00

The calibration pass skips an organisation whose finished interviews, banks and regrades are as its
last pass saw them (``api.services.scoring._calibration.Watermark``). Uploads and corrections bump a
bank's ``revision``; a regrade (``POST .../questions/{id}/regrade``) changed answers and left no mark a
cheap aggregate could read, so an organisation whose answers came to count by a regrade (its question
set active again after a dispute) was skipped until another interview finished. ``regrades`` is bumped
by every regrade of one of the bank's questions; banks stored before start at 0.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0029_bank_regrades"
down_revision: str | None = "0028_ats_callback_url_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("org_banks", sa.Column("regrades", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("org_banks") as batch:
        batch.drop_column("regrades")
