"""What a recruiter types or edits by hand into the console never answers 500: the invite form refuses
what it does not ask for with the form again and its words (422) — the days until the invite expires
are turned into a date before the JSON API's body validates the rest, so they are bounded where they
are read — and a hand-edited filter URL is read leniently (a day it cannot use is no bound)."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.console import csrf_of, sign_in


@pytest.mark.parametrize("days", ["3000000", "999999999", "400", "0"])
async def test_days_out_of_the_forms_range_are_refused_with_the_form(api: Api, days: str) -> None:
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    form = {"csrf": csrf, "title": "Expiry", "question_count": "2", "expires_days": days}
    page = await api.client.post("/console/invites", data=form)
    assert page.status_code == 422, page.text[:500]
    assert "请输入 1 到 365 之间的整数" in page.text
    listed = await api.client.get("/v1/invites", headers=api.recruiter(key))
    assert listed.json()["items"] == []  # nothing half-made

    within = await api.client.post(
        "/console/invites", data={**form, "csrf": csrf_of(page.text), "expires_days": "365"}
    )
    assert within.status_code == 201, within.text[:500]
    invite = (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"][0]
    assert invite["expires_at"] is not None


@pytest.mark.parametrize(
    "query", ["until=9999-12-31", "since=9999-12-31", "since=0001-01-01&until=0001-01-01"]
)
async def test_filters_at_the_ends_of_the_calendar_are_no_bound(api: Api, query: str) -> None:
    key = await api.recruiter_key("Acme")
    await sign_in(api.client, key)
    for path in ("/console/sessions", "/console/sessions.csv"):
        reply = await api.client.get(f"{path}?{query}")
        assert reply.status_code == 200, (path, reply.text[:300])


@pytest.mark.both_stores  # store behaviour: PostgreSQL cannot even compare text with a NUL
async def test_a_form_field_with_a_nul_is_refused_with_a_page_not_a_500(api: Api) -> None:
    """A question ticked on the invite form is looked up again to show the form back: a hand-made
    ``questions`` value with a NUL reached PostgreSQL from the create and the search alike (500 there,
    nothing found on SQLite)."""
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    form = {"csrf": csrf, "title": "Picked", "question_count": "1", "questions": ["seed000-01", "x\x00"]}
    for path, extra in (("/console/invites", {}), ("/console/invites/pick", {"q": "attention"})):
        page = await api.client.post(path, data={**form, **extra})
        assert page.status_code == 422, (path, page.status_code, page.text[:500])
        assert "表单字段不能包含 NUL 字符" in page.text  # the console's page, in its language
    listed = await api.client.get("/v1/invites", headers=api.recruiter(key))
    assert listed.json()["items"] == []  # nothing half-made


async def test_what_the_console_does_not_serve_is_a_console_page_not_json(api: Api) -> None:
    """A mistyped console address, a method a page does not take, a sign-in key past the form's bound:
    FastAPI's and Starlette's own refusals, which came back as the API's problem+json to a browser."""
    key = await api.recruiter_key("Acme")
    await sign_in(api.client, key)
    login = await api.client.get("/console/login")
    long_key = {"key": "k" * 600, "csrf": csrf_of(login.text)}
    refusals = [
        (await api.client.get("/console/sesions"), 404, "找不到该页面或对象。"),
        (await api.client.put("/console/invites"), 405, "输入有误"),
        (await api.client.post("/console/login", data=long_key), 422, "输入有误"),
    ]
    for response, status, words in refusals:
        assert response.status_code == status, (response.request.url, response.text[:300])
        assert response.headers["content-type"].startswith("text/html"), response.text[:300]
        assert words in response.text and "content-security-policy" in response.headers
    assert refusals[1][0].headers["allow"] == "GET, POST"  # as the API's 405 says it
    api_405 = await api.client.put("/v1/invites")
    assert api_405.headers["content-type"] == "application/problem+json"  # the API keeps its problems
