"""The candidate side of the API, as tests drive it (issue 18): invites, sessions, answers, and the
plan a session holds (read from the store, which the candidate never sees)."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_fixtures import Api

CHOICE_TYPES = ["single", "multi", "truefalse"]


def right_answer(question: Any) -> str:
    if question.type == "truefalse":
        return {"true": "对", "false": "错"}.get(question.key, question.key)
    return str(question.key_text)


def wrong_answer(question: Any) -> str:
    if question.type == "truefalse":
        return "错" if question.key == "true" else "对"
    outside = [label for label in question.options if label not in question.key]
    return outside[0] if outside else question.key[0]


async def invite(api: Api, **body: Any) -> dict[str, Any]:
    key = await api.recruiter_key("Acme")
    body = {"question_count": 3, "types": CHOICE_TYPES, "reveal": "each", "title": "ML engineer", **body}
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def start(api: Api, telegram_id: int, **body: Any) -> dict[str, Any]:
    payload = {"candidate": {"telegram_id": telegram_id, "name": "Li", "language": "zh"}, **body}
    response = await api.client.post("/v1/sessions", json=payload, headers=api.candidate(telegram_id))
    assert response.status_code in (200, 201), response.text
    return dict(response.json())


async def get(api: Api, telegram_id: int, path: str, **params: Any) -> Any:
    return await api.client.get(path, params=params, headers=api.candidate(telegram_id))


async def current(api: Api, telegram_id: int, session_id: str) -> tuple[Any, dict[str, Any]]:
    """The bank's question on screen (with its key) and the API's view of it."""
    view = (await get(api, telegram_id, f"/v1/sessions/{session_id}/current")).json()
    return api.catalog[view["question"]["id"]], view


async def post_answer(api: Api, telegram_id: int, session_id: str, question_id: str, text: str) -> Any:
    body = {"question_id": question_id, "answer": text, "idempotency_key": f"{session_id}:{question_id}"}
    return await api.client.post(
        f"/v1/sessions/{session_id}/answers", json=body, headers=api.candidate(telegram_id)
    )


async def plan_of(api: Api, session_id: str) -> list[str]:
    """The question ids a session has planned, in order (the store's, not shown to candidates)."""
    from api.store.sessions import get_session

    async with api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None
        return list(session.plan)


def related_ids(index: Any, question_id: str, k: int) -> set[str]:
    """What the index relates to a question, before any rule of what a candidate may see."""
    return {item.question_id for item in index.related(question_id, k)}
