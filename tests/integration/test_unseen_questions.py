"""Interviews prefer questions the candidate has not seen in this organisation's earlier interviews (and
fall back to seen ones only when nothing else is left); a practice round never repeats a question."""

from __future__ import annotations

from collections import Counter

from api.store.sessions import get_session
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import TWO_SHOWN_EACH, answer, make_invite, question_view, start
from tests.helpers.fake_api import api, fake_index, sqlite_url

__all__ = ["api", "fake_index", "sqlite_url"]


async def _plan(api: Api, session_id: str) -> list[str]:
    async with api.ctx.sessions() as db:
        session = await get_session(db, session_id)
        assert session is not None
        return list(session.plan)


async def _answer_all(api: Api, telegram_id: int, session_id: str, count: int) -> None:
    for number in range(count):
        question = await question_view(api, telegram_id, session_id)
        response = await answer(api, telegram_id, session_id, question["id"], "A", f"{session_id}-{number}")
        assert response.status_code == 200 and response.json()["recorded"], response.text


async def test_a_second_interview_in_the_same_org_asks_other_questions(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    counts = Counter(
        topic
        for q in api.catalog
        if q.type.value == "single" and q.status.value == "active" and q.servable
        for topic in q.topics
    )
    topic = next(name for name, count in sorted(counts.items()) if count >= 4)
    plans = []
    for _ in range(2):
        invite = await make_invite(
            api, key, defaults=TWO_SHOWN_EACH, question_count=2, topics=[topic], types=["single"]
        )
        session = await start(api, 730001, invite["token"])
        plans.append(await _plan(api, session["id"]))
        await _answer_all(api, 730001, session["id"], 2)
    assert len(plans[0]) == 2 and len(plans[1]) == 2
    assert not set(plans[0]) & set(plans[1]), plans
    # the same invite terms for a candidate new to this organisation: the ranking alone decides again
    invite = await make_invite(
        api, key, defaults=TWO_SHOWN_EACH, question_count=2, topics=[topic], types=["single"]
    )
    newcomer = await start(api, 730002, invite["token"])
    assert await _plan(api, newcomer["id"]) == plans[0]


async def test_a_practice_round_never_repeats_a_question(api: Api) -> None:
    body = {"mode": "practice", "candidate": {"telegram_id": 730003}, "count": 20}
    response = await api.client.post("/v1/sessions", json=body, headers=api.candidate(730003))
    assert response.status_code == 201, response.text
    plan = await _plan(api, response.json()["id"])
    assert len(plan) == 20 and len(set(plan)) == 20
