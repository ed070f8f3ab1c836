"""Recruiter endpoints: every one scoped to the key's organisation; auth; lists with cursors; questions."""

from __future__ import annotations

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.api_flows import make_invite, right_answer, start


async def test_another_organisation_sees_nothing(api: Api) -> None:
    acme, globex = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    invite = await make_invite(api, acme, question_count=1)
    session = await start(api, 1111, invite["token"])
    theirs = api.recruiter(globex)
    for method, path in (
        ("get", f"/v1/invites/{invite['id']}"),
        ("delete", f"/v1/invites/{invite['id']}"),
        ("get", f"/v1/sessions/{session['id']}"),
        ("get", f"/v1/sessions/{session['id']}/transcript"),
        ("get", f"/v1/sessions/{session['id']}/transcript?format=html"),
        ("get", f"/v1/sessions/{session['id']}/transcript?format=csv"),
        ("get", f"/v1/sessions/{session['id']}/transcript?format=md"),
    ):
        response = await api.client.request(method, path, headers=theirs)
        assert response.status_code == 404, (path, response.text)
        assert response.headers["content-type"] == "application/problem+json"
    assert (await api.client.get("/v1/invites", headers=theirs)).json()["items"] == []
    assert (await api.client.get("/v1/sessions", headers=theirs)).json()["items"] == []
    assert (await api.client.get(f"/v1/sessions?invite_id={invite['id']}", headers=theirs)).json()[
        "items"
    ] == []
    mine = (await api.client.get("/v1/sessions", headers=api.recruiter(acme))).json()
    assert [item["id"] for item in mine["items"]] == [session["id"]]
    assert (
        await api.client.get(f"/v1/invites/{invite['id']}", headers=api.recruiter(acme))
    ).status_code == 200


async def test_authentication(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1)
    for headers in ({}, {"Authorization": "Bearer nope"}, {"Authorization": f"Bearer {SERVICE_TOKEN}"}):
        response = await api.client.get("/v1/invites", headers=headers)
        assert response.status_code == 401 and response.headers["content-type"] == "application/problem+json"
    body = {"mode": "interview", "invite_token": invite["token"], "candidate": {"telegram_id": 5}}
    as_recruiter = await api.client.post("/v1/sessions", json=body, headers=api.recruiter(key))
    assert as_recruiter.status_code == 401
    no_user = await api.client.post(
        "/v1/sessions", json=body, headers={"Authorization": f"Bearer {SERVICE_TOKEN}"}
    )
    assert no_user.status_code == 400
    impostor = await api.client.post("/v1/sessions", json=body, headers=api.candidate(6))
    assert impostor.status_code == 403
    from api.store.orgs import revoke_key

    async with api.ctx.sessions.begin() as db:
        assert await revoke_key(db, key.split("_")[1])
    assert (await api.client.get("/v1/invites", headers=api.recruiter(key))).status_code == 401


async def test_session_list_filters_and_cursor_pagination(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    first = await make_invite(api, key, question_count=1, max_uses=10, reveal="each")
    second = await make_invite(api, key, question_count=1, max_uses=10)
    ids = [(await start(api, 2000 + n, (first if n < 3 else second)["token"]))["id"] for n in range(5)]
    done = ids[0]
    current = (await api.client.get(f"/v1/sessions/{done}/current", headers=api.candidate(2000))).json()
    question = api.catalog[current["question"]["id"]]
    await api.client.post(
        f"/v1/sessions/{done}/answers",
        json={"question_id": question.id, "answer": right_answer(question), "idempotency_key": "a"},
        headers=api.candidate(2000),
    )
    seen, cursor = [], None
    while True:
        params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
        page = (await api.client.get("/v1/sessions", params=params, headers=api.recruiter(key))).json()
        seen += [item["id"] for item in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == ids[::-1]
    finished = (await api.client.get("/v1/sessions?status=finished", headers=api.recruiter(key))).json()
    assert [item["id"] for item in finished["items"]] == [done] and finished["items"][0]["score"] == 1.0
    by_invite = (
        await api.client.get(f"/v1/sessions?invite_id={second['id']}", headers=api.recruiter(key))
    ).json()
    assert {item["id"] for item in by_invite["items"]} == set(ids[3:])
    later = (
        await api.client.get(
            "/v1/sessions", params={"since": "2999-01-01T00:00:00Z"}, headers=api.recruiter(key)
        )
    ).json()
    assert later["items"] == []
    invites = (await api.client.get("/v1/invites?limit=1", headers=api.recruiter(key))).json()
    assert len(invites["items"]) == 1 and invites["next_cursor"]


async def test_questions_through_retrieval(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    found = (
        await api.client.get("/v1/questions/search", params={"q": "LoRA", "k": 3}, headers=api.recruiter(key))
    ).json()
    assert 1 <= len(found["items"]) <= 3
    hit = found["items"][0]
    assert hit["question_id"] in api.catalog and hit["question"]["id"] == hit["question_id"]
    detail = (await api.client.get(f"/v1/questions/{hit['question_id']}", headers=api.recruiter(key))).json()
    assert detail["key"] == api.catalog[hit["question_id"]].key and "explanation" in detail
    shown = (await api.client.get(f"/v1/questions/{hit['question_id']}", headers=api.candidate(1))).json()
    assert "key" not in shown
    assert (await api.client.get("/v1/questions/nope-1", headers=api.recruiter(key))).status_code == 404
