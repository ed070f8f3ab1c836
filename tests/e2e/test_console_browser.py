"""The recruiter console in a real browser: Debian's Chromium driven by Playwright (pytest-playwright's
``page`` fixture), against the app served by uvicorn on SQLite with the real index. A candidate takes
the interview through the candidate API (the bot's side) in between. Skips, loudly, where Chromium is
not installed."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from tests.helpers.api_fixtures import SERVICE_TOKEN, api_settings
from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS, ThreadedServer, take_interview

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)


# pytest-playwright's own fixtures (``page``, ``context``: a fresh context per test, its artifacts
# options) on top of these. Two are overridden for this module: ``playwright``, because the plugin's
# session-wide one would keep Playwright's event loop running in this thread for the rest of the session
# and every asyncio test after this module would fail ("cannot be called from a running event loop");
# and ``browser``, to launch Debian's Chromium by its path (Playwright's own download is not reachable).
@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

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
        self, token: str, telegram_id: int, name: str, answers: list[str] | None = None
    ) -> tuple[str, list[str]]:
        """The candidate's interview through the candidate API; right answers unless ``answers``.
        Returns the session id and the answers as recorded."""
        catalog = self.app.state.ctx.catalog

        async def run() -> tuple[str, list[str]]:
            async with httpx.AsyncClient(base_url=self.server.url, timeout=30) as client:
                return await take_interview(
                    client, SERVICE_TOKEN, catalog, token, telegram_id, name, answers=answers
                )

        with ThreadPoolExecutor(1) as pool:  # this thread's loop is Playwright's
            return pool.submit(asyncio.run, run()).result()


@pytest.fixture(scope="module")
def console(tmp_path_factory: pytest.TempPathFactory, real_index: Any, api_catalog: Any) -> Iterator[Console]:
    from api.app import create_app

    directory: Path = tmp_path_factory.mktemp("console")
    settings = api_settings(directory, f"sqlite+aiosqlite:///{directory / 'store.db'}")
    app = create_app(settings, index=real_index, catalog=api_catalog)
    with ThreadedServer(app) as server:
        yield Console(server, app)


def sign_in(page: Any, console: Console, key: str) -> None:
    page.goto(f"{console.server.url}/console/login")
    page.get_by_label("API 密钥").fill(key)  # the field is found by its label
    page.get_by_role("button", name="登录").click()
    page.wait_for_url("**/console/sessions")


def test_a_recruiter_runs_an_interview_from_the_console(page: Any, console: Console) -> None:
    url = console.server.url
    key = console.key("Acme")
    sign_in(page, console, key)

    # create an invite through the form
    page.goto(f"{url}/console/invites")
    page.get_by_label("标题").fill("Backend engineer")
    page.get_by_label("题目数量").fill("3")
    for kind in ("single", "multi", "truefalse"):
        page.locator(f'input[name="types"][value="{kind}"]').check()
    page.get_by_label("最多使用次数").fill("5")
    page.get_by_role("button", name="创建").click()
    link = page.locator("#created-link").input_value()
    assert link.startswith("https://t.me/") and "?start=" in link
    expect(page.locator("img.qr")).to_be_visible()
    token = link.split("?start=")[1]

    # two candidates take it through the candidate API (the bot's side)
    typed = ["  {right} ", "{right}\n（我想是这个）", "<b>{right}</b> & 'yes'"]
    first, sent = console.take(token, 9001, "Li Lei", typed)
    console.take(token, 9002, "Han Meimei")

    # both appear in the table, filtered by the invite
    page.goto(f"{url}/console/sessions")
    page.get_by_label("邀请").select_option(label="Backend engineer")
    page.get_by_role("button", name="筛选").click()
    page.wait_for_url("**/console/sessions?invite=*")
    rows = page.locator("table.sessions tbody tr")
    expect(rows).to_have_count(2)
    expect(page.get_by_role("link", name="Li Lei")).to_be_visible()
    expect(page.get_by_role("link", name="Han Meimei")).to_be_visible()

    # the session page shows every answer exactly as typed, with its verdict
    page.get_by_role("link", name="Li Lei").click()
    page.wait_for_url(f"**/console/sessions/{first}")
    shown = [block.text_content() for block in page.locator("pre.typed").all()]
    assert shown == sent and sent[0].startswith("  ")  # exactly as typed, spaces and all
    transcript = console.http.get(
        f"/v1/sessions/{first}/transcript", headers={"Authorization": f"Bearer {key}"}
    ).json()
    verdicts = [element.get_attribute("data-verdict") for element in page.locator("[data-verdict]").all()]
    assert verdicts == [answer["verdict"] for answer in transcript["answers"]]

    # the compare page shows both candidates of the invite
    page.get_by_role("link", name="对比报告").click()
    page.wait_for_url("**/report")
    table = page.locator("table.compare")
    expect(table.get_by_role("link", name="Li Lei")).to_be_visible()
    expect(table.get_by_role("link", name="Han Meimei")).to_be_visible()
    assert page.locator("table.items tbody tr").count() >= 3

    # another organisation's session is 404
    globex = console.key("Globex")
    invite = console.http.post(
        "/v1/invites",
        json={"question_count": 2, "types": ["single", "multi", "truefalse"], "title": "theirs"},
        headers={"Authorization": f"Bearer {globex}"},
    ).json()
    theirs, _ = console.take(invite["token"], 9003, "Someone Else")
    response = page.goto(f"{url}/console/sessions/{theirs}")
    assert response is not None and response.status == 404
    assert page.get_by_text("Someone Else").count() == 0

    # a POST without the CSRF token is refused (the browser's cookies, no token)
    refused = page.request.post(f"{url}/console/invites", form={"title": "forged", "question_count": "1"})
    assert refused.status == 403
    page.goto(f"{url}/console/invites")
    assert page.get_by_text("forged").count() == 0

    # sign-out ends access
    page.get_by_role("button", name="退出").click()
    page.wait_for_url("**/console/login")
    page.goto(f"{url}/console/sessions/{first}")
    assert page.url.endswith("/console/login")


def test_phone_width_keyboard_and_language(page: Any, console: Console) -> None:
    url = console.server.url
    page.set_viewport_size({"width": 390, "height": 844})
    sign_in(page, console, console.key("Initech"))
    page.goto(f"{url}/console/invites")
    page.get_by_label("标题").fill("A rather long invite title for a narrow screen")
    page.get_by_role("button", name="创建").click()
    expect(page.locator("#created-link")).to_be_visible()
    for path in ("/console/invites", "/console/sessions", "/console/questions?q=attention"):
        page.goto(url + path)
        overflow = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        wide = page.evaluate(
            """[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391
                 && !e.closest('.scroll')).map(e => e.tagName + '.' + e.className).slice(0, 8)"""
        )
        assert overflow <= 0, (path, overflow, wide)  # wide tables scroll inside their own box
    # keyboard: the first Tab reaches the skip link, and the form is reachable and labelled
    page.goto(f"{url}/console/invites")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    page.keyboard.press("Enter")
    focused: set[str] = set()
    for _ in range(60):
        page.keyboard.press("Tab")
        focused.add(page.evaluate("document.activeElement.id || document.activeElement.tagName"))
    assert {"title", "question_count"} <= focused
    unlabelled = page.evaluate(
        """[...document.querySelectorAll('input:not([type=hidden]), select')]
             .filter(e => !e.labels.length && !e.getAttribute('aria-label')).length"""
    )
    assert unlabelled == 0
    # the language switch
    page.get_by_role("link", name="English").click()
    expect(page.get_by_role("heading", name="New invite")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "en"


BANK_CSV = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "bq-1,single,Which port does the larkgate daemon listen on?,7001,7002,7003,7004,B,,lark\n"
    "bq-2,truefalse,larkgate replicas elect a leader with Raft.,,,,,true,,lark\n"
)
BROKEN_CSV = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "bq-1,single,A question without its key,1,2,3,4,,,lark\n"
    "bq-2,nonsense,Another,1,2,3,4,A,,lark\n"
)


def test_copy_revoke_and_a_bank_with_an_erratum(page: Any, console: Console) -> None:
    """The copy button, revoking an invite, and the Banks page: an upload refused with its errors by line,
    a good one browsed, and a key corrected with an erratum — all through the page's own controls."""
    import time

    from tests.helpers.banks import drop_org_banks

    url = console.server.url
    key = console.key("Umbrella")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=url)
    sign_in(page, console, key)

    title = f"To be revoked {time.monotonic_ns()}"  # unique: a rerun makes another
    page.goto(f"{url}/console/invites")
    page.get_by_label("标题").fill(title)
    page.get_by_role("button", name="创建").click()
    link = page.locator("#created-link").input_value()
    page.bring_to_front()  # the clipboard is written only for a focused page
    page.locator('button[data-copy="created-link"]').click()
    expect(page.locator('button[data-copy="created-link"]')).to_have_text("已复制")
    assert page.evaluate("navigator.clipboard.readText()") == link
    page.goto(f"{url}/console/invites")
    page.locator("tr", has_text=title).get_by_role("button", name="吊销").click()
    page.wait_for_url("**/console/invites")
    expect(page.locator("tr", has_text=title).locator(".state")).to_have_text("已吊销")

    page.goto(f"{url}/console/banks")
    page.get_by_label("题库文件").set_input_files(
        {"name": "broken.csv", "mimeType": "text/csv", "buffer": BROKEN_CSV.encode()}
    )
    page.get_by_label("题库名称").fill("Lark")
    page.get_by_role("button", name="上传").click()
    lines = [cell.text_content() for cell in page.locator("table.problems tbody tr td.num").all()]
    assert lines and set(lines) <= {"2", "3"}  # each error by its line in the file
    page.get_by_label("题库文件").set_input_files(
        {"name": "lark.csv", "mimeType": "text/csv", "buffer": BANK_CSV.encode()}
    )
    page.get_by_role("button", name="上传").click()
    page.wait_for_url("**/console/banks/*")
    bank_id = page.url.rsplit("/", 1)[1]
    try:
        expect(page.locator("article.card")).to_have_count(2)
        expect(page.get_by_text("Which port does the larkgate daemon listen on?")).to_be_visible()
        question = page.locator("article.card").first
        question.get_by_text("更正答案（附勘误）").click()
        question.get_by_label("答案", exact=True).fill("C")
        question.get_by_label("哪里有误").fill("B was the old port")
        question.get_by_label("更正理由").fill("the 2026 larkgate manual")
        question.get_by_role("button", name="保存").click()
        page.wait_for_url(f"**/console/banks/{bank_id}#q-*")  # back at the corrected question
        expect(page.locator("article.card").first.locator("p code")).to_have_text("C")
        expect(page.get_by_text("the 2026 larkgate manual")).to_be_visible()
    finally:  # the bank leaves the shared index once it is indexed
        headers = {"Authorization": f"Bearer {key}"}
        deadline = time.monotonic() + 300
        while console.http.get(f"/v1/banks/{bank_id}", headers=headers).json()["status"] == "indexing":
            assert time.monotonic() < deadline, "the bank did not finish indexing"
            time.sleep(0.5)
        drop_org_banks(console.app.state.ctx.index, [bank_id])
