"""The API's reference pages (``/docs``, ``/redoc``) in a real browser (Debian's Chromium through
Playwright) with no internet: every request the page makes is answered with what the app itself answers
(body, type and content security policy), anything else is refused and recorded. Swagger UI and ReDoc
draw the API's operations from the app's own assets; the browser refuses nothing under the policy (but
the logo ReDoc's bundle names on Redocly's host, which it then leaves out), and a script the page did not
bring is refused. Skips, loudly, where Chromium is not installed."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.async_api import async_playwright

from api.reference_pages import ASSET_TYPES, ASSETS
from tests.helpers.api_fixtures import Api
from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)
ORIGIN = "http://api.test"
LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes
    headers: dict[str, str]


async def what_the_app_serves(api: Api) -> dict[str, Answer]:
    """The app's answers to every path the pages may ask for, read in the test's own event loop (the
    browser runs in another thread's)."""
    paths = ["/docs", "/redoc", "/openapi.json", *(f"{ASSETS}/{name}" for name in ASSET_TYPES)]
    answers = {}
    for path in paths:
        response = await api.client.get(path)
        keep = ("content-type", "content-security-policy", "x-content-type-options")
        headers = {name: response.headers[name] for name in keep if name in response.headers}
        answers[path] = Answer(response.status_code, response.content, headers)
    return answers


async def test_swagger_ui_and_redoc_draw_offline(rights_api: Api) -> None:
    answers = await what_the_app_serves(rights_api)
    assert (await rights_api.client.get("/docs/oauth2-redirect")).status_code == 404  # no OAuth2 flow
    # A thread of its own: pytest-playwright's sync browser (the console tests) may hold this thread's loop.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _check_in_chromium(answers)).result()


async def _check_in_chromium(answers: dict[str, Answer]) -> None:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = await browser.new_context()
            outside: list[str] = []

            async def serve(route: Any) -> None:
                url = urlsplit(route.request.url)
                answer = answers.get(url.path) if f"{url.scheme}://{url.netloc}" == ORIGIN else None
                if answer is None:
                    outside.append(route.request.url)
                    await route.abort()
                else:
                    await route.fulfill(status=answer.status, body=answer.body, headers=answer.headers)

            await context.route("**/*", serve)
            await _swagger_ui(context)
            await _redoc(context)
            assert outside == [], f"asked for what the app does not serve: {outside}"
        finally:
            await browser.close()


async def _page(context: Any, path: str) -> tuple[Any, list[str]]:
    page = await context.new_page()
    refused: list[str] = []
    page.on(
        "console",
        lambda message: refused.append(message.text) if "Content Security" in message.text else None,
    )
    await page.goto(f"{ORIGIN}{path}")
    return page, refused


async def _swagger_ui(context: Any) -> None:
    page, refused = await _page(context, "/docs")
    await page.wait_for_selector(".swagger-ui .opblock-summary-path", timeout=60_000)
    assert "interview-bot API" in await page.inner_text(".swagger-ui .info .title")
    paths = await page.locator(".opblock-summary-path").all_inner_texts()
    assert any("/v1/ats/greenhouse/send_test" in path for path in paths), paths[:5]
    assert refused == [], refused
    # a script the page did not bring is refused by the same policy
    await page.evaluate(
        "() => { const s = document.createElement('script');"
        " s.textContent = \"document.title = 'injected'\"; document.body.appendChild(s); }"
    )
    assert await page.title() == "interview-bot API - Swagger UI"
    assert any("inline script" in text for text in refused), refused


async def _redoc(context: Any) -> None:
    page, refused = await _page(context, "/redoc")
    await page.wait_for_selector("h1", timeout=60_000)
    assert "interview-bot API" in await page.inner_text("h1")
    await page.wait_for_selector("text=send_test", timeout=60_000)
    # ReDoc's bundle names one image of its own host (Redocly's logo, under its menu): the policy refuses
    # it and ReDoc then leaves it out (its onError), so nothing is drawn broken; nothing else is refused
    assert all(LOGO in text for text in refused), refused
    assert await page.locator(f'img[src="{LOGO}"]').count() == 0
