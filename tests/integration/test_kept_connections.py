"""The answer turn's PostgreSQL connections, kept between turns (``api/store/kept_connections.py``), on a
real PostgreSQL server: taken again without the pool, never more than the limit open, waiters served in
order, a connection in doubt closed and replaced, nothing left open after closing."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from api.store.kept_connections import KeptConnections
from tests.helpers.api_fixtures import create_database


@pytest.fixture
async def pool(postgres_server_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_async_engine(await create_database(postgres_server_url), pool_size=5, max_overflow=0)
    yield engine
    await engine.dispose()


def checkouts(engine: AsyncEngine) -> list[int]:
    seen: list[int] = []
    event.listen(engine.sync_engine, "checkout", lambda *_: seen.append(1))
    return seen


async def backend_pid(raw: Any) -> int:
    return int(await raw.driver_connection.fetchval("SELECT pg_backend_pid()"))


async def test_a_connection_given_back_is_taken_again_without_the_pool(pool: AsyncEngine) -> None:
    kept, seen = KeptConnections(pool, 2), checkouts(pool)
    first = await kept.take()
    pid = await backend_pid(first)
    kept.give(first)
    again = await kept.take()
    assert await backend_pid(again) == pid
    assert len(seen) == 1
    kept.give(again)
    kept.close()


async def test_no_more_than_the_limit_are_open_and_waiters_go_in_order(pool: AsyncEngine) -> None:
    kept = KeptConnections(pool, 2)
    one, two = await kept.take(), await kept.take()
    order: list[str] = []

    async def wait(name: str) -> Any:
        raw = await kept.take()
        order.append(name)
        return raw

    third = asyncio.ensure_future(wait("third"))
    fourth = asyncio.ensure_future(wait("fourth"))
    await asyncio.sleep(0.05)
    assert not third.done() and not fourth.done()
    kept.give(two)
    assert await third is two
    kept.give(one)
    assert await fourth is one
    assert order == ["third", "fourth"]
    server = pool.sync_engine.pool
    assert server.checkedout() == 2  # type: ignore[attr-defined]
    kept.give(await third)
    kept.give(await fourth)
    kept.close()


async def test_a_connection_in_doubt_is_closed_and_a_waiter_opens_another(pool: AsyncEngine) -> None:
    kept = KeptConnections(pool, 1)
    doubtful = await kept.take()
    doubtful_pid = await backend_pid(doubtful)
    waiting = asyncio.ensure_future(kept.take())
    await asyncio.sleep(0.05)
    kept.drop(doubtful)
    fresh = await waiting
    assert await backend_pid(fresh) != doubtful_pid
    assert doubtful.dbapi_connection is None  # invalidated: its backend is gone
    kept.give(fresh)
    kept.close()


async def test_a_waiter_cancelled_as_it_is_handed_one_passes_it_on(pool: AsyncEngine) -> None:
    kept = KeptConnections(pool, 1)
    only = await kept.take()
    cancelled = asyncio.ensure_future(kept.take())
    after = asyncio.ensure_future(kept.take())
    await asyncio.sleep(0.05)
    kept.give(only)  # handed to the first waiter, which is cancelled before it runs
    cancelled.cancel()
    with pytest.raises(asyncio.CancelledError):
        await cancelled
    assert await after is only
    kept.give(only)
    kept.close()


async def test_closing_closes_the_idle_ones_and_those_given_back_later(pool: AsyncEngine) -> None:
    kept = KeptConnections(pool, 2)
    idle, busy = await kept.take(), await kept.take()
    kept.give(idle)
    kept.close()
    assert idle.dbapi_connection is None
    assert busy.dbapi_connection is not None
    kept.give(busy)
    assert busy.dbapi_connection is None
