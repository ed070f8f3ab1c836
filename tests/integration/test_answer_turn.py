"""The answer turn's outcomes on the wire, on SQLite and PostgreSQL: ``200`` only for an answer recorded
(or replayed); every answer not recorded is a problem with its ``reason`` and the ``prompt`` to show,
and nothing of it is stored; each turn is counted by outcome (``ibot_answer_turns_total``)."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    answer,
    current_question,
    get,
    invite,
    right_answer,
    start,
    start_practice,
)

pytestmark = pytest.mark.both_stores


async def _stored(api: Api, session_id: str) -> list[tuple[int, str]]:
    from sqlalchemy import select

    from api.store.models import Answer

    async with api.ctx.sessions() as db:
        rows = await db.execute(
            select(Answer.position, Answer.idempotency_key).where(Answer.session_id == session_id)
        )
        return sorted((position, key) for position, key in rows.all())


async def _turns(api: Api) -> dict[str, float]:
    text = (await api.client.get("/metrics")).text
    found = re.findall(r'^ibot_answer_turns_total\{outcome="(\w+)"\} ([0-9.]+)$', text, re.M)
    return {outcome: float(value) for outcome, value in found}


def _problem(response: Any, status: int, reason: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body = dict(response.json())
    assert body["reason"] == reason and body["prompt"], body
    return body


async def test_an_answer_not_recorded_is_a_problem_with_its_reason_and_nothing_is_stored(api: Api) -> None:
    token = (await invite(api, question_count=2, reveal="end", total_time_limit_s=600))["token"]
    session = await start(api, 9700, token)
    question, _ = await current_question(api, 9700, session["id"])

    unreadable = _problem(
        await answer(api, 9700, session["id"], question.id, "Bad answer", "u1"), 422, "unreadable"
    )
    assert unreadable["next"]["question"]["id"] == question.id and unreadable["recorded"] is False
    assert unreadable["prompt"] == unreadable["rationale"]
    not_current = _problem(await answer(api, 9700, session["id"], "nope", "A", "n1"), 409, "not_current")
    assert not_current["current_question_id"] == question.id
    body = {"question_id": "nope", "answer": "A", "idempotency_key": "n2"}
    headers = {**api.candidate(9700), "Accept-Language": "zh-CN"}
    in_chinese = await api.client.post(f"/v1/sessions/{session['id']}/answers", json=body, headers=headers)
    assert _problem(in_chinese, 409, "not_current")["detail"] == "这不是当前题目"
    assert await _stored(api, session["id"]) == []

    recorded = await answer(api, 9700, session["id"], question.id, right_answer(question), "r1")
    assert recorded.status_code == 200 and recorded.json()["recorded"] is True
    replayed = await answer(api, 9700, session["id"], question.id, right_answer(question), "r1")
    assert replayed.status_code == 200 and replayed.json()["replayed"] is True

    second, _ = await current_question(api, 9700, session["id"])
    api.clock.advance(700)  # past the session's total time
    over = _problem(
        await answer(api, 9700, session["id"], second.id, right_answer(second), "o1"), 409, "session_over"
    )
    assert over["status_now"] == "expired"
    assert await _stored(api, session["id"]) == [(0, "r1")]
    turns = await _turns(api)
    assert turns == {"unreadable": 1, "refused": 3, "recorded": 1, "replayed": 1}, turns


async def test_two_answers_to_one_question_at_once_record_one(api: Api) -> None:
    """Sent together with different keys (two devices): one is recorded, the other is a 409 that says
    so; the same key twice at once: one answer, both told its result."""
    token = (await invite(api, question_count=3, reveal="each"))["token"]
    session = await start(api, 9701, token)
    question, _ = await current_question(api, 9701, session["id"])
    typed = right_answer(question)
    both = await asyncio.gather(
        *(answer(api, 9701, session["id"], question.id, typed, k) for k in ("a", "b"))
    )
    assert sorted(r.status_code for r in both) == [200, 409], [r.text for r in both]
    refused = next(r for r in both if r.status_code == 409).json()
    assert refused["reason"] in ("already_answered", "not_current") and refused["prompt"]
    question, _ = await current_question(api, 9701, session["id"])
    typed = right_answer(question)
    same = await asyncio.gather(
        *(answer(api, 9701, session["id"], question.id, typed, "c") for _ in range(2))
    )
    assert [r.status_code for r in same] == [200, 200], [r.text for r in same]
    assert {r.json()["position"] for r in same} == {1}
    assert [position for position, _ in await _stored(api, session["id"])] == [0, 1]


async def test_a_late_answer_is_recorded_and_counted_late(api: Api) -> None:
    token = (await invite(api, question_count=2, reveal="each", time_limit_s=30))["token"]
    session = await start(api, 9702, token)
    question, _ = await current_question(api, 9702, session["id"])
    api.clock.advance(60)
    late = await answer(api, 9702, session["id"], question.id, right_answer(question), "l1")
    assert late.status_code == 200 and late.json()["timed_out"] is True and late.json()["recorded"] is True
    assert (await _turns(api)).get("late") == 1
    practice = await start_practice(api, 9703, count=1, types=["single"])
    question, _ = await current_question(api, 9703, practice["id"])
    done = await answer(api, 9703, practice["id"], question.id, right_answer(question), "p1")
    assert done.status_code == 200 and done.json()["next"]["status"] == "finished"
    assert (await _turns(api)).get("recorded") == 1


async def test_the_turns_send_their_model_as_fastapi_would(api: Api) -> None:
    """A session's start, the question on screen and the answer are sent by their routes as their
    ``response_model``'s JSON (``api/routes/candidate.py``, ``_json``): the same bytes, status and content
    type as FastAPI's own serialisation of that model (the decorator's ``response_model``: by alias, every
    field), a resumed start, a replayed answer and a finished session included."""
    from fastapi.routing import APIRoute
    from pydantic import TypeAdapter

    def same_as_fastapi(response: Any, path: str, method: str, status: int = 200) -> None:
        route = next(
            route
            for route in api.app.routes
            if isinstance(route, APIRoute) and route.path == path and method in route.methods
        )
        adapter: TypeAdapter[Any] = TypeAdapter(route.response_model)
        model = adapter.validate_json(response.content)
        assert response.status_code == status, response.text
        assert response.headers["content-type"] == "application/json"
        assert response.content == adapter.dump_json(model, by_alias=True)

    token = (await invite(api, question_count=2, reveal="each"))["token"]
    body = {"mode": "interview", "invite_token": token, "candidate": {"telegram_id": 9720}}
    for status in (201, 200):  # started, then resumed
        started = await api.client.post("/v1/sessions", json=body, headers=api.candidate(9720))
        same_as_fastapi(started, "/v1/sessions", "POST", status)
    session = started.json()
    current = await get(api, 9720, f"/v1/sessions/{session['id']}/current")
    same_as_fastapi(current, "/v1/sessions/{session_id}/current", "GET")
    answers = "/v1/sessions/{session_id}/answers"
    for turn in range(2):
        question, _ = await current_question(api, 9720, session["id"])
        recorded = await answer(api, 9720, session["id"], question.id, right_answer(question), f"k{turn}")
        same_as_fastapi(recorded, answers, "POST")
    replayed = await answer(api, 9720, session["id"], question.id, right_answer(question), "k1")
    assert replayed.json()["replayed"] is True
    same_as_fastapi(replayed, answers, "POST")
    finished = await get(api, 9720, f"/v1/sessions/{session['id']}/current")
    assert finished.json()["report"] is not None
    same_as_fastapi(finished, "/v1/sessions/{session_id}/current", "GET")
