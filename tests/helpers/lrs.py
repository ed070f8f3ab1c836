"""A real Learning Record Store for the xAPI tests: ralph-malph's LRS with its filesystem backend, run
from its own environment (``scripts/lrs-venv`` makes ``.venv-lrs``: ralph pins a FastAPI older than
the API's). Tests using it skip, saying so, when that environment is missing.

The server is ralph's own app under uvicorn, as ``ralph runserver -b fs`` starts it, with one change:
ralph 5.1's filesystem LRS backend writes each POST with the operation type ``create``, which refuses
once its statements file exists (every POST after the first answers 500); the backend's own
``append`` operation is made its default, so statements accumulate in the file as an LRS must keep
them. Everything else (validation, authentication, duplicate ids, queries) is ralph's."""

from __future__ import annotations

import atexit
import contextlib
import functools
import json
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.paths import ROOT
from tests.helpers.ports import free_port

SERVE = """
import sys
import uvicorn
from ralph.backends.data.base import BaseOperationType
from ralph.backends.lrs.fs import FSLRSBackend

FSLRSBackend.default_operation_type = BaseOperationType.APPEND
uvicorn.run("ralph.api:app", host=sys.argv[1], port=int(sys.argv[2]), log_level="info")
"""


def ralph_binary() -> Path:
    configured = os.environ.get("IBOT_TEST_RALPH")
    path = Path(configured) if configured else ROOT / ".venv-lrs" / "bin" / "ralph"
    if not path.is_file():
        pytest.skip(f"no LRS: {path} is missing (run scripts/lrs-venv)")
    return path


@dataclass
class Lrs:
    directory: Path
    port: int
    username: str
    password: str
    env: dict[str, str]
    process: subprocess.Popen[bytes] | None = None

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}/xAPI/"

    @property
    def auth(self) -> str:
        return f"{self.username}:{self.password}"

    def start(self) -> None:
        log = (self.directory / "server.log").open("ab")
        python = ralph_binary().parent / "python"
        command = [str(python), "-c", SERVE, "127.0.0.1", str(self.port)]
        self.process = subprocess.Popen(command, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.process.poll() is None, (self.directory / "server.log").read_text()[-3000:]
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return
            time.sleep(0.05)
        raise AssertionError("the LRS did not start")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
        self.process = None

    def _client(self) -> httpx.Client:
        return httpx.Client(
            auth=(self.username, self.password), headers={"X-Experience-API-Version": "1.0.3"}, timeout=10
        )

    def statements(self, client: httpx.Client | None = None) -> list[dict[str, Any]]:
        """Every statement stored, read back through the LRS's own API (following ``more``)."""
        if client is None:
            with self._client() as own:
                return self.statements(own)
        found: list[dict[str, Any]] = []
        url = f"{self.endpoint}statements?limit=100"
        while url:
            response = client.get(url)
            assert response.status_code == 200, response.text
            page = response.json()
            found += page["statements"]
            more = page.get("more")
            url = f"http://127.0.0.1:{self.port}{more}" if more else ""
        return found

    def wait_for(self, count: int, timeout: float = 90) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout
        # one client for the whole wait: httpx.get makes a client, TLS context included, per
        # call (~30 ms of CPU a poll)
        with self._client() as client:
            while True:
                found = self.statements(client)
                if len(found) >= count or time.monotonic() > deadline:
                    return found
                time.sleep(0.1)


def _lrs_env(directory: Path) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(directory),
        "RALPH_APP_DIR": str(directory / "app"),
        "RALPH_AUTH_FILE": str(directory / "auth.json"),
        "RALPH_RUNSERVER_BACKEND": "fs",
        "RALPH_BACKENDS__LRS__FS__DEFAULT_DIRECTORY_PATH": str(directory / "statements"),
    }


@dataclass(frozen=True)
class Credentials:
    username: str
    password: str
    auth_file: Path  # ralph's users file, with the password hashed


# ralph's users file, as ``ralph auth -w`` writes it: the password bcrypt-hashed by ralph's own bcrypt (in
# its environment). ``ralph auth`` itself imports the whole LRS app first (about 1.5 s of CPU, what the
# server's start costs), for a list of one JSON object; the server validates the file as it reads it.
HASH = "import sys, bcrypt; print(bcrypt.hashpw(sys.argv[1].encode(), bcrypt.gensalt()).decode())"


@functools.cache
def _credentials() -> Credentials:
    """One user allowed everything, written once per process: every LRS of the process gets a copy of
    its users file."""
    python = ralph_binary().parent / "python"
    directory = Path(tempfile.mkdtemp(prefix="ibot-lrs-auth-"))
    atexit.register(shutil.rmtree, directory, True)
    username, password = "ibot", secrets.token_urlsafe(16)
    hashed = subprocess.run(
        [str(python), "-c", HASH, password], capture_output=True, text=True, timeout=120, check=False
    )
    assert hashed.returncode == 0, hashed.stdout + hashed.stderr
    user = {
        "agent": {"mbox": "mailto:ibot@example.com", "objectType": "Agent"},
        "scopes": ["all"],
        "hash": hashed.stdout.strip(),
        "username": username,
    }
    (directory / "auth.json").write_text(json.dumps([user], indent=2), encoding="utf-8")
    return Credentials(username, password, directory / "auth.json")


@contextlib.contextmanager
def lrs(directory: Path, *, started: bool = True) -> Iterator[Lrs]:
    """An LRS of its own, its statements in ``directory``, with the process's one user allowed
    everything."""
    credentials = _credentials()
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "statements").mkdir(exist_ok=True)
    env = _lrs_env(directory)
    shutil.copyfile(credentials.auth_file, directory / "auth.json")
    server = Lrs(directory, free_port(), credentials.username, credentials.password, env)
    if started:
        server.start()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(directory / "app", ignore_errors=True)
