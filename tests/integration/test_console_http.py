"""The recruiter console over HTTP (httpx, no browser) with the real index (the table and the statistics
on PostgreSQL too): sign-in, cookies, CSRF, headers, organisation scoping, the invite form, the sessions
table and CSV, the transcript page, the compare report's item statistics, the questions and banks pages."""

from __future__ import annotations

import csv
import io
import logging
import math
import re
from typing import Any

import pytest

from api.catalogue import erratum_text
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.console import csrf_of, sign_in, take_interview

PAGES = [
    "/console/invites",
    "/console/sessions",
    "/console/questions",
    "/console/questions?q=attention",
    "/console/banks",
]
CHOICE = ["single", "multi", "truefalse"]


async def invite_through_form(api: Api, csrf: str, **fields: Any) -> tuple[str, str]:
    """Create an invite with the console's form; returns (invite id, token)."""
    form = {
        "csrf": csrf,
        "title": "ML engineer",
        "question_count": "3",
        "types": CHOICE,
        "max_uses": "10",
        **fields,
    }
    response = await api.client.post("/console/invites", data=form)
    assert response.status_code == 201, response.text
    link = re.search(r'id="created-link" type="text" readonly value="([^"]+)"', response.text)
    assert link, response.text
    token = link.group(1).rsplit("=", 1)[1]
    invites = (await api.client.get("/v1/invites", headers=await org_headers(api))).json()["items"]
    return next(item["id"] for item in invites if item["token"] == token), token


KEYS: dict[int, str] = {}


async def org_headers(api: Api) -> dict[str, str]:
    return api.recruiter(KEYS[id(api)])


async def signed_in(api: Api, org: str = "Acme") -> str:
    KEYS[id(api)] = await api.recruiter_key(org)
    return await sign_in(api.client, KEYS[id(api)])


def assert_console_headers(response: Any) -> None:
    csp = response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "same-origin"


async def test_anonymous_visitors_are_sent_to_sign_in_and_every_response_has_the_headers(api: Api) -> None:
    for path in [*PAGES, "/console/sessions/abc", "/console/invites/abc/report", "/console/sessions.csv"]:
        response = await api.client.get(path)
        assert response.status_code == 303 and response.headers["location"] == "/console/login", path
        assert_console_headers(response)
    login = await api.client.get("/console/login")
    assert login.status_code == 200 and 'name="key"' in login.text and 'type="password"' in login.text
    assert_console_headers(login)
    assert "<script>" not in login.text and " style=" not in login.text  # nothing inline for the CSP
    static = await api.client.get("/console/static/console.css")
    assert static.status_code == 200
    assert_console_headers(static)
    assert (
        "content-security-policy" not in (await api.client.get("/healthz")).headers
    )  # the JSON API as before


