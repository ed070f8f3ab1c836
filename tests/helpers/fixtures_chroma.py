"""Fixtures for the retrieval tests: a real ``chroma run`` server, the two backends, a synthetic bank.

The fixtures are registered for every tier by ``tests/conftest.py`` (``pytest_plugins``); test modules
import only the plain helpers (``synthetic_bank``, ``edited``; the embedding doubles are in
``tests/helpers/embedding_doubles.py``, so that loading this plugin imports neither LangChain nor numpy).
Nothing here downloads anything.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from bank.model import Question
from tests.helpers.ports import free_port

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

BACKENDS = ("embedded", "server")


def chroma_executable() -> Path:
    """The ``chroma`` CLI shipped in the chromadb wheel, beside this interpreter."""
    return Path(sys.executable).with_name("chroma")


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """URL of a real ``chroma run`` server on a free port, stopped (SIGTERM) at the end of the session."""
    executable = chroma_executable()
    if not executable.exists():
        pytest.fail(f"the chroma CLI is missing: {executable}")
    directory = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    log = (directory / "server.log").open("wb")
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    process = subprocess.Popen(
        [str(executable), "run", "--path", str(directory / "db"), "--host", "127.0.0.1", "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    try:
        # one client for the whole wait: httpx.get makes a client, TLS context included, per
        # call (~30 ms of CPU a poll)
        with httpx.Client(timeout=1) as client:
            while True:
                if process.poll() is not None:
                    log_file = directory / "server.log"
                    pytest.fail(f"chroma run exited with {process.returncode}: see {log_file}")
                try:
                    if client.get(f"{url}/api/v2/heartbeat").status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    pytest.fail("chroma run did not answer its heartbeat within 60 s")
                time.sleep(0.05)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def index_factory(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Callable[..., Any]:
    """Opens fresh, isolated indexes on the current backend.

    ``index_factory(embeddings=None, name="main")``: the same ``name`` reopens the same index
    (same data dir or same collection prefix on the server); a new name is a new index.
    The server fixture is only started when a server-backed test runs.
    """
    from retrieval import open_index

    url = request.getfixturevalue("chroma_server") if backend == "server" else None
    run = uuid.uuid4().hex[:8]

    def open_test_index(embeddings: Embeddings | None = None, name: str = "main", **options: Any) -> Any:
        prefix = f"t{run}{name}" if url else "ibot"
        return open_index(tmp_path / name, url, embeddings, prefix=prefix, **options)

    open_test_index.backend = backend  # type: ignore[attr-defined]
    open_test_index.url = url  # type: ignore[attr-defined]
    open_test_index.data_dir = tmp_path  # type: ignore[attr-defined]
    return open_test_index


# --------------------------------------------------------------------------- a synthetic bank


SYNTHETIC_BANK = Path(__file__).parent / "data" / "synthetic_bank.yaml"


def synthetic_bank() -> list[Question]:
    """Twelve small questions over distinct topics, types and statuses (Chinese, English terms): data in
    ``tests/helpers/data/synthetic_bank.yaml``, read and validated like any bank file."""
    from bank.files import load_bank_file

    return list(load_bank_file(SYNTHETIC_BANK).questions)


def edited(question: Question, **changes: Any) -> Question:
    """A copy of ``question`` with ``changes``, validated like a bank file would be."""
    return Question.model_validate({**question.model_dump(), **changes})
