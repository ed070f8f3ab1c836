"""An answer turn reads its session and writes it later, after grading. Whatever another transaction
commits in between — a read that notices the session's deadline and expires it, a close, a regrade of
an answer it holds — the turn's write starts from the row as it is then: an answer that arrived in time
is recorded once and counted in the item sums, one to a session closed otherwise is refused with the
reason, and a regrade's points are kept. Each interleaving is forced: the test holds a transaction open
and the turn waits for it — for its row lock on PostgreSQL (so the turn reads after it), for the
process's writer lock on SQLite (the turn has read the row already, as SQLite takes no row locks)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import func, select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, set_plan, start, wait_until_a_writer_waits
from tests.helpers.tallies import RIGHT, sessions_counted, take, timed_invite

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL


async def stored(api: Api, session_id: str) -> tuple[str, float, float, int]:
    """The session's status, its points and the sum of its answers' points, and how many answers it has."""
    from api.store.models import Answer, InterviewSession

    async with api.ctx.sessions() as db:
        row = (
            await db.execute(
                select(InterviewSession.status, InterviewSession.points_awarded).where(
                    InterviewSession.id == session_id
                )
            )
        ).one()
        answers = (
            await db.execute(
                select(func.coalesce(func.sum(Answer.points_awarded), 0.0), func.count()).where(
                    Answer.session_id == session_id
                )
            )
        ).one()
    return row.status, row.points_awarded, answers[0], answers[1]


async def ended_while_the_turn_waits(api: Api, telegram_id: int, session_id: str, end: Any) -> Any:
    """The response to an answer in time to the current question, sent while a transaction the test holds
    has the session (read, and on PostgreSQL locked) and the writer lock (SQLite); ``end(row)`` ends the
    session in that transaction, which commits once the turn waits for it."""
    from api.store import writer
    from api.store.sessions import get_session

    question = await question_view(api, telegram_id, session_id)
    async with api.ctx.sessions() as ending:
        row = await get_session(ending, session_id, for_update=True)  # PostgreSQL: the turn reads after
        assert row is not None and row.status == "active"
        await writer.hold(ending)  # SQLite: the turn has read the row, and writes after this commit
        turn = asyncio.create_task(
            answer(api, telegram_id, session_id, question["id"], RIGHT[question["id"][-4:]], "k-meanwhile")
        )
        await wait_until_a_writer_waits(api)
        end(row)
        await ending.commit()
    return await turn


async def test_an_answer_in_time_to_a_session_expired_meanwhile_is_recorded_and_counted(api: Api) -> None:
    """A read noticed the total time limit and expired the session after the answer arrived, and
    committed before the turn wrote: the answer was in time, so it is recorded (once) on the expired
    session and the item sums count it."""
    from api.services.sessions import refresh_status

    acme = api.recruiter(await api.recruiter_key("Acme"))
    _, token = await timed_invite(api, acme)
    session_id = await take(api, 9501, token, RIGHT, stop_after=0)

    def expire(row: Any) -> None:
        api.clock.advance(3600)  # after the answer arrived: the session's deadline is past
        refresh_status(row, api.ctx.now())
        assert row.status == "expired"

    reply = await ended_while_the_turn_waits(api, 9501, session_id, expire)
    assert reply.status_code == 200 and reply.json()["recorded"], reply.text
    status, points, answers_points, answers = await stored(api, session_id)
    assert (status, answers) == ("expired", 1)
    assert points == answers_points > 0
    assert await sessions_counted(api) == 1  # and the sums kept are the sums recomputed


async def test_an_answer_to_a_session_closed_meanwhile_is_refused(api: Api) -> None:
    """The session was closed (abandoned: the candidate's /forget, the retention sweep) after the turn
    read it and before it wrote: nothing is recorded, and the candidate is told the session is over."""
    acme = api.recruiter(await api.recruiter_key("Acme"))
    _, token = await timed_invite(api, acme)
    session_id = await take(api, 9502, token, RIGHT, stop_after=1)

    reply = await ended_while_the_turn_waits(
        api, 9502, session_id, lambda row: row.close("abandoned", api.ctx.now())
    )
    assert reply.status_code == 409, reply.text
    assert reply.json()["reason"] == "session_over" and reply.json()["status_now"] == "abandoned", reply.text
    status, points, answers_points, answers = await stored(api, session_id)
    assert (status, answers) == ("abandoned", 1)
    assert points == answers_points
    assert await sessions_counted(api) == 1


async def a_session_with_a_regrade_due(api: Api, telegram_id: int) -> tuple[str, str, str, str, str]:
    """A session whose first answer (right by the key as filed) the corrected key makes wrong, its last
    question on screen: (session, its last question, organisation, bank, the corrected question)."""
    from api.store.orgs import get_org_by_name

    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank, token = await timed_invite(api, acme)
    ids = {item["id"][-4:]: item["id"] for item in bank["items"]}
    session_id = str((await start(api, telegram_id, token, name=f"C{telegram_id}"))["id"])
    await set_plan(api, session_id, [ids["tq-1"], ids["tq-2"]])
    first = await question_view(api, telegram_id, session_id)
    right = await answer(api, telegram_id, session_id, first["id"], RIGHT["tq-1"], "k-first")
    assert right.status_code == 200, right.text
    patch = {"key": "C", "erratum": {"what": "the key said 7001", "why": "the admin port is 7003"}}
    path = f"/v1/banks/{bank['id']}/questions/{ids['tq-1']}"
    corrected = await api.client.patch(path, json=patch, headers=acme)
    assert corrected.status_code == 200, corrected.text
    last = await question_view(api, telegram_id, session_id)
    async with api.ctx.sessions() as db:
        org = await get_org_by_name(db, "Acme")
        assert org is not None
    return session_id, str(last["id"]), org.id, str(bank["id"]), ids["tq-1"]


async def test_a_regrade_committed_while_a_turn_waits_keeps_its_points(api: Api) -> None:
    """A key correction's regrade lowers the points of the session's first answer and commits while the
    candidate's last answer waits to be written: the session's points are its answers' points, the
    regrade's change included (the turn does not write back the total it read before the regrade)."""
    from api.services.banks import regrade_question

    session_id, last, org_id, bank_id, corrected = await a_session_with_a_regrade_due(api, 9503)
    async with api.ctx.sessions() as regrading:
        # holds what the regrade wrote until it commits: the session's row (PostgreSQL), the writer lock
        regraded = await regrade_question(api.ctx, regrading, org_id, bank_id, corrected)
        assert regraded.changed == 1
        turn = asyncio.create_task(answer(api, 9503, session_id, last, RIGHT["tq-2"], "k-last"))
        await wait_until_a_writer_waits(api)
        await regrading.commit()
    reply = await turn
    assert reply.status_code == 200 and reply.json()["next"]["status"] == "finished", reply.text
    status, points, answers_points, answers = await stored(api, session_id)
    assert (status, answers) == ("finished", 2)
    assert points == answers_points  # the first answer's points, as regraded, and the last one's
    assert await sessions_counted(api) == 1


async def test_a_turn_waits_for_a_regrade_from_its_first_statement(api: Api) -> None:
    """A regrade's first statement takes its sessions out of the item sums (``tallies.changing``); from
    then it holds the store's write — the sessions' rows on PostgreSQL, the process's writer lock with
    SQLite's own — so an answer turn meanwhile queues behind it, rather than take the process's writer
    lock and wait for SQLite's while the regrade waits for the writer lock (until a busy timeout)."""
    from api.services.banks import regrade_question
    from api.store import tallies

    session_id, last, org_id, bank_id, corrected = await a_session_with_a_regrade_due(api, 9504)
    async with api.ctx.sessions() as regrading:
        await tallies.changing(regrading, [session_id])  # as the regrade begins
        turn = asyncio.create_task(answer(api, 9504, session_id, last, RIGHT["tq-2"], "k-last"))
        await wait_until_a_writer_waits(api)
        regraded = await regrade_question(api.ctx, regrading, org_id, bank_id, corrected)
        assert regraded.changed == 1
        await regrading.commit()
    reply = await turn
    assert reply.status_code == 200 and reply.json()["next"]["status"] == "finished", reply.text
    status, points, answers_points, answers = await stored(api, session_id)
    assert (status, answers) == ("finished", 2)
    assert points == answers_points
    assert await sessions_counted(api) == 1


async def test_two_messages_typed_after_a_questions_time_ran_out_keep_the_first(api: Api) -> None:
    """A question's time ran out (recorded, timed out); two messages typed for it arrive at once. The
    first is kept with it (late, not scored); the second, which read the question's row before the first
    was written, replays it — it does not overwrite the answer the first was told is kept."""
    from api import schemas
    from api.services import turn
    from api.store.models import Answer
    from tests.helpers.api_flows import make_invite, while_the_row_is_held

    invite = await make_invite(
        api, await api.recruiter_key("Acme"), question_count=2, types=["single"], time_limit_s=30
    )
    session_id = str((await start(api, 9505, invite["token"]))["id"])
    first = await question_view(api, 9505, session_id)
    api.clock.advance(31)
    body = {"question_id": first["id"], "idempotency_key": "timeout-0", "timed_out": True}
    path = f"/v1/sessions/{session_id}/skip"
    assert (await api.client.post(path, json=body, headers=api.candidate(9505))).status_code == 200

    async def typed_first(db: Any, row: Any) -> None:
        late = schemas.AnswerIn(question_id=first["id"], answer="A", idempotency_key="late-1")
        result = await turn.answer_turn(api.ctx, db, row, late, api.ctx.now(), None)
        assert isinstance(result, schemas.AnswerResult) and not result.replayed

    reply = await while_the_row_is_held(
        api, session_id, lambda: answer(api, 9505, session_id, first["id"], "B", "late-2"), typed_first
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["replayed"] and reply.json()["earlier_question"], reply.text
    async with api.ctx.sessions() as db:
        kept = (await db.execute(select(Answer.answer).where(Answer.session_id == session_id))).scalars()
        assert list(kept) == ["A"]


async def test_two_regrades_at_once_change_a_sessions_points_once(api: Api) -> None:
    """The recruiter's regrade sent twice at once (a double click): the second, which began before the
    first committed, grades the answers as the first left them — the session's points move once, and
    stay the sum of its answers' points (not the first answer's change subtracted twice)."""
    from api.services.banks import regrade_question

    session_id, last, org_id, bank_id, corrected = await a_session_with_a_regrade_due(api, 9506)
    assert (await answer(api, 9506, session_id, last, RIGHT["tq-2"], "k-last")).status_code == 200
    acme = api.recruiter(await api.recruiter_key("Acme"))
    async with api.ctx.sessions() as regrading:
        # holds what the regrade wrote until it commits: the answers' rows (PostgreSQL), the writer lock
        assert (await regrade_question(api.ctx, regrading, org_id, bank_id, corrected)).changed == 1
        path = f"/v1/banks/{bank_id}/questions/{corrected}/regrade"
        again = asyncio.create_task(api.client.post(path, headers=acme))
        await wait_until_a_writer_waits(api)
        await regrading.commit()
    reply = await again
    assert reply.status_code == 200 and reply.json()["changed"] == 0, reply.text
    status, points, answers_points, answers = await stored(api, session_id)
    assert (status, answers) == ("finished", 2)
    assert points == answers_points
    assert await sessions_counted(api) == 1


async def forwarded_flags(api: Api, session_id: str) -> list[str]:
    """The texts of the session's ``forwarded`` flags: on its answers and still waiting for the next."""
    from api.store.models import Answer, InterviewSession

    async with api.ctx.sessions() as db:
        flags = list((await db.scalars(select(Answer.flags).where(Answer.session_id == session_id))).all())
        flags.append(
            await db.scalar(select(InterviewSession.pending_flags).where(InterviewSession.id == session_id))
        )
    return sorted(f["text"] for kept in flags for f in kept or [] if f["kind"] == "forwarded")


async def an_interview_with_a_forwarded_message(api: Api, telegram_id: int) -> tuple[str, dict[str, Any]]:
    """An interview whose question on screen has a forwarded message refused (its flag waits for the
    question's answer): the session and the question."""
    from tests.helpers.api_flows import make_invite

    invite = await make_invite(api, await api.recruiter_key("Acme"), question_count=2)
    session_id = str((await start(api, telegram_id, invite["token"]))["id"])
    question = await question_view(api, telegram_id, session_id)
    url = f"/v1/candidates/{telegram_id}/signals"
    body = {"kind": "forwarded", "text": "first"}
    assert (await api.client.post(url, json=body, headers=api.candidate(telegram_id))).json()["refused"]
    return session_id, question


async def test_a_message_forwarded_while_an_answer_waits_is_flagged_once(api: Api) -> None:
    """Another forwarded message was refused after the answer turn read the session (its flags waiting
    then: the first message's): each message's flag is kept once — neither dropped by the turn taking
    the flags it read, nor kept twice."""
    from api import schemas
    from api.services import integrity
    from tests.helpers.api_flows import right_answer, while_the_row_is_held

    session_id, question = await an_interview_with_a_forwarded_message(api, 9507)

    async def forwarded(db: Any, row: Any) -> None:
        body = schemas.SignalIn(kind="forwarded", text="second")
        assert (await integrity.record_signal(api.ctx, db, 9507, body)).refused

    def answered() -> Any:
        right = right_answer(api.catalog[question["id"]])
        return answer(api, 9507, session_id, question["id"], right, "k-answer")

    reply = await while_the_row_is_held(api, session_id, answered, forwarded)
    assert reply.status_code == 200, reply.text
    assert await forwarded_flags(api, session_id) == ["first", "second"]


async def test_a_message_forwarded_while_an_answer_takes_the_flags_is_flagged_once(api: Api) -> None:
    """The answer turn took the waiting flags (the first forwarded message's) into its answer after a
    second forwarded message read the session: the second message's flag is kept, and the first's is
    not kept again for the next answer."""
    from api import schemas
    from api.services import turn
    from tests.helpers.api_flows import right_answer, while_the_row_is_held

    session_id, question = await an_interview_with_a_forwarded_message(api, 9508)

    async def answered(db: Any, row: Any) -> None:
        right = right_answer(api.catalog[question["id"]])
        body = schemas.AnswerIn(question_id=question["id"], answer=right, idempotency_key="k-answer")
        assert isinstance(
            await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None), schemas.AnswerResult
        )

    def forwarded() -> Any:
        url = "/v1/candidates/9508/signals"
        return api.client.post(url, json={"kind": "forwarded", "text": "second"}, headers=api.candidate(9508))

    reply = await while_the_row_is_held(api, session_id, forwarded, answered)
    assert reply.status_code == 200 and reply.json()["refused"], reply.text
    assert await forwarded_flags(api, session_id) == ["first", "second"]


async def test_a_dispute_of_the_question_being_answered_committed_while_the_turn_waits(api: Api) -> None:
    """A correction disputes the question on screen and commits while the candidate's answer to it waits
    to be written: on SQLite the turn graded the copy it read (active: the answer counts its points)
    while the correction took those points out of the plan, as for a question not yet answered. The
    plan's points must still be its answers' points (no score over 100 %, and a regrade after it cannot
    take the question out twice)."""
    from api.schemas import QuestionPatch
    from api.services.banks import correct_question
    from api.store.models import Answer, InterviewSession

    session_id, last, org_id, bank_id, _ = await a_session_with_a_regrade_due(api, 9506)
    disputed = QuestionPatch.model_validate(
        {"status": "disputed", "erratum": {"what": "two ports", "why": "both"}}
    )
    async with api.ctx.sessions() as correcting:
        await correct_question(api.ctx, correcting, org_id, bank_id, last, disputed)
        turn = asyncio.create_task(answer(api, 9506, session_id, last, RIGHT["tq-2"], "k-last"))
        await wait_until_a_writer_waits(api)
        await correcting.commit()
    reply = await turn
    assert reply.status_code == 200, reply.text
    async with api.ctx.sessions() as db:
        plan_points = await db.scalar(
            select(InterviewSession.plan_points).where(InterviewSession.id == session_id)
        )
        answered = await db.scalar(select(func.sum(Answer.points)).where(Answer.session_id == session_id))
    assert plan_points == answered, (plan_points, answered)
