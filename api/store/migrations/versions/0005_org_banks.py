"""organisation question banks: banks and their questions, invites' banks, session snapshots, regrades

Revision ID: 0005_org_banks
Revises: 0004_console
Create Date: 2026-11-30 12:00:00

- ``org_banks``: an organisation's bank (unique name per organisation), its indexing status;
- ``bank_questions``: its questions as validated JSON, ids unique across organisations;
- ``invites.banks``: the banks an invite draws from (null: the public bank and all the org's own);
- ``sessions.questions``: the organisation-bank questions of a plan as drawn (replacing or deleting the
  bank later leaves a started session as it was);
- ``answers.regrade``: the original grade and the erratum after a key correction regraded the answer.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_org_banks"
down_revision: str | None = "0004_console"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "org_banks",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("id", sa.String(16), nullable=False, unique=True),
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("format", sa.String(16), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("indexed", sa.Integer(), nullable=False),
        sa.Column("topics", sa.JSON(), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("org_id", "name", name="uq_org_banks_name"),
    )
    op.create_index("ix_org_banks_org_id", "org_banks", ["org_id"])
    op.create_table(
        "bank_questions",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "bank_id", sa.String(16), sa.ForeignKey("org_banks.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("question_id", sa.String(64), nullable=False, unique=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
    )
    op.create_index("ix_bank_questions_bank_id", "bank_questions", ["bank_id"])
    op.add_column("invites", sa.Column("banks", sa.JSON(), nullable=True))
    op.add_column("sessions", sa.Column("questions", sa.JSON(), nullable=True))
    op.add_column("answers", sa.Column("regrade", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("answers") as batch:
        batch.drop_column("regrade")
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("questions")
    with op.batch_alter_table("invites") as batch:
        batch.drop_column("banks")
    op.drop_index("ix_bank_questions_bank_id", table_name="bank_questions")
    op.drop_table("bank_questions")
    op.drop_index("ix_org_banks_org_id", table_name="org_banks")
    op.drop_table("org_banks")
