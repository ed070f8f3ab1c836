"""The answer turn's PostgreSQL connections, kept between turns instead of going back to the pool.

A turn takes a connection twice (to read, then to write). Through SQLAlchemy's async pool each checkout
is a greenlet and the pool's bookkeeping: about a tenth of the API process's time per turn at 32 clients
(``bench/bench_api.py``, server CPU per turn 0.58–0.62 ms before, 0.49–0.55 ms after). Here the
connections, opened by that pool (so with its dialect's set-up), stay checked out: a turn takes one that
is idle, else opens one while fewer than ``size`` are open, else waits for one to be given back — first
come, first served.
"""

from __future__ import annotations

import asyncio
import collections
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine


class KeptConnections:
    """At most ``size`` connections of ``pool``, handed from turn to turn."""

    def __init__(self, pool: AsyncEngine, size: int) -> None:
        self._pool = pool
        self._size = size
        self._open = 0
        self._idle: list[Any] = []  # the pool's connection records, last given back on top
        self._waiting: collections.deque[asyncio.Future[Any]] = collections.deque()
        self._closed = False

    async def take(self) -> Any:
        """A connection record (``raw.driver_connection`` is the driver's), to give back or drop."""
        if self._idle:
            return self._idle.pop()
        if self._open < self._size:
            return await self._opened()
        waiter: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting.append(waiter)
        try:
            raw = await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():  # handed one as it was cancelled: pass it on
                self._hand_on(waiter.result())
            raise
        return raw if raw is not None else await self._opened()

    def give(self, raw: Any) -> None:
        """``raw`` is free again."""
        if self._closed:
            self.drop(raw)
            return
        self._hand_on(raw)

    def drop(self, raw: Any) -> None:
        """``raw`` is in doubt (a turn failed on it): closed for good; a waiting turn opens another."""
        self._open -= 1
        try:
            raw.invalidate()
        finally:
            self._hand_on(None)

    def close(self) -> None:
        """Close the idle ones; those in use are closed when given back."""
        self._closed = True
        while self._idle:
            self._open -= 1
            self._idle.pop().invalidate()

    async def _opened(self) -> Any:
        self._open += 1
        try:
            return await self._pool.raw_connection()
        except BaseException:
            self._open -= 1
            self._hand_on(None)
            raise

    def _hand_on(self, raw: Any) -> None:
        """To the first turn still waiting (``None``: a place to open one), else kept idle."""
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(raw)
                return
        if raw is not None:
            self._idle.append(raw)
