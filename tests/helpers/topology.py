"""The scale-out topology as plain processes on loopback (what deploy/compose.yaml runs in containers):
helpers shared by tests/e2e/test_topology_replicas.py and bench/bench_replicas.py, and its fixtures.

- ``interview-bot index`` builds the Chroma index on a ``chroma run`` server once per test session;
- ``interview-bot api`` replicas on free 127.0.0.1 ports, on PostgreSQL and that Chroma server;
- a round-robin reverse proxy (the part Caddy plays), recording which replica served each request;
- every subprocess is stopped (SIGTERM, then SIGKILL) when the context exits, test failed or not.

This module holds no tests of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import httpx
import pytest

from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.store_fixtures import create_database

# HTTP to a process of the suite's: a first request to one just started can wait for its warm-up on a
# busy machine, longer than httpx's default 5 s
post = functools.partial(httpx.post, timeout=30)
get = functools.partial(httpx.get, timeout=30)

if TYPE_CHECKING:
    from aiohttp import ClientSession, web
    from click.testing import Result

CLI = [sys.executable, "-c", "from interview_bot.cli import main; main()"]
SERVICE_TOKEN = "topology-service-token-0123456789abcdef"
WEBHOOK_SECRET = "topology-webhook-secret-0123456789"
BOT_USERNAME = "acme_interview_bot"
HOP_HEADERS = {"host", "content-length", "transfer-encoding", "connection", "keep-alive"}


def process_env(**settings: str) -> dict[str, str]:
    """This environment without any IBOT_ variable of the caller's, plus ``settings`` (IBOT_ names)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("IBOT_")}
    env["ANONYMIZED_TELEMETRY"] = "False"
    env["IBOT_DRAW_SEED"] = str(DRAW_SEED)  # the same questions every run
    env.update(settings)
    return env


