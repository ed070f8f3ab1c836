"""Every console page in Chromium at phone (390 px) and desktop (1280 px) width, in Chinese and in
English: nothing overflows the viewport outside a scroll container, no button's label wraps, no text is
clipped, and a Chinese page holds no English outside code, ids and names (a checked list of allowed
words). Besides: the invite's QR code is an image that loads, the compare page names questions by their
stem and flags no key on a handful of answers, the session page names the candidate as the table does,
an upload says it succeeded, and a transcript lists each related question once, to the second."""

from __future__ import annotations

import os
import re
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.helpers.console import CHROMIUM
from tests.helpers.console_browser import Console, sign_in

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)

# ASCII words a Chinese page may hold: product and format names, units, and the command it names.
ALLOWED = {
    "API", "CSV", "JSON", "YAML", "UTF", "MB", "HTML", "md", "json", "csv", "html", "Aiken", "GIFT",
    "UTC", "English", "interview", "bot", "admin", "create", "key", "ID", "QR", "Telegram", "h", "m",
    "unlink",  # the bot's command, as the notices page names it
    "a", "b", "SE",  # the item parameters and standard error of IRT, as the ability figures name them
}  # fmt: skip
# what is content, not the console's own words: bank text, answers, names, titles, code
CONTENT = (
    "code, pre, script, style, .stem, .options, .explanation, .errata, .snippet, .key, .rationale, "
    "[data-content]"
)

OUTSIDE = """() => {
  const width = document.documentElement.clientWidth;
  const scrolls = e => { const o = getComputedStyle(e).overflowX; return o === 'auto' || o === 'scroll'; };
  const inScroll = e => {
    for (let p = e.parentElement; p; p = p.parentElement) if (scrolls(p)) return true;
    return false;
  };
  // an element past the right edge, or one whose text sticks out of it (a long word), outside a scroller
  return [...document.querySelectorAll('body *')].filter(e => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || inScroll(e) || e.closest('.sr-only')) return false;
    const sticksOut = !scrolls(e) && getComputedStyle(e).overflowX === 'visible'
      && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && r.left + e.scrollWidth > width + 1;
    return r.right > width + 1 || sticksOut;
  }).map(e => e.tagName + '.' + e.className + ':' + (e.textContent || '').trim().slice(0, 30)).slice(0, 8);
}"""
WRAPPED = """() => [...document.querySelectorAll('button, a.button')].filter(b => {
  if (!b.offsetParent) return false;
  const range = document.createRange(); range.selectNodeContents(b);
  const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
  return tops.size > 1;
}).map(b => b.textContent.trim())"""
CLIPPED = """() => [...document.querySelectorAll('body *:not(input, select, textarea)')].filter(e => {
  const s = getComputedStyle(e);
  return (s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis')
    && e.scrollWidth > e.clientWidth + 1 && !e.closest('.sr-only');
}).map(e => e.tagName + '.' + e.className + ':' + e.textContent.trim().slice(0, 30))"""
WORDS = """(content) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(content)) continue;
    if (parent.closest('.sr-only') === null && !parent.offsetParent) continue;  // not shown
    found.push(...(node.textContent.match(/[A-Za-z][A-Za-z0-9_.\\-]*/g) || []));
  }
  for (const e of document.querySelectorAll('[aria-label], [title], input[placeholder], img[alt]'))
    if (!e.closest(content)) for (const a of ['aria-label', 'title', 'placeholder', 'alt'])
      found.push(...((e.getAttribute(a) || '').match(/[A-Za-z][A-Za-z0-9_.\\-]*/g) || []));
  return found;
}"""


def english_words(page: Any, names: set[str]) -> set[str]:
    """The ASCII words of the page's own text that are neither allowed, nor ids, nor names."""
    words = set(page.evaluate(WORDS, CONTENT))
    id_like = re.compile(r".*[0-9_\-].*|[A-H]")  # ids (seed000-07, bq-1, hex) and option letters
    return {w for w in words if w not in ALLOWED and w not in names and not id_like.fullmatch(w)}


BANK_CSV = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "pg-1,single,Which port does the larkgate daemon listen on?,7001,7002,7003,7004,B,,lark\n"
    "pg-2,truefalse,larkgate replicas elect a leader with Raft.,,,,,true,,lark\n"
)
BROKEN_CSV = "id,type,stem,A,B,C,D,key,explanation,topics\npg-1,single,Without its key,1,2,3,4,,,lark\n"


