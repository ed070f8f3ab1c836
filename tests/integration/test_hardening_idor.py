"""IDOR sweep: every operation of the app's OpenAPI document that names an object (invite, session,
candidate, organisation bank, bank question, webhook and its deliveries) is called with another
organisation's API key and as another candidate; none may succeed or leak, and the owner's objects are
unchanged afterwards. New endpoints are swept automatically."""

from __future__ import annotations

from typing import Any

from api.services import bank_indexing
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.banks import drop_org_banks, upload

BANK_CSV = "id,type,stem,A,B,C,D,key,explanation,topics\nq-1,single,Private question?,a,b,c,d,A,,private\n"
OWNER_CANDIDATE = 610001
OTHER_CANDIDATE = 610002
DENIED = {401, 403, 404}
PROBLEM_FIELDS = {"type", "title", "status", "detail", "instance", "request_id"}


def body_for(method: str, path: str, question_id: str) -> dict[str, Any] | None:
    if path.endswith("/answers"):
        return {"question_id": question_id, "answer": "A", "idempotency_key": "idor-probe"}
    if path.endswith("/shown"):
        return {"position": 0, "message_id": 1}
    if path.endswith("/skip"):
        return {"question_id": question_id, "idempotency_key": "idor-skip"}
    if method == "PATCH" and path.startswith("/v1/candidates/"):
        return {"language": "en"}
    if method == "PATCH" and path.startswith("/v1/banks/"):
        return {"key": "B", "erratum": {"what": "probe", "why": "probe"}}
    return None


def object_operations(document: dict[str, Any]) -> list[tuple[str, str]]:
    """(method, path) of every operation addressing an invite, a session, a candidate, a bank or a bank
    question (``/v1/questions/{question_id}`` is probed with the owner's bank question)."""
    found = []
    names = ("{invite_id}", "{session_id}", "{telegram_id}", "{bank_id}", "{question_id}", "{webhook_id}")
    for path, operations in document["paths"].items():
        if not any(name in path for name in names):
            continue
        for method in operations:
            if method in {"get", "post", "put", "patch", "delete"}:
                found.append((method.upper(), path))
    return sorted(found)


async def test_no_operation_lets_another_org_or_candidate_reach_an_object(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    globex = api.recruiter(await api.recruiter_key("Globex"))
    public = {"url": "http://93.184.216.34/hooks", "events": ["session.started"]}  # attempts just fail here
    hook = await api.client.post("/v1/webhooks", json=public, headers=acme)
    assert hook.status_code == 201, hook.text
    invite = await api.client.post(
        "/v1/invites", json={"question_count": 2, "types": ["single"], "max_uses": None}, headers=acme
    )
    assert invite.status_code == 201, invite.text
    owner = api.candidate(OWNER_CANDIDATE)
    start = {
        "mode": "interview",
        "invite_token": invite.json()["token"],
        "candidate": {"telegram_id": OWNER_CANDIDATE, "name": "Owner"},
    }
    session = await api.client.post("/v1/sessions", json=start, headers=owner)
    assert session.status_code == 201, session.text
    session_id = session.json()["id"]
    current = (await api.client.get(f"/v1/sessions/{session_id}/current", headers=owner)).json()
    question_id = current["question"]["id"]
    first = {"question_id": question_id, "answer": "A", "idempotency_key": "owner-1"}
    assert (
        await api.client.post(f"/v1/sessions/{session_id}/answers", json=first, headers=owner)
    ).status_code == 200
    before = (await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=acme)).json()
    bank = await upload(api.client, acme, "private", BANK_CSV, "text/csv")
    assert bank.status_code == 201, bank.text
    bank_id = bank.json()["id"]
    bank_before = (await api.client.get(f"/v1/banks/{bank_id}", headers=acme)).json()
    bank_question = bank_before["items"][0]["id"]

    deliveries = await api.client.get(f"/v1/webhooks/{hook.json()['id']}/deliveries", headers=acme)
    values = {
        "webhook_id": hook.json()["id"],
        "delivery_id": deliveries.json()["items"][0]["id"],
        "invite_id": invite.json()["id"],
        "session_id": session_id,
        "telegram_id": str(OWNER_CANDIDATE),
        "bank_id": bank_id,
        "question_id": bank_question,
    }
    intruders = {
        "another organisation": globex,
        "another candidate": {
            "Authorization": f"Bearer {SERVICE_TOKEN}",
            "X-Telegram-User-Id": str(OTHER_CANDIDATE),
        },
    }
    operations = object_operations(api.app.openapi())
    assert len(operations) >= 15, operations
    leaks = []
    for method, template in operations:
        path = template.format(**values)
        if template.startswith("/v1/sessions/") and "{question_id}" in template:
            continue  # a session's own question, not a bank's: covered by {session_id}
        for who, headers in intruders.items():
            response = await api.client.request(
                method, path, json=body_for(method, template, question_id), headers=headers
            )
            problem = response.json() if response.status_code in DENIED else {}
            if response.status_code not in DENIED or set(problem) - PROBLEM_FIELDS:
                leaks.append(f"{method} {template} as {who}: {response.status_code} {response.text[:200]}")
    assert not leaks, "\n".join(leaks)

    # lists are scoped too
    for path in ("/v1/invites", "/v1/sessions", f"/v1/sessions?invite_id={values['invite_id']}"):
        response = await api.client.get(path, headers=globex)
        assert response.status_code == 200 and response.json()["items"] == [], path
    assert invite.json()["token"] not in (await api.client.get("/v1/invites", headers=globex)).text
    # and nothing changed for the owner
    after = (await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=acme)).json()
    assert after == before
    mine = await api.client.get(f"/v1/invites/{values['invite_id']}", headers=acme)
    assert mine.status_code == 200 and mine.json()["id"] == values["invite_id"]
    still = await api.client.get(f"/v1/sessions/{session_id}/current", headers=owner)
    assert still.status_code == 200 and still.json()["status"] == "active"
    bank_after = (await api.client.get(f"/v1/banks/{bank_id}", headers=acme)).json()
    assert bank_after["items"] == bank_before["items"]
    assert (await api.client.get("/v1/banks", headers=globex)).json()["items"] == []
    assert (await api.client.get("/v1/webhooks", headers=globex)).json()["items"] == []
    assert [h["id"] for h in (await api.client.get("/v1/webhooks", headers=acme)).json()["items"]] == [
        values["webhook_id"]
    ]
    await bank_indexing.drain(api.ctx)
    drop_org_banks(api.ctx.index, [bank_id])


async def test_recruiter_keys_cannot_act_as_candidates_nor_the_service_token_as_a_recruiter(api: Api) -> None:
    key = api.recruiter(await api.recruiter_key("Acme"))
    start = {"mode": "practice", "candidate": {"telegram_id": OWNER_CANDIDATE}, "count": 1}
    as_recruiter = await api.client.post(
        "/v1/sessions", json=start, headers={**key, "X-Telegram-User-Id": "1"}
    )
    assert as_recruiter.status_code == 401
    service = {"Authorization": f"Bearer {SERVICE_TOKEN}"}
    for path in ("/v1/invites", "/v1/sessions"):
        assert (await api.client.get(path, headers=service)).status_code in {400, 401}
    created = await api.client.post("/v1/invites", json={"question_count": 1}, headers=service)
    assert created.status_code == 401
    for bad in ("Bearer ibk_000000000000_forged", "Bearer ", "Basic abc", "bearer"):
        assert (await api.client.get("/v1/invites", headers={"Authorization": bad})).status_code == 401
