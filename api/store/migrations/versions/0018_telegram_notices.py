"""recruiter notifications in Telegram: a webhook of kind ``telegram`` (a linked chat, the key that linked
it, a one-time link token) and the invites already announced as expiring

Revision ID: 0018_telegram_notices
Revises: 0017_xapi_deliveries
Create Date: 2026-12-01 17:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018_telegram_notices"
down_revision: str | None = "0017_xapi_deliveries"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("webhooks", schema=None) as batch_op:
        batch_op.add_column(sa.Column("kind", sa.String(16), nullable=False, server_default="http"))
        batch_op.add_column(sa.Column("chat_id", sa.BigInteger(), nullable=True))
        batch_op.add_column(sa.Column("key_id", sa.String(32), nullable=True))
        batch_op.add_column(sa.Column("link_hash", sa.String(64), nullable=True))
        batch_op.add_column(sa.Column("link_expires_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("language", sa.String(2), nullable=False, server_default="zh"))
        batch_op.create_index("ix_webhooks_link_hash", ["link_hash"], unique=True)
        batch_op.create_index("ix_webhooks_chat_id", ["chat_id"])
    with op.batch_alter_table("invites", schema=None) as batch_op:
        batch_op.add_column(sa.Column("expiring_announced_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("invites", schema=None) as batch_op:
        batch_op.drop_column("expiring_announced_at")
    with op.batch_alter_table("webhooks", schema=None) as batch_op:
        batch_op.drop_index("ix_webhooks_chat_id")
        batch_op.drop_index("ix_webhooks_link_hash")
        for column in ("language", "link_expires_at", "link_hash", "key_id", "chat_id", "kind"):
            batch_op.drop_column(column)
