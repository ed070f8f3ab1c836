"""xAPI statements of practice: an outbox event may have no organisation, and names its session

On SQLite, making ``org_id`` nullable rebuilds ``webhook_events`` (batch mode: copy, drop, rename). With
foreign keys on, dropping the old table deletes its rows first, and that delete cascades to every
delivery and attempt. The pragma cannot be turned off inside the transaction the migrations run in, so
the deliveries and attempts are kept aside and put back (``tests/integration/test_store.py``).

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

# children of webhook_events, parents first: each with the column that identifies its rows, and what its
# rows must still have to be put back
_CASCADED = (
    ("webhook_deliveries", "id", "event_id IN (SELECT id FROM webhook_events)"),
    ("webhook_attempts", "seq", "delivery_id IN (SELECT id FROM webhook_deliveries)"),
)


def _rebuild_events(change: str) -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    if sqlite:
        for table, _, _ in _CASCADED:
            op.execute(f"CREATE TEMP TABLE keep_{table} AS SELECT * FROM {table}")
    with op.batch_alter_table("webhook_events") as batch:
        if change == "up":
            batch.alter_column("org_id", existing_type=sa.String(32), nullable=True)
            batch.add_column(sa.Column("session_id", sa.String(32), nullable=True))
        else:
            batch.drop_column("session_id")
            batch.alter_column("org_id", existing_type=sa.String(32), nullable=False)
    if sqlite:
        for table, key, parent in _CASCADED:
            op.execute(
                f"INSERT INTO {table} SELECT * FROM keep_{table} "
                f"WHERE {key} NOT IN (SELECT {key} FROM {table}) AND {parent}"
            )
            op.execute(f"DROP TABLE keep_{table}")


def upgrade() -> None:
    _rebuild_events("up")
    op.create_index("ix_webhook_events_session_id", "webhook_events", ["session_id"])


def downgrade() -> None:
    op.execute("DELETE FROM webhook_events WHERE org_id IS NULL")
    op.drop_index("ix_webhook_events_session_id", table_name="webhook_events")
    _rebuild_events("down")
