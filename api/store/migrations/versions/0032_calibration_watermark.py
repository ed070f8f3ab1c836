"""a calibration keeps the watermark of what it saw: the organisation is due again when it moves

Revision ID: 0032_calibration_watermark
Revises: 0031_late_answers_invalid
Create Date: 2026-12-05 15:00:00

An organisation was due for calibration only when its count of finished interviews differed from its
latest calibration's. A question disputed since (its answers ``ungraded``) or an answer recorded late
changed the θ each session's own page shows at once, while the sessions table kept sorting
by the θ the last pass stored until another interview finished. ``watermark`` holds what the pass saw
(``api.services.scoring._calibration.Watermark``, encoded); calibrations stored before have none, so
each organisation is calibrated once more at the first pass after the upgrade.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0032_calibration_watermark"
down_revision: str | None = "0031_late_answers_invalid"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("calibrations", sa.Column("watermark", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("calibrations") as batch:
        batch.drop_column("watermark")