def run_cli(args: list[str], env: dict[str, str], cwd: Path, timeout: float = 300) -> str:
    result = subprocess.run(
        [*CLI, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False
    )
    if result.returncode != 0:
        raise AssertionError(
            f"interview-bot {' '.join(args)} failed: {result.stdout[-1500:]}{result.stderr[-3000:]}"
        )
    return result.stdout


def run_command(args: list[str], env: dict[str, str]) -> Result:
    """``interview-bot <args>`` run in this process under ``env``'s IBOT_ settings (and none of this
    process's own). For tests of what a command does to the store and the index rather than of the
    command line as a process, whose start (the interpreter, the imports, the embedding model) costs
    more than the command: ``tests/e2e`` runs the console script as a process (``test_bank_cli.py``,
    ``test_api_cli.py``), and ``admin`` beside a serving API (``test_sqlite_cli_beside_api.py``). A command
    that runs its own event loop is called from a thread in an async test."""
    from typer.testing import CliRunner

    from interview_bot.cli import app

    assert "IBOT_DATA_DIR" in env, "name the store's data dir: this process's ./data is the checkout's"
    settings: dict[str, str | None] = {name: None for name in os.environ if name.startswith("IBOT_")}
    settings |= {name: value for name, value in env.items() if name.startswith("IBOT_")}
    return CliRunner().invoke(app, args, env=settings)


def admin(args: list[str], env: dict[str, str]) -> str:
    """``interview-bot admin <args>`` (:func:`run_command`), which must succeed; its standard output."""
    result = run_command(["admin", *args], env)
    if result.exit_code != 0:
        raise AssertionError(f"interview-bot admin {' '.join(args)} failed: {result.output[-3000:]}")
    return result.stdout


def cli_recruiter_key(env: dict[str, str], org: str = "Acme") -> str:
    """A new recruiter key of ``org`` (created, with the store, unless it exists), issued by the command
    line's ``admin`` as the README has a recruiter do it (in this process: :func:`admin`)."""
    admin(["create-org", org, "--create"], env)
    return str(json.loads(admin(["create-key", "--org", org, "--json"], env))["key"])


def stop_process(process: subprocess.Popen[bytes], timeout: float = 15) -> None:
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextlib.contextmanager
def started(args: list[str], env: dict[str, str], cwd: Path, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """An ``interview-bot`` subprocess, its output in ``log``; always stopped on exit."""
    with log.open("wb") as output:
        process = subprocess.Popen([*CLI, *args], env=env, cwd=cwd, stdout=output, stderr=subprocess.STDOUT)
        try:
            yield process
        finally:
            stop_process(process)


def wait_until_ready(
    url: str, process: subprocess.Popen[bytes], log: Path, timeout: float = 120, *, warm: bool = False
) -> None:
    """Until ``url`` (a ``/readyz``) answers 200; ``warm``: and says the warm-up is done (benchmarks:
    the loading is not what they time)."""
    deadline = time.monotonic() + timeout
    # one client for the whole wait: httpx.get makes a client, TLS context included, per
    # call (~30 ms of CPU a poll)
    with httpx.Client(timeout=2) as client:
        while True:
            if process.poll() is not None:
                raise AssertionError(f"{url}: exited with {process.returncode}:\n{log.read_text()[-3000:]}")
            with contextlib.suppress(httpx.HTTPError):
                response = client.get(url)
                if response.status_code == 200 and (not warm or response.json().get("warm")):
                    return
            if time.monotonic() > deadline:
                raise AssertionError(f"{url} not ready within {timeout} s:\n{log.read_text()[-3000:]}")
            time.sleep(0.05)


def serve_cli(args: list[str], env: dict[str, str], port: int, timeout: float = 120) -> subprocess.Popen[str]:
    """``interview-bot <args> --port <port>`` started and waited for until ``/readyz`` answers 200;
    its output is kept in the pipe, so a test can read what it printed once it stops."""
    process = subprocess.Popen(
        [*CLI, *args, "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.monotonic() + timeout
    # one client for the whole wait: httpx.get makes a client, TLS context included, per
    # call (~30 ms of CPU a poll)
    with httpx.Client(timeout=1) as client:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise AssertionError(f"exited early:\n{process.stdout.read() if process.stdout else ''}")
            try:
                if client.get(f"http://127.0.0.1:{port}/readyz").status_code == 200:
                    return process
            except httpx.HTTPError:
                time.sleep(0.05)
    process.kill()
    raise AssertionError("the API did not become ready")


def wait_for_port(port: int, process: subprocess.Popen[bytes], log: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while True:
        if process.poll() is not None:
            raise AssertionError(f"port {port}: exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"nothing listens on {port} within {timeout} s:\n{log.read_text()[-3000:]}")
        time.sleep(0.05)


def api_env(database_url: str, chroma_url: str, data_dir: Path, **extra: str) -> dict[str, str]:
    return process_env(
        IBOT_DATA_DIR=str(data_dir),
        IBOT_DATABASE_URL=database_url,
        IBOT_CHROMA_URL=chroma_url,
        IBOT_SERVICE_TOKEN=SERVICE_TOKEN,
        IBOT_BOT_USERNAME=BOT_USERNAME,
        **extra,
    )


def build_index(chroma_url: str, data_dir: Path) -> str:
    """``interview-bot index --incremental`` against the Chroma server (embeds what changed)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    env = process_env(IBOT_DATA_DIR=str(data_dir), IBOT_CHROMA_URL=chroma_url)
    return run_cli(["index", "--incremental"], env, data_dir, timeout=900)


@contextlib.contextmanager
def api_replicas(
    count: int, database_url: str, chroma_url: str, root: Path, **extra: str
) -> Iterator[list[str]]:
    """``count`` ``interview-bot api`` processes, each on its own port and data dir, ready (``/readyz``)."""
    with contextlib.ExitStack() as stack:
        urls = []
        pending = []
        for n in range(count):
            data_dir = root / f"api-{n + 1}"
            data_dir.mkdir(parents=True, exist_ok=True)
            port = free_port()
            log = root / f"api-{n + 1}.log"
            env = api_env(database_url, chroma_url, data_dir, **extra)
            args = ["api", "--host", "127.0.0.1", "--port", str(port)]
            process = stack.enter_context(started(args, env, data_dir, log))
            urls.append(f"http://127.0.0.1:{port}")
            pending.append((urls[-1], process, log))
        for url, process, log in pending:
            wait_until_ready(f"{url}/readyz", process, log)
        yield urls


@dataclass
class RoundRobinProxy:
    """What Caddy does in deploy/: each request to the next replica; remembers who served what."""

    upstreams: list[str]
    served: list[tuple[int, str, str, int]] = field(default_factory=list)  # (replica, method, path, status)
    url: str = ""
    _next: Iterator[int] = field(init=False)
    _runner: web.AppRunner | None = None
    _client: ClientSession | None = None

    def __post_init__(self) -> None:
        self._next = itertools.cycle(range(len(self.upstreams)))

    async def start(self) -> str:
        from aiohttp import ClientSession, ClientTimeout, web  # here: every process loads this module

        self._client = ClientSession(timeout=ClientTimeout(total=60), auto_decompress=False)
        app = web.Application(client_max_size=1 << 20)
        app.router.add_route("*", "/{tail:.*}", self._forward)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
        if self._client is not None:
            await self._client.close()

    async def _forward(self, request: web.Request) -> web.Response:
        from aiohttp import web

        assert self._client is not None
        replica = next(self._next)
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP_HEADERS}
        body = await request.read()
        target = self.upstreams[replica] + request.rel_url.raw_path_qs
        async with self._client.request(request.method, target, headers=headers, data=body) as upstream:
            payload = await upstream.read()
            out = {k: v for k, v in upstream.headers.items() if k.lower() not in HOP_HEADERS}
            self.served.append((replica, request.method, request.rel_url.path, upstream.status))
            return web.Response(status=upstream.status, body=payload, headers=out)

    def replicas_for(self, fragment: str) -> set[int]:
        return {replica for replica, _, path, _ in self.served if fragment in path}


@contextlib.asynccontextmanager
async def round_robin(upstreams: list[str]) -> AsyncIterator[RoundRobinProxy]:
    proxy = RoundRobinProxy(upstreams)
    await proxy.start()
    try:
        yield proxy
    finally:
        await proxy.stop()


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="session")
def topology_chroma(chroma_server: str, tmp_path_factory: pytest.TempPathFactory) -> str:
    """The ``chroma run`` server with the bank indexed by ``interview-bot index``, once per session."""
    build_index(chroma_server, tmp_path_factory.mktemp("topology-index"))
    return chroma_server


@dataclass(frozen=True)
class Replicas:
    """Two ``interview-bot api`` replicas on one PostgreSQL database and the indexed Chroma server."""

    database_url: str
    urls: list[str]
    root: Path  # their data dirs and logs


@pytest.fixture(scope="module")
def topology_replicas(
    topology_chroma: str, postgres_server_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Replicas]:
    """Two replicas on a fresh database, started once for a module: what each test there does lives in
    an organisation and an invite of its own (the processes are the cost, the data is not)."""
    database_url = asyncio.run(create_database(postgres_server_url))
    root = tmp_path_factory.mktemp("replicas")
    with api_replicas(2, database_url, topology_chroma, root) as urls:
        yield Replicas(database_url, urls, root)
