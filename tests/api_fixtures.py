"""Fixtures for the store and API tests: SQLite and a throwaway PostgreSQL cluster.

PostgreSQL: ``IBOT_TEST_DATABASE_URL`` (``postgresql+asyncpg://user:pw@host:port/db``, a role allowed to
CREATE DATABASE) when set; otherwise a cluster started here from ``/usr/lib/postgresql/*/bin`` as the
``postgres`` user (when running as root) on a free loopback port; otherwise the PostgreSQL tests skip.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

BACKENDS = ["sqlite", "postgresql"]
__all__ = ["database_url", "postgres_server_url"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _pg_bindir() -> Path | None:
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "initdb").exists() and Path(candidate, "pg_ctl").exists():
            return Path(candidate)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _as_postgres(args: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *args] if os.geteuid() == 0 else args


@contextlib.contextmanager
def throwaway_postgres() -> Iterator[str]:
    """Start a private cluster; yield an asyncpg URL of its maintenance database."""
    bindir = _pg_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server binaries not found (install the postgresql Debian package)")
    root = Path(tempfile.mkdtemp(prefix="ibot-pg-"))
    datadir, sockdir = root / "data", root / "sock"
    sockdir.mkdir()
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
        shutil.chown(sockdir, "postgres", "postgres")
    port = _free_port()
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
        pytest.skip(f"could not start a throwaway PostgreSQL: {detail.strip()[:300]}")
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


async def _create_database(server_url: str) -> str:
    import asyncpg

    url = make_url(server_url)
    name = f"ibot_test_{uuid.uuid4().hex[:12]}"
    connection = await asyncpg.connect(
        host=url.host, port=url.port, user=url.username, password=url.password, database=url.database
    )
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()
    return url.set(database=name).render_as_string(hide_password=False)


@pytest.fixture(params=BACKENDS)
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A fresh, empty database per test: a SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'store.db'}"
        return
    server_url = request.getfixturevalue("postgres_server_url")
    yield await _create_database(server_url)
