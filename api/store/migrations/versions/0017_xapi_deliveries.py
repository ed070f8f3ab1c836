"""xAPI statements through the webhook outbox: a delivery names its target; an LRS delivery has no webhook

Revision ID: 0017_xapi_deliveries
Revises: 0016_adaptive_invites
Create Date: 2026-12-01 16:40:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017_xapi_deliveries"
down_revision: str | None = "0016_adaptive_invites"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("webhook_deliveries") as batch:
        batch.add_column(sa.Column("target", sa.String(16), nullable=False, server_default="webhook"))
        batch.alter_column("webhook_id", existing_type=sa.String(32), nullable=True)


def downgrade() -> None:
    # children first: foreign keys are not enforced while migrating on SQLite (nothing cascades)
    op.execute(
        "DELETE FROM webhook_attempts WHERE delivery_id IN "
        "(SELECT id FROM webhook_deliveries WHERE webhook_id IS NULL)"
    )
    op.execute("DELETE FROM webhook_deliveries WHERE webhook_id IS NULL")
    with op.batch_alter_table("webhook_deliveries") as batch:
        batch.alter_column("webhook_id", existing_type=sa.String(32), nullable=False)
        batch.drop_column("target")
