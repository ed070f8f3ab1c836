"""A candidate's first contact against the other writers of the candidate's row: another first contact
(two taps at once) and the candidate's erasure (data rights). Each interleaving is forced on the first
contact's own connection, between its statements, with the other writers on connections of their own."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

import pytest
from sqlalchemy import delete, event, insert, select
from sqlalchemy.util import await_only

from api.store.models import Candidate
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import wait_until_blocked_on_a_lock

TELEGRAM_ID = 7_701
CANDIDATES: Any = Candidate.__table__


async def committed(api: Api, statement: Any) -> None:
    """``statement`` on a connection of its own, committed."""
    async with api.ctx.engine.begin() as connection:
        await connection.execute(statement)


async def done_or_waiting(api: Api, task: asyncio.Task[None]) -> None:
    """Until ``task`` has committed, or waits for a lock."""
    waiting = asyncio.ensure_future(wait_until_blocked_on_a_lock(api, timeout=30.0))
    await asyncio.wait({task, waiting}, return_when=asyncio.FIRST_COMPLETED)
    waiting.cancel()


def around_the_insert(db_connection: Any, before: Callable[[], Coroutine[Any, Any, None]], after: Any) -> Any:
    """Hooks that run ``before()`` just before the first contact's INSERT of the candidate, and ``after()``
    just after it, on that connection only."""

    def hook(run: Callable[[], Any]) -> Any:
        def on_statement(connection: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            if connection is db_connection and statement.lstrip().upper().startswith(
                "INSERT INTO CANDIDATES"
            ):
                await_only(run())

        return on_statement

    return hook(before), hook(after)


@pytest.mark.postgresql_only  # SQLite: the erasure queues for the process's writer lock the INSERT took
async def test_a_first_contact_erased_meanwhile_is_stored_and_erased_after(api: Api) -> None:
    """This first contact reads no candidate; another first contact stores it; this one's INSERT meets
    that row; the candidate's erasure commits before this one reads the row back. The first contact
    answered 500 (an assertion: no candidate) when its INSERT let the erasure through; it now holds the
    row until it commits, and the erasure erases after it."""
    from api.store.candidates import upsert_candidate

    erasing: list[asyncio.Task[None]] = []

    async def another_first_contact() -> None:
        await committed(api, insert(CANDIDATES).values(telegram_id=TELEGRAM_ID, name="tap"))

    async def the_erasure() -> None:
        erasure = delete(CANDIDATES).where(CANDIDATES.c.telegram_id == TELEGRAM_ID)
        erasing.append(asyncio.ensure_future(committed(api, erasure)))
        await done_or_waiting(api, erasing[0])

    engine = api.ctx.engine.sync_engine
    async with api.ctx.sessions() as db:
        own = (await db.connection()).sync_connection
        before, after = around_the_insert(own, another_first_contact, the_erasure)
        event.listen(engine, "before_cursor_execute", before)
        event.listen(engine, "after_cursor_execute", after)
        try:
            candidate = await upsert_candidate(db, TELEGRAM_ID, name="Wang")
        finally:
            event.remove(engine, "before_cursor_execute", before)
            event.remove(engine, "after_cursor_execute", after)
        assert candidate.telegram_id == TELEGRAM_ID and candidate.name == "Wang"
        assert not erasing[0].done()  # the erasure waits for this transaction
        await db.commit()
    await erasing[0]
    async with api.ctx.engine.connect() as connection:
        left = await connection.scalar(
            select(CANDIDATES.c.telegram_id).where(CANDIDATES.c.telegram_id == TELEGRAM_ID)
        )
    assert left is None  # erased after the first contact, as it was asked after it
