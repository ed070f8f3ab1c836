"""Engine factory and migrations: SQLite (WAL) in the data dir by default, PostgreSQL by URL."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import functools
import logging
import os
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import orjson
from sqlalchemy import Connection, event, text
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.pool import PoolResetState

from api.store import in_loop_sqlite, tallies, writer
from api.store.effects import EffectWriter, UnitOfWork

if TYPE_CHECKING:  # alembic is imported where the schema is migrated, not by everything that reads the store
    from alembic.config import Config

MIGRATIONS_DIR = Path(__file__).parent / "migrations"


ASYNC_DRIVERS = {
    "postgresql": "postgresql+asyncpg",
    "postgres": "postgresql+asyncpg",
    "sqlite": "sqlite+aiosqlite",
}
PG_POOL_SIZE = 20  # per API process; PostgreSQL allows 100 connections by default
PG_MAX_OVERFLOW = 10
# How long a request waits for a pooled connection (SQLAlchemy's default): past it, the request is
# answered 503 with Retry-After (api/error_handlers.py), as more requests wait than the store serves.
POOL_TIMEOUT_S = 30.0
# A SQLite file's connections kept open for the requests in flight (SQLAlchemy's default keeps 5): past
# the pool each request opens its own (sqlite3.connect and the five settings of ``_pragmas``) and closes
# it after, which many concurrent candidates would do on every turn.
SQLITE_POOL_SIZE = 32
SQLITE_MAX_OVERFLOW = 32
MIGRATION_LOCK = 7_406_100_001  # PostgreSQL advisory lock: replicas starting together migrate one at a time


def async_url(url: str) -> str:
    """``postgresql://…`` and ``sqlite:///…`` get their async drivers; explicit drivers are kept."""
    scheme, separator, rest = url.partition("://")
    return f"{ASYNC_DRIVERS.get(scheme, scheme)}{separator}{rest}"


def private_sqlite_file(database: Path) -> None:
    """The SQLite file holds invite tokens and answers: only its owner may read it (0600; SQLite
    gives its -wal and -shm files the database file's mode). A directory made here is 0700.

    The file is created by SQLite itself, never opened here: closing *any* descriptor of a file drops
    every POSIX lock this process holds on it, SQLite's included, and another process (the CLI) that
    then finds no lock believes it is alone and deletes the live ``-wal`` and ``-shm``. SQLite keeps
    its own descriptors open while a lock is held (docs/architecture.md, "One SQLite file")."""
    database.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    if not database.exists():
        sqlite3.connect(database).close()
    for suffix in ("", "-wal", "-shm", "-journal", ".migrate-lock"):
        path = database.with_name(database.name + suffix)
        if path.exists() and path.stat().st_mode & 0o077:
            path.chmod(0o600)


