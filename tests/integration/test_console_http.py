"""The recruiter console over HTTP (httpx, no browser) with the real index: sign-in, cookies, CSRF, headers,
sign-out and revoked keys, organisation scoping. The invite form, the sessions table, CSV, transcripts
and reports: ``test_console_reports.py``; the questions and banks pages:
``test_console_questions_banks.py``."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.console import csrf_of, sign_in, take_interview
from tests.helpers.console_http import (
    CHOICE,
    PAGES,
    assert_console_headers,
    signed_in,
)


async def test_anonymous_visitors_are_sent_to_sign_in_and_every_response_has_the_headers(api: Api) -> None:
    for path in [*PAGES, "/console/sessions/abc", "/console/invites/abc/report", "/console/sessions.csv"]:
        response = await api.client.get(path)
        assert response.status_code == 303 and response.headers["location"] == "/console/login", path
        assert_console_headers(response)
    login = await api.client.get("/console/login")
    assert login.status_code == 200 and 'name="key"' in login.text and 'type="password"' in login.text
    assert_console_headers(login)
    assert "<script>" not in login.text and " style=" not in login.text  # nothing inline for the CSP
    static = await api.client.get("/console/static/console.css")
    assert static.status_code == 200
    assert_console_headers(static)
    assert (
        "content-security-policy" not in (await api.client.get("/healthz")).headers
    )  # the JSON API as before


async def test_sign_in_cookie_and_the_key_never_shown(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    key = await api.recruiter_key("Acme")
    form = await api.client.get("/console/login")
    wrong = await api.client.post("/console/login", data={"key": key + "x", "csrf": csrf_of(form.text)})
    assert wrong.status_code == 401 and key not in wrong.text
    form = await api.client.get("/console/login")
    response = await api.client.post("/console/login", data={"key": key, "csrf": csrf_of(form.text)})
    assert response.status_code == 303
    cookie = next(
        value
        for name, value in response.headers.multi_items()
        if name == "set-cookie" and "ibot_console=" in value
    )
    lowered = cookie.lower()
    assert (
        "httponly" in lowered
        and "samesite=strict" in lowered
        and "path=/console" in lowered
        and "max-age=" in lowered
    )
    assert key not in cookie and key.split("_", 2)[2] not in cookie
    for path in PAGES:
        page = await api.client.get(path)
        assert page.status_code == 200, path
        assert key not in page.text and key not in str(page.url)
        assert_console_headers(page)
    assert key not in caplog.text
    # Secure over https
    secure = await api.client.get("https://testserver/console/login")
    assert "secure" in secure.headers["set-cookie"].lower()


async def test_posts_without_the_csrf_token_are_refused(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    no_token = await api.client.post("/console/login", data={"key": key})
    assert no_token.status_code == 403 and "ibot_console=" not in no_token.headers.get("set-cookie", "")
    csrf = await sign_in(api.client, key)
    refused = await api.client.post("/console/invites", data={"title": "no token", "question_count": "2"})
    assert refused.status_code == 403
    forged = await api.client.post("/console/invites", data={"title": "forged", "csrf": csrf + "x"})
    assert forged.status_code == 403
    assert (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"] == []
    invite_id, _ = await _invite_via_api(api, key)
    assert (await api.client.post(f"/console/invites/{invite_id}/revoke", data={})).status_code == 403
    assert (await api.client.post("/console/logout", data={})).status_code == 403
    assert not (await api.client.get(f"/v1/invites/{invite_id}", headers=api.recruiter(key))).json()[
        "revoked"
    ]
    assert (await api.client.get("/console/sessions")).status_code == 200  # still signed in


async def _invite_via_api(api: Api, key: str, **body: Any) -> tuple[str, str]:
    body = {"question_count": 3, "types": CHOICE, "title": "via api", "max_uses": 10, **body}
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return response.json()["id"], response.json()["token"]


async def test_sign_out_and_revoked_keys_end_the_session(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    copied = dict(api.client.cookies)
    out = await api.client.post("/console/logout", data={"csrf": csrf})
    assert out.status_code == 303 and out.headers["location"] == "/console/login"
    assert (await api.client.get("/console/sessions")).status_code == 303
    api.client.cookies.update(copied)  # the old cookie replayed: the session is over on the server
    assert (await api.client.get("/console/sessions")).status_code == 303

    api.client.cookies.clear()
    await sign_in(api.client, key)
    assert (await api.client.get("/console/sessions")).status_code == 200
    from api.store.orgs import revoke_key

    async with api.ctx.sessions.begin() as db:
        assert await revoke_key(db, key.split("_")[1])
    response = await api.client.get("/console/sessions")
    assert response.status_code == 303 and response.headers["location"] == "/console/login"


async def test_another_organisations_objects_are_404(api: Api) -> None:
    theirs = await api.recruiter_key("Globex")
    invite_id, token = await _invite_via_api(api, theirs)
    session_id, _ = await take_interview(api.client, SERVICE_TOKEN, api.catalog, token, 501, "Wang")
    await signed_in(api, "Acme")
    csrf = csrf_of((await api.client.get("/console/invites")).text)
    for path in (
        f"/console/sessions/{session_id}",
        f"/console/sessions/{session_id}/transcript.json",
        f"/console/sessions/{session_id}/transcript.html",
        f"/console/invites/{invite_id}/report",
        "/console/sessions/nope",
        "/console/questions/no-such-question",
    ):
        response = await api.client.get(path)
        assert response.status_code == 404, path
        assert response.headers["content-type"].startswith("text/html")
        assert_console_headers(response)
    revoke = await api.client.post(f"/console/invites/{invite_id}/revoke", data={"csrf": csrf})
    assert revoke.status_code == 404
    assert not (await api.client.get(f"/v1/invites/{invite_id}", headers=api.recruiter(theirs))).json()[
        "revoked"
    ]
    table = await api.client.get("/console/sessions")
    assert session_id not in table.text and "Wang" not in table.text
    assert session_id not in (await api.client.get("/console/sessions.csv")).text
    assert session_id not in (await api.client.get(f"/console/sessions.csv?invite={invite_id}")).text
