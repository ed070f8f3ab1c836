"""Polling for what the app does by itself (a worker settling a delivery, a job's pass), by the clock.

A loop of a fixed number of polls times a short sleep gives up after a budget that is mostly sleeping:
on a loaded machine each poll (a request through the app, a database read) takes longer, and the app's
own background work is slower still, so "two seconds" of polls is no budget at all. ``polls`` gives the
same loop a budget in seconds, generous enough for a starved event loop; a test that gets what it waits
for leaves at once, so the budget costs nothing when all is well."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

WAIT_S = 30.0  # what a loaded CI machine may take for work that takes milliseconds here


async def polls(every: float = 0.02, timeout: float = WAIT_S) -> AsyncIterator[None]:
    """Yields at once, then again after each ``every`` seconds, until ``timeout`` seconds have passed
    (then it ends: the loop's ``else``, or the code after it, says what never came)."""
    deadline = time.monotonic() + timeout
    while True:
        yield
        if time.monotonic() >= deadline:
            return
        await asyncio.sleep(every)
