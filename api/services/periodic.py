"""A background job that runs one pass every so many seconds in each API process (retention,
calibration): a failed pass is logged and the next one retries, so a database hiccup never ends it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable
from typing import Any

from api.context import ServiceContext
from api.store import in_loop_sqlite

log = logging.getLogger(__name__)


class PeriodicJob:
    """Runs ``run_pass(ctx)`` every ``interval_s(ctx)`` seconds from ``start()`` to ``stop()``; the first
    pass right at start-up when ``first_at_start``, else after one interval."""

    name = "periodic"
    first_at_start = False

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx
        self._task: asyncio.Task[None] | None = None

    def run_pass(self) -> Awaitable[Any]:
        raise NotImplementedError

    def interval_s(self) -> float:
        raise NotImplementedError

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=self.name)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        if not self.first_at_start:
            await asyncio.sleep(self.interval_s())
        while True:
            try:
                await self.run_pass()
            except Exception:  # a database hiccup must not end the job; the next pass retries
                if _being_cancelled():
                    # a pass cancelled by stop() whose clean-up then failed raises that failure, not
                    # CancelledError: retrying would swallow the cancellation and stop() would wait forever
                    raise asyncio.CancelledError from None
                log.exception("%s pass failed", self.name)
            await asyncio.sleep(self.interval_s())


def _being_cancelled() -> bool:
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


# SQLite's automatic checkpoint comes every 1,000 pages of WAL: about 200 answers, a second at 200/s.
CHECKPOINT_EVERY_S = 1.0


class WalCheckpoints(PeriodicJob):
    """The serving process's checkpoints of a SQLite store's WAL, in a worker thread every
    ``CHECKPOINT_EVERY_S`` (``api/store/in_loop_sqlite.py`` says why not in the commit that passes
    SQLite's threshold, in the event loop's thread)."""

    name = "wal-checkpoint"

    def run_pass(self) -> Awaitable[Any]:
        return in_loop_sqlite.checkpoint(self.ctx.engine)

    def interval_s(self) -> float:
        return CHECKPOINT_EVERY_S
