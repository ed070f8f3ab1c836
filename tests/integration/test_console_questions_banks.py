"""The recruiter console over HTTP (httpx, no browser) with the real index: the questions page and its
search, the console's language, the banks page (uploads, errors by line, a corrected key)."""

from __future__ import annotations

import html
import re

from api.catalogue import erratum_text
from tests.helpers.api_fixtures import Api
from tests.helpers.console import csrf_of
from tests.helpers.console_http import (
    assert_console_headers,
    org_headers,
    signed_in,
)


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
    assert page.status_code == 200 and disputed.status_note[:20] in html.unescape(page.text)
    with_errata = next(q for q in api.catalog if q.errata)
    served = erratum_text(with_errata.errata[0].corrected, "zh")  # the page's language: "(removed)" is a word
    assert served[:15] in html.unescape((await api.client.get(f"/console/questions/{with_errata.id}")).text)


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
