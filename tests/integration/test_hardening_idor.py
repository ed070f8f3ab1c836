"""IDOR sweep: every operation of the app's OpenAPI document that names an object (invite, session,
candidate, organisation bank, bank question, webhook and its deliveries) is called with another
organisation's API key and as another candidate; none may succeed or leak, and the owner's objects are
unchanged afterwards. New endpoints are swept automatically."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.routing import APIRoute

from api.app import create_app
from api.reference_pages import ASSETS
from api.reference_pages import PATHS as REFERENCE_PAGES
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api, api_settings, running_api
from tests.helpers.banks import upload

BANK_CSV = "id,type,stem,A,B,C,D,key,explanation,topics\nq-1,single,Private question?,a,b,c,d,A,,private\n"
OWNER_CANDIDATE = 610001
OTHER_CANDIDATE = 610002
DENIED = {401, 403, 404}
PROBLEM_FIELDS = {"type", "title", "status", "detail", "instance", "request_id"}


@pytest.fixture
async def api(
    migrated_database_url: str, tmp_path: Path, real_index: Any, api_catalog: Any
) -> AsyncIterator[Api]:
    """The API without the limit on failed authentications: the sweep is answered 401 on purpose, once
    per operation and intruder, and each new route took it nearer the limit (which has tests of its own,
    tests/integration/test_auth_limits_and_files.py)."""
    settings = api_settings(tmp_path, migrated_database_url, rate_limit_failed_auth_per_minute=0)
    async with running_api(settings, real_index, api_catalog) as running:
        yield running


def body_for(method: str, path: str, question_id: str) -> dict[str, Any] | None:
    if path.endswith("/answers"):
        return {"question_id": question_id, "answer": "A", "idempotency_key": "idor-probe"}
    if path.endswith("/shown"):
        return {"position": 0, "message_id": 1}
    if path.endswith("/skip"):
        return {"question_id": question_id, "idempotency_key": "idor-skip"}
    if method == "PATCH" and path.startswith("/v1/candidates/"):
        return {"language": "en"}
    if path.startswith("/v1/telegram-notices/"):
        return {"ok": True}
    if method == "PATCH" and path.startswith("/v1/banks/"):
        return {"key": "B", "erratum": {"what": "probe", "why": "probe"}}
    return None


# Every path parameter the sweep knows how to fill with the owner's object. A new one fails
# test_every_operation_is_swept_or_named_as_unscoped until it is added here (and filled below).
OBJECT_PARAMETERS = frozenset(
    {
        "invite_id",
        "session_id",
        "telegram_id",
        "bank_id",
        "question_id",
        "webhook_id",
        "delivery_id",
        "poll_id",
        "pending_id",
    }
)
# Operations that name no object, each with where its scoping is checked. A new one fails
# test_every_operation_is_swept_or_named_as_unscoped until it is classified here.
UNSCOPED_OPERATIONS = {
    ("GET", "/healthz"): "public probe",
    ("GET", "/readyz"): "public probe",
    ("GET", "/metrics"): "public probe",
    ("GET", "/v1/topics"): "test_org_banks: another org never sees a bank's topics",
    ("GET", "/v1/deadlines"): "service token only: the bot's clock",
    (
        "POST",
        "/v1/telegram-links/claim",
    ): "the caller's own chat, by a one-time token (test_bot_recruiter_notices)",
    ("DELETE", "/v1/telegram-links"): "the caller's own chat's links (test_bot_recruiter_notices)",
    ("POST", "/v1/telegram-notices/claim"): "service token only: the bot's notices",
    ("GET", "/v1/questions/search"): "test_org_banks: another org never sees a bank's questions",
    ("GET", "/v1/invites"): "lists are scoped (below)",
    ("POST", "/v1/invites"): "test_org_banks: another org cannot name a bank in an invite",
    ("GET", "/v1/sessions"): "lists are scoped (below)",
    ("POST", "/v1/sessions"): "a session starts from a token; the candidate is the caller",
    ("GET", "/v1/banks"): "lists are scoped (below)",
    ("POST", "/v1/banks"): "the same name in two orgs makes two banks (below)",
    ("GET", "/v1/webhooks"): "lists are scoped (below)",
    ("POST", "/v1/webhooks"): "created in the key's org",
    ("GET", "/v1/org"): "each key sees its own org (below)",
    ("PATCH", "/v1/org"): "a key changes only its own org (below)",
    ("GET", "/v1/ats/greenhouse/list_tests"): "the basic-auth key's org only (test_ats)",
    ("POST", "/v1/ats/greenhouse/send_test"): "the basic-auth key's org only (test_ats)",
    ("GET", "/v1/ats/greenhouse/test_status"): "another org's interview id answers 404 (test_ats)",
}
METHODS = {"get", "post", "put", "patch", "delete"}


def path_parameters(path: str) -> set[str]:
    return set(re.findall(r"{([^}]+)}", path))


def object_operations(document: dict[str, Any]) -> list[tuple[str, str]]:
    """(method, path) of every operation addressing an invite, a session, a candidate, a bank, a bank
    question, a webhook or a delivery (``/v1/questions/{question_id}`` is probed with the owner's bank
    question)."""
    found = []
    for path, operations in document["paths"].items():
        if not path_parameters(path):
            continue
        for method in operations:
            if method in METHODS:
                found.append((method.upper(), path))
    return sorted(found)


def test_every_operation_is_swept_or_named_as_unscoped(tmp_path: Path) -> None:
    """A new route cannot escape the sweep: every operation of the app either names objects the sweep
    fills, or is listed above with where its scoping is checked; routes kept out of the OpenAPI document
    are the console's (swept by test_console_http) and FastAPI's own documentation."""
    from api.settings import Settings

    app = create_app(Settings(data_dir=tmp_path))
    document = app.openapi()
    unknown = []
    listed = set()
    for path, operations in document["paths"].items():
        for method in operations:
            if method not in METHODS:
                continue
            listed.add((method.upper(), path))
            names = path_parameters(path)
            if names - OBJECT_PARAMETERS or (not names and (method.upper(), path) not in UNSCOPED_OPERATIONS):
                unknown.append(f"{method.upper()} {path}")
    assert not unknown, f"operations the IDOR sweep does not know: {unknown}"
    assert set(UNSCOPED_OPERATIONS) <= listed, set(UNSCOPED_OPERATIONS) - listed  # no stale entries
    hidden = [
        route.path for route in app.routes if isinstance(route, APIRoute) and not route.include_in_schema
    ]
    # besides the console, only the API's reference pages and their assets, which show no one's data
    public = (*REFERENCE_PAGES, f"{ASSETS}/{{name}}")
    assert all(path.startswith("/console") or path in public for path in hidden), hidden
    assert any(path.startswith("/v1/banks") for _, path in object_operations(document))


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

    practice = {"mode": "practice", "candidate": {"telegram_id": OWNER_CANDIDATE}, "count": 1}
    drill = await api.client.post("/v1/sessions", json=practice, headers=owner)
    assert drill.status_code == 201, drill.text
    poll = {"position": 0, "message_id": 7, "poll_id": "idor-poll-1", "options": ["A", "B"]}
    shown = await api.client.post(f"/v1/sessions/{drill.json()['id']}/shown", json=poll, headers=owner)
    assert shown.status_code == 201, shown.text
    assert (await api.client.get("/v1/polls/idor-poll-1", headers=owner)).status_code == 200

    deliveries = await api.client.get(f"/v1/webhooks/{hook.json()['id']}/deliveries", headers=acme)
    values = {
        "webhook_id": hook.json()["id"],
        "delivery_id": deliveries.json()["items"][0]["id"],
        "invite_id": invite.json()["id"],
        "session_id": session_id,
        "telegram_id": str(OWNER_CANDIDATE),
        "bank_id": bank_id,
        "question_id": bank_question,
        "poll_id": "idor-poll-1",
        "pending_id": "idor-reading",  # a reading's id: the session it is under is what is scoped
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

    # a child addressed through the intruder's own parent: Globex's webhook with Acme's delivery, Globex's
    # bank with Acme's bank question
    own_hook = await api.client.post("/v1/webhooks", json=public, headers=globex)
    own_bank = await upload(api.client, globex, "private", BANK_CSV, "text/csv")  # the same name and file
    assert own_hook.status_code == 201 and own_bank.status_code == 201, own_bank.text
    assert own_bank.json()["id"] != bank_id
    own_items = (await api.client.get(f"/v1/banks/{own_bank.json()['id']}", headers=globex)).json()["items"]
    assert own_items[0]["id"] != bank_question  # question ids never clash across organisations
    crossed = {
        ("POST", f"/v1/webhooks/{own_hook.json()['id']}/deliveries/{values['delivery_id']}/retry"): None,
        ("PATCH", f"/v1/banks/{own_bank.json()['id']}/questions/{bank_question}"): body_for(
            "PATCH", "/v1/banks/", question_id
        ),
        ("POST", f"/v1/banks/{own_bank.json()['id']}/questions/{bank_question}/regrade"): None,
    }
    for (method, path), body in crossed.items():
        response = await api.client.request(method, path, json=body, headers=globex)
        assert response.status_code == 404, (method, path, response.text)
    # the service's own route is the service token's alone
    assert (await api.client.get("/v1/deadlines", headers=globex)).status_code == 401
    # an organisation's settings: each key sees and changes its own
    assert (await api.client.get("/v1/org", headers=globex)).json()["name"] == "Globex"
    acme_org = (await api.client.get("/v1/org", headers=acme)).json()
    changed = await api.client.patch("/v1/org", json={"retention_days": 30}, headers=globex)
    assert changed.status_code == 200 and changed.json()["name"] == "Globex"
    assert (await api.client.get("/v1/org", headers=acme)).json() == acme_org

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
    theirs = (await api.client.get("/v1/banks", headers=globex)).json()["items"]
    assert [b["id"] for b in theirs] == [own_bank.json()["id"]]
    hooks = (await api.client.get("/v1/webhooks", headers=globex)).json()["items"]
    assert [h["id"] for h in hooks] == [own_hook.json()["id"]]
    assert [h["id"] for h in (await api.client.get("/v1/webhooks", headers=acme)).json()["items"]] == [
        values["webhook_id"]
    ]


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
