"""PostgreSQL keeps an answer's row whole up to a page (toast_tuple_target 8160): its ``parsed`` with the
explanation kept (some 4.5 KB of JSON) is stored as it is, not compressed first. Compressing it (pglz,
which PostgreSQL tries on any row past 2 KB) took most of the time of writing it, and a session's end
writes one such row a question (a practice answer, one each), to save less than half the bytes. SQLite
has no such setting: nothing changes there.

Revision ID: 0013_answers_inline_explanations
Revises: 0012_redundant_indexes
Create Date: 2026-12-01 04:40:00
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0013_answers_inline_explanations"
down_revision: str | None = "0012_redundant_indexes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE answers SET (toast_tuple_target = 8160)")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE answers RESET (toast_tuple_target)")
