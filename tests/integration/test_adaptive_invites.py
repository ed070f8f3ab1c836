"""Adaptive invites (api/services/scoring/_adaptive.py), on SQLite and PostgreSQL: one question chosen at a
time from the answers so far, stopping at the target standard error or the maximum count, the count
never promised ahead, time limits and reveal policies as for any interview."""

from __future__ import annotations

from typing import Any

import pytest

from api.store.sessions import get_session
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    answer,
    get,
    plan_of,
    related_ids,
    right_answer,
    start,
    start_practice,
    wrong_answer,
)

CHOICE = ["single", "truefalse"]


async def adaptive_invite(api: Api, key: str, **body: Any) -> dict[str, Any]:
    payload = {
        "mode": "adaptive",
        "types": CHOICE,
        "max_questions": 6,
        "max_uses": 10,
        "reveal": "each",
        **body,
    }
    response = await api.client.post("/v1/invites", json=payload, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def sit(api: Api, telegram_id: int, token: str, right: bool) -> tuple[str, list[dict[str, Any]]]:
    """Answer every question asked (all right or all wrong); the views seen, one per question."""
    session_id = (await start(api, telegram_id, token))["id"]
    views = []
    while True:
        view = (await get(api, telegram_id, f"/v1/sessions/{session_id}/current")).json()
        if view["question"] is None:
            return session_id, views
        views.append(view)
        question = api.catalog[view["question"]["id"]]
        text = right_answer(question) if right else wrong_answer(question)
        reply = await answer(api, telegram_id, session_id, question.id, text)
        assert reply.status_code == 200, reply.text


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_adaptive_interview_grows_one_question_at_a_time_up_to_its_maximum(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await adaptive_invite(api, key, target_se=0.1)  # unreachable in 6: the maximum stops it
    assert (invite["mode"], invite["max_questions"], invite["target_se"]) == ("adaptive", 6, 0.1)
    session_id, views = await sit(api, 1001, invite["token"], right=True)
    assert [v["total"] for v in views] == [1, 2, 3, 4, 5, 6]  # never a total ahead of the question
    assert all(v["adaptive"] for v in views)
    plan = await plan_of(api, session_id)
    assert len(plan) == len(set(plan)) == 6
    assert {api.catalog[qid].type.value for qid in plan} <= set(CHOICE)
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "finished" and summary["adaptive"] and summary["total"] == 6
    assert summary["ability"]["theta"] > 0.5 and summary["ability"]["answered"] == 6


async def test_it_stops_once_the_standard_error_reaches_the_target(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await adaptive_invite(api, key, target_se=0.95, max_questions=10)
    session_id, views = await sit(api, 1002, invite["token"], right=False)
    assert len(views) == 1  # one answer takes the standard error from 1 to below 0.95
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "finished" and summary["ability"]["se"] <= 0.95


async def test_the_next_question_follows_the_answers(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await adaptive_invite(api, key, target_se=0.1, max_questions=4)
    strong, _ = await sit(api, 1003, invite["token"], right=True)
    weak, _ = await sit(api, 1004, invite["token"], right=False)
    strong_plan, weak_plan = await plan_of(api, strong), await plan_of(api, weak)
    assert strong_plan != weak_plan
    summaries = [
        (await api.client.get(f"/v1/sessions/{sid}", headers=api.recruiter(key))).json()
        for sid in (strong, weak)
    ]
    assert summaries[0]["ability"]["theta"] > summaries[1]["ability"]["theta"]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_adaptive_invites_keep_time_limits_and_accommodations(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await adaptive_invite(api, key, time_limit_s=60, time_multiplier=1.5, reveal="end")
    session_id = (await start(api, 1005, invite["token"]))["id"]
    view = (await get(api, 1005, f"/v1/sessions/{session_id}/current")).json()
    question = api.catalog[view["question"]["id"]]
    assert view["deadline"] is not None and view["adaptive"]
    reply = await answer(api, 1005, session_id, question.id, right_answer(question))
    assert reply.status_code == 200 and reply.json().get("verdict") is None  # reveal at the end: hidden
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["time_limit_s"] == 90 and summary["total"] == 2


async def test_adaptive_contradictions_are_refused(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    some = [q.id for q in api.catalog if q.servable and q.status.value == "active"][:3]
    for body in ({"questions": some}, {"types": {"single": 2}}, {"draw": "shared"}):
        refused = await api.client.post(
            "/v1/invites", json={"mode": "adaptive", **body}, headers=api.recruiter(key)
        )
        assert refused.status_code == 422 and "adaptive" in refused.json()["detail"], refused.text
    assert (
        await api.client.post(
            "/v1/invites", json={"mode": "adaptive", "target_se": 0}, headers=api.recruiter(key)
        )
    ).status_code == 422


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_practice_beside_an_adaptive_interview_draws_nothing_it_may_still_ask(api: Api) -> None:
    """The interview has asked one question so far, but may ask any item of its pool next: a practice
    opened beside it (which shows each key) draws none of them."""
    key = await api.recruiter_key("Acme")
    invite = await adaptive_invite(api, key, types=["single"], max_questions=10, reveal="end")
    session = await start(api, 7606, invite["token"])
    async with api.ctx.sessions() as db:
        stored = await get_session(db, session["id"])
        assert stored is not None and stored.adaptive is not None
        pool, plan = set(stored.adaptive["ids"]), list(stored.plan)
    assert len(plan) == 1 and len(pool) > 10
    practice = await start_practice(api, 7606, types=["single"], count=20)
    drawn = await plan_of(api, practice["id"])
    assert drawn and not set(drawn) & pool, sorted(set(drawn) & pool)
    # its answers' explanations (the answer turn's own read of the open sessions) name none as related
    would_have_leaked = shown = 0
    for position, question_id in enumerate(drawn[:5]):
        would_have_leaked += len(related_ids(api.ctx.index, question_id, 3) & pool)
        reply = await answer(api, 7606, practice["id"], question_id, "A", f"p{position}")
        assert reply.status_code == 200, reply.text
        related = {item["question_id"] for item in reply.json()["explanation"]["related"]}
        assert not related & pool, sorted(related & pool)
        shown += len(related)
    assert would_have_leaked and shown, "the pool's questions are related to the practice's"