def test_every_page_reads_right_at_both_widths_in_both_languages(page: Any, console: Console) -> None:
    url = console.server.url
    key = console.key("Pages")
    recruiter = {"Authorization": f"Bearer {key}"}
    catalog = console.app.state.ctx.catalog
    invite = console.http.post(
        "/v1/invites",
        json={"title": "后端工程师", "question_count": 3, "types": ["single"], "max_uses": 10},
        headers=recruiter,
    ).json()
    wrong, _ = console.take(invite["token"], 424242, "Li Lei", right=0)
    console.take(invite["token"], 424243, "韩梅梅", right=2)  # the strongest misses one: two answers
    sign_in(page, console, key)
    missing: list[str] = []  # every defect found, so a run on a broken console names them all

    # the QR code of a new invite is an image that loads
    page.goto(f"{url}/console/invites")
    page.get_by_label("标题").fill("二维码")
    page.get_by_role("button", name="创建").click()
    try:  # the new invite's page is shown and its image has loaded, or failed to
        page.wait_for_function("() => document.querySelector('img.qr')?.complete === true", timeout=30_000)
        loaded = page.evaluate("document.querySelector('img.qr').naturalWidth > 0")
    except PlaywrightTimeoutError:
        loaded = False
    if not loaded:
        missing.append("the QR code does not load")

    # an upload says it succeeded
    page.goto(f"{url}/console/banks")
    page.get_by_label("题库文件").set_input_files(
        {"name": "lark.csv", "mimeType": "text/csv", "buffer": BANK_CSV.encode()}
    )
    page.get_by_role("button", name="上传").click()
    page.wait_for_url("**/console/banks/*")
    if "2 道题" not in page.evaluate(
        "[...document.querySelectorAll('[role=status]')].map(e => e.textContent).join()"
    ):
        missing.append("an upload does not say it succeeded")
    bank_id = page.url.split("?")[0].rsplit("/", 1)[1]

    # the session page names the candidate as the table does
    page.goto(f"{url}/console/sessions/{wrong}")
    facts = page.locator("dl.facts").text_content() or ""
    if "Li Lei" not in facts:
        missing.append("the session page does not name the candidate")
    # the recruiter's rationale speaks of the candidate, not to them
    rationales = " ".join(page.locator(".rationale").all_text_contents())
    if not rationales or "你" in rationales:
        missing.append(f"the rationale addresses the candidate: {rationales[:80]}")

    # the compare page: questions named by their stem; no key flagged on two answers each
    page.goto(f"{url}/console/invites/{invite['id']}/report")
    rows = page.locator("table.items tbody tr").all()
    assert rows
    for row in rows:
        head = row.locator("th").text_content() or ""
        question_id = next(q for q in catalog if q.id in head).id
        if catalog[question_id].stem.strip().splitlines()[0][:20] not in head:
            missing.append(f"item statistics name {question_id} by id only")
    if page.locator("tr.suspect").count():
        missing.append("a possible key problem is flagged on two answers")

    # a transcript: each related question once, times to the second
    markdown = console.http.get(f"/v1/sessions/{wrong}/transcript?format=md", headers=recruiter).text
    for block in markdown.split("\n## ")[1:]:
        related = re.findall(r"^- 相关 \[([^\]]+)\]", block, flags=re.M)
        if len(related) != len(set(related)):
            missing.append(f"related questions repeat: {related}")
    if re.search(r"\d\d:\d\d:\d\d\.\d", markdown):
        missing.append("the transcript's times carry microseconds")
    assert missing == [], "\n".join(missing)

    pages = {
        "invites": "/console/invites",
        "sessions": "/console/sessions",
        "session": f"/console/sessions/{wrong}",
        "report": f"/console/invites/{invite['id']}/report",
        "questions": "/console/questions?q=attention",
        "question": f"/console/questions/{invite_question(console, wrong, recruiter)}",
        "banks": "/console/banks",
        "bank": f"/console/banks/{bank_id}",
        "notifications": "/console/notifications",
    }
    names = {"Li", "Lei", "Pages", "larkgate", "lark"} | {t for q in catalog for t in q.topics}
    for language in ("zh", "en"):
        page.goto(f"{url}/console/lang/{language}?back=/console/invites")
        for width in (390, 1280):
            page.set_viewport_size({"width": width, "height": 900})
            for name, path in pages.items():
                page.goto(url + path)
                check(page, f"{language} {width} {name}", names if language == "zh" else None)
            # the pages a mistake leads to: an invite asking too much, a refused upload
            page.goto(f"{url}/console/invites")
            page.locator("#question_count").fill("100")
            page.locator('input[name="types"][value="truefalse"]').check()
            page.locator("form[action='/console/invites'] button[type=submit]:not([formaction])").click()
            page.locator(".error").wait_for()
            check(page, f"{language} {width} invite error", names if language == "zh" else None)
            page.goto(f"{url}/console/banks")
            page.locator("#bank-file").set_input_files(
                {"name": "broken.csv", "mimeType": "text/csv", "buffer": BROKEN_CSV.encode()}
            )
            page.locator("form[action='/console/banks'] button[type=submit]").click()
            page.locator("table.problems").wait_for()
            check(page, f"{language} {width} upload error", names if language == "zh" else None)
    page.goto(f"{url}/console/lang/zh?back=/console/invites")
    wait_indexed(console, bank_id, recruiter)


def check(page: Any, where: str, names: set[str] | None) -> None:
    page.wait_for_load_state("load")  # the stylesheet too (a form's answer may be read before it)
    outside = page.evaluate(OUTSIDE)
    assert outside == [], where
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, where
    assert page.evaluate(WRAPPED) == [], where
    assert page.evaluate(CLIPPED) == [], where
    if names is not None:
        assert english_words(page, names) == set(), where


def invite_question(console: Console, session_id: str, recruiter: dict[str, str]) -> str:
    transcript = console.http.get(f"/v1/sessions/{session_id}/transcript", headers=recruiter).json()
    return str(transcript["answers"][0]["question_id"])


def wait_indexed(console: Console, bank_id: str, recruiter: dict[str, str]) -> None:
    import time

    from tests.helpers.banks import drop_org_banks

    deadline = time.monotonic() + 300
    while console.http.get(f"/v1/banks/{bank_id}", headers=recruiter).json()["status"] == "indexing":
        assert time.monotonic() < deadline, "the bank did not finish indexing"
        time.sleep(0.1)
    drop_org_banks(console.app.state.ctx.index, [bank_id])
