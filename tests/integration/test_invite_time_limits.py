"""An invite whose per-question limit is shorter than its longest question needs is created as asked,
with a warning for the recruiter: in the API's invite and on the console's page for the new invite."""

from __future__ import annotations

from tests.helpers.api_fixtures import Api
from tests.helpers.console import csrf_of, sign_in


async def test_a_limit_too_short_for_the_longest_question_is_warned_of(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    headers = api.recruiter(key)
    body = {"question_count": 2, "types": ["single", "design"], "time_limit_s": 45, "allow_fewer": True}
    short = await api.client.post("/v1/invites", json=body, headers=headers)
    assert short.status_code == 201, short.text
    assert short.json()["time_limit_short"] == {"question_type": "design", "needed_s": 900, "limit_s": 45}
    listed = (await api.client.get(f"/v1/invites/{short.json()['id']}", headers=headers)).json()
    assert listed["time_limit_short"]["question_type"] == "design"

    fine = await api.client.post(
        "/v1/invites", json={**body, "types": ["single", "truefalse"]}, headers=headers
    )
    assert fine.status_code == 201 and fine.json()["time_limit_short"] is None
    untimed = await api.client.post("/v1/invites", json={**body, "time_limit_s": None}, headers=headers)
    assert untimed.json()["time_limit_short"] is None

    csrf = await sign_in(api.client, key)
    form = {"csrf": csrf, "title": "Design", "question_count": "2", "types": ["single", "design"]}
    page = await api.client.post("/console/invites", data={**form, "time_limit_s": "45", "allow_fewer": "on"})
    assert page.status_code == 201, page.text
    assert "注意：每题限时 45 秒，短于本邀请最长的题目所需（设计题约需 900 秒）。" in page.text
    calm = await api.client.post(
        "/console/invites", data={**form, "csrf": csrf_of(page.text), "time_limit_s": "1200"}
    )
    assert calm.status_code == 201 and "短于本邀请最长的题目所需" not in calm.text


async def test_each_question_gets_the_limit_of_its_type(api: Api) -> None:
    from datetime import datetime

    from tests.helpers.api_flows import current_question, post_answer, right_answer, start

    key = await api.recruiter_key("Acme")
    body = {
        "question_count": 2,
        "types": {"single": 1, "calc": 1},
        "time_limit_s": 120,
        "type_time_limits": {"single": 30, "calc": 600},
        "time_multiplier": 1.5,
        "reveal": "each",
    }
    made = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert made.status_code == 201, made.text
    assert made.json()["type_time_limits"] == {"single": 30, "calc": 600}
    assert made.json()["time_limit_short"] is None  # a calc has its 600 s (×1.5), a choice 45
    session = await start(api, 3151, made.json()["token"])
    assert session["time_limits_by_type"] is True
    api.clock.stop()  # the time left is read after the response: no real second of a slow machine in it
    for _ in range(2):
        question, view = await current_question(api, 3151, session["id"])
        deadline = datetime.fromisoformat(view["deadline"])
        expected = {"single": 45, "calc": 900}[question.type.value]
        left = (deadline - api.clock()).total_seconds()
        assert expected - 5 < left <= expected, (question.type, left)
        await post_answer(api, 3151, session["id"], question.id, right_answer(question), f"k{question.id}")
    bad = await api.client.post(
        "/v1/invites", json={**body, "type_time_limits": {"single": 2}}, headers=api.recruiter(key)
    )
    assert bad.status_code == 422  # under 5 s, as time_limit_s
