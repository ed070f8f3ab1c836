"""Organisation question banks over HTTP with the real index (what is stored on PostgreSQL too): every upload
format, errors by line with nothing stored, the limits, and ownership (404, search, invites). Interviews
drawn from an uploaded bank: ``test_org_bank_interviews.py``."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import question_view
from tests.helpers.api_flows import start as start_interview
from tests.helpers.banks import (
    BANK_FILES,
    CSV_HEADER,
    ZEPHYR,
    csv_bank,
    upload,
    upload_ready,
    wait_ready,
)


@pytest.mark.parametrize(
    ("file", "media_type", "format", "count"),
    [
        ("infra.csv", "text/csv", None, 3),
        ("infra.yaml", "application/yaml", None, 3),
        ("infra.json", "application/json", None, 2),
        ("k8s.aiken.txt", "text/plain", "aiken", 3),
        ("k8s.gift", "text/plain", "gift", 7),
    ],
)
async def test_upload_each_format(
    api: Api, file: str, media_type: str, format: str | None, count: int
) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    response = await upload(
        api.client, acme, file, (BANK_FILES / file).read_bytes(), media_type, format=format
    )
    assert response.status_code == 201, response.text
    created = response.json()
    assert set(created) >= {"id", "name", "questions", "topics", "status"}
    assert (created["name"], created["questions"]) == (file, count)
    bank = await wait_ready(api.client, acme, created["id"])
    assert (bank["indexed"], bank["total"], len(bank["items"])) == (count, count, count)
    assert all(item["id"].startswith(f"{created['id']}-") for item in bank["items"])
    listed = (await api.client.get("/v1/banks", headers=acme)).json()["items"]
    assert [b["id"] for b in listed] == [created["id"]]


async def test_seed_style_exam_text_uploads(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    text = "模拟试题\n一、单项选择题（每题2分，共4分）\n"
    text += "1. 以下哪个是 GPU 厂商？\nA. NVIDIA\nB. Oracle\n答案：A\n解析：NVIDIA 生产 GPU。\n"
    text += "2. 1 GiB 等于多少 MiB？\nA. 1000\nB. 1024\n答案：B\n解析：二进制前缀。\n"
    response = await upload(api.client, acme, "seed-style", text, "text/plain")
    assert response.status_code == 201, response.text
    assert response.json()["questions"] == 2


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_file_with_several_errors_reports_each_by_line_and_stores_nothing(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    broken = csv_bank(
        "ok-1,single,Fine?,a,b,,,A,,t",
        "bad-1,single,Key not an option?,a,b,,,D,,t",
        "bad-2,essay,Not a CSV type,,,,,x,,t",
        "ok-1,single,Duplicate id,a,b,,,B,,t",
    )
    response = await upload(api.client, acme, "broken", broken, "text/csv")
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    errors = response.json()["errors"]
    assert [(e["line"], e["field"]) for e in errors] == [(3, "key"), (4, "type"), (5, "id")]
    assert all(e["message"] for e in errors)
    gift = "::a:: Fine {=yes ~no}\n\n::b:: When? {#1822}\n\n::c:: Nothing right {~a ~b}\n"
    response = await upload(api.client, acme, "broken-gift", gift, "text/plain", format="gift")
    assert response.status_code == 422, response.text
    assert [e["line"] for e in response.json()["errors"]] == [3, 5]
    assert (await api.client.get("/v1/banks", headers=acme)).json()["items"] == []
    # and a valid bank is not half-replaced by a broken upload under its name
    good = await upload_ready(api.client, acme, "zephyr", ZEPHYR, "text/csv")
    assert (await upload(api.client, acme, "zephyr", broken, "text/csv")).status_code == 422
    again = (await api.client.get(f"/v1/banks/{good['id']}", headers=acme)).json()
    assert [q["stem"] for q in again["items"]] == [q["stem"] for q in good["items"]]


async def test_limits_refuse_large_files_and_bad_input(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    huge = CSV_HEADER + "x" * (10 * 1024 * 1024 + 1)
    assert (await upload(api.client, acme, "huge", huge, "text/csv")).status_code == 413
    many = "".join(f"Question number {i}?\nA. a\nB. b\nANSWER: A\n\n" for i in range(5_001))
    response = await upload(api.client, acme, "many", many, "text/plain", format="aiken")
    assert response.status_code == 422 and "5000" in response.json()["errors"][0]["message"]
    assert (await upload(api.client, acme, "png", b"\x89PNG", "image/png")).status_code == 415
    response = await upload(
        api.client, acme, "nul", "Q?\nA. a\x00\nB. b\nANSWER: A\n", "text/plain", format="aiken"
    )
    assert response.status_code == 422 and response.json()["errors"][0]["line"] == 2
    response = await upload(
        api.client,
        acme,
        "latin1",
        "Qué?\nA. sí\nB. no\nANSWER: A\n".encode("latin-1"),
        "text/plain",
        format="aiken",
    )
    assert response.status_code == 422
    assert (await api.client.get("/v1/banks", headers=acme)).json()["items"] == []


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_another_organisation_never_reaches_the_bank(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    globex = api.recruiter(await api.recruiter_key("Globex"))
    bank = await upload_ready(api.client, acme, "zephyr", ZEPHYR, "text/csv")
    bank_id, question_id = bank["id"], bank["items"][0]["id"]
    assert (await api.client.get(f"/v1/banks/{bank_id}", headers=globex)).status_code == 404
    patch = {"key": "A", "erratum": {"what": "x", "why": "y"}}
    assert (
        await api.client.patch(f"/v1/banks/{bank_id}/questions/{question_id}", json=patch, headers=globex)
    ).status_code == 404
    assert (
        await api.client.post(f"/v1/banks/{bank_id}/questions/{question_id}/regrade", headers=globex)
    ).status_code == 404
    assert (await api.client.delete(f"/v1/banks/{bank_id}", headers=globex)).status_code == 404
    assert (await api.client.get("/v1/banks", headers=globex)).json()["items"] == []
    assert (await api.client.get(f"/v1/questions/{question_id}", headers=globex)).status_code == 404
    as_candidate = await api.client.get(f"/v1/questions/{question_id}", headers=api.candidate(5))
    assert as_candidate.status_code == 404

    query = {"q": "zephyrgate daemon port", "k": 10}
    own = (await api.client.get("/v1/questions/search", params=query, headers=acme)).json()["items"]
    assert own and own[0]["question_id"].startswith(bank_id)
    for outsider in (globex, api.candidate(7)):
        hits = (await api.client.get("/v1/questions/search", params=query, headers=outsider)).json()["items"]
        assert not [h for h in hits if h["question_id"].startswith(bank_id)]
        assert "zephyrgate" not in str(hits)
    topics = (await api.client.get("/v1/topics", headers=globex)).json()["items"]
    assert "zephyr" not in [t["topic"] for t in topics]
    assert "zephyr" in [
        t["topic"] for t in (await api.client.get("/v1/topics", headers=acme)).json()["items"]
    ]

    invite = {"question_count": 1, "banks": [bank_id]}
    refused = await api.client.post("/v1/invites", json=invite, headers=globex)
    assert refused.status_code == 422 and bank_id in refused.json()["detail"]
    assert (await api.client.post("/v1/invites", json=invite, headers=acme)).status_code == 201
    # Globex's default invite (public + its own banks) never draws Acme's questions
    default = await api.client.post(
        "/v1/invites", json={"question_count": 3, "types": ["single"]}, headers=globex
    )
    assert default.status_code == 201 and default.json()["banks"] is None
    session = await start_interview(api, 4401, default.json()["token"])
    summary = (await api.client.get(f"/v1/sessions/{session['id']}", headers=globex)).json()
    assert summary["total"] == 3
    shown = await question_view(api, 4401, session["id"])
    assert not shown["id"].startswith(bank_id)
