"""When a session was opened (its rules shown) and when it started (its first question served, the clock
running) are two moments: the console's session page names the first as the transcript does (打开), not
as the transcript names the second (开始), so the two never give two different times for one word."""

from __future__ import annotations

import re

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import invite, start
from tests.helpers.console import sign_in


async def test_the_session_page_names_the_opening_as_the_transcript_does(api: Api) -> None:
    made = await invite(api, question_count=1, types=["single"])
    session_id = (await start(api, 8840, made["token"]))["id"]
    api.clock.advance(600)  # the rules read for ten minutes before the first question
    await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(8840))
    key = await api.recruiter_key("Acme")
    markdown = (
        await api.client.get(
            f"/v1/sessions/{session_id}/transcript", params={"format": "md"}, headers=api.recruiter(key)
        )
    ).text
    times = re.search(r"^- (\w+): (\S+ \d\d:\d\d):\d\d UTC; (\w+): (\S+ \d\d:\d\d):\d\d UTC;", markdown, re.M)
    assert times, markdown
    opened_label, opened, started_label, started = times.groups()
    assert opened != started and (opened_label, started_label) == ("打开", "开始")
    await sign_in(api.client, key)
    await api.client.get("/console/lang/zh")
    page = (await api.client.get(f"/console/sessions/{session_id}")).text
    [label] = [dt for dt, dd in re.findall(r"<dt>([^<]*)</dt><dd>([^<]*)</dd>", page) if opened in dd]
    assert label.startswith(opened_label) and not label.startswith(started_label), label
