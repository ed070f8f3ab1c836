"""A SQLite connection returned to the pool is rolled back when a transaction is still open on it, and
only then (``api.store.engine._rollback_if_open``): a request's committed transaction costs no driver
call for a rollback that would do nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import text

from api.store.engine import make_engine


def _counting_rollbacks(driver: Any) -> list[int]:
    """The driver connection's rollbacks, counted on the instance (the real one runs)."""
    calls: list[int] = []
    rollback = driver.rollback

    async def counted() -> None:
        calls.append(1)
        await rollback()

    driver.rollback = counted
    return calls


async def test_a_committed_connection_is_returned_without_a_rollback(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}", pool_size=1, max_overflow=0)
    try:
        async with engine.begin() as connection:
            await connection.execute(text("CREATE TABLE t (n INTEGER)"))
            rollbacks = _counting_rollbacks((await connection.get_raw_connection()).driver_connection)
            await connection.execute(text("INSERT INTO t VALUES (1)"))
        assert rollbacks == []  # committed, then returned: nothing open to roll back
        async with engine.connect() as connection:  # the same (only) connection
            await connection.execute(text("INSERT INTO t VALUES (2)"))
        assert rollbacks == [1]  # left open: the connection's own rollback, as before
        async with engine.connect() as connection:
            assert (await connection.execute(text("SELECT n FROM t"))).scalars().all() == [1]
    finally:
        await engine.dispose()


async def test_a_transaction_the_engine_did_not_open_is_rolled_back_on_return(tmp_path: Path) -> None:
    """A transaction begun on the driver connection itself (SQLAlchemy's connection knows of none) is
    rolled back when the connection goes back to the pool: its write is undone and its lock released."""
    engine = make_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}", pool_size=1, max_overflow=0)
    try:
        async with engine.begin() as connection:
            await connection.execute(text("CREATE TABLE t (n INTEGER)"))
        async with engine.connect() as connection:
            driver: Any = (await connection.get_raw_connection()).driver_connection
            rollbacks = _counting_rollbacks(driver)
            await driver.execute("BEGIN IMMEDIATE")
            await driver.execute("INSERT INTO t VALUES (1)")
            assert driver.in_transaction
        assert rollbacks == [1]
        assert not driver.in_transaction
        async with engine.begin() as connection:  # the write lock is free again
            await connection.execute(text("INSERT INTO t VALUES (2)"))
        async with engine.connect() as connection:
            assert (await connection.execute(text("SELECT n FROM t"))).scalars().all() == [2]
    finally:
        await engine.dispose()
