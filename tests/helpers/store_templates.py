"""Migrated template databases: a test's store starts as a copy of one instead of running every migration.

The migration chain runs once per test run and store — into a SQLite file, and into a PostgreSQL
database on the suite's server — and each test's database is a copy of it: the file copied before
anything opens it, or ``CREATE DATABASE … TEMPLATE``. The app's lifespan then finds the schema at the
head and migrates nothing. The migrations themselves are tested on empty databases
(``tests/integration/test_store.py``), and a migration that fails fails the template, so every test that
needs a store fails with it.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
import uuid
from pathlib import Path

from sqlalchemy.engine import make_url

_sqlite_template: Path | None = None
_postgres_templates: dict[str, str] = {}  # server URL -> the template database's name


async def _migrated(url: str) -> None:
    from api.store.engine import make_engine, migrate

    engine = make_engine(url)
    try:
        await migrate(engine)
    finally:
        await engine.dispose()


async def sqlite_template() -> Path:
    """The migrated SQLite file of this test run (made on first use, removed when the run ends)."""
    global _sqlite_template
    if _sqlite_template is None:
        directory = Path(tempfile.mkdtemp(prefix="ibot-template-"))
        atexit.register(shutil.rmtree, directory, True)
        database = directory / "template.db"
        await _migrated(f"sqlite+aiosqlite:///{database}")
        leftovers = [p.name for p in directory.iterdir() if p.name.endswith(("-wal", "-shm", "-journal"))]
        assert not leftovers, f"the template's WAL was not checkpointed into it: {leftovers}"
        _sqlite_template = database
    return _sqlite_template


async def copy_sqlite_template(database: Path) -> None:
    """``database`` (a path nothing has opened) becomes a copy of the migrated template, owner-only as
    the app keeps its store."""
    template = await sqlite_template()
    database.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, database)
    database.chmod(0o600)


async def postgres_template(server_url: str) -> str:
    """The name of the migrated template database on this server (made on first use)."""
    if server_url not in _postgres_templates:
        name = f"ibot_template_{uuid.uuid4().hex[:12]}"
        await execute(server_url, f'CREATE DATABASE "{name}"')
        await _migrated(make_url(server_url).set(database=name).render_as_string(hide_password=False))
        _postgres_templates[server_url] = name  # disposed above: nothing is connected to it now
    return _postgres_templates[server_url]


async def execute(server_url: str, statement: str) -> None:
    """One statement on the server's maintenance database (CREATE DATABASE runs outside a transaction)."""
    import asyncpg

    url = make_url(server_url)
    connection = await asyncpg.connect(
        host=url.host, port=url.port, user=url.username, password=url.password, database=url.database
    )
    try:
        await connection.execute(statement)
    finally:
        await connection.close()
