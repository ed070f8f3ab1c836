"""invite forms: a fixed list of questions, its order, a shared draw, quotas per question type

Revision ID: 0014_invite_forms
Revises: 0013_answers_inline_explanations
Create Date: 2026-12-01 16:10:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014_invite_forms"
down_revision: str | None = "0013_answers_inline_explanations"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("invites", sa.Column("questions", sa.JSON(), nullable=True))
    op.add_column(
        "invites", sa.Column("question_order", sa.String(16), nullable=False, server_default="fixed")
    )
    op.add_column("invites", sa.Column("draw", sa.String(16), nullable=False, server_default="each"))
    op.add_column("invites", sa.Column("type_quotas", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("invites") as batch:
        for column in ("type_quotas", "draw", "question_order", "questions"):
            batch.drop_column(column)
