"""integrity signals: flags on answers, pending flags on sessions, LSH band keys of free-text answers

Revision ID: 0010_integrity_flags
Revises: 0009_item_tallies
Create Date: 2026-11-30 15:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010_integrity_flags"
down_revision: str | None = "0009_item_tallies"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("answers", sa.Column("flags", sa.JSON(), nullable=True))
    op.add_column("sessions", sa.Column("pending_flags", sa.JSON(), nullable=True))
    op.create_table(
        "answer_bands",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), nullable=False),
        sa.Column("question_id", sa.String(64), nullable=False),
        sa.Column("band_key", sa.String(40), nullable=False),
        sa.Column(
            "answer_seq", sa.Integer(), sa.ForeignKey("answers.seq", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("session_id", sa.String(32), nullable=False),
    )
    op.create_index("ix_answer_bands_lookup", "answer_bands", ["org_id", "question_id", "band_key"])
    op.create_index("ix_answer_bands_answer_seq", "answer_bands", ["answer_seq"])


def downgrade() -> None:
    op.drop_table("answer_bands")
    for table, column in (("answers", "flags"), ("sessions", "pending_flags")):
        with op.batch_alter_table(table) as batch:
            batch.drop_column(column)
