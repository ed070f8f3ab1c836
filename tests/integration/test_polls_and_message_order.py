"""Question messages the bot sent (issue 18): practice questions carry what a
quiz poll needs and interviews never do; a poll's id is kept with the question it asks (only its own
candidate may read it); and an answer typed before the current question was shown — by the chat's
message order — is kept, late and unscored, with the question it answered, never with the current one."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    get,
    leave_the_bank,
    make_invite,
    right_answer,
    set_plan,
    start_session,
)
from tests.helpers.api_flows import start as start_interview
from tests.helpers.quiz_questions import quiz_ready


async def shown(api: Api, user: int, session_id: str, **body: Any) -> Any:
    return await api.client.post(f"/v1/sessions/{session_id}/shown", json=body, headers=api.candidate(user))


async def typed(api: Api, user: int, session_id: str, question_id: str, text: str, message_id: int) -> Any:
    body = {
        "question_id": question_id,
        "answer": text,
        "idempotency_key": f"msg:{user}:{message_id}",
        "message_id": message_id,
    }
    return await api.client.post(f"/v1/sessions/{session_id}/answers", json=body, headers=api.candidate(user))


async def test_practice_offers_quiz_polls_and_a_poll_maps_back_to_its_question(api: Api) -> None:
    single = quiz_ready(api.catalog, ("single",))[0]
    truefalse = quiz_ready(api.catalog, ("truefalse",))[0]
    session = await start_session(api, 730001, mode="practice")
    await set_plan(api, session["id"], [single, truefalse])
    view = (await get(api, 730001, f"/v1/sessions/{session['id']}/current")).json()
    assert view["quiz"]["correct"] == api.catalog[single].key
    assert view["quiz"]["explanation"] == api.catalog[single].explanation

    recorded = await shown(
        api, 730001, session["id"], position=0, message_id=41, poll_id="5400001", options=["A", "B", "C", "D"]
    )
    assert recorded.status_code == 201, recorded.text
    again = await shown(
        api, 730001, session["id"], position=0, message_id=41, poll_id="5400001", options=["A", "B"]
    )
    assert again.json() == recorded.json()  # the same message recorded twice: the first record
    poll = (await get(api, 730001, "/v1/polls/5400001")).json()
    assert poll == {
        "session_id": session["id"],
        "position": 0,
        "question_id": single,
        "message_id": 41,
        "poll_id": "5400001",
        "options": ["A", "B", "C", "D"],
    }
    await start_session(api, 730002, mode="practice")
    assert (await get(api, 730002, "/v1/polls/5400001")).status_code == 404  # another candidate's
    assert (await get(api, 730001, "/v1/polls/5400999")).status_code == 404


async def test_interviews_never_carry_or_register_a_quiz(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, types=["single", "truefalse"], reveal="each")
    session = await start_interview(api, 730003, invite["token"])
    view = (await get(api, 730003, f"/v1/sessions/{session['id']}/current")).json()
    assert view["question"]["type"] in ("single", "truefalse") and view["quiz"] is None
    refused = await shown(
        api, 730003, session["id"], position=0, message_id=7, poll_id="5400002", options=["A", "B"]
    )
    assert refused.status_code == 409 and refused.json()["reason"] == "no_poll"
    for bad in (
        {"position": 0, "message_id": 0},
        {"position": -1, "message_id": 5},
        {"position": 0, "message_id": 5, "poll_id": "has space"},
        {"position": 0, "message_id": 5, "options": ["x" * 17]},
    ):
        assert (await shown(api, 730003, session["id"], **bad)).status_code == 422, bad
    assert (await shown(api, 730003, session["id"], position=9, message_id=5)).status_code == 409


async def test_an_answer_typed_before_the_move_on_stays_with_its_question(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=3, types=["single"], time_limit_s=30, reveal="each")
    user, session_id = 730004, (await start_interview(api, 730004, invite["token"]))["id"]
    first = (await get(api, user, f"/v1/sessions/{session_id}/current")).json()["question"]
    assert (await shown(api, user, session_id, position=0, message_id=100)).status_code == 201
    api.clock.advance(31)  # the bot's timer: time is up, the next question is shown in message 102
    body = {"question_id": first["id"], "idempotency_key": "timeout-0", "timed_out": True}
    moved = await api.client.post(f"/v1/sessions/{session_id}/skip", json=body, headers=api.candidate(user))
    second = moved.json()["next"]["question"]
    assert (await shown(api, user, session_id, position=1, message_id=102)).status_code == 201

    # message 101 was typed while question 1 was on screen; the bot already shows question 2
    late = await typed(api, user, session_id, second["id"], right_answer(api.catalog[first["id"]]), 101)
    assert late.status_code == 200, late.text
    result = late.json()
    assert result["earlier_question"] and result["position"] == 0 and result["timed_out"]
    assert result["next"]["position"] == 1 and result["next"]["question"]["id"] == second["id"]
    replay = await typed(api, user, session_id, second["id"], "A", 101)
    assert replay.json()["replayed"] and replay.json()["earlier_question"]

    # naming question 1 by id after its timeout (no message order known) gives the same
    stale = await typed(api, user, session_id, first["id"], "B", 103)
    assert stale.json()["earlier_question"] and stale.json()["position"] == 0

    transcript = (await get(api, user, f"/v1/sessions/{session_id}/transcript")).json()
    [entry] = transcript["answers"]
    assert entry["position"] == 0 and entry["timed_out"] and entry["points_awarded"] == 0
    assert entry["answer"] == right_answer(api.catalog[first["id"]])

    answered = await typed(api, user, session_id, second["id"], right_answer(api.catalog[second["id"]]), 104)
    assert answered.json()["position"] == 1 and not answered.json()["earlier_question"]
    assert answered.json()["verdict"] == "correct"

    # question 3 shown in message 106; message 105 (typed before it) came after question 2 was answered
    assert (await shown(api, user, session_id, position=2, message_id=106)).status_code == 201
    third = answered.json()["next"]["question"]
    closed = await typed(api, user, session_id, third["id"], "A", 105)
    assert closed.status_code == 409 and closed.json()["reason"] == "moved_on"
    view = (await get(api, user, f"/v1/sessions/{session_id}/current")).json()
    assert view["position"] == 2 and view["status"] == "active"


@pytest.mark.both_stores  # the shown messages and the pass-over, as each store keeps them
async def test_an_answer_typed_while_a_removed_question_was_on_screen_is_not_the_next_ones(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Question 1 (message 200) leaves the bank; a bot with no memory of the screen (a restart) asks
    for the current question — question 2, the first passed over — and sends "A", typed in message 201,
    as its answer. Question 2 was never shown: "A" was typed for question 1, and is refused as
    "vanished" with question 2 to show. Once question 2 is shown (message 202), an answer typed after
    it (203) is its answer."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=3, types=["single"], reveal="each")
    user, session_id = 730005, (await start_interview(api, 730005, invite["token"]))["id"]
    first = (await get(api, user, f"/v1/sessions/{session_id}/current")).json()["question"]
    assert (await shown(api, user, session_id, position=0, message_id=200)).status_code == 201
    assert await leave_the_bank(api, session_id, monkeypatch) == first["id"]
    view = (await get(api, user, f"/v1/sessions/{session_id}/current")).json()
    second = view["question"]
    assert view["position"] == 1

    refused = await typed(api, user, session_id, second["id"], "A", 201)
    assert refused.status_code == 409, refused.text
    problem = refused.json()
    assert problem["reason"] == "vanished" and problem["question_position"] == 0
    assert problem["current_question_id"] == second["id"]
    answers = (await get(api, user, f"/v1/sessions/{session_id}/transcript")).json()["answers"]
    assert [(a["position"], a["answer"], a["skipped"]) for a in answers] == [(0, "", True)]

    assert (await shown(api, user, session_id, position=1, message_id=202)).status_code == 201
    answered = await typed(api, user, session_id, second["id"], right_answer(api.catalog[second["id"]]), 203)
    assert answered.status_code == 200 and answered.json()["position"] == 1, answered.text
    assert answered.json()["verdict"] == "correct"
