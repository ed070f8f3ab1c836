"""The compare page of an invite before any answer counts: its one session is listed, and the item
statistics say there is no answer to count yet — not "no sessions match", beside a session listed; and
of an invite no one took, the score distribution's axis counts 0 sessions, not 1. Its count of sessions
reads "1 session" ("1 场面试"), not "1 Sessions" ("1 面试记录", the sessions page's name); θ's scale is
said to be the public bank's ratings, no calibration yet, and 0 not said to be the average candidate."""

from __future__ import annotations

import html
import re

from api.catalogue import console_word
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import invite, start
from tests.helpers.console import sign_in


async def test_items_of_an_invite_whose_one_session_ended_unanswered(api: Api) -> None:
    made = await invite(api, question_count=2, types=["single"], total_time_limit_s=60)
    session_id = (await start(api, 8830, made["token"]))["id"]
    await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(8830))
    api.clock.advance(3600)  # the interview expires with no answer
    await sign_in(api.client, await api.recruiter_key("Acme"))
    for language in ("zh", "en"):
        await api.client.get(f"/console/lang/{language}")
        page = (await api.client.get(f"/console/invites/{made['id']}/report")).text
        candidates, items = re.split(r'<section aria-labelledby="items">', page)
        assert f"/console/sessions/{session_id}" in candidates
        assert console_word("n_sessions", language, n=1) in candidates  # "1 session", "1 场面试"
        assert console_word("no_items", language) in items
        assert console_word("no_sessions", language) not in items
        # no calibration yet: what θ's scale is then said under the candidates, not left unsaid
        assert console_word("ability_prior_scale", language) in html.unescape(candidates)
        # nor is 0 said to be this organisation's average candidate: no calibration has set it there
        assert "平均水平" not in candidates and "average candidate" not in candidates


async def test_the_distribution_of_an_invite_no_one_took_counts_none(api: Api) -> None:
    made = await invite(api, question_count=2, types=["single"])
    await sign_in(api.client, await api.recruiter_key("Acme"))
    page = (await api.client.get(f"/console/invites/{made['id']}/report")).text
    distribution = page[page.index('<section aria-labelledby="dist">') :].split("</section>")[0]
    assert re.findall(r'<text x="4" y="14"[^>]*>(\d+)</text>', distribution) == ["0"]
    assert re.findall(r"<title>\d+–\d+%: (\d+)</title>", distribution) == ["0"] * 10
