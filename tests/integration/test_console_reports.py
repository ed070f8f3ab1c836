"""The recruiter console over HTTP (httpx, no browser) with the real index (the table and the statistics on
PostgreSQL too): the invite form, the sessions table and CSV, the transcript page, the compare report's
item statistics and its highlighting of questions strong candidates failed."""

from __future__ import annotations

import csv
import html
import io
import math
import re
from typing import Any

import pytest

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.console import take_interview
from tests.helpers.console_http import (
    CHOICE,
    assert_console_headers,
    invite_through_form,
    org_headers,
    signed_in,
)


async def test_invite_form_table_csv_and_transcript(api: Api) -> None:
    csrf = await signed_in(api)
    page = await api.client.get("/console/invites")
    counts = dict(
        re.findall(r'name="topics" value="([^"]+)"[^>]*> [^<]+<span class="count">(\d+)</span>', page.text)
    )
    from api.services.banks import topic_counts

    assert counts == {c.topic: str(c.questions) for c in topic_counts(api.catalog)} and counts
    bad = await api.client.post("/console/invites", data={"csrf": csrf, "question_count": "0"})
    assert bad.status_code == 422 and "question_count" in bad.text
    nondigit = await api.client.post("/console/invites", data={"csrf": csrf, "question_count": "²"})
    assert nondigit.status_code == 422
    invite_id, token = await invite_through_form(api, csrf)
    created = await api.client.get("/console/invites")
    assert token in created.text and "/console/invites/" + invite_id + "/report" in created.text
    typed = ["  {right}  ", '=HYPERLINK("x")\r\n{right}', "{right}\n<script>alert(1)</script>"]
    first, sent = await take_interview(
        api.client, SERVICE_TOKEN, api.catalog, token, 601, "=cmd|' /C calc'!A0", answers=typed
    )
    second, _ = await take_interview(api.client, SERVICE_TOKEN, api.catalog, token, 602, "Zhao", right=3)

    table = await api.client.get(f"/console/sessions?invite={invite_id}&sort=score&dir=desc")
    assert table.status_code == 200
    assert table.text.index(f"/console/sessions/{second}") < table.text.index(f"/console/sessions/{first}")
    ascending = await api.client.get(f"/console/sessions?invite={invite_id}&sort=score&dir=asc")
    assert ascending.text.index(f"/console/sessions/{first}") < ascending.text.index(
        f"/console/sessions/{second}"
    )
    for status, present in (("finished", True), ("active", False)):
        filtered = await api.client.get(f"/console/sessions?status={status}")
        assert (f"/console/sessions/{second}" in filtered.text) is present
    future = await api.client.get("/console/sessions?since=2999-01-01")
    assert f"/console/sessions/{second}" not in future.text
    for hostile in (
        "?page=²",
        "?page=-1",
        "?since=2026-13-45",
        "?sort=x",
        "?invite=..%2F",
        "?page=99999999999",
    ):
        assert (await api.client.get("/console/sessions" + hostile)).status_code == 200, hostile
    for nul in ("?sort=%00", "?invite=%00"):  # NUL is refused app-wide, the same on both stores
        assert (await api.client.get("/console/sessions" + nul)).status_code == 422

    summaries = {
        sid: (await api.client.get(f"/v1/sessions/{sid}", headers=await org_headers(api))).json()
        for sid in (first, second)
    }
    exported = await api.client.get(f"/console/sessions.csv?invite={invite_id}&sort=score")
    assert exported.status_code == 200 and exported.text.startswith("\ufeff")
    rows = list(csv.DictReader(io.StringIO(exported.text.lstrip("\ufeff"))))
    assert [row["session_id"] for row in rows] == [second, first]
    assert rows[1]["candidate_name"].startswith("'=")  # neutralised for spreadsheets
    for row in rows:
        assert float(row["score"]) == pytest.approx(summaries[row["session_id"]]["score"])  # the same rule

    transcript = await api.client.get(f"/console/sessions/{first}")
    assert transcript.status_code == 200
    assert_console_headers(transcript)
    typed_blocks = [
        html.unescape(b) for b in re.findall(r'<pre class="typed">(.*?)</pre>', transcript.text, re.S)
    ]
    assert typed_blocks == sent  # exactly as typed, CR and all
    assert sent[0].startswith("  ") and sent[0].endswith("  ")  # the spaces as typed, not trimmed
    assert "<script>alert(1)</script>" not in transcript.text
    verdicts = re.findall(r'data-verdict="(\w+)"', transcript.text)
    json_transcript = (await api.client.get(f"/console/sessions/{first}/transcript.json")).json()
    assert verdicts == [a["verdict"] for a in json_transcript["answers"]]
    for fmt, kind in (("md", "text/markdown"), ("csv", "text/csv"), ("html", "text/html")):
        export = await api.client.get(f"/console/sessions/{first}/transcript.{fmt}")
        assert export.status_code == 200 and export.headers["content-type"].startswith(kind)
    assert "<svg" in (await api.client.get(f"/console/sessions/{second}")).text  # per-topic chart


