"""The recruiter console in a real browser: Debian's Chromium driven by Playwright (pytest-playwright's
``page`` fixture), against the app served by uvicorn on SQLite with the real index. A candidate takes
the interview through the candidate API (the bot's side) in between. Skips, loudly, where Chromium is
not installed."""

from __future__ import annotations

import os
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.helpers.console import CHROMIUM
from tests.helpers.console_browser import Console, sign_in

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)


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
    with page.expect_navigation():  # to the new page's load event
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
    with page.expect_navigation():  # to its load event: the copy button's script is deferred
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
    bank_id = page.url.split("?")[0].rsplit("/", 1)[1]
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
            time.sleep(0.1)
        drop_org_banks(console.app.state.ctx.index, [bank_id])
