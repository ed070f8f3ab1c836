"""A skip naming a question that left the bank — a timer's time-out, or a practice's /skip, sent for the
question on screen — is refused "vanished" with the question to show next, as an answer to it is. It
was refused "not the current question" (the API had passed it over): the bot's timer said nothing and
left the candidate before a question that took no answer, and a skip of the current question instead
skipped one the candidate had never seen."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import get, leave_the_bank, make_invite, set_plan, start_practice
from tests.helpers.api_flows import start as start_interview


async def skip(api: Api, user: int, session_id: str, question_id: str, **body: object) -> dict[str, object]:
    response = await api.client.post(
        f"/v1/sessions/{session_id}/skip",
        json={"question_id": question_id, "idempotency_key": f"skip:{question_id}", **body},
        headers=api.candidate(user),
    )
    assert response.status_code == 409, response.text
    return dict(response.json())


async def recorded(api: Api, user: int, session_id: str) -> list[tuple[int, bool, bool]]:
    answers = (await get(api, user, f"/v1/sessions/{session_id}/transcript")).json()["answers"]
    return [(a["position"], a["skipped"], a["timed_out"]) for a in answers]


@pytest.mark.both_stores  # the pass-over and the refusal after it, as each store keeps them
async def test_a_time_out_of_a_removed_question_is_refused_vanished(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=3, types=["single"], time_limit_s=60)
    user, session_id = 730101, (await start_interview(api, 730101, invite["token"]))["id"]
    first = (await get(api, user, f"/v1/sessions/{session_id}/current")).json()["question"]
    assert await leave_the_bank(api, session_id, monkeypatch) == first["id"]
    api.clock.advance(61)
    problem = await skip(api, user, session_id, first["id"], timed_out=True)
    assert problem["reason"] == "vanished" and problem["question_position"] == 0, problem
    second = (await get(api, user, f"/v1/sessions/{session_id}/current")).json()
    assert problem["current_question_id"] == second["question"]["id"] and second["position"] == 1
    assert await recorded(api, user, session_id) == [(0, True, False)]  # passed over, no time-out


async def test_a_practice_skip_of_the_removed_question_skips_no_other(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = 730102
    session_id = (await start_practice(api, user))["id"]
    await set_plan(api, session_id, ["seed002-43", "seed002-44", "seed002-45"])
    assert await leave_the_bank(api, session_id, monkeypatch) == "seed002-43"
    problem = await skip(api, user, session_id, "seed002-43")
    assert problem["reason"] == "vanished" and problem["current_question_id"] == "seed002-44", problem
    assert await recorded(api, user, session_id) == [(0, True, False)]
