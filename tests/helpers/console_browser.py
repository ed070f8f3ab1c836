"""The browser tests' shared fixtures: Playwright and Debian's Chromium, and the console served by
uvicorn on SQLite with the real index (``console``), with the candidate API beside it. Registered for
the suite in ``tests/conftest.py``; ``playwright`` and ``browser`` are module-scoped, so no Playwright
event loop outlives the module that used it."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.api_fixtures import SERVICE_TOKEN, api_settings
from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS, ThreadedServer, take_interview
from tests.helpers.store_templates import copy_sqlite_template_now


# pytest-playwright's own fixtures (``page``, ``context``: a fresh context per test, its artifacts
# options) on top of these. Two are overridden for this module: ``playwright``, because the plugin's
# session-wide one would keep Playwright's event loop running in this thread for the rest of the session
# and every asyncio test after this module would fail ("cannot be called from a running event loop");
# and ``browser``, to launch Debian's Chromium by its path (Playwright's own download is not reachable).
@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    from playwright.sync_api import expect, sync_playwright

    # expect() retries its check for 5 s by default, against Playwright's 30 s for an action: a loaded
    # 2-core machine's Chromium and server can take longer than 5 s to show what a test waits for
    expect.set_options(timeout=30_000)
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield launched
    launched.close()


@pytest.fixture(scope="module")
def browser_context_args() -> dict[str, Any]:
    return {"locale": "zh-CN"}  # every test's context asks for Chinese (Accept-Language: zh-CN)


class Console:
    """The served app, and the JSON API beside it for the candidate's side and for checks."""

    def __init__(self, server: ThreadedServer, app: Any) -> None:
        self.server, self.app = server, app
        self.http = httpx.Client(base_url=server.url, timeout=30)

    def key(self, org: str) -> str:
        from api.store.orgs import create_key, create_org, get_org_by_name

        async def make() -> str:
            from api.store.engine import make_engine, sessionmaker_for

            engine = make_engine(self.app.state.ctx.settings.sqlalchemy_url)
            try:
                async with sessionmaker_for(engine).begin() as db:
                    if await get_org_by_name(db, org) is None:
                        await create_org(db, org)
                    return str((await create_key(db, org)).key)
            finally:
                await engine.dispose()

        # Playwright's sync API holds this thread's event loop: run the store call in a thread of its own.
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, make()).result()

    def take(
        self,
        token: str,
        telegram_id: int,
        name: str,
        answers: list[str] | None = None,
        right: int | None = None,
    ) -> tuple[str, list[str]]:
        """The candidate's interview through the candidate API; right answers unless ``answers`` (or
        only the first ``right``). Returns the session id and the answers as recorded."""
        catalog = self.app.state.ctx.catalog

        async def run() -> tuple[str, list[str]]:
            async with httpx.AsyncClient(base_url=self.server.url, timeout=30) as client:
                return await take_interview(
                    client, SERVICE_TOKEN, catalog, token, telegram_id, name, answers=answers, right=right
                )

        with ThreadPoolExecutor(1) as pool:  # this thread's loop is Playwright's
            return pool.submit(asyncio.run, run()).result()


@pytest.fixture(scope="module")
def console(tmp_path_factory: pytest.TempPathFactory, real_index: Any, api_catalog: Any) -> Iterator[Console]:
    from api.app import create_app

    directory: Path = tmp_path_factory.mktemp("console")
    copy_sqlite_template_now(directory / "store.db")
    settings = api_settings(directory, f"sqlite+aiosqlite:///{directory / 'store.db'}")
    app = create_app(settings, index=real_index, catalog=api_catalog)
    with ThreadedServer(app) as server:
        yield Console(server, app)


def sign_in(page: Any, console: Console, key: str, *, label: str = "API 密钥", button: str = "登录") -> None:
    page.goto(f"{console.server.url}/console/login")
    page.get_by_label(label).fill(key)  # the field is found by its label
    page.get_by_role("button", name=button).click()
    page.wait_for_url("**/console/sessions")
