"""calibrations per organisation, item parameters on its scale, and each finished session's ability

Revision ID: 0015_item_parameters
Revises: 0014_invite_forms
Create Date: 2026-12-01 16:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015_item_parameters"
down_revision: str | None = "0014_invite_forms"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "calibrations",
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("model", sa.String(8), nullable=False),
        sa.Column("sessions", sa.Integer(), nullable=False),
        sa.Column("answers", sa.Integer(), nullable=False),
        sa.Column("items", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("org_id", "number", name="uq_calibrations_org_number"),
    )
    op.create_index("ix_calibrations_org_id", "calibrations", ["org_id"])
    op.create_table(
        "item_parameters",
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("question_id", sa.String(64), primary_key=True),
        sa.Column(
            "calibration_seq",
            sa.Integer(),
            sa.ForeignKey("calibrations.seq", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("a", sa.Float(), nullable=False),
        sa.Column("b", sa.Float(), nullable=False),
        sa.Column("se_a", sa.Float(), nullable=False),
        sa.Column("se_b", sa.Float(), nullable=False),
        sa.Column("responses", sa.Integer(), nullable=False),
    )
    op.create_index("ix_item_parameters_calibration_seq", "item_parameters", ["calibration_seq"])
    op.create_table(
        "session_abilities",
        sa.Column(
            "session_id", sa.String(32), sa.ForeignKey("sessions.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("org_id", sa.String(32), sa.ForeignKey("orgs.id", ondelete="CASCADE"), nullable=False),
        sa.Column("theta", sa.Float(), nullable=False),
        sa.Column("se", sa.Float(), nullable=False),
        sa.Column("scale", sa.String(32), nullable=False),
    )
    op.create_index("ix_session_abilities_org_theta", "session_abilities", ["org_id", "theta"])


def downgrade() -> None:
    op.drop_table("session_abilities")
    op.drop_table("item_parameters")
    op.drop_table("calibrations")
