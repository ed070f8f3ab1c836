"""shown messages: the question messages the bot sent (timed questions and quiz polls), by chat message id

Revision ID: 0011_shown_messages
Revises: 0010_integrity_flags
Create Date: 2026-11-30 15:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_shown_messages"
down_revision: str | None = "0010_integrity_flags"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "shown_messages",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "session_id", sa.String(32), sa.ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("question_id", sa.String(64), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=False),
        sa.Column("poll_id", sa.String(64), nullable=True, unique=True),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("session_id", "message_id", name="uq_shown_messages_message"),
    )
    op.create_index("ix_shown_messages_session_id", "shown_messages", ["session_id"])


def downgrade() -> None:
    op.drop_index("ix_shown_messages_session_id", "shown_messages")
    op.drop_table("shown_messages")
