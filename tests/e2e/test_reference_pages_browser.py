"""The API's reference pages (``/docs``, ``/redoc``) in a real browser (Debian's Chromium through
Playwright) under the content security policy the app sends with them: the page's own inline script
runs (allowed by its hash), its assets load from the CDN it names (answered here by a stand-in, as the
suite has no internet), a script from anywhere else does not, and the browser refuses nothing else.
Skips, loudly, where Chromium is not installed."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from playwright.async_api import async_playwright

from api.reference_pages import CDN
from tests.helpers.api_fixtures import Api
from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS, page_under_policy

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)
# Swagger UI's bundle as far as the page's inline script uses it: it marks the page when called
SWAGGER_STAND_IN = (
    "window.SwaggerUIBundle = function (options) { document.title = 'drawn from ' + options.url; };"
    "SwaggerUIBundle.presets = {apis: {}}; SwaggerUIBundle.SwaggerUIStandalonePreset = {};"
)


async def test_docs_run_their_own_script_and_nothing_else(api: Api) -> None:
    docs = await api.client.get("/docs")
    assert docs.status_code == 200 and docs.headers["content-type"].startswith("text/html")
    policy = docs.headers["content-security-policy"]
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
    assert "frame-ancestors 'none'" in policy and docs.headers["x-content-type-options"] == "nosniff"
    redoc = await api.client.get("/redoc")
    assert redoc.status_code == 200 and "content-security-policy" in redoc.headers
    assert (await api.client.get("/docs/oauth2-redirect")).status_code == 404  # no OAuth2 flow to return to
    assert (await api.client.get("/openapi.json")).status_code == 200
    # A thread of its own: pytest-playwright's sync browser (the console tests) may hold this thread's loop.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _check_in_chromium(docs.text, policy)).result()


async def _check_in_chromium(page_html: str, policy: str) -> None:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page, refused = await page_under_policy(browser, "http://api.test/**", page_html, policy)

            async def cdn(route: Any) -> None:
                if route.request.url.endswith(".js"):
                    await route.fulfill(status=200, body=SWAGGER_STAND_IN, content_type="text/javascript")
                else:
                    await route.fulfill(status=200, body="", content_type="text/css")

            await page.route(f"{CDN}/**", cdn)
            await page.route("https://fastapi.tiangolo.com/**", lambda route: route.fulfill(status=404))
            await page.goto("http://api.test/docs")
            await page.wait_for_function("document.title.startsWith('drawn from')")
            assert await page.title() == "drawn from /openapi.json", "the page's inline script ran"
            assert refused == [], refused
            # a script the page did not bring is refused by the same policy
            await page.evaluate(
                "() => { const s = document.createElement('script');"
                " s.textContent = \"document.title = 'injected'\"; document.body.appendChild(s); }"
            )
            assert await page.title() == "drawn from /openapi.json"
            assert any("inline script" in text for text in refused), refused
        finally:
            await browser.close()
