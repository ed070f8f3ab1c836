"""Fixtures for the store tests: SQLite and a throwaway PostgreSQL cluster (the app on them:
``tests/helpers/api_fixtures.py``).

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
from pathlib import Path

import pytest

from tests.helpers.ports import free_port
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
