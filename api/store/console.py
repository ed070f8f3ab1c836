"""Console sign-ins: a row per session, looked up by the SHA-256 of the cookie's random id."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import ApiKey, ConsoleSession, Org


async def add_console_session(
    db: AsyncSession, id_hash: str, org_id: str, key_id: str, csrf: str, now: datetime, expires_at: datetime
) -> None:
    db.add(
        ConsoleSession(
            id_hash=id_hash, org_id=org_id, key_id=key_id, csrf=csrf, created_at=now, expires_at=expires_at
        )
    )
    await db.flush()


async def live_console_session(
    db: AsyncSession, id_hash: str, now: datetime
) -> tuple[ConsoleSession, Org] | None:
    """The sign-in and its organisation while it is live: not ended, not expired, its key not revoked."""
    query = (
        select(ConsoleSession, Org)
        .join(ApiKey, ApiKey.id == ConsoleSession.key_id)
        .join(Org, Org.id == ConsoleSession.org_id)
        .where(
            ConsoleSession.id_hash == id_hash,
            ConsoleSession.ended_at.is_(None),
            ConsoleSession.expires_at > now,
            ApiKey.revoked_at.is_(None),
            ApiKey.org_id == ConsoleSession.org_id,
        )
    )
    row = (await db.execute(query)).first()
    return None if row is None else (row[0], row[1])


async def end_console_session(db: AsyncSession, id_hash: str, now: datetime) -> None:
    await db.execute(
        update(ConsoleSession)
        .where(ConsoleSession.id_hash == id_hash, ConsoleSession.ended_at.is_(None))
        .values(ended_at=now)
    )
