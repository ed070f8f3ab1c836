"""Transcript renderings a recruiter downloads: Markdown in the session's language with correct
singular/plural, spreadsheet-safe CSV (BOM, key and topics columns, formulas neutralised, CR/LF
quoted, one row per answer) and a sanitised HTML page under a script-free CSP."""

from __future__ import annotations

import csv
import html
import io
import re
from typing import Any

import pytest

from api.catalogue import console_word
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import TWO_SHOWN_EACH, answer, make_invite, question_view, set_plan, start

HOSTILE = '=HYPERLINK("http://evil","x")\rsecond line after a bare CR\n<script>alert(1)</script>'
LINES = "x = 1\ny = 2\n\nz = x + y"


def _pick(catalog: Any) -> list[str]:
    active = [q for q in catalog if q.servable and q.status.value == "active"]
    one_point = next(q for q in active if q.options and q.points == 1)
    code = next(q for q in active if q.errata and "```" in q.stem and q.id != one_point.id)
    open_question = next(q for q in active if not q.options and q.type.value == "design")
    return [one_point.id, code.id, open_question.id]


async def _finished_session(api: Api, language: str) -> tuple[str, dict[str, Any], list[str]]:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api, key, defaults=TWO_SHOWN_EACH, question_count=3, types=[], reveal="each", language=language
    )
    session = await start(api, 9100, invite["token"], language=language)
    plan = _pick(api.catalog)
    await set_plan(api, session["id"], plan)
    typed = ["A", LINES, HOSTILE]  # readable answers (an unreadable one is not recorded)
    for number, text in enumerate(typed):
        question = await question_view(api, 9100, session["id"])
        assert question["id"] == plan[number]
        response = await answer(api, 9100, session["id"], question["id"], text, f"k{number}")
        assert response.status_code == 200, response.text
    finish = await api.client.post(f"/v1/sessions/{session['id']}/finish", headers=api.candidate(9100))
    assert finish.status_code == 200, finish.text
    return session["id"], api.recruiter(key), plan


async def _transcript(api: Api, session_id: str, headers: dict[str, str], form: str) -> Any:
    response = await api.client.get(f"/v1/sessions/{session_id}/transcript?format={form}", headers=headers)
    assert response.status_code == 200, response.text
    return response


@pytest.mark.parametrize("language", ["en", "zh"])
async def test_markdown_speaks_the_session_language_with_right_plurals(api: Api, language: str) -> None:
    session_id, headers, plan = await _finished_session(api, language)
    response = await _transcript(api, session_id, headers, "md")
    assert response.headers["x-content-type-options"] == "nosniff"
    text = response.text
    headings = re.findall(r"^## \d+\. (\S+) \(([^,]+), ([^)]*)\)$", text, flags=re.M)
    assert [h[0] for h in headings] == plan
    points = {q: api.catalog[q].points for q in plan}
    for question_id, kind, shown in headings:  # the type as the console names it (单选题, single choice)
        assert kind == console_word(f"type_{api.catalog[question_id].type.value}", language)
        value = f"{points[question_id]:g}"
        if language == "zh":
            assert shown == f"{value} 分"
        else:
            assert shown == (f"{value} point" if points[question_id] == 1 else f"{value} points")
    assert "1 points" not in text
    if language == "zh":
        assert "points" not in text and "得分率" in text
    else:
        assert "分)" not in text and "answered 3 of 3" in text
    assert "> x = 1\n> y = 2\n> \n> z = x + y" in text


async def test_csv_is_spreadsheet_safe_with_one_row_per_answer(api: Api) -> None:
    session_id, headers, plan = await _finished_session(api, "zh")
    response = await _transcript(api, session_id, headers, "csv")
    assert response.headers["content-type"].startswith("text/csv")
    assert response.headers["x-content-type-options"] == "nosniff"
    raw = response.content.decode("utf-8")
    assert raw.startswith("\ufeff")
    rows = list(csv.DictReader(io.StringIO(raw[1:], newline="")))
    assert len(rows) == 3 == len((await _transcript(api, session_id, headers, "json")).json()["answers"])
    assert [row["question_id"] for row in rows] == plan
    assert {"key", "topics"} <= set(rows[0])
    for row, question_id in zip(rows, plan, strict=True):
        question = api.catalog[question_id]
        assert row["topics"] == "; ".join(question.topics)
        assert row["key"], "the recruiter's transcript carries the key"
        for value in row.values():
            assert not value.startswith(("=", "+", "-", "@", "\t", "\r")), value
    assert rows[0]["answer"] == "A"
    assert rows[1]["answer"] == LINES
    assert rows[2]["answer"] == "'" + HOSTILE  # neutralised; the bare CR survives inside one quoted field
    # every field holding CR or LF is quoted: no physical line starts inside a row except in quotes
    quoted = re.findall(r'"((?:[^"]|"")*)"', raw)
    assert any("\r" in field for field in quoted) and any("\n\n" in field for field in quoted)


async def test_html_is_sanitised_complete_and_scriptless(api: Api) -> None:
    session_id, headers, plan = await _finished_session(api, "en")
    response = await _transcript(api, session_id, headers, "html")
    assert response.headers["x-content-type-options"] == "nosniff"
    csp = response.headers["content-security-policy"]
    assert "default-src 'none'" in csp and "unsafe-inline" not in csp and "script-src" not in csp
    assert "img-src data:" in csp
    page = response.text
    assert "<script" not in page.lower() and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<ul></ul>" not in page and "<ol></ol>" not in page
    code = api.catalog[plan[1]]
    assert '<pre><code class="language-' in page, "the stem's code block is rendered, not shown raw"
    assert "```" not in page
    assert code.errata
    for erratum in code.errata:  # named by the field it corrected, as the console names it
        assert f"<b>{html.escape(erratum.corrected)}</b>" in page
        assert f"{console_word(erratum.field, 'en')} {html.escape(erratum.source)} →" in page
    assert "<pre>x = 1\ny = 2\n\nz = x + y</pre>" in page
    assert '<svg class="chart"' in page and 'aria-label="Score by topic"' in page and "<rect" in page
    kind = console_word(f"type_{api.catalog[plan[0]].type.value}", "en")
    assert f"({kind}, 1 point)" in page
