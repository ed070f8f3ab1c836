"""the interview clock starts when the first question is served; the candidate's chosen language

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29 15:45:00

- ``sessions.begun``: false until the first question is served (``started_at`` is then reset to that
  moment); sessions that existed before this revision had their clock started at creation, so they
  count as begun.
- ``sessions.created_at``: when the session was opened (``started_at`` of the older rows).
- ``candidates.language_set_at``: when the candidate chose a language (``PATCH /v1/candidates/{id}``);
  a chosen language is no longer overwritten by the language a session start guesses.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("sessions", sa.Column("begun", sa.Boolean(), nullable=False, server_default=sa.true()))
    op.add_column("sessions", sa.Column("created_at", sa.DateTime(timezone=True), nullable=True))
    op.execute(sa.text("UPDATE sessions SET created_at = started_at WHERE created_at IS NULL"))
    op.add_column("candidates", sa.Column("language_set_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("candidates") as batch:
        batch.drop_column("language_set_at")
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("created_at")
        batch.drop_column("begun")
