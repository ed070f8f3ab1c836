"""drop two indexes that unique constraints already cover: ix_answers_session_id (both of the answers'
constraints lead with session_id) and ix_notebook_cards_candidate_id (the cards' leads with candidate_id).
Lookups and the cascades use the constraints' indexes; without the duplicates every answer, and every
practice card, writes one index page less.

Revision ID: 0012_redundant_indexes
Revises: 0011_shown_messages
Create Date: 2026-11-30 23:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0012_redundant_indexes"
down_revision: str | None = "0011_shown_messages"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_index("ix_answers_session_id", table_name="answers")
    op.drop_index("ix_notebook_cards_candidate_id", table_name="notebook_cards")


def downgrade() -> None:
    op.create_index("ix_notebook_cards_candidate_id", "notebook_cards", ["candidate_id"])
    op.create_index("ix_answers_session_id", "answers", ["session_id"])
