"""Small HTTP helpers for API tests: an invite, a started interview, an answer (issue-17 tests)."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_fixtures import Api


async def make_invite(api: Api, key: str, **body: Any) -> dict[str, Any]:
    body = {
        "question_count": 2,
        "types": ["single", "truefalse"],
        "reveal": "each",
        "title": "ML engineer",
        **body,
    }
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def start(api: Api, telegram_id: int, token: str, **candidate: Any) -> dict[str, Any]:
    body = {
        "mode": "interview",
        "invite_token": token,
        "candidate": {"telegram_id": telegram_id, "name": "Li", **candidate},
    }
    response = await api.client.post("/v1/sessions", json=body, headers=api.candidate(telegram_id))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def current_question(api: Api, telegram_id: int, session_id: str) -> dict[str, Any]:
    response = await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(telegram_id))
    assert response.status_code == 200, response.text
    return dict(response.json()["question"])


async def answer(api: Api, telegram_id: int, session_id: str, question_id: str, text: str, key: str) -> Any:
    body = {"question_id": question_id, "answer": text, "idempotency_key": key}
    return await api.client.post(
        f"/v1/sessions/{session_id}/answers", json=body, headers=api.candidate(telegram_id)
    )


async def set_plan(api: Api, session_id: str, question_ids: list[str]) -> None:
    """Fix which questions a fresh session asks (in the store), so a test can pick them."""
    from api.store.sessions import get_session

    async with api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None and session.position == 0
        session.plan = list(question_ids)