async def test_sign_in_cookie_and_the_key_never_shown(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    key = await api.recruiter_key("Acme")
    form = await api.client.get("/console/login")
    wrong = await api.client.post("/console/login", data={"key": key + "x", "csrf": csrf_of(form.text)})
    assert wrong.status_code == 401 and key not in wrong.text
    form = await api.client.get("/console/login")
    response = await api.client.post("/console/login", data={"key": key, "csrf": csrf_of(form.text)})
    assert response.status_code == 303
    cookie = next(
        value
        for name, value in response.headers.multi_items()
        if name == "set-cookie" and "ibot_console=" in value
    )
    lowered = cookie.lower()
    assert (
        "httponly" in lowered
        and "samesite=strict" in lowered
        and "path=/console" in lowered
        and "max-age=" in lowered
    )
    assert key not in cookie and key.split("_", 2)[2] not in cookie
    for path in PAGES:
        page = await api.client.get(path)
        assert page.status_code == 200, path
        assert key not in page.text and key not in str(page.url)
        assert_console_headers(page)
    assert key not in caplog.text
    # Secure over https
    secure = await api.client.get("https://testserver/console/login")
    assert "secure" in secure.headers["set-cookie"].lower()


async def test_posts_without_the_csrf_token_are_refused(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    no_token = await api.client.post("/console/login", data={"key": key})
    assert no_token.status_code == 403 and "ibot_console=" not in no_token.headers.get("set-cookie", "")
    csrf = await sign_in(api.client, key)
    refused = await api.client.post("/console/invites", data={"title": "no token", "question_count": "2"})
    assert refused.status_code == 403
    forged = await api.client.post("/console/invites", data={"title": "forged", "csrf": csrf + "x"})
    assert forged.status_code == 403
    assert (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"] == []
    invite_id, _ = await _invite_via_api(api, key)
    assert (await api.client.post(f"/console/invites/{invite_id}/revoke", data={})).status_code == 403
    assert (await api.client.post("/console/logout", data={})).status_code == 403
    assert not (await api.client.get(f"/v1/invites/{invite_id}", headers=api.recruiter(key))).json()[
        "revoked"
    ]
    assert (await api.client.get("/console/sessions")).status_code == 200  # still signed in


async def _invite_via_api(api: Api, key: str, **body: Any) -> tuple[str, str]:
    body = {"question_count": 3, "types": CHOICE, "title": "via api", "max_uses": 10, **body}
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return response.json()["id"], response.json()["token"]


async def test_sign_out_and_revoked_keys_end_the_session(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    copied = dict(api.client.cookies)
    out = await api.client.post("/console/logout", data={"csrf": csrf})
    assert out.status_code == 303 and out.headers["location"] == "/console/login"
    assert (await api.client.get("/console/sessions")).status_code == 303
    api.client.cookies.update(copied)  # the old cookie replayed: the session is over on the server
    assert (await api.client.get("/console/sessions")).status_code == 303

    api.client.cookies.clear()
    await sign_in(api.client, key)
    assert (await api.client.get("/console/sessions")).status_code == 200
    from api.store.orgs import revoke_key

    async with api.ctx.sessions.begin() as db:
        assert await revoke_key(db, key.split("_")[1])
    response = await api.client.get("/console/sessions")
    assert response.status_code == 303 and response.headers["location"] == "/console/login"


async def test_another_organisations_objects_are_404(api: Api) -> None:
    theirs = await api.recruiter_key("Globex")
    invite_id, token = await _invite_via_api(api, theirs)
    session_id, _ = await take_interview(api.client, SERVICE_TOKEN, api.catalog, token, 501, "Wang")
    await signed_in(api, "Acme")
    csrf = csrf_of((await api.client.get("/console/invites")).text)
    for path in (
        f"/console/sessions/{session_id}",
        f"/console/sessions/{session_id}/transcript.json",
        f"/console/sessions/{session_id}/transcript.html",
        f"/console/invites/{invite_id}/report",
        "/console/sessions/nope",
        "/console/questions/no-such-question",
    ):
        response = await api.client.get(path)
        assert response.status_code == 404, path
        assert response.headers["content-type"].startswith("text/html")
        assert_console_headers(response)
    revoke = await api.client.post(f"/console/invites/{invite_id}/revoke", data={"csrf": csrf})
    assert revoke.status_code == 404
    assert not (await api.client.get(f"/v1/invites/{invite_id}", headers=api.recruiter(theirs))).json()[
        "revoked"
    ]
    table = await api.client.get("/console/sessions")
    assert session_id not in table.text and "Wang" not in table.text
    assert session_id not in (await api.client.get("/console/sessions.csv")).text
    assert session_id not in (await api.client.get(f"/console/sessions.csv?invite={invite_id}")).text


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
        html_unescape(b) for b in re.findall(r'<pre class="typed">(.*?)</pre>', transcript.text, re.S)
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


def html_unescape(text: str) -> str:
    import html

    return html.unescape(text)


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


async def test_questions_search_and_question_page(api: Api) -> None:
    await signed_in(api)
    disputed = next(q for q in api.catalog if q.status.value == "disputed")
    listing = await api.client.get("/console/questions?status=disputed")
    assert f"/console/questions/{disputed.id}" in listing.text
    assert all(
        api.catalog[qid].status.value == "disputed"
        for qid in re.findall(r'href="/console/questions/([^"]+)"', listing.text)
    )
    searched = await api.client.get("/console/questions?q=KV cache&type=single")
    ids = re.findall(r'href="/console/questions/([^"]+)"', searched.text)
    assert ids and all(api.catalog[qid].type.value == "single" for qid in ids)
    page = await api.client.get(f"/console/questions/{disputed.id}")
    assert page.status_code == 200 and disputed.status_note[:20] in html_unescape(page.text)
    with_errata = next(q for q in api.catalog if q.errata)
    served = erratum_text(with_errata.errata[0].corrected, "zh")  # the page's language: "(removed)" is a word
    assert served[:15] in html_unescape((await api.client.get(f"/console/questions/{with_errata.id}")).text)


async def test_language_from_accept_language_and_the_switch(api: Api) -> None:
    await signed_in(api)
    assert "面试记录" in (await api.client.get("/console/sessions")).text
    english = await api.client.get(
        "/console/sessions", headers={"Accept-Language": "en-GB,en;q=0.9,zh;q=0.1"}
    )
    assert "Sessions" in english.text and 'lang="en"' in english.text
    switched = await api.client.get("/console/lang/en?back=/console/invites")
    assert switched.status_code == 303 and switched.headers["location"] == "/console/invites"
    assert "New invite" in (await api.client.get("/console/invites")).text
    elsewhere = await api.client.get("/console/lang/zh?back=https://evil.example/")
    assert elsewhere.headers["location"] == "/console/sessions"


BANK_CSV = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "cq-1,single,Which port does the quillgate daemon listen on?,7001,7002,7003,7004,B,See quill.conf,quill\n"
    "cq-2,truefalse,quillgate replicas elect a leader with Raft.,,,,,true,,quill\n"
)
BAD_CSV = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "cq-1,single,A question without its key,1,2,3,4,,,quill\n"
    "cq-2,nonsense,Another,1,2,3,4,A,,quill\n"
)


async def test_banks_page_uploads_shows_errors_by_line_and_corrects_a_key(api: Api) -> None:
    from tests.helpers.banks import wait_ready

    csrf = await signed_in(api)
    headers = await org_headers(api)
    files = {"file": ("broken.csv", BAD_CSV.encode(), "text/csv")}
    refused = await api.client.post("/console/banks", data={"csrf": csrf, "name": "Quill"}, files=files)
    assert refused.status_code == 422
    lines = re.findall(r'<tr><td class="num">(\d+)</td>', refused.text)
    assert lines and set(lines) <= {"2", "3"}  # every error, by its line in the file
    assert (await api.client.get("/v1/banks", headers=headers)).json()["items"] == []  # nothing stored
    no_token = await api.client.post("/console/banks", data={"name": "Quill"}, files=files)
    assert no_token.status_code == 403

    files = {"file": ("quill.csv", BANK_CSV.encode(), "text/csv")}
    uploaded = await api.client.post("/console/banks", data={"csrf": csrf, "name": "Quill"}, files=files)
    assert uploaded.status_code == 303, uploaded.text
    bank_id = uploaded.headers["location"].split("?")[0].rsplit("/", 1)[1]
    await wait_ready(api.client, headers, bank_id)
    listing = await api.client.get("/console/banks")
    assert f"/console/banks/{bank_id}" in listing.text and "Quill" in listing.text
    assert_console_headers(listing)
    page = await api.client.get(f"/console/banks/{bank_id}")
    assert "quillgate daemon" in page.text and page.text.count('<article class="card"') == 2

    question_id = next(
        q["id"]
        for q in (await api.client.get(f"/v1/banks/{bank_id}", headers=headers)).json()["items"]
        if q["type"] == "single"
    )
    target = f"/console/banks/{bank_id}/questions/{question_id}"
    missing = await api.client.post(target, data={"csrf": csrf, "key": "C"})
    assert missing.status_code == 422  # an erratum (what, why) is required
    fixed = await api.client.post(
        target, data={"csrf": csrf, "key": "C", "what": "B was the old port", "why": "the 2026 manual"}
    )
    assert fixed.status_code == 303
    detail = (await api.client.get(f"/v1/banks/{bank_id}", headers=headers)).json()
    corrected = next(q for q in detail["items"] if q["id"] == question_id)
    assert corrected["key"] == "C" and corrected["errata"]
    assert "the 2026 manual" in (await api.client.get(f"/console/banks/{bank_id}")).text

    # another organisation's bank is 404, in the console too
    await signed_in(api, "Globex")
    assert (await api.client.get(f"/console/banks/{bank_id}")).status_code == 404
    globex_csrf = csrf_of((await api.client.get("/console/banks")).text)
    assert (
        await api.client.post(f"/console/banks/{bank_id}/delete", data={"csrf": globex_csrf})
    ).status_code == 404
    for path in (target, f"{target}/regrade"):  # nor can it correct or regrade its questions
        form = {"csrf": globex_csrf, "key": "A", "what": "probe", "why": "probe"}
        assert (await api.client.post(path, data=form)).status_code == 404, path
