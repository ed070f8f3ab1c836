"""Migrated template databases: a test's store starts as a copy of one instead of running every migration.

The migration chain runs once per test run and store — into a SQLite file, and into a PostgreSQL
database on the suite's server — and each test's database is a copy of it: the file copied before
anything opens it, or ``CREATE DATABASE … TEMPLATE``. The app's lifespan then finds the schema at the
head and migrates nothing. The migrations themselves are tested on empty databases
(``tests/integration/test_store.py``), and a migration that fails fails the template, so every test that
needs a store fails with it.

On PostgreSQL a copy writes the whole template again (and the copies stay on disk until the cluster
stops), so a migrated database a test has finished with is given back and the next test gets it
emptied: every other connection to it ended, every table but ``alembic_version`` truncated, every
sequence restarted — what a copy of the template holds. One whose schema a test changed (a table or
column more or less, another revision) is dropped instead, and a fresh copy made.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import shutil
import tempfile
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

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


def copy_sqlite_template_now(database: Path) -> None:
    """:func:`copy_sqlite_template` for a synchronous fixture, in a thread of its own (the caller's thread
    may be running an event loop: Playwright's)."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, copy_sqlite_template(database)).result()


async def postgres_template(server_url: str) -> str:
    """The name of the migrated template database on this server (made on first use)."""
    if server_url not in _postgres_templates:
        name = f"ibot_template_{uuid.uuid4().hex[:12]}"
        await execute(server_url, f'CREATE DATABASE "{name}"')
        await _migrated(database_on(server_url, name))
        _postgres_templates[server_url] = name  # disposed above: nothing is connected to it now
    return _postgres_templates[server_url]


_given_back: dict[str, list[str]] = {}  # server URL -> migrated databases finished tests gave back
_template_shapes: dict[str, tuple[Any, ...]] = {}  # server URL -> the template's schema, as _shape reads it

# The schema as tables, columns and indexes, and the revision: a database a test gave back is emptied
# for the next one only while this matches the template's.
_SHAPE = """
SELECT 'column', table_name, column_name || ' ' || data_type || ' ' || is_nullable
  FROM information_schema.columns WHERE table_schema = 'public'
UNION ALL SELECT 'index', tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'
UNION ALL SELECT 'revision', version_num, '' FROM alembic_version
ORDER BY 1, 2, 3
"""


async def migrated_postgres_database(server_url: str) -> str:
    """A migrated database at the head, holding nothing: one a finished test gave back, emptied, or a new
    copy of the template. Its name; give it back with :func:`give_back_postgres_database`."""
    template = await postgres_template(server_url)
    given_back = _given_back.setdefault(server_url, [])
    while given_back:
        name = given_back.pop()
        if await _emptied(server_url, name, template):
            return name
        await execute(server_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    name = f"ibot_test_{uuid.uuid4().hex[:12]}"
    await execute(server_url, f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    return name


def give_back_postgres_database(server_url: str, name: str) -> None:
    """``name`` (from :func:`migrated_postgres_database`) is no longer used by its test."""
    _given_back.setdefault(server_url, []).append(name)


async def _emptied(server_url: str, name: str, template: str) -> bool:
    """Empty the given-back database ``name`` as a copy of ``template`` would be; False (nothing done)
    when its schema is no longer the template's."""
    import asyncpg

    if server_url not in _template_shapes:
        async with _connected(server_url, template) as connection:
            _template_shapes[server_url] = tuple(map(tuple, await connection.fetch(_SHAPE)))
    await execute(
        server_url,
        f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}' "
        "AND pid <> pg_backend_pid()",
    )
    try:
        async with _connected(server_url, name) as connection:
            if tuple(map(tuple, await connection.fetch(_SHAPE))) != _template_shapes[server_url]:
                return False
            tables = await connection.fetch(
                "SELECT quote_ident(tablename) FROM pg_tables "
                "WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
            )
            await connection.execute(f"TRUNCATE {', '.join(t[0] for t in tables)} RESTART IDENTITY CASCADE")
            for (sequence,) in await connection.fetch(
                "SELECT quote_ident(sequencename) FROM pg_sequences WHERE schemaname = 'public'"
            ):
                await connection.execute(f"ALTER SEQUENCE {sequence} RESTART")
    except asyncpg.PostgresError:  # gone or unusable: a fresh copy instead
        return False
    return True


@contextlib.asynccontextmanager
async def _connected(server_url: str, database: str) -> AsyncIterator[Any]:
    import asyncpg
    from sqlalchemy.engine import make_url

    url = make_url(server_url)
    connection = await asyncpg.connect(
        host=url.host, port=url.port, user=url.username, password=url.password, database=database
    )
    try:
        yield connection
    finally:
        await connection.close()


def database_on(server_url: str, name: str) -> str:
    """The URL of database ``name`` on the server of ``server_url``. SQLAlchemy is imported by the functions
    that use it: every pytest process loads this module, most never reach a PostgreSQL server."""
    from sqlalchemy.engine import make_url

    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


async def execute(server_url: str, statement: str) -> None:
    """One statement on the server's maintenance database (CREATE DATABASE runs outside a transaction)."""
    from sqlalchemy.engine import make_url

    async with _connected(server_url, make_url(server_url).database or "postgres") as connection:
        await connection.execute(statement)