def pearson(xs: list[float], ys: list[float]) -> float | None:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx < 1e-12 or syy < 1e-12:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / math.sqrt(sxx * syy)


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_compare_report_item_statistics_match_a_direct_computation(api: Api) -> None:
    csrf = await signed_in(api)
    invite_id, token = await invite_through_form(api, csrf, question_count="4")
    sessions = []
    for number, right in enumerate((4, 3, 1, 0, 2)):
        sid, _ = await take_interview(
            api.client, SERVICE_TOKEN, api.catalog, token, 700 + number, f"C{number}", right=right
        )
        sessions.append(sid)
    report = await api.client.get(f"/console/invites/{invite_id}/report")
    assert report.status_code == 200
    assert_console_headers(report)
    for sid in sessions:
        assert f"/console/sessions/{sid}" in report.text
    assert report.text.count("<rect") >= 10  # the distribution chart's bars

    # the statistics, computed here from the JSON transcripts
    headers = await org_headers(api)
    per_question: dict[str, list[tuple[float, float]]] = {}
    for sid in sessions:
        t = (await api.client.get(f"/v1/sessions/{sid}/transcript", headers=headers)).json()
        total, awarded = t["session"]["points"], t["session"]["points_awarded"]
        for a in t["answers"]:
            rest = (awarded - a["points_awarded"]) / (total - a["points"])
            per_question.setdefault(a["question_id"], []).append(
                (1.0 if a["verdict"] == "correct" else 0.0, rest)
            )
    from api.services.scoring import invite_cohort, item_stats, session_scores, strong_threshold

    async with api.ctx.sessions() as db:
        org_id = (await _org(api, db)).id
        scope = invite_cohort(org_id, invite_id)
        stats = {
            s.question_id: s
            for s in await item_stats(db, scope, strong_threshold(await session_scores(db, scope)))
        }
    assert set(stats) == set(per_question)
    for qid, pairs in per_question.items():
        xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
        assert stats[qid].answers == len(pairs)
        assert stats[qid].share_correct == pytest.approx(sum(xs) / len(xs), abs=1e-4)
        expected = pearson(xs, ys)
        if expected is None:
            assert stats[qid].discrimination is None
        else:
            assert stats[qid].discrimination == pytest.approx(expected, abs=1e-3)
        shown = re.search(
            rf'/console/questions/{qid}"[^>]*>[^<]*</a> <span class="meta">{qid}</span></th>\s*'
            r'<td class="num">(\d+)</td>',
            report.text,
        )
        assert shown and int(shown.group(1)) == len(pairs)


async def _org(api: Api, db: Any) -> Any:
    from api.store.orgs import get_org_by_name

    return await get_org_by_name(db, "Acme")


async def test_strong_candidates_failing_a_question_is_highlighted(api: Api) -> None:
    csrf = await signed_in(api)
    # a topic with few choice questions: every candidate answers the same ones
    headers = await org_headers(api)
    topics = (await api.client.get("/v1/topics", headers=headers)).json()["items"]
    topic, count = next(
        (item["topic"], n)
        for item in topics
        if 3 <= (n := sum(item["types"].get(kind, 0) for kind in CHOICE)) <= 4
    )
    invite_id, token = await invite_through_form(api, csrf, question_count=str(count), topics=[topic])
    # The two strongest candidates miss only one question, the same; the weak ones miss everything.
    counts = re.compile(r'</span></th>\s*<td class="num">(\d+)</td>')
    suspects = re.compile(r'<tr class="suspect">\s*<th scope="row" class="item"><a href="/console/questions/')
    strong, _ = await take_interview(
        api.client, SERVICE_TOKEN, api.catalog, token, 801, "Strong", right=count - 1
    )
    transcript = (await api.client.get(f"/v1/sessions/{strong}/transcript", headers=headers)).json()
    missed = {a["question_id"] for a in transcript["answers"] if a["verdict"] != "correct"}
    await take_interview(api.client, SERVICE_TOKEN, api.catalog, token, 802, "Strong", wrong_on=missed)
    first = (await api.client.get(f"/console/invites/{invite_id}/report")).text
    assert sum(map(int, counts.findall(first))) == 2 * count
    for number in range(2):
        await take_interview(api.client, SERVICE_TOKEN, api.catalog, token, 803 + number, "Weak", right=0)
    early = (await api.client.get(f"/console/invites/{invite_id}/report")).text
    assert not suspects.findall(early)  # four answers each: too few to say anything of a key
    await take_interview(api.client, SERVICE_TOKEN, api.catalog, token, 805, "Weak", right=0)
    report = (await api.client.get(f"/console/invites/{invite_id}/report")).text
    assert len(suspects.findall(report)) == 1  # the one question the strong candidates failed
    # the statistics kept from the first read were recomputed: every answer of the five counts
    assert sum(map(int, counts.findall(report))) == 5 * count
