"""A reading waiting for the candidate's confirmation, and what else may happen to it while a
confirmation is on its way: the candidate discards it ("重新作答"), confirms it twice, or types a new
answer whose reading replaces it. A confirmation records the reading it names only if that reading
still waits as the session's row is stored when the turn writes — never an answer the candidate took
back or replaced, never one answer twice. Each interleaving is forced as in test_session_row_races.py
(``while_the_row_is_held``): on PostgreSQL the confirmation reads the row after the other change
commits, on SQLite it read the row before and writes after."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any

import pytest
from sqlalchemy import select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, make_invite, set_plan, start, while_the_row_is_held

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL

CALC, SENTENCE = "seed000-30", "我算出来是 464 GB"  # right, read from a sentence: to confirm


async def an_interview(api: Api, telegram_id: int, **limits: int) -> str:
    """An interview asking CALC then a choice question, CALC on screen: the session's id."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each", **limits)
    session_id = str((await start(api, telegram_id, invite["token"]))["id"])
    await set_plan(api, session_id, [CALC, "seed000-01"])
    await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(telegram_id))
    return session_id


async def a_reading_waits(api: Api, telegram_id: int) -> tuple[str, str]:
    """An interview whose first question has a typed answer's reading waiting: the session's id and the
    reading's."""
    session_id = await an_interview(api, telegram_id)
    read = await answer(api, telegram_id, session_id, CALC, SENTENCE, "k-read", confirm=False)
    assert read.status_code == 202, read.text
    return session_id, str(read.json()["confirmation"]["id"])


def confirming(api: Api, telegram_id: int, session_id: str, reading: str, key: str) -> Awaitable[Any]:
    body = {"question_id": CALC, "confirm": reading, "idempotency_key": key}
    path = f"/v1/sessions/{session_id}/answers"
    return api.client.post(path, json=body, headers=api.candidate(telegram_id))


async def stored(api: Api, session_id: str) -> tuple[list[tuple[int, str]], int, dict[str, Any] | None]:
    """The session's answers (position, idempotency key), its position and the reading waiting on it."""
    from api.store.models import Answer
    from api.store.sessions import get_session

    async with api.ctx.sessions() as db:
        keys = select(Answer.position, Answer.idempotency_key).where(Answer.session_id == session_id)
        answers = sorted(tuple(row) for row in (await db.execute(keys)).all())
        row = await get_session(db, session_id)
        assert row is not None
        return answers, row.position, row.pending  # type: ignore[return-value]


async def test_a_confirmation_of_a_reading_discarded_meanwhile_records_nothing(api: Api) -> None:
    """The candidate discarded the reading after their confirmation of it read the session, and the
    discard was written first: the confirmation finds no reading (409 ``reading_gone``) and nothing is
    recorded — not an answer the candidate took back, after the discard was answered 204."""
    from api.services import turn

    session_id, reading = await a_reading_waits(api, 9701)

    async def discarded(db: Any, row: Any) -> None:
        assert await turn.discard_reading(db, row, reading)

    reply = await while_the_row_is_held(
        api, session_id, lambda: confirming(api, 9701, session_id, reading, "k-confirm"), discarded
    )
    assert reply.status_code == 409 and reply.json()["reason"] == "reading_gone", reply.text
    assert await stored(api, session_id) == ([], 0, None)


async def test_a_reading_confirmed_twice_at_once_is_recorded_once(api: Api) -> None:
    """Two confirmations of one reading at once (the candidate tapped twice, under two idempotency
    keys): the first records it, the second finds it gone (409 ``reading_gone``), and the answer is
    stored once."""
    from api import schemas
    from api.services import turn

    session_id, reading = await a_reading_waits(api, 9702)

    async def confirmed(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=CALC, confirm=reading, idempotency_key="k-first")
        result = await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None)
        assert isinstance(result, schemas.AnswerResult) and result.verdict == "correct"

    reply = await while_the_row_is_held(
        api, session_id, lambda: confirming(api, 9702, session_id, reading, "k-second"), confirmed
    )
    assert reply.status_code == 409 and reply.json()["reason"] == "reading_gone", reply.text
    assert await stored(api, session_id) == ([(0, "k-first")], 1, None)


