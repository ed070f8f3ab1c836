"""Concurrent requests: replays, competing answers and competing starts record exactly once."""

from __future__ import annotations

import asyncio
import importlib
from typing import Any

import pytest

from api import schemas
from api.services import turn
from api.store.turns import turn_state
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    answer,
    current_question,
    make_invite,
    right_answer,
    start,
    wait_until_blocked_on_a_lock,
)

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL


async def test_concurrent_replays_and_competing_answers_record_once(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each")
    session = await start(api, 4242, invite["token"])
    url = f"/v1/sessions/{session['id']}/answers"
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(4242))
    ).json()
    question = api.catalog[current["question"]["id"]]
    body = {"question_id": question.id, "answer": right_answer(question), "idempotency_key": "same"}
    replies = await asyncio.gather(
        *(api.client.post(url, json=body, headers=api.candidate(4242)) for _ in range(6))
    )
    assert [r.status_code for r in replies] == [200] * 6
    assert sum(not r.json()["replayed"] for r in replies) == 1
    assert {r.json()["verdict"] for r in replies} == {"correct"}

    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(4242))
    ).json()
    second = api.catalog[current["question"]["id"]]
    bodies = [
        {"question_id": second.id, "answer": right_answer(second), "idempotency_key": f"k{n}"}
        for n in range(4)
    ]
    competing = await asyncio.gather(
        *(api.client.post(url, json=b, headers=api.candidate(4242)) for b in bodies)
    )
    assert sorted(r.status_code for r in competing) == [200, 409, 409, 409]
    transcript = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()
    assert [a["question_id"] for a in transcript["answers"]] == [question.id, second.id]


@pytest.mark.postgresql_only  # SQLite has one writer at a time: no turn waits for another's row lock
async def test_a_replay_that_waited_for_its_first_answer_replays_it(api: Api) -> None:
    """A replay whose statement waited for the turn recording its key (the session's row lock) finds that
    answer, though the statement's snapshot was taken before the answer was committed
    (``turns.turn_state``), and reads what it records with again (the card and open sessions its
    statement read were of that snapshot too)."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each")
    session = await start(api, 4343, invite["token"])
    question, _view = await current_question(api, 4343, session["id"])
    body = schemas.AnswerIn(question_id=question.id, answer=right_answer(question), idempotency_key="same")
    async with api.ctx.sessions() as first:
        locked, replay_seq, candidate, _hints = await turn_state(first, session["id"], "same", question.id)
        assert locked is not None and replay_seq is None and candidate is not None
        replay = asyncio.create_task(answer(api, 4343, session["id"], question.id, body.answer, "same"))
        await wait_until_blocked_on_a_lock(api)
        recorded = await turn.answer_turn(api.ctx, first, locked, body, api.ctx.now(), replay_seq, candidate)
    replied = await replay
    assert isinstance(recorded, schemas.AnswerResult) and not recorded.replayed
    assert replied.status_code == 200, replied.text
    assert replied.json()["replayed"] is True and replied.json()["question_id"] == question.id


async def test_concurrent_starts_open_one_session(api: Api) -> None:
    body = {"mode": "practice", "candidate": {"telegram_id": 4343}, "count": 2}
    replies = await asyncio.gather(
        *(api.client.post("/v1/sessions", json=body, headers=api.candidate(4343)) for _ in range(4))
    )
    assert sorted(r.status_code for r in replies) == [200, 200, 200, 201]
    assert len({r.json()["id"] for r in replies}) == 1


async def test_a_start_that_finds_the_session_another_start_just_opened_resumes_it(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new candidate's first start reads no candidate, then (before it writes anything) a second start
    stores the candidate and its practice: the first finds that practice open and resumes it. The
    candidate it meant to add is not stored over the one now there: the first start resumes too, as a
    start beaten to its writes does (it answered 500 with a duplicate key when its commit stored it)."""
    sessions_module = importlib.import_module("api.services.sessions._sessions")
    upsert = sessions_module.candidate_store.upsert_candidate
    body = {"mode": "practice", "candidate": {"telegram_id": 4344}, "count": 2}
    starts: list[str] = []
    other_start: list[int] = []

    async def the_other_start_in_between(db: Any, telegram_id: int, **kwargs: Any) -> Any:
        candidate = await upsert(db, telegram_id, **kwargs)
        starts.append("start")
        if len(starts) == 1:  # the first start: the second runs to its end between its read and its writes
            other = await api.client.post("/v1/sessions", json=body, headers=api.candidate(4344))
            other_start.append(other.status_code)
        return candidate

    monkeypatch.setattr(sessions_module.candidate_store, "upsert_candidate", the_other_start_in_between)
    first = await api.client.post("/v1/sessions", json=body, headers=api.candidate(4344))
    assert other_start == [201]
    assert first.status_code == 200, first.text
    listed = await api.client.get("/v1/candidates/4344/sessions", headers=api.candidate(4344))
    assert [item["id"] for item in listed.json()["items"]] == [first.json()["id"]]


async def test_concurrent_starts_take_no_more_uses_than_an_invite_has(api: Api) -> None:
    """Every start reads the invite with uses left; the store's one atomic update per start decides
    which of them get one (``consume_use``), and the count it returns is the one the invite keeps."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, max_uses=2)
    bodies = [
        {"mode": "interview", "invite_token": invite["token"], "candidate": {"telegram_id": 4400 + n}}
        for n in range(5)
    ]
    replies = await asyncio.gather(
        *(
            api.client.post(
                "/v1/sessions", json=body, headers=api.candidate(body["candidate"]["telegram_id"])
            )
            for body in bodies
        )
    )
    assert sorted(r.status_code for r in replies) == [201, 201, 410, 410, 410]
    assert {r.json()["reason"] for r in replies if r.status_code == 410} == {"exhausted"}
    listed = (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()
    items = listed["items"] if isinstance(listed, dict) else listed
    assert [item["uses"] for item in items if item["token"] == invite["token"]] == [2]


async def test_concurrent_first_settings_of_a_new_candidate_store_them_once(api: Api) -> None:
    """``/lang`` and ``/settings`` tapped at once by someone the API has never seen: both PATCHes find no
    candidate and both store one; the second must meet the first's row, not a duplicate key (500)."""
    for telegram_id in range(7100, 7110):
        headers = api.candidate(telegram_id)
        replies = await asyncio.gather(
            api.client.patch(f"/v1/candidates/{telegram_id}", json={"language": "en"}, headers=headers),
            api.client.patch(
                f"/v1/candidates/{telegram_id}", json={"timezone": "Asia/Tokyo"}, headers=headers
            ),
            api.client.patch(f"/v1/candidates/{telegram_id}", json={"language": "en"}, headers=headers),
        )
        assert [r.status_code for r in replies] == [200, 200, 200], [r.text for r in replies]
        stored = (await api.client.get(f"/v1/candidates/{telegram_id}", headers=headers)).json()
        assert stored["language"] == "en"
