"""The organisation's lock (``api.store.orgs.lock_org``) holds across processes on one store — what an
upload of a new bank counts, what an ATS's send_test looks up, is read in turn even when the CLI or a
second ``api`` writes beside the service (docs/architecture.md: "One SQLite file, several processes") —
and, on PostgreSQL, it never holds up the inserts that name the organisation (a candidate's start, an
outbox event, an invite: their foreign-key checks take ``FOR KEY SHARE``).

A second engine on the same store stands for the second process: its own pool and connections, and its
own writer queue (``api.store.writer`` queues a process's writers, per engine); SQLite's locks between
two connections of one process are those between two processes. The second one waits for a lock briefly
(SQLite: a busy wait of 200 ms; PostgreSQL: ``lock_timeout``), so a lock held is seen as a refusal."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from api.store import in_loop_sqlite
from api.store.engine import make_engine, sessionmaker_for, sqlite_file
from api.store.models import ApiKey, Org, OrgBank
from api.store.orgs import lock_org

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

T = datetime(2026, 1, 1, tzinfo=UTC)
BRIEF_WAIT_MS = 200


async def _engine_waiting_briefly(url: str) -> AsyncEngine:
    """Another process's engine on ``url``, whose statements wait ``BRIEF_WAIT_MS`` for a lock."""
    database = sqlite_file(url)
    if database is not None:
        return make_engine(url, async_creator=in_loop_sqlite.in_loop_connector(database, BRIEF_WAIT_MS))
    return make_engine(url, connect_args={"server_settings": {"lock_timeout": f"{BRIEF_WAIT_MS}ms"}})


@pytest.fixture
async def stores(migrated_database_url: str) -> AsyncIterator[tuple[AsyncEngine, AsyncEngine]]:
    """The store as two processes see it, with one organisation (``o1``) holding one bank."""
    first = make_engine(migrated_database_url)
    second = await _engine_waiting_briefly(migrated_database_url)
    async with sessionmaker_for(first).begin() as db:
        db.add(Org(id="o1", name="Acme", created_at=T))
        await db.flush()
        db.add(_bank("b0"))
    yield first, second
    await first.dispose()
    await second.dispose()


def _bank(bank_id: str) -> OrgBank:
    return OrgBank(
        id=bank_id, org_id="o1", name=bank_id, format="aiken", status="ready", created_at=T, updated_at=T
    )


async def _count_banks(db: AsyncSession) -> int:
    return int(await db.scalar(select(func.count()).where(OrgBank.org_id == "o1")) or 0)


async def test_another_process_takes_the_lock_in_turn(stores: tuple[AsyncEngine, AsyncEngine]) -> None:
    first, second = stores
    sessions: async_sessionmaker[AsyncSession] = sessionmaker_for(second)
    async with sessionmaker_for(first)() as holder:
        await lock_org(holder, "o1")
        assert await _count_banks(holder) == 1
        async with sessions() as other:  # while it is held: the other process waits, and is refused
            with pytest.raises(DBAPIError, match=r"locked|lock timeout"):
                await lock_org(other, "o1")
            await other.rollback()
        holder.add(_bank("b1"))
        await holder.commit()
    async with sessions() as other:  # once it is given back: taken, and what it guarded is read anew
        await lock_org(other, "o1")
        assert await _count_banks(other) == 2
        await other.commit()


async def test_the_lock_writes_nothing(stores: tuple[AsyncEngine, AsyncEngine]) -> None:
    first, _ = stores
    sessions = sessionmaker_for(first)
    async with sessions() as db:
        before = (await db.execute(select(Org.name, Org.created_at, Org.retention_days))).all()
    async with sessions() as db:
        await lock_org(db, "o1")
        await db.commit()
    async with sessions() as db:
        assert (await db.execute(select(Org.name, Org.created_at, Org.retention_days))).all() == before


@pytest.mark.postgresql_only  # SQLite writes one transaction at a time: an insert waits for any writer
async def test_rows_naming_the_organisation_are_added_while_it_is_locked(
    stores: tuple[AsyncEngine, AsyncEngine],
) -> None:
    first, second = stores
    async with sessionmaker_for(first)() as holder:
        await lock_org(holder, "o1")
        async with sessionmaker_for(second).begin() as other:  # its foreign-key check: FOR KEY SHARE
            other.add(ApiKey(id="k1", org_id="o1", prefix="ibk_k1", key_hash="0" * 64))
        async with sessionmaker_for(second)() as other:  # the lock still holds against itself
            with pytest.raises(DBAPIError, match=r"lock timeout"):
                await lock_org(other, "o1")
            await other.rollback()
        await holder.commit()
    async with sessionmaker_for(first)() as db:
        assert await db.scalar(text("SELECT count(*) FROM api_keys WHERE org_id = 'o1'")) == 1