async def test_a_confirmation_of_a_reading_replaced_meanwhile_keeps_the_new_one(api: Api) -> None:
    """The candidate typed a new answer whose reading replaced the one their confirmation names, and it
    was written first: the confirmation finds its reading gone (409 ``reading_gone``), nothing is
    recorded, and the new reading still waits — the candidate's later answer is the one they confirm."""
    from api import schemas
    from api.services import turn

    session_id, reading = await a_reading_waits(api, 9703)
    replaced: list[str] = []

    async def read_again(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=CALC, answer=SENTENCE, idempotency_key="k-again")
        result = await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None)
        assert isinstance(result, schemas.ReadingOut)
        replaced.append(result.confirmation.id)

    reply = await while_the_row_is_held(
        api, session_id, lambda: confirming(api, 9703, session_id, reading, "k-confirm"), read_again
    )
    assert reply.status_code == 409 and reply.json()["reason"] == "reading_gone", reply.text
    answers, position, pending = await stored(api, session_id)
    assert (answers, position) == ([], 0)
    assert pending is not None and pending["id"] == replaced[0]
    confirmed = await confirming(api, 9703, session_id, replaced[0], "k-confirm-again")
    assert confirmed.status_code == 200 and confirmed.json()["verdict"] == "correct", confirmed.text


async def test_a_new_reading_after_the_question_was_answered_meanwhile_is_refused(api: Api) -> None:
    """The candidate confirmed the waiting reading and, before that was written, typed a new answer
    to the question: the confirmation recorded the answer and moved on first, so the new answer is to
    a question no longer on screen (409 ``not_current``) — not a reading kept and offered to confirm
    (202) for a question already answered."""
    from api import schemas
    from api.services import turn

    session_id, reading = await a_reading_waits(api, 9704)

    async def confirmed(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=CALC, confirm=reading, idempotency_key="k-first")
        assert isinstance(
            await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None), schemas.AnswerResult
        )

    def typed_again() -> Awaitable[Any]:
        return answer(api, 9704, session_id, CALC, SENTENCE, "k-again", confirm=False)

    reply = await while_the_row_is_held(api, session_id, typed_again, confirmed)
    assert reply.status_code == 409 and reply.json()["reason"] == "not_current", reply.text
    assert await stored(api, session_id) == ([(0, "k-first")], 1, None)


async def test_a_timeout_after_a_reading_in_time_was_kept_meanwhile_waits_for_it(api: Api) -> None:
    """The question's time ran out while a typed answer that arrived in time was being read; the bot's
    timer skip read the session before that reading was kept. The skip is refused (409
    ``awaiting_confirmation``), as it is when it reads the reading: the question is not closed as timed
    out over an answer given in time, and confirming the reading records it, in time."""
    from datetime import timedelta

    from api import schemas
    from api.services import turn

    session_id = await an_interview(api, 9705, time_limit_s=30)
    read_at = api.ctx.now() + timedelta(seconds=20)  # in the question's 30 s
    api.clock.advance(40)  # the timer fires after them
    held: list[str] = []

    async def read_in_time(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=CALC, answer=SENTENCE, idempotency_key="k-in-time")
        result = await turn.answer_turn(api.ctx, db, row, body, read_at, None)
        assert isinstance(result, schemas.ReadingOut)
        held.append(result.confirmation.id)

    def timer() -> Awaitable[Any]:
        body = {"question_id": CALC, "idempotency_key": "timeout-0", "timed_out": True}
        return api.client.post(f"/v1/sessions/{session_id}/skip", json=body, headers=api.candidate(9705))

    reply = await while_the_row_is_held(api, session_id, timer, read_in_time)
    assert reply.status_code == 409 and reply.json()["reason"] == "awaiting_confirmation", reply.text
    confirmed = await confirming(api, 9705, session_id, held[0], "k-confirm")
    assert confirmed.status_code == 200, confirmed.text
    assert (confirmed.json()["verdict"], confirmed.json()["timed_out"]) == ("correct", False), confirmed.text


async def test_an_unreadable_answer_after_the_question_was_answered_meanwhile_is_refused(api: Api) -> None:
    """As above, with a new answer that cannot be read: refused as an answer to a question no longer
    on screen (409 ``not_current``), not asked again (422) as if the question were still open."""
    from api import schemas
    from api.services import turn

    session_id, reading = await a_reading_waits(api, 9706)

    async def confirmed(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=CALC, confirm=reading, idempotency_key="k-first")
        result = await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None)
        assert isinstance(result, schemas.AnswerResult)

    def unreadable() -> Awaitable[Any]:
        return answer(api, 9706, session_id, CALC, "Bad answer", "k-again", confirm=False)

    reply = await while_the_row_is_held(api, session_id, unreadable, confirmed)
    assert reply.status_code == 409 and reply.json()["reason"] == "not_current", reply.text
    assert await stored(api, session_id) == ([(0, "k-first")], 1, None)
