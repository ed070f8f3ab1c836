"""The HTML transcript in a real browser (Debian's Chromium through Playwright) under the CSP the API
sends with it: the page's style and its data: chart load, nothing is refused, and no script runs —
not even one a candidate typed. Skips, loudly, where Chromium is not installed."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest
from playwright.async_api import async_playwright

from api import schemas
from api.services.reports import HTML_CSP, transcript_html
from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS, page_under_policy

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def _transcript() -> schemas.Transcript:
    session = schemas.SessionSummary(
        id="s1", mode="interview", status="finished", position=2, total=2, candidate_id=7, title="ML",
        language="en", created_at=NOW, answered=2, points=3, points_awarded=1, score=1 / 3,
        per_topic=[schemas.TopicScore(topic="lora", questions=2, points=3, points_awarded=1, score=1 / 3)],
    )  # fmt: skip
    open_question = schemas.QuestionOut(
        id="q2", type="design", stem="Design **it**.\n\n```python\nx = 1\n```", points=2
    )
    choice = schemas.QuestionOut(
        id="q1", type="single", stem="Pick one", options={"A": "a", "B": "b"}, points=1
    )
    hostile = '<script>document.title="pwned"</script><img src=x onerror="document.title=\'pwned\'">'
    return schemas.Transcript(
        session=session,
        answers=[
            schemas.TranscriptAnswer(
                position=0, question_id="q1", question=choice, answer=hostile, verdict="incorrect", score=0,
                points=1, points_awarded=0, shown_at=NOW, answered_at=NOW, time_taken_ms=1000,
                explanation=schemas.Explanation(
                    question_id="q1", key="B", explanation="Because.\nReally.",
                    errata=[schemas.ErratumOut(field="key", source="A", corrected="B", justification="*x*")],
                ),
            ),
            schemas.TranscriptAnswer(
                position=1, question_id="q2", question=open_question, answer="line 1\nline 2",
                verdict="correct", score=0.5, points=2, points_awarded=1, rationale="Covers *one* point.",
                shown_at=NOW, answered_at=NOW, time_taken_ms=2000,
            ),
        ],
    )  # fmt: skip


def test_the_transcript_page_renders_under_its_csp_without_scripts() -> None:
    # A thread of its own: pytest-playwright's sync browser (the console tests) may hold this thread's loop.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _check_in_chromium(transcript_html(_transcript()))).result()


async def _check_in_chromium(page_html: str) -> None:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page, refused = await page_under_policy(browser, "http://transcript.test/**", page_html, HTML_CSP)
            await page.goto("http://transcript.test/v1/sessions/s1/transcript?format=html")
            chart = await page.eval_on_selector("svg.chart", "svg => svg.getBoundingClientRect().width")
            bar = await page.eval_on_selector("svg.chart rect", "rect => rect.getBoundingClientRect().width")
            font = await page.evaluate("getComputedStyle(document.body).fontFamily")
            assert chart > 0 and bar > 0, "the inline SVG chart is drawn under the page's policy"
            assert "system-ui" in font, "the page's own style block is allowed by its hash"
            assert await page.title() == "ML — s1", "no script ran (the typed <script> is text)"
            assert refused == [], refused
            assert await page.locator("pre code.language-python").count() == 1
            assert (
                await page.locator("section").nth(1).locator("ul").count() == 0
            )  # open question: no options
            assert "line 1\nline 2" in await page.locator("section").nth(1).locator("pre").last.inner_text()
        finally:
            await browser.close()
