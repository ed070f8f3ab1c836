"""Steps of an interview and a practice session through the HTTP API, shared by the API, bot and
hardening tests: invites, starts, answers (right and wrong ones for a bank question)."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_fixtures import Api

CHOICE_TYPES = ["single", "multi", "truefalse"]
WRONG = ("incorrect", "partial")  # a wrong pick scores partial where the bank grants subset credit


def right_answer(question: Any) -> str:
    return (
        {"true": "对", "false": "错"}.get(question.key, question.key)
        if question.type == "truefalse"
        else question.key_text
    )


def wrong_answer(question: Any) -> str:
    if question.type == "truefalse":
        return "错" if question.key == "true" else "对"
    outside = [label for label in question.options if label not in question.key]
    return outside[0] if outside else question.key[0]  # every option right: a proper subset is wrong


async def make_invite(api: Api, key: str, **body: Any) -> dict[str, Any]:
    body = {"question_count": 3, "types": CHOICE_TYPES, "reveal": "end", "title": "ML engineer", **body}
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def start(api: Api, telegram_id: int, token: str, expect: int = 201) -> dict[str, Any]:
    body = {
        "mode": "interview",
        "invite_token": token,
        "candidate": {"telegram_id": telegram_id, "name": "Li"},
    }
    response = await api.client.post("/v1/sessions", json=body, headers=api.candidate(telegram_id))
    assert response.status_code == expect, response.text
    return dict(response.json())


async def answer(api: Api, telegram_id: int, session_id: str, question_id: str, text: str, key: str) -> Any:
    body = {"question_id": question_id, "answer": text, "idempotency_key": key}
    return await api.client.post(
        f"/v1/sessions/{session_id}/answers", json=body, headers=api.candidate(telegram_id)
    )


async def start_practice(api: Api, telegram_id: int, expect: int = 201, **body: Any) -> dict[str, Any]:
    payload = {"mode": "practice", "candidate": {"telegram_id": telegram_id, "language": "zh"}, **body}
    response = await api.client.post("/v1/sessions", json=payload, headers=api.candidate(telegram_id))
    assert response.status_code == expect, response.text
    return dict(response.json())


async def current_question(api: Api, telegram_id: int, session_id: str) -> Any:
    current = (
        await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(telegram_id))
    ).json()
    return api.catalog[current["question"]["id"]], current


async def post_answer(
    api: Api, telegram_id: int, session_id: str, qid: str, text: str, key: str
) -> dict[str, Any]:
    response = await api.client.post(
        f"/v1/sessions/{session_id}/answers",
        json={"question_id": qid, "answer": text, "idempotency_key": key},
        headers=api.candidate(telegram_id),
    )
    assert response.status_code == 200, response.text
    return dict(response.json())
