"""A request body's field the API does not know is refused with a 422 naming it, never dropped: a
misspelled ``time_limit`` made an untimed "timed" invite, ``question_count`` on an adaptive invite
was replaced by max_questions' default, and a practice's ``question_count`` (the field is ``count``)
gave ten questions, each without a word (review53 finding 6). Refused before anything is stored.
The ATS partner's payload stays lenient: Greenhouse sends fields of its own."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite
from tests.helpers.greenhouse import basic


async def _refused(response: Any, field: str) -> None:
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["detail"] == f"unknown field(s): {field}", problem
    assert [e["loc"] for e in problem["errors"] if e["type"] == "extra_forbidden"] == [
        ["body", *field.split(".")]
    ], problem


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"question_count": 2, "time_limit": 60, "types": ["single"]}, "time_limit"),
        ({"question_count": 2, "reveal_policy": "never", "types": ["single"]}, "reveal_policy"),
    ],
)
async def test_an_invite_with_an_unknown_field_is_refused_and_nothing_is_made(
    api: Api, body: dict[str, Any], field: str
) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    await _refused(await api.client.post("/v1/invites", json=body, headers=acme), field)
    assert (await api.client.get("/v1/invites", headers=acme)).json()["items"] == []
    zh = {**acme, "Accept-Language": "zh"}
    refused = await api.client.post("/v1/invites", json=body, headers=zh)
    assert refused.json()["detail"] == f"不认识的字段：{field}", refused.text


async def test_an_adaptive_invite_given_question_count_is_told_to_use_max_questions(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    body = {"mode": "adaptive", "question_count": 3, "types": ["single"]}
    refused = await api.client.post("/v1/invites", json=body, headers=acme)
    assert refused.status_code == 422, refused.text
    assert "max_questions" in refused.json()["detail"], refused.text
    assert (await api.client.get("/v1/invites", headers=acme)).json()["items"] == []
    body = {"mode": "adaptive", "max_questions": 3, "types": ["single"]}
    created = await api.client.post("/v1/invites", json=body, headers=acme)
    assert created.status_code == 201, created.text
    assert created.json()["question_count"] == 3


async def test_a_practice_or_an_answer_with_an_unknown_field_is_refused(api: Api) -> None:
    candidate = api.candidate(71)
    body = {"mode": "practice", "candidate": {"telegram_id": 71, "language": "zh"}, "question_count": 3}
    await _refused(await api.client.post("/v1/sessions", json=body, headers=candidate), "question_count")
    nested = {"mode": "practice", "candidate": {"telegram_id": 71, "lang": "en"}}
    await _refused(await api.client.post("/v1/sessions", json=nested, headers=candidate), "candidate.lang")

    body = {"mode": "practice", "candidate": {"telegram_id": 71, "language": "zh"}, "count": 3}
    started = await api.client.post("/v1/sessions", json=body, headers=candidate)
    assert started.status_code == 201, started.text  # new: the refused ones opened none
    session = started.json()
    assert session["total"] == 3, session
    current = (await api.client.get(f"/v1/sessions/{session['id']}/current", headers=candidate)).json()
    answer = {"question_id": current["question"]["id"], "answer": "A", "idempotency": "k-1"}
    refused = await api.client.post(f"/v1/sessions/{session['id']}/answers", json=answer, headers=candidate)
    await _refused(refused, "idempotency")


async def test_the_ats_partner_may_send_fields_of_its_own(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Screen")
    body = {
        "partner_test_id": invite["id"],
        "candidate": {"first_name": "Wu", "telegram": "@wu_dev", "phone_number": "+86 10 1234 5678"},
        "greenhouse_application_id": 9001,
        "application": {"id": 9001, "job": "Backend"},  # not this product's: ignored
    }
    sent = await api.client.post(
        "/v1/ats/greenhouse/send_test", json=body, headers={"Authorization": basic(key)}
    )
    assert sent.status_code == 200, sent.text
