"""the recruiter console: server-side console sessions; session totals kept for sorting

Revision ID: 0004_console
Revises: 0003
Create Date: 2026-11-30 12:00:00

- ``console_sessions``: one row per console sign-in. The cookie carries a random id (signed); only its
  SHA-256 is stored. Sign-out sets ``ended_at``; a revoked API key ends its console sessions because
  every request joins the key.
- ``sessions.plan_points``, ``points_awarded``, ``answered``: running totals kept as answers are
  recorded, so the console can sort and aggregate thousands of sessions in SQL. ``points_awarded`` and
  ``answered`` are filled from the answers here; ``plan_points`` needs the bank, so the app fills the
  rows left NULL at start-up (``api.services.sessions._totals.backfill_plan_points``).
- indexes for the console's queries: sessions by (org_id, seq), (invite_id, seq); answers by question.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_console"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "console_sessions",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), nullable=False),
        sa.Column("key_id", sa.String(32), sa.ForeignKey("api_keys.id", ondelete="CASCADE"), nullable=False),
        sa.Column("csrf", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_console_sessions_key_id", "console_sessions", ["key_id"])
    op.add_column("sessions", sa.Column("plan_points", sa.Float(), nullable=True))
    op.add_column(
        "sessions", sa.Column("points_awarded", sa.Float(), nullable=False, server_default=sa.text("0"))
    )
    op.add_column(
        "sessions", sa.Column("answered", sa.Integer(), nullable=False, server_default=sa.text("0"))
    )
    op.execute(
        sa.text(
            "UPDATE sessions SET "
            "points_awarded = COALESCE((SELECT SUM(a.points_awarded) FROM answers a "
            "WHERE a.session_id = sessions.id), 0), "
            "answered = (SELECT COUNT(*) FROM answers a WHERE a.session_id = sessions.id)"
        )
    )
    op.create_index("ix_sessions_org_seq", "sessions", ["org_id", "seq"])
    op.create_index("ix_sessions_invite_seq", "sessions", ["invite_id", "seq"])
    op.create_index("ix_answers_question_id", "answers", ["question_id"])


def downgrade() -> None:
    op.drop_index("ix_answers_question_id", "answers")
    op.drop_index("ix_sessions_invite_seq", "sessions")
    op.drop_index("ix_sessions_org_seq", "sessions")
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("answered")
        batch.drop_column("points_awarded")
        batch.drop_column("plan_points")
    op.drop_index("ix_console_sessions_key_id", "console_sessions")
    op.drop_table("console_sessions")
