"""Organisations and their API keys."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.security import hash_secret, new_api_key, same_secret, split_api_key
from api.store import writer
from api.store.models import ApiKey, Org, Webhook
from api.store.types import utcnow

NAME_LENGTH = 200  # an organisation's name and a key's label: the columns' length


class OrgExists(Exception):
    pass


class OrgNotFound(Exception):
    pass


@dataclass(frozen=True)
class IssuedKey:
    key: str  # shown once, never stored
    key_id: str
    org: str


async def lock_org(db: AsyncSession, org_id: str) -> None:
    """Lock the organisation for the rest of the transaction, so that what a request then counts or looks
    up before adding one more of the organisation's things (a webhook, a bank, a test an ATS sends) is
    read in turn, never by two requests at once — of this process or of another one on the same store.

    PostgreSQL: the organisation's row, ``FOR NO KEY UPDATE``: it conflicts with itself, not with the
    ``FOR KEY SHARE`` the foreign-key check of every insert of a row naming the organisation takes (a
    session's start, an outbox event, an invite), so those never wait for an upload or a sending.
    SQLite has no row lock: the lock is the database's write lock, taken by the first statement (an
    UPDATE of the row to itself: the orgs table has no trigger and no column set on update) and held to
    the commit; behind this process's writer queue (``writer.hold``), and in front of every other
    process's writers (the CLI, a second ``api``), so the reads that follow see the latest commit."""
    await writer.hold(db)
    if db.get_bind().dialect.name == "sqlite":
        await db.execute(update(Org).where(Org.id == org_id).values(name=Org.name))
        return
    await db.execute(select(Org.id).where(Org.id == org_id).with_for_update(key_share=True))


async def create_org(db: AsyncSession, name: str) -> Org:
    name = name.strip()
    if not name:
        raise ValueError("an organisation needs a name")
    if len(name) > NAME_LENGTH:
        raise ValueError(f"an organisation's name is at most {NAME_LENGTH} characters")
    if await db.scalar(select(Org).where(Org.name == name)) is not None:
        raise OrgExists(name)
    org = Org(name=name)
    db.add(org)
    await db.flush()
    return org


async def get_org_by_name(db: AsyncSession, name: str) -> Org | None:
    return await db.scalar(select(Org).where(Org.name == name))


async def create_key(db: AsyncSession, org_name: str, label: str = "") -> IssuedKey:
    if len(label) > NAME_LENGTH:
        raise ValueError(f"a key's label is at most {NAME_LENGTH} characters")
    org = await get_org_by_name(db, org_name)
    if org is None:
        raise OrgNotFound(org_name)
    key, prefix, digest = new_api_key()
    row = ApiKey(org_id=org.id, prefix=prefix, key_hash=digest, label=label)
    db.add(row)
    await db.flush()
    return IssuedKey(key=key, key_id=row.id, org=org.name)


async def revoke_key(db: AsyncSession, key_id_or_prefix: str) -> bool:
    row = await db.scalar(
        select(ApiKey).where((ApiKey.id == key_id_or_prefix) | (ApiKey.prefix == key_id_or_prefix))
    )
    if row is None or row.revoked_at is not None:
        return False
    row.revoked_at = utcnow()
    # the Telegram chats this key linked stop hearing of the organisation (api/services/webhooks/)
    await db.execute(
        update(Webhook)
        .where(Webhook.key_id == row.id, Webhook.kind == "telegram", Webhook.deleted_at.is_(None))
        .values(deleted_at=row.revoked_at)
    )
    return True


async def list_keys(db: AsyncSession, org_name: str) -> list[ApiKey]:
    org = await get_org_by_name(db, org_name)
    if org is None:
        raise OrgNotFound(org_name)
    return list(await db.scalars(select(ApiKey).where(ApiKey.org_id == org.id).order_by(ApiKey.created_at)))


async def live_key(db: AsyncSession, key: str) -> ApiKey | None:
    """The stored row of a live key, else None (constant-time hash comparison)."""
    prefix = split_api_key(key)
    if prefix is None:
        return None
    row = await db.scalar(select(ApiKey).where(ApiKey.prefix == prefix))
    if row is None or row.revoked_at is not None or not same_secret(hash_secret(key), row.key_hash):
        return None
    return row


async def authenticate_key(db: AsyncSession, key: str) -> Org | None:
    """The organisation a live key belongs to, else None."""
    row = await live_key(db, key)
    return None if row is None else await db.get(Org, row.org_id)
