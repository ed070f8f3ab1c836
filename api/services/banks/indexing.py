"""Indexing an organisation's bank in the background, with its progress in the store.

After an upload (or a correction) is committed, :func:`schedule` starts a task that reads the bank as
stored now, embeds only its new or changed texts into the shared collections (owner: the organisation)
and removes the texts it no longer has; ``org_banks.indexed`` follows the work and ``status`` becomes
``ready`` (or ``failed``, with the error). Tasks of one bank run one after another, each on the latest
stored revision, so an older upload never overwrites a newer one. A process that restarts resumes the
banks left ``indexing`` (:func:`resume`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable

from api.catalogue import console_word
from api.context import ServiceContext
from api.store import banks as store
from bank.model import Question

log = logging.getLogger("api.banks")
TASKS = "bank_index_tasks"
LOCKS = "bank_index_locks"


async def _record(
    ctx: ServiceContext, bank_id: str, revision: int, indexed: int, status: str, error: str = ""
) -> None:
    async with ctx.sessions.begin() as db:
        await store.set_progress(db, bank_id, revision, indexed=indexed, status=status, error=error)


async def index_bank(ctx: ServiceContext, bank_id: str) -> None:
    locks: dict[str, asyncio.Lock] = ctx.extras.setdefault(LOCKS, {})
    async with locks.setdefault(bank_id, asyncio.Lock()):
        async with ctx.sessions() as db:
            bank = await store.get_bank(db, bank_id)
            if bank is None:  # deleted since: take its questions out of the index
                await asyncio.to_thread(ctx.index.drop_bank, bank_id)
                return
            rows = await store.bank_questions(db, bank_id)
            revision, owner = bank.revision, bank.org_id
        questions = [Question.model_validate(row.data) for row in rows]
        loop = asyncio.get_running_loop()
        count = len(questions)

        def progress(done: int, total: int) -> None:  # runs in the indexing thread
            indexed = count if total <= 0 else min(count, done * count // total)
            asyncio.run_coroutine_threadsafe(_record(ctx, bank_id, revision, indexed, "indexing"), loop)

        def searchable() -> None:  # questions written: the bank can be searched and drawn from
            done = asyncio.run_coroutine_threadsafe(_record(ctx, bank_id, revision, count, "ready"), loop)
            done.result(timeout=60)

        try:
            await asyncio.to_thread(ctx.index.sync_bank, bank_id, owner, questions, progress, searchable)
        except Exception as error:
            log.exception("indexing bank %s failed", bank_id)
            # the JSON's English sentence, the same in any language (docs/bank-format.md); the console
            # reads it back in its own (api.catalogue.bank_error), the index's error kept as it said it
            failed = console_word("bank_error_indexing", "en", detail=str(error) or type(error).__name__)
            await _record(ctx, bank_id, revision, 0, "failed", failed[:500])
            return
        await _record(ctx, bank_id, revision, count, "ready")  # also when nothing needed embedding


def schedule(ctx: ServiceContext, bank_id: str) -> asyncio.Task[None]:
    """Index the bank in the background (after the transaction that changed it was committed)."""
    tasks: set[asyncio.Task[None]] = ctx.extras.setdefault(TASKS, set())
    task = asyncio.create_task(index_bank(ctx, bank_id), name=f"index-bank-{bank_id}")
    tasks.add(task)
    task.add_done_callback(tasks.discard)
    return task


async def drain(ctx: ServiceContext, timeout: float = 600.0) -> None:
    """Wait for the indexing tasks in flight (shutdown, tests, the CLI)."""
    tasks = list(ctx.extras.get(TASKS, ()))
    if tasks:
        await asyncio.wait(tasks, timeout=timeout)


async def resume(ctx: ServiceContext) -> list[str]:
    """Schedule the banks a stopped process left ``indexing``."""
    async with ctx.sessions() as db:
        pending: Iterable[str] = [bank.id for bank in await store.banks_not_ready(db)]
    ids = list(pending)
    for bank_id in ids:
        schedule(ctx, bank_id)
    return ids
