"""xAPI statements of practice: an outbox event may have no organisation, and names its session

On SQLite, making ``org_id`` nullable rebuilds ``webhook_events`` (batch mode: copy, drop, rename);
``api.store.engine.migrate`` runs migrations there without foreign keys enforced, so the drop does not
cascade to the deliveries and attempts (``tests/integration/test_store.py``).

Revision ID: 0023_practice_statements
Revises: 0022_time_limits_by_type
Create Date: 2026-12-01 18:50:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0023_practice_statements"
down_revision: str | None = "0022_time_limits_by_type"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _rebuild_events(change: str) -> None:
    with op.batch_alter_table("webhook_events") as batch:
        if change == "up":
            batch.alter_column("org_id", existing_type=sa.String(32), nullable=True)
            batch.add_column(sa.Column("session_id", sa.String(32), nullable=True))
        else:
            batch.drop_column("session_id")
            batch.alter_column("org_id", existing_type=sa.String(32), nullable=False)


def upgrade() -> None:
    _rebuild_events("up")
    op.create_index("ix_webhook_events_session_id", "webhook_events", ["session_id"])


def downgrade() -> None:
    # children first: foreign keys are not enforced while migrating on SQLite (nothing cascades)
    orphaned = "SELECT id FROM webhook_events WHERE org_id IS NULL"
    op.execute(
        "DELETE FROM webhook_attempts WHERE delivery_id IN "
        f"(SELECT id FROM webhook_deliveries WHERE event_id IN ({orphaned}))"
    )
    op.execute(f"DELETE FROM webhook_deliveries WHERE event_id IN ({orphaned})")
    op.execute("DELETE FROM webhook_events WHERE org_id IS NULL")
    op.drop_index("ix_webhook_events_session_id", table_name="webhook_events")
    _rebuild_events("down")
