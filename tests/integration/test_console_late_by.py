"""How late a late answer was, on the console's session page: past the deadline its question had — its
type's own limit, else the per-question one, or the session's whole limit, whichever came first — as the
grade's rationale counts it; never the time taken less the per-question limit (a single-choice question
of 30 s in an invite of 60 s per question, answered at 40 s, read "late by -1:40")."""

from __future__ import annotations

import re

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, current_question, invite, right_answer, start
from tests.helpers.console import sign_in

CANDIDATE = 8850


async def test_a_late_answer_is_late_by_what_its_rationale_says(api: Api) -> None:
    made = await invite(
        api, question_count=1, types=["single"], time_limit_s=60, type_time_limits={"single": 30}
    )
    session_id = (await start(api, CANDIDATE, made["token"]))["id"]
    api.clock.stop()
    question, _ = await current_question(api, CANDIDATE, session_id)  # 30 s for a single choice
    api.clock.advance(40)
    late = await answer(api, CANDIDATE, session_id, question.id, right_answer(question))
    assert late.status_code == 200 and late.json()["timed_out"] is True, late.text
    key = await api.recruiter_key("Acme")
    transcript = (
        await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=api.recruiter(key))
    ).json()
    assert "10" in transcript["answers"][0]["rationale"], transcript["answers"][0]["rationale"]
    await sign_in(api.client, key)
    for language in ("zh", "en"):
        await api.client.get(f"/console/lang/{language}")
        page = (await api.client.get(f"/console/sessions/{session_id}")).text
        shown = re.findall(r'<span class="flag late">([^<(]*) \(([^<]*) (-?\d+:\d\d)\)</span>', page)
        assert [by for _, _, by in shown] == ["0:10"]
        assert shown[0][0] != shown[0][1], shown  # not "超时 (超时 0:10)": late, and by how much
