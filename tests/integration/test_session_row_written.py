"""A session's row is written by one explicit INSERT (``store.insert_session``, through
``store.insert_new_row``), not through the ORM's flush: on SQLite and PostgreSQL the row stored holds
what the ORM's own INSERT of the same values holds, and it is kept in the request's session as stored,
so what a request changes of it afterwards is written as before."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import inspect, select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import invite, start, start_practice

pytestmark = pytest.mark.both_stores

AT = datetime(2026, 12, 3, 9, 30, tzinfo=UTC)


def _columns(row: Any) -> dict[str, Any]:
    return {attr.key: getattr(row, attr.key) for attr in inspect(type(row)).column_attrs}


async def _stored(api: Api, session_id: str) -> dict[str, Any]:
    from api.store.models import InterviewSession

    async with api.ctx.sessions() as db:  # a new ORM session: the row as the ORM loads it
        row = await db.scalar(select(InterviewSession).where(InterviewSession.id == session_id))
        assert row is not None
        return _columns(row)


async def test_a_session_inserted_by_its_statement_is_stored_as_the_orm_stores_it(api: Api) -> None:
    from api.store import sessions as store
    from api.store.models import Candidate, InterviewSession, new_row

    values: dict[str, Any] = {
        "mode": "practice",
        "plan": ["q1", "q2"],
        "plan_points": 3.0,
        "topics": ["sql"],
        "language": "en",
        "question_limits": {"q1": 30},
        "created_at": AT,
        "started_at": AT,
        "shown_at": AT,
        "begun": False,
    }
    ids = []
    for telegram_id, by_statement in ((9811, True), (9812, False)):
        async with api.ctx.sessions() as db:
            db.add(Candidate(telegram_id=telegram_id))
            await db.flush()
            if by_statement:
                session = new_row(InterviewSession, candidate_id=telegram_id, **values)
                await store.insert_session(db, session)
                state = inspect(session)
                assert state.persistent and not state.unloaded and session in db and not db.dirty
                assert (await db.get(InterviewSession, session.seq)) is session
                made = _columns(session)
            else:
                session = InterviewSession(candidate_id=telegram_id, **values)
                db.add(session)
            await db.commit()
            ids.append(session.id)
    inserted, constructed = [await _stored(api, session_id) for session_id in ids]
    assert inserted == made  # the row kept in its ORM session is the row stored
    differ = ("seq", "id", "candidate_id")
    assert {k: v for k, v in inserted.items() if k not in differ} == {
        k: v for k, v in constructed.items() if k not in differ
    }
    assert inserted["status"] == "active" and inserted["points_awarded"] == 0 and inserted["answered"] == 0


async def test_a_second_open_session_of_a_mode_is_refused_by_the_insert(api: Api) -> None:
    from sqlalchemy.exc import IntegrityError

    from api.store import sessions as store
    from api.store.models import Candidate, InterviewSession, new_row

    async with api.ctx.sessions() as db:
        db.add(Candidate(telegram_id=9813))
        await db.flush()
        first, second = (
            new_row(InterviewSession, mode="practice", candidate_id=9813, plan=["q1"], topics=[])
            for _ in range(2)
        )
        await store.insert_session(db, first)
        with pytest.raises(IntegrityError):  # one open session per candidate and mode, as a flush's
            await store.insert_session(db, second)


async def test_a_started_session_reads_back_whole_through_the_api(api: Api) -> None:
    token = (await invite(api, question_count=2, reveal="end", time_limit_s=60))["token"]
    interview = await start(api, 9814, token)
    practice = await start_practice(api, 9814, count=2)
    for started, mode in ((interview, "interview"), (practice, "practice")):
        row = await _stored(api, started["id"])
        assert (row["mode"], row["status"], row["position"], row["candidate_id"]) == (mode, "active", 0, 9814)
        assert len(row["plan"]) == 2 and row["begun"] is False and row["created_at"] is not None
    assert (await _stored(api, interview["id"]))["time_limit_s"] == 60
