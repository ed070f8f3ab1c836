"""A SQLite file's pool hands out the connection returned last (``make_engine``'s ``pool_use_lifo``):
after a burst has opened many connections, requests one after another keep to one of them, whose page
cache is still good, instead of going round all of them, each of which finds the file changed since its
last transaction and reads every page it needs again (bench/bench_api_counts.py: about 53 KB and 14
``pread`` calls a turn under 32 clients)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import text

from api.store.engine import make_engine


async def _driver(connection: Any) -> Any:
    return (await connection.get_raw_connection()).driver_connection


async def test_sequential_requests_after_a_burst_keep_to_the_connection_returned_last(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    try:
        async with engine.begin() as connection:
            await connection.execute(text("CREATE TABLE t (n INTEGER)"))
        burst = [await engine.connect() for _ in range(4)]  # four requests at once: four connections
        drivers = [await _driver(connection) for connection in burst]
        assert len({id(driver) for driver in drivers}) == 4
        for connection in burst:
            await connection.close()
        used = []
        for n in range(6):  # then one request at a time, each writing
            async with engine.begin() as connection:
                await connection.execute(text("INSERT INTO t VALUES (:n)"), {"n": n})
                used.append(await _driver(connection))
        assert all(driver is drivers[-1] for driver in used)  # the one returned last, every time
        async with engine.connect() as connection:
            assert (await connection.execute(text("SELECT count(*) FROM t"))).scalar_one() == 6
    finally:
        await engine.dispose()
