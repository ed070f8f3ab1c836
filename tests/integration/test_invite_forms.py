"""Invite forms (api/services/sessions/): named questions in order or shuffled, one shared draw for all
candidates, quotas per type honoured or refused saying what exists — on SQLite and PostgreSQL."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import plan_of, start
from tests.helpers.banks import BANK_FILES, upload_ready


def drawable(api: Api, kind: str | None = None) -> list[Any]:
    return [
        q
        for q in api.catalog
        if q.servable and q.status.value == "active" and (kind is None or q.type.value == kind)
    ]


async def post_invite(api: Api, key: str, **body: Any) -> Any:
    return await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))


async def invite_count(api: Api, key: str) -> int:
    return len((await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"])


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_named_questions_are_asked_in_the_given_order(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    chosen = [q.id for q in drawable(api)[5:9]][::-1]
    response = await post_invite(api, key, questions=chosen, max_uses=2)
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["questions"] == chosen and body["order"] == "fixed" and body["question_count"] == 4
    for telegram_id in (501, 502):
        session = await start(api, telegram_id, body["token"])
        assert session["total"] == 4
        assert await plan_of(api, session["id"]) == chosen


async def test_shuffled_order_differs_by_candidate_but_holds_the_same_questions(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    chosen = [q.id for q in drawable(api)[:8]]
    token = (await post_invite(api, key, questions=chosen, order="shuffled", max_uses=10)).json()["token"]
    plans = [await plan_of(api, (await start(api, 600 + n, token))["id"]) for n in range(4)]
    assert all(sorted(plan) == sorted(chosen) for plan in plans)
    assert len({tuple(plan) for plan in plans}) > 1


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_shared_draw_gives_every_candidate_the_same_questions(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    response = await post_invite(api, key, question_count=5, types=["single"], draw="shared", max_uses=5)
    assert response.status_code == 201, response.text
    shared = response.json()["questions"]
    assert len(shared) == 5 and {api.catalog[qid].type.value for qid in shared} == {"single"}
    for telegram_id in (701, 702, 703):
        assert await plan_of(api, (await start(api, telegram_id, response.json()["token"]))["id"]) == shared


async def test_type_quotas_are_honoured(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    quotas = {"single": 3, "truefalse": 2, "code": 1}
    response = await post_invite(api, key, types=quotas, max_uses=2)
    assert response.status_code == 201, response.text
    assert response.json()["types"] == quotas and response.json()["question_count"] == 6
    plan = await plan_of(api, (await start(api, 801, response.json()["token"]))["id"])
    assert Counter(api.catalog[qid].type.value for qid in plan) == Counter(quotas)


async def test_a_quota_the_banks_cannot_fill_is_refused_saying_what_exists(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    code_count = len(drawable(api, "code"))
    response = await post_invite(api, key, types={"single": 1, "code": code_count + 1})
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["short_types"] == ["code"]
    assert problem["available"]["code"] == code_count and problem["available"]["single"] > 0
    assert f"code: {code_count + 1} asked, {code_count} exist" in problem["detail"]
    assert await invite_count(api, key) == 0

    cut = await post_invite(api, key, types={"single": 1, "code": code_count + 1}, allow_fewer=True)
    assert cut.status_code == 201 and cut.json()["types"] == {"single": 1, "code": code_count}


async def test_quotas_and_a_different_question_count_contradict(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    response = await post_invite(api, key, types={"single": 2}, question_count=5)
    assert response.status_code == 422 and "add up to 2" in response.json()["detail"]


async def test_named_questions_must_exist_be_active_and_be_named_once(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    good = drawable(api)[0].id
    unknown = await post_invite(api, key, questions=[good, "no-such-question"])
    assert unknown.status_code == 422 and unknown.json()["unknown_questions"] == ["no-such-question"]
    twice = await post_invite(api, key, questions=[good, good])
    assert twice.status_code == 422 and twice.json()["repeated_questions"] == [good]
    disputed = next((q for q in api.catalog if q.status.value == "disputed"), None)
    if disputed is not None:
        refused = await post_invite(api, key, questions=[good, disputed.id])
        assert refused.status_code == 422
        assert refused.json()["undrawable_questions"] == [{"id": disputed.id, "status": "disputed"}]
    mixed = await post_invite(api, key, questions=[good], topics=["lora"])
    assert mixed.status_code == 422 and "fix the form" in mixed.json()["detail"]
    assert (await post_invite(api, key, questions=[])).status_code == 422
    assert await invite_count(api, key) == 0


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_another_organisations_bank_question_cannot_be_named(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    bank = await upload_ready(
        api.client, api.recruiter(key), "acme-only", (BANK_FILES / "infra.csv").read_bytes(), "text/csv"
    )
    own_question = bank["items"][0]["id"]
    mine = await post_invite(api, key, questions=[own_question])
    assert mine.status_code == 201, mine.text
    other = await api.recruiter_key("Globex")
    refused = await post_invite(api, other, questions=[own_question])
    assert refused.status_code == 422 and refused.json()["unknown_questions"] == [own_question]


PODS = (
    "Which object keeps a fixed number of identical pods running?\nA. ConfigMap\nB. ReplicaSet\nANSWER: B\n"
)
PDB = "What does a PodDisruptionBudget limit?\nA. voluntary evictions\nB. CPU\nANSWER: A\n"


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_fixed_form_asks_its_question_after_a_reupload_or_refuses_when_it_is_gone(api: Api) -> None:
    """An Aiken bank's ids follow the questions: a question inserted before it leaves the form's
    question where it was; a changed question leaves the form refusing, never asking another."""
    key = await api.recruiter_key("Acme")
    recruiter = api.recruiter(key)
    bank = await upload_ready(api.client, recruiter, "k8s", PODS, "text/plain", format="aiken")
    detail = (await api.client.get(f"/v1/banks/{bank['id']}", headers=recruiter)).json()
    [pods] = detail["items"]
    token = (await post_invite(api, key, questions=[pods["id"]], max_uses=5)).json()["token"]
    for telegram_id, file in ((501, PODS), (502, f"{PDB}\n{PODS}")):  # the second: one inserted first
        await upload_ready(api.client, recruiter, "k8s", file, "text/plain", format="aiken")
        session = await start(api, telegram_id, token)
        view = await api.client.get(
            f"/v1/sessions/{session['id']}/current", headers=api.candidate(telegram_id)
        )
        assert (view.json()["question"]["id"], view.json()["question"]["stem"]) == (pods["id"], pods["stem"])
    await upload_ready(
        api.client, recruiter, "k8s", f"{PDB}\n{PODS.replace('identical', 'matching')}", "text/plain",
        format="aiken",
    )  # fmt: skip
    refused = await start(api, 503, token, expect=409)
    assert refused["reason"] == "form_changed" and refused["missing"] == [pods["id"]], refused
