"""A disputed key grades nothing, one way: an answer the regrade turns ``ungraded`` reads exactly as an
answer graded after the dispute does (the session's language, what the candidate's answer was read as),
on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from api.services.questions import GRADE_COLUMNS
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import start as start_interview
from tests.helpers.banks import upload_ready

ONE_QUESTION = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "dq-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,A,,zephyr\n"
)


async def _answer_row(api: Api, session_id: str) -> dict[str, Any]:
    from api.store.models import Answer

    async with api.ctx.sessions() as db:
        row = (await db.execute(select(Answer).where(Answer.session_id == session_id))).scalar_one()
        grade = {column: getattr(row, column) for column in GRADE_COLUMNS}
        return grade | {"understood": (row.parsed or {}).get("understood")}


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_regraded_answer_to_a_disputed_key_reads_as_one_graded_after_the_dispute(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "disputable", ONE_QUESTION, "text/csv")
    question_id = bank["items"][0]["id"]
    body = {"question_count": 1, "banks": [bank["id"]], "max_uses": 5, "language": "zh"}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    before = await start_interview(api, 4801, invite["token"])
    after = await start_interview(api, 4802, invite["token"])
    answer = {"question_id": question_id, "answer": "C"}
    first = await api.client.post(
        f"/v1/sessions/{before['id']}/answers",
        json={**answer, "idempotency_key": "before"},
        headers=api.candidate(4801),
    )
    assert first.status_code == 200, first.text
    assert (await _answer_row(api, before["id"]))["verdict"] == "incorrect"

    disputed = {"status": "disputed", "erratum": {"what": "two ports are admin ports", "why": "ambiguous"}}
    patched = await api.client.patch(
        f"/v1/banks/{bank['id']}/questions/{question_id}", json=disputed, headers=acme
    )
    assert patched.status_code == 200, patched.text
    second = await api.client.post(
        f"/v1/sessions/{after['id']}/answers",
        json={**answer, "idempotency_key": "after"},
        headers=api.candidate(4802),
    )
    assert second.status_code == 200, second.text
    graded_after = await _answer_row(api, after["id"])
    regrade = await api.client.post(f"/v1/banks/{bank['id']}/questions/{question_id}/regrade", headers=acme)
    # the dispute regraded the answer already (test_dispute_applies_at_once.py): nothing changes again
    assert regrade.status_code == 200 and regrade.json()["changed"] == 0, regrade.text

    regraded = await _answer_row(api, before["id"])
    assert regraded.pop("grader") == "none"  # the regrade reads nothing anew: the first reading stands
    assert await _answer_row(api, after["id"]) == graded_after | {"grader": "none"}  # regraded alike
    graded_after.pop("grader")
    assert regraded == graded_after
    assert regraded["verdict"] == "ungraded" and regraded["understood"]["choices"] == ["C"], regraded
    assert "不评对错" in regraded["rationale"], regraded


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_question_withdrawn_to_a_draft_regrades_its_answers_as_withdrawn_not_disputed(
    api: Api,
) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "withdrawable", ONE_QUESTION, "text/csv")
    question_id = bank["items"][0]["id"]
    body = {"question_count": 1, "banks": [bank["id"]], "max_uses": 5, "language": "en"}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    session = await start_interview(api, 4803, invite["token"])
    answered = await api.client.post(
        f"/v1/sessions/{session['id']}/answers",
        json={"question_id": question_id, "answer": "A", "idempotency_key": "draft"},
        headers=api.candidate(4803),
    )
    assert answered.status_code == 200, answered.text
    draft = {"status": "draft", "erratum": {"what": "the stem names no version", "why": "rewrite it"}}
    patched = await api.client.patch(
        f"/v1/banks/{bank['id']}/questions/{question_id}", json=draft, headers=acme
    )
    assert patched.status_code == 200, patched.text
    regraded = await _answer_row(api, session["id"])  # regraded by the withdrawal itself
    assert regraded["verdict"] == "ungraded" and regraded["points_awarded"] == 0.0, regraded
    assert regraded["rationale"].startswith("This question was withdrawn"), regraded  # the session's English
    assert "disputed" not in regraded["rationale"], regraded
