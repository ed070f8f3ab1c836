"""A periodic job ends when stopped, even when the pass it interrupts fails while cleaning up."""

from __future__ import annotations

import asyncio
from typing import Any

from api.services.periodic import PeriodicJob


class CleanupFails(PeriodicJob):
    """A pass that waits; cancelled, its clean-up raises (as a statement on a connection that the
    cancellation invalidated does)."""

    name = "cleanup-fails"
    first_at_start = True

    def __init__(self) -> None:
        super().__init__(ctx=None)  # type: ignore[arg-type]
        self.started = asyncio.Event()
        self.passes = 0

    def interval_s(self) -> float:
        return 0.01

    async def run_pass(self) -> Any:
        self.passes += 1
        self.started.set()
        if self.passes > 1:  # a pass after the failed one (the bug): returns, so a second cancel ends it
            return
        try:
            await asyncio.sleep(3600)
        finally:
            raise RuntimeError("clean-up after a cancelled statement")


class Failing(PeriodicJob):
    name = "failing"
    first_at_start = True

    def __init__(self) -> None:
        super().__init__(ctx=None)  # type: ignore[arg-type]
        self.passes = 0

    def interval_s(self) -> float:
        return 0.001

    async def run_pass(self) -> Any:
        self.passes += 1
        raise RuntimeError("a database hiccup")


async def test_stop_ends_a_job_whose_interrupted_pass_fails_in_its_clean_up() -> None:
    job = CleanupFails()
    job.start()
    await job.started.wait()
    task = job._task
    assert task is not None
    task.cancel()  # what stop() does
    # before the fix the failure was caught as a failed pass and the job went on: stop() never returned
    done, _ = await asyncio.wait({task}, timeout=5)
    if not done:
        task.cancel()
        await asyncio.wait({task}, timeout=5)
    assert task in done and task.cancelled()
    assert job.passes == 1


async def test_a_failed_pass_that_was_not_cancelled_is_retried() -> None:
    job = Failing()
    job.start()
    for _ in range(5000):  # a job that ended at its first failure stays at one pass
        if job.passes >= 3:
            break
        await asyncio.sleep(0.001)
    await asyncio.wait_for(job.stop(), timeout=5)
    assert job.passes >= 3
