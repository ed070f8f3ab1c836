"""an item's calibrated parameters carry what their estimate cannot say (``flag``)

Revision ID: 0030_item_parameter_flag
Revises: 0029_bank_regrades
Create Date: 2026-12-05 14:40:00

A question every candidate answered right (or wrong) has no difficulty the answers can fix: the fit
printed b = -4.8 ± 0.42, a number beyond the quadrature's range with a standard error that meant
nothing. ``bank.irt.calibration.item_flags`` says so per item (``all_right``, ``all_wrong``,
``negative``: the better candidates got it right less often, ``few``: under 30 answers), and the
question's console page shows it. Rows stored before have none until the next calibration rewrites
them.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0030_item_parameter_flag"
down_revision: str | None = "0029_bank_regrades"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("item_parameters", sa.Column("flag", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("item_parameters") as batch:
        batch.drop_column("flag")
