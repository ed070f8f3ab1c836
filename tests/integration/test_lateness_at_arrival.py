"""An answer is on time when it *arrived* before its deadline, however long it then waited to be processed
(a database connection, a session another request holds locked, a saturated server): the arrival is
noted before anything can queue the request. Not timed: the test clock is moved while the request waits."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import Request
from sqlalchemy import select

from api.candidate_deps import SessionCaller, session_turn
from api.store.models import InterviewSession
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import answer, make_invite, right_answer, start, wait_until_blocked_on_a_lock
from tests.helpers.polling import polls

TELEGRAM_ID = 7007


async def _timed_interview(api: Api, **limits: int) -> tuple[str, str, Any]:
    """A session whose first question must be answered within 30 s (or within ``limits``: the invite's
    time limits), its clock started; (key, id, question). The test clock is stopped first: the times
    taken checked below are the test's moves, with no real second of a loaded machine in them."""
    api.clock.stop()
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each", **(limits or {"time_limit_s": 30}))
    session = await start(api, TELEGRAM_ID, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(TELEGRAM_ID))
    ).json()
    return key, session["id"], api.catalog[current["question"]["id"]]


async def _transcript_entry(api: Api, key: str, session_id: str) -> dict[str, Any]:
    transcript = (
        await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=api.recruiter(key))
    ).json()
    return dict(transcript["answers"][0])


async def test_an_answer_that_waited_past_its_deadline_is_on_time(api: Api) -> None:
    key, session_id, question = await _timed_interview(api)
    api.clock.advance(20)  # answered 20 s into its 30 s

    async def wait_for_a_connection() -> None:
        api.clock.advance(40)  # …then waited 40 s for a database connection: processed at 60 s

    result = await _answer_held(api, session_id, question, wait_for_a_connection)
    assert result.status_code == 200, result.text
    body = result.json()
    assert body["timed_out"] is False and body["verdict"] == "correct" and body["score"] == 1.0
    entry = await _transcript_entry(api, key, session_id)
    assert not entry["timed_out"] and 19_000 <= entry["time_taken_ms"] <= 21_000  # answered at arrival


async def test_an_answer_that_arrived_late_is_late(api: Api) -> None:
    _key, session_id, question = await _timed_interview(api)
    api.clock.advance(45)
    result = await answer(api, TELEGRAM_ID, session_id, question.id, right_answer(question), "k1")
    assert result.json()["timed_out"] is True and result.json()["verdict"] == "invalid"


