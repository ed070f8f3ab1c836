"""item statistics kept as running sums: the ``item_tallies`` table, filled from the sessions already over

Revision ID: 0009_item_tallies
Revises: 0008_data_rights
Create Date: 2026-11-30 15:00:00

Rows per organisation, invite ('' for none), question ('' for the sessions themselves) and score bucket;
from here on the unit of work keeps them (``api.store.tallies``). They are filled by this revision's
rule (``api.store.migrations.frozen_tallies``), whatever ``api.store.tallies`` says later.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from api.store.migrations import frozen_tallies

revision: str = "0009_item_tallies"
down_revision: str | None = "0008_data_rights"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "item_tallies",
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("invite_id", sa.String(32), primary_key=True),
        sa.Column("question_id", sa.String(64), primary_key=True),
        sa.Column("bucket", sa.BigInteger(), primary_key=True, autoincrement=False),
        sa.Column("n", sa.Integer(), nullable=False),
        sa.Column("correct", sa.Integer(), nullable=False),
        sa.Column("rest", sa.Float(), nullable=False),
        sa.Column("rest_sq", sa.Float(), nullable=False),
        sa.Column("correct_rest", sa.Float(), nullable=False),
    )
    op.create_index("ix_item_tallies_org_question", "item_tallies", ["org_id", "question_id"])
    frozen_tallies.rebuild(op.get_bind(), scored_only=False)


def downgrade() -> None:
    op.drop_index("ix_item_tallies_org_question", table_name="item_tallies")
    op.drop_table("item_tallies")
