"""Helpers for the recruiter console's tests over HTTP (httpx, no browser; ``test_console_http``,
``test_console_reports``, ``test_console_questions_banks`` in ``tests/integration``): sign in with an
organisation's key, create an invite through the form, the headers every console page has."""

from __future__ import annotations

import re
from typing import Any

from tests.helpers.api_fixtures import Api
from tests.helpers.console import sign_in

PAGES = [
    "/console/invites",
    "/console/sessions",
    "/console/questions",
    "/console/questions?q=attention",
    "/console/banks",
]
CHOICE = ["single", "multi", "truefalse"]


async def invite_through_form(api: Api, csrf: str, **fields: Any) -> tuple[str, str]:
    """Create an invite with the console's form; returns (invite id, token)."""
    form = {
        "csrf": csrf,
        "title": "ML engineer",
        "question_count": "3",
        "types": CHOICE,
        "max_uses": "10",
        **fields,
    }
    response = await api.client.post("/console/invites", data=form)
    assert response.status_code == 201, response.text
    link = re.search(r'id="created-link" type="text" readonly value="([^"]+)"', response.text)
    assert link, response.text
    token = link.group(1).rsplit("=", 1)[1]
    invites = (await api.client.get("/v1/invites", headers=await org_headers(api))).json()["items"]
    return next(item["id"] for item in invites if item["token"] == token), token


KEYS: dict[int, str] = {}


async def org_headers(api: Api) -> dict[str, str]:
    return api.recruiter(KEYS[id(api)])


async def signed_in(api: Api, org: str = "Acme") -> str:
    KEYS[id(api)] = await api.recruiter_key(org)
    return await sign_in(api.client, KEYS[id(api)])


def assert_console_headers(response: Any) -> None:
    csp = response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "same-origin"