async def test_an_answer_queued_behind_another_writer_is_on_time_on_sqlite(
    tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    """An answer on SQLite waits for the process's writer lock: one that arrived in time and then waited
    for it past its deadline is on time."""
    from api.store import writer

    url = f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite3'}"
    async with running_api(api_settings(tmp_path, url), real_index, api_catalog) as api:
        key, session_id, question = await _timed_interview(api)
        api.clock.advance(20)
        lock = writer._LOCKS.setdefault(api.ctx.engine.sync_engine, asyncio.Lock())
        await lock.acquire()  # another request is writing
        try:
            pending = asyncio.create_task(
                answer(api, TELEGRAM_ID, session_id, question.id, right_answer(question), "k1")
            )
            async for _ in polls(0.01):  # until the answer waits for the lock
                if lock._waiters:
                    break
            assert lock._waiters, "the answer never waited for the writer lock"
            api.clock.advance(40)  # the lock is held past the deadline
        finally:
            lock.release()
        result = await pending
        assert result.status_code == 200, result.text
        assert result.json()["timed_out"] is False and result.json()["verdict"] == "correct"
        assert not (await _transcript_entry(api, key, session_id))["timed_out"]


@pytest.mark.postgresql_only  # SQLite takes no row locks: the writer test above is its case
async def test_an_answer_queued_behind_a_locked_session_is_on_time_on_postgresql(
    migrated_database_url: str, tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    async with running_api(api_settings(tmp_path, migrated_database_url), real_index, api_catalog) as api:
        key, session_id, question = await _timed_interview(api)
        api.clock.advance(20)
        async with api.ctx.sessions() as holder:  # another request holds the session (FOR UPDATE)
            await holder.execute(
                select(InterviewSession).where(InterviewSession.id == session_id).with_for_update()
            )
            pending = asyncio.create_task(
                answer(api, TELEGRAM_ID, session_id, question.id, right_answer(question), "k1")
            )
            await wait_until_blocked_on_a_lock(api)
            api.clock.advance(40)  # the lock is held past the deadline
            await holder.commit()
        result = await pending
        assert result.status_code == 200, result.text
        assert result.json()["timed_out"] is False and result.json()["verdict"] == "correct"
        assert not (await _transcript_entry(api, key, session_id))["timed_out"]


async def _answer_held(
    api: Api, session_id: str, question: Any, meanwhile: Callable[[], Awaitable[None]]
) -> httpx.Response:
    """The right answer to ``question``: it arrives, then its turn waits until ``meanwhile()`` has run (once,
    for the answer's own request: not for any request ``meanwhile`` makes) before it is processed."""
    held: list[bool] = []

    async def queued_turn(request: Request) -> SessionCaller:
        if not held:
            held.append(True)
            await meanwhile()
        return await session_turn(request)

    api.app.dependency_overrides[session_turn] = queued_turn
    try:
        result = await answer(api, TELEGRAM_ID, session_id, question.id, right_answer(question), "k1")
    finally:
        api.app.dependency_overrides.clear()
    assert held, "the answer's turn was never held: the test would prove nothing"
    return result


async def _answer_after_another_request_closed_it(api: Api, session_id: str, question: Any) -> Any:
    """The answer arrives; before it is processed, the bot's fetch of the session (at +5 s) closes it."""

    async def bot_fetches_the_session() -> None:
        api.clock.advance(5)
        fetched = await api.client.get(
            f"/v1/sessions/{session_id}/current", headers=api.candidate(TELEGRAM_ID)
        )
        assert fetched.json()["status"] == "expired"

    return await _answer_held(api, session_id, question, bot_fetches_the_session)


async def test_an_answer_that_arrived_in_time_counts_after_the_session_closed(api: Api) -> None:
    """Closing at the total limit (another request, the deadline job) does not refuse an answer that
    arrived within the answers' grace of it: it is recorded on time, and the session stays closed."""
    key, session_id, question = await _timed_interview(api, total_time_limit_s=60)  # 60 s in all
    api.clock.advance(61)  # 1 s past the limit: within the 2 s an answer is given for the network
    result = await _answer_after_another_request_closed_it(api, session_id, question)
    assert result.status_code == 200, result.text
    body = result.json()
    assert body["timed_out"] is False and body["verdict"] == "correct" and body["recorded"] is True
    assert body["next"]["status"] == "expired"
    entry = await _transcript_entry(api, key, session_id)
    assert not entry["timed_out"] and entry["verdict"] == "correct"
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "expired" and summary["answered"] == 1


async def test_an_answer_that_arrived_after_the_grace_is_refused_once_closed(api: Api) -> None:
    _key, session_id, question = await _timed_interview(api, total_time_limit_s=60)  # 60 s in all
    api.clock.advance(63)
    result = await _answer_after_another_request_closed_it(api, session_id, question)
    assert result.status_code == 409 and result.json()["status_now"] == "expired"


async def test_a_timeout_reported_long_after_takes_only_the_question_time(api: Api) -> None:
    """The bot (or a terminal chat) that was down reports a question's timeout ten minutes late: the
    recruiter reads the 30 s the question had, not 10 minutes (the recap said "14 分 7 秒" for a
    question of 5 minutes)."""
    key, session_id, question = await _timed_interview(api)
    api.clock.advance(600)
    skipped = await api.client.post(
        f"/v1/sessions/{session_id}/skip",
        json={"question_id": question.id, "timed_out": True},
        headers=api.candidate(TELEGRAM_ID),
    )
    assert skipped.status_code == 200, skipped.text
    entry = await _transcript_entry(api, key, session_id)
    assert entry["timed_out"] and entry["skipped"] and entry["time_taken_ms"] == 30_000
    assert skipped.json()["time_taken_ms"] == 30_000  # the candidate's recap reads the same