def json_text(value: Any) -> str:
    """JSON columns as text, by orjson: the standard library's encoder took a tenth of a session's last
    answer (its answers' explanations, rewritten); compact and UTF-8, and what it reads back is the same."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def sqlite_file(url: str) -> str | None:
    """The database file of a SQLite URL; None for another database, one in memory or a URI."""
    if not url.startswith("sqlite"):
        return None
    database = url.split("///", 1)[-1]
    return database if database and database != ":memory:" and "?" not in database else None


SQLITE_BUSY_TIMEOUT_S = 30  # a statement waits this long for another connection's (or process's) write lock


def make_engine(url: str, *, checkpoint_in_thread: bool = False, **kwargs: Any) -> AsyncEngine:
    """An async engine through SQLAlchemy's own pool. SQLite gets, on every connection, only settings
    that every process on the same file may use (docs/architecture.md, "One SQLite file, several
    processes"): WAL, ``synchronous=NORMAL``, a busy timeout, foreign keys; a SQLite file's statements
    run in the event loop's thread (``api.store.in_loop_sqlite``, the one use of a driver's private
    API, measured and pinned). ``checkpoint_in_thread``: those connections never checkpoint the WAL in
    a commit; the caller runs ``in_loop_sqlite.checkpoint`` in the background instead (the service)."""
    url = async_url(url)
    kwargs.setdefault("json_serializer", json_text)
    kwargs.setdefault("json_deserializer", orjson.loads)
    # a failing statement's error names the statement, never its values (ids, names, answers' text)
    kwargs.setdefault("hide_parameters", True)
    # and aiosqlite's debug lines carry each statement's values: that driver logs from INFO up only
    logging.getLogger("aiosqlite").setLevel(max(logging.INFO, logging.getLogger("aiosqlite").level))
    if url.startswith("sqlite"):
        database = sqlite_file(url)
        if database is not None:
            private_sqlite_file(Path(database))
            # statements run in the loop's thread (api/store/in_loop_sqlite.py: why, and what it costs)
            kwargs.setdefault(
                "async_creator", in_loop_sqlite.in_loop_connector(database, SQLITE_BUSY_TIMEOUT_S * 1000)
            )
            kwargs.setdefault("pool_size", SQLITE_POOL_SIZE)
            kwargs.setdefault("max_overflow", SQLITE_MAX_OVERFLOW)
            kwargs.setdefault("pool_timeout", POOL_TIMEOUT_S)
            # The connection returned last is handed out first. Each connection has its own page cache,
            # which SQLite drops whole when another connection has written since its last transaction;
            # the default order (first in, first out) went round all the connections a burst opened, so
            # every turn read its pages again (about 14 ``pread`` calls, 53 KB a turn under 32 clients:
            # bench/bench_api_counts.py), where the last one returned mostly wrote last itself.
            kwargs.setdefault("pool_use_lifo", True)
        kwargs.setdefault("pool_reset_on_return", None)  # ``_rollback_if_open`` resets instead
        engine = create_async_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_S}, **kwargs)
        writer.install()  # one writer at a time, queued in the process (api/store/writer.py)
        if kwargs["pool_reset_on_return"] is None:
            event.listen(engine.sync_engine, "reset", _rollback_if_open)

        @event.listens_for(engine.sync_engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            # a connection in the loop waits for no lock: a busy statement goes to a thread that does
            in_loop = in_loop_sqlite.runs_in_loop(dbapi_connection)
            cursor.execute(f"PRAGMA busy_timeout={0 if in_loop else SQLITE_BUSY_TIMEOUT_S * 1000}")
            if in_loop and checkpoint_in_thread:  # a per-connection setting: other processes keep theirs
                cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA secure_delete=ON")  # erased rows are zeroed, not left in free pages
            cursor.close()

        return engine
    # Connections kept open for the requests in flight: past ``pool_size`` a connection is opened for
    # one request and closed after it (a new PostgreSQL backend each time), which under 32 concurrent
    # answer turns cost more than the turns themselves (py-spy, bench/bench_api.py).
    kwargs.setdefault("pool_size", PG_POOL_SIZE)
    kwargs.setdefault("max_overflow", PG_MAX_OVERFLOW)
    kwargs.setdefault("pool_timeout", POOL_TIMEOUT_S)
    engine = create_async_engine(url, **kwargs)
    if not kwargs.get("pool_pre_ping"):
        ping_when_idle(engine)
    return engine


def _rollback_if_open(dbapi_connection: Any, _record: Any, state: PoolResetState) -> None:
    """A SQLite connection's reset on its return to the pool: rolled back when SQLite has a transaction
    open on it (``sqlite3.Connection.in_transaction``, which aiosqlite passes on), as the pool's own
    reset would. That reset rolled back every connection whose transaction had already committed (the
    pool is not told that a commit ended it): every request paid a driver call through SQLAlchemy's
    adapter for a ``rollback`` that ``sqlite3`` itself skips when no transaction is open
    (bench/bench_turn_calls.py). Like the pool, nothing where no call may be awaited (``asyncio_safe``)."""
    if state.transaction_was_reset or not state.asyncio_safe:
        return
    if dbapi_connection.driver_connection.in_transaction:
        dbapi_connection.rollback()


PING_IDLE_S = 5.0  # a pooled PostgreSQL connection unused for longer is pinged before it is handed out


def ping_when_idle(engine: AsyncEngine) -> None:
    """A connection that sat in the pool for more than ``PING_IDLE_S`` is pinged before it is handed
    out, and replaced when the ping fails (the server restarted, or dropped it): SQLAlchemy's
    disconnect handling through a checkout event (``DisconnectionError``). ``pool_pre_ping`` pinged on
    every checkout, and asyncpg's ping is three round trips (BEGIN, an empty query, ROLLBACK): per
    request, a third of an answer turn's round trips. A connection used again within seconds was
    working a moment ago; one that fails all the same (the server went away in those seconds) fails
    its request, and SQLAlchemy then replaces every connection the pool held before it."""
    pool = engine.sync_engine.pool
    dialect = engine.sync_engine.dialect

    @event.listens_for(pool, "checkin")
    def _returned(_dbapi_connection: Any, record: Any) -> None:
        record.info["returned_at"] = time.monotonic()

    @event.listens_for(pool, "checkout")
    def _checked_out(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        returned = record.info.get("returned_at")
        if returned is None or time.monotonic() - returned <= PING_IDLE_S:  # new, or used just now
            return
        try:
            dialect.do_ping(dbapi_connection)
        except Exception as error:  # the pool connects afresh (and forgets this record's time)
            record.info.pop("returned_at", None)
            raise DisconnectionError("a pooled connection did not answer its ping") from error


# What readiness reads: the schema's revision and the newest session and answer (the pages most
# recently written, the first to go missing when a store's files are damaged), not a bare ``SELECT 1``
# that never touches the database file.
READINESS_READS = (
    "SELECT version_num FROM alembic_version",
    "SELECT max(seq) FROM sessions",
    "SELECT max(seq) FROM answers",
)


async def store_is_readable(engine: AsyncEngine) -> bool:
    """Whether the store's own tables can be read now (``/readyz``)."""
    try:
        async with engine.connect() as connection:
            for statement in READINESS_READS:
                await connection.execute(text(statement))
    except Exception:  # any failure to read is "not ready"; the probe says which check failed
        return False
    return True


