"""An organisation's ATS credential (sealed), kept as one row per organisation."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import AtsCredential


async def save_credential(db: AsyncSession, org_id: str, key_id: str, sealed: str, now: datetime) -> None:
    """Insert or replace the organisation's row in one statement, so two tests sent at once (two
    transactions that both find none) do not collide on the key."""
    insert = postgresql.insert if db.get_bind().dialect.name == "postgresql" else sqlite.insert
    values = {"org_id": org_id, "key_id": key_id, "sealed": sealed, "updated_at": now}
    statement = insert(AtsCredential).values(**values)
    await db.execute(
        statement.on_conflict_do_update(
            index_elements=["org_id"], set_={"key_id": key_id, "sealed": sealed, "updated_at": now}
        )
    )
