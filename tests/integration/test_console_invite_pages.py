"""The console's invites page in pages: an organisation with more invites than one page holds (an ATS
makes one per candidate it sends a test to) reaches its oldest invite by the page's link, and revokes it
there; a hand-edited cursor shows the first page, never an error."""

from __future__ import annotations

import re

from api.console.routes.invites import INVITES_PAGE
from tests.helpers.api_fixtures import Api
from tests.helpers.console import csrf_of, sign_in
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
NEXT = re.compile(r'href="(/console/invites\?cursor=[0-9]+)" rel="next"')


async def test_the_oldest_invite_is_reached_and_revoked_by_the_pages(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    made = []
    for number in range(INVITES_PAGE + 3):
        body = {"question_count": 1, "title": f"screen {number:03d}"}
        response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
        assert response.status_code == 201, response.text
        made.append(response.json()["id"])
    oldest = made[0]
    await sign_in(api.client, key)

    first = await api.client.get("/console/invites")
    assert first.status_code == 200
    assert f"screen {INVITES_PAGE + 2:03d}" in first.text and "screen 000" not in first.text
    link = NEXT.search(first.text)
    assert link, "no link to the older invites"

    second = await api.client.get(link.group(1))
    assert second.status_code == 200
    assert "screen 000" in second.text and f"screen {INVITES_PAGE + 2:03d}" not in second.text
    assert NEXT.search(second.text) is None  # the last page
    assert f'action="/console/invites/{oldest}/revoke"' in second.text
    revoked = await api.client.post(f"/console/invites/{oldest}/revoke", data={"csrf": csrf_of(second.text)})
    assert revoked.status_code == 303
    shown = await api.client.get(f"/v1/invites/{oldest}", headers=api.recruiter(key))
    assert shown.json()["revoked"] is True

    for cursor in ("abc", "%EF%BC%91", "99999999999", "-1", "1" * 40):
        page = await api.client.get(f"/console/invites?cursor={cursor}")
        assert page.status_code == 200, (cursor, page.status_code)
        assert f"screen {INVITES_PAGE + 2:03d}" in page.text, cursor  # the first page


async def test_the_sessions_filter_shows_an_old_invite_as_chosen(rights_api: Api) -> None:
    """The sessions table's invite list holds the newest 200: one older, chosen from its invites page
    (its title links to ``/console/sessions?invite=…``), is still shown as the filter in force."""
    api = rights_api
    key = await api.recruiter_key("Acme")
    made = []
    for number in range(201):
        body = {"question_count": 1, "title": f"screen {number:03d}"}
        response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
        made.append(response.json()["id"])
    await sign_in(api.client, key)
    table = await api.client.get(f"/console/sessions?invite={made[0]}")
    assert table.status_code == 200
    assert f'<option value="{made[0]}" selected>screen 000</option>' in table.text