class StoreSession(UnitOfWork):
    """The store's ORM session: its commit keeps the item tallies of the sessions its transaction ended
    or changed (``api.store.effects``)."""

    effect_writers: ClassVar[tuple[EffectWriter, ...]] = (tallies.write,)


# a session's end is written once, by the transaction that ended it first (api/store/tallies.py)
event.listen(StoreSession, "before_flush", tallies.claim_ends)


def sessionmaker_for(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """The store's sessions (``StoreSession``)."""
    return async_sessionmaker(engine, expire_on_commit=False, sync_session_class=StoreSession)


def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


@functools.cache
def _head_revision() -> str | None:
    """The newest migration's revision, read from the migration files once per process."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def _upgrade(connection: Connection, revision: str) -> None:
    if connection.dialect.name == "postgresql":
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
    if revision == "head" and _current(connection) == _head_revision():
        # at the head already (every start but the first): alembic's upgrade would load every migration
        # file again only to find nothing to run
        return
    from alembic import command

    command.upgrade(alembic_config(connection), revision)


async def migrate(engine: AsyncEngine, revision: str = "head") -> None:
    """Bring the schema to ``revision`` (idempotent; processes starting together migrate one at a time:
    an advisory lock on PostgreSQL, a lock file beside a SQLite database).

    On SQLite, foreign keys are not enforced while migrating: altering a table there rebuilds it (copy,
    drop, rename), and with them enforced the drop deletes the old table's rows first, cascading to
    every child row (a delivery's attempts, an event's deliveries). The pragma is a no-op inside a
    transaction, so it is set before the migration's first write and set back on the connection before
    it returns to the pool; ``PRAGMA foreign_key_check`` must find nothing before the commit."""
    if engine.dialect.name != "sqlite":
        async with engine.begin() as connection:
            await connection.run_sync(_upgrade, revision)
        return
    async with _sqlite_file_lock(engine), engine.connect() as connection:
        await connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
        try:
            await connection.run_sync(_upgrade, revision)
            broken = (await connection.exec_driver_sql("PRAGMA foreign_key_check")).all()
            if broken:
                raise RuntimeError(f"a migration left rows whose parents are gone: {broken[:5]}")
            await connection.commit()
        finally:
            await connection.rollback()
            await connection.exec_driver_sql("PRAGMA foreign_keys=ON")


@contextlib.asynccontextmanager
async def _sqlite_file_lock(engine: AsyncEngine) -> AsyncIterator[None]:
    database = engine.url.database if engine.url.get_backend_name() == "sqlite" else None
    if not database or database == ":memory:":
        yield
        return
    descriptor = os.open(f"{database}.migrate-lock", os.O_CREAT | os.O_RDWR | os.O_APPEND, 0o600)
    with open(descriptor, "a+b") as handle:
        await asyncio.to_thread(fcntl.flock, handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _current(connection: Connection) -> str | None:
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


async def current_revision(engine: AsyncEngine) -> str | None:
    async with engine.connect() as connection:
        return await connection.run_sync(_current)
