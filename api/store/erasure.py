"""After an erasure (``/forget``, retention) on SQLite: no earlier copy of what was erased left in the
store's files.

The rows themselves are zeroed in place (every connection sets ``PRAGMA secure_delete``,
``api/store/engine.py``), but in WAL mode the pages from before the erasure stay in the ``-wal`` file
until it is reset, and a backup taken meanwhile keeps them. So the erasure's commit is followed by
SQLite's own ``TRUNCATE`` checkpoint — every page copied into the database file, the ``-wal`` file cut
to nothing — which is safe beside other processes on the same file. PostgreSQL has no such file.
"""

from __future__ import annotations

import asyncio
import logging

from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger(__name__)
ATTEMPTS = 12  # about 1.5 s of tries in all
WAIT_MS = 100  # how long one try waits for a writer to finish (never the engine's long busy timeout)


async def empty_the_wal(engine: AsyncEngine, attempts: int = ATTEMPTS) -> bool:
    """A ``TRUNCATE`` checkpoint on one of the engine's connections; True once the WAL is empty (and on
    PostgreSQL). A try waits briefly, so it never holds the write lock for long while another
    process's reader is still in the WAL; then it is tried again a little later."""
    if engine.url.get_backend_name() != "sqlite" or engine.url.database in (None, "", ":memory:"):
        return True
    async with engine.connect() as connection:
        (restore,) = (await connection.exec_driver_sql("PRAGMA busy_timeout")).one()
        # never longer than the connection would wait itself: one in the event loop's thread waits for
        # nothing (api/store/in_loop_sqlite.py), so its tries are the sleeps below, the loop running
        await connection.exec_driver_sql(f"PRAGMA busy_timeout={min(WAIT_MS, int(restore))}")
        try:
            for attempt in range(attempts):
                result = await connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
                if not result.one()[0]:  # (busy, frames in the log, frames copied)
                    return True
                await asyncio.sleep(0.02 * (attempt + 1))
        finally:
            # a try cancelled mid-statement leaves the connection invalidated (SQLAlchemy discards it on
            # return to the pool): there is nothing to restore, and a statement on it would raise
            if not connection.invalidated:
                await connection.exec_driver_sql(f"PRAGMA busy_timeout={int(restore)}")
    log.warning("the WAL could not be emptied after an erasure: a reader stayed; it empties later")
    return False
