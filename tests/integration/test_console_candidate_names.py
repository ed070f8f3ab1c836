"""A candidate's name is theirs to choose (their Telegram name): where a recruiter reads it beside other
text, it is isolated, so a right-to-left override in it cannot turn that text around — the Telegram id
printed after it on the session page read 123456 as 654321."""

from __future__ import annotations

import re

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.api_flows import make_invite
from tests.helpers.console import sign_in, take_interview

OVERRIDE = "Li \u202e"  # RIGHT-TO-LEFT OVERRIDE, never closed


async def test_the_session_page_isolates_the_candidates_name_from_their_id(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, max_uses=1)
    session_id, _ = await take_interview(
        api.client, SERVICE_TOKEN, api.catalog, invite["token"], 123456, OVERRIDE
    )
    await sign_in(api.client, key)
    page = await api.client.get(f"/console/sessions/{session_id}")
    assert page.status_code == 200
    shown = re.search(r'<dd class="candidate">(.*?)</dd>', page.text, re.S)
    assert shown is not None, page.text[:2000]
    # the name inside an isolate of its own (<bdi>), the id outside it
    assert re.fullmatch(rf"<bdi>{OVERRIDE}</bdi> <span class=\"meta\">123456</span>", shown.group(1)), shown
