"""A pooled PostgreSQL connection the server dropped while it sat idle is replaced before a request
gets it (api/store/engine.py, ``ping_when_idle``): a restarted server costs no request."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from api.store import engine as engine_module
from api.store.engine import make_engine
from tests.helpers.polling import polls
from tests.helpers.store_fixtures import create_database


async def _backend_pid(engine: object) -> int:
    async with engine.connect() as connection:  # type: ignore[attr-defined]
        pid = await connection.scalar(text("SELECT pg_backend_pid()"))
    return int(pid)


async def test_a_connection_dropped_while_idle_is_replaced_before_use(
    postgres_server_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = await create_database(postgres_server_url)
    engine = make_engine(url)
    other = make_engine(url)
    try:
        dropped = await _backend_pid(engine)  # the pool keeps this connection
        async with other.connect() as connection:  # as a restart would: the server ends that backend
            assert await connection.scalar(text("SELECT pg_terminate_backend(:pid)"), {"pid": dropped})
        async for _ in polls(0.05):
            async with other.connect() as connection:
                gone = not await connection.scalar(
                    text("SELECT count(*) FROM pg_stat_activity WHERE pid = :pid"), {"pid": dropped}
                )
            if gone:
                break
        monkeypatch.setattr(engine_module, "PING_IDLE_S", 0.0)  # the connection has been idle "long"

        replaced = await _backend_pid(engine)  # the same pooled record, pinged and connected afresh

        assert replaced != dropped
    finally:
        await engine.dispose()
        await other.dispose()
