"""Writes of a session's row besides an answer — a hint — read the row and write it later. Whatever
another transaction commits in between (another hint, an answer that moves the session on, the
session erased), the write starts from the row as it is then: each hint is counted once, on the
question it is the hint of. Each interleaving is forced as in test_turn_races.py: the test holds a
transaction open and the request waits for it — for its row lock on PostgreSQL (so it reads after
it), for the process's writer lock on SQLite (it has read the row already, as SQLite takes no row
locks)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    CHOICE_TYPES,
    answer,
    right_answer,
    set_plan,
    start_practice,
    while_the_row_is_held,
)

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL


async def a_practice_with_hints(api: Api, telegram_id: int) -> tuple[str, list[Any]]:
    """A practice of two choice questions with two hints or more each, the first one on screen."""
    session = await start_practice(api, telegram_id, count=2, types=CHOICE_TYPES)
    hinted = [q for q in api.catalog if q.type.value in CHOICE_TYPES and len(q.hints) >= 2 and q.scorable]
    await set_plan(api, session["id"], [question.id for question in hinted[:2]])
    return str(session["id"]), hinted[:2]


def fetching_current(api: Api, session_id: str, telegram_id: int) -> Callable[[], Awaitable[Any]]:
    """The candidate's fetch of the question on screen, to send while the row is held."""
    return lambda: api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(telegram_id))


def answering_right(
    api: Api, session_id: str, telegram_id: int, question: Any, key: str
) -> Callable[[], Awaitable[Any]]:
    """The candidate's right answer to ``question`` (``key``: its idempotency key), to send while the
    row is held."""
    return lambda: answer(api, telegram_id, session_id, question.id, right_answer(question), key)


async def closing_abandoned(api: Api, _db: Any, row: Any) -> None:
    """The other request's change: the session closed as abandoned (/forget, the retention sweep)."""
    row.close("abandoned", api.ctx.now())


async def stored_row(api: Api, session_id: str) -> tuple[int, int]:
    """The session's position and the hints counted on its current question."""
    from api.store.sessions import get_session

    async with api.ctx.sessions() as db:
        row = await get_session(db, session_id)
        assert row is not None
        return row.position, row.hints_used


async def test_two_hints_at_once_are_two_hints(api: Api) -> None:
    """Another hint of the question was counted after this one read the session: this one is the next
    hint, and both are counted (not the first hint twice, counted once)."""
    from api.services import turn

    session_id, (first, _) = await a_practice_with_hints(api, 9601)

    async def another_hint(db: Any, row: Any) -> None:
        assert turn.take_hint(api.ctx, row).hint == first.hints[0]

    def hint() -> Awaitable[Any]:
        return api.client.post(f"/v1/sessions/{session_id}/hint", headers=api.candidate(9601))

    reply = await while_the_row_is_held(api, session_id, hint, another_hint)
    assert reply.status_code == 200, reply.text
    assert (reply.json()["hint"], reply.json()["hints_used"]) == (first.hints[1], 2), reply.text
    assert await stored_row(api, session_id) == (0, 2)


async def test_a_hint_after_an_answer_moved_on_is_the_next_questions(api: Api) -> None:
    """The question's answer was recorded after the hint read the session: the hint is the next
    question's, counted on it — never the answered question's hint charged to the next one."""
    from api import schemas
    from api.services import turn

    session_id, (first, second) = await a_practice_with_hints(api, 9602)

    async def answered(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=first.id, answer=right_answer(first), idempotency_key="k-first")
        result = await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None)
        assert isinstance(result, schemas.AnswerResult) and result.hints_used == 0

    def hint() -> Awaitable[Any]:
        return api.client.post(f"/v1/sessions/{session_id}/hint", headers=api.candidate(9602))

    reply = await while_the_row_is_held(api, session_id, hint, answered)
    assert reply.status_code == 200, reply.text
    assert (reply.json()["question_id"], reply.json()["hint"]) == (second.id, second.hints[0]), reply.text
    assert await stored_row(api, session_id) == (1, 1)


async def test_a_question_passed_over_meanwhile_is_passed_once(api: Api) -> None:
    """The question on screen left the bank; another request passed it over (recorded, worth nothing)
    after this fetch read the session: the fetch serves the next question, and the question passed over
    is recorded once (not a second time at the same position, which the store refuses)."""
    from sqlalchemy import func, select

    from api.services import turn
    from api.store.models import Answer

    session_id, (_, second) = await a_practice_with_hints(api, 9603)
    await set_plan(api, session_id, ["gone-from-the-bank", second.id])

    async def passed_over(db: Any, row: Any) -> None:
        await turn.pass_vanished_questions(api.ctx, db, row, api.ctx.now())

    reply = await while_the_row_is_held(api, session_id, fetching_current(api, session_id, 9603), passed_over)
    assert reply.status_code == 200, reply.text
    assert reply.json()["question"]["id"] == second.id, reply.text
    async with api.ctx.sessions() as db:
        answers = await db.scalar(select(func.count()).where(Answer.session_id == session_id))
    assert answers == 1
    assert await stored_row(api, session_id) == (1, 0)


async def test_a_first_fetch_of_a_session_closed_meanwhile_serves_no_question(api: Api) -> None:
    """The session was closed (the candidate's /forget, the retention sweep) after its first fetch read
    it: the fetch shows it over, and neither serves a question of it nor starts its clock."""
    session_id, _ = await a_practice_with_hints(api, 9604)

    reply = await while_the_row_is_held(
        api, session_id, fetching_current(api, session_id, 9604), partial(closing_abandoned, api)
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["status"] == "abandoned" and reply.json()["question"] is None, reply.text
    from api.store.sessions import get_session

    async with api.ctx.sessions() as db:
        row = await get_session(db, session_id)
        assert row is not None and (row.status, row.begun) == ("abandoned", False)


async def test_a_hint_for_a_session_erased_meanwhile_is_not_found(api: Api) -> None:
    """The session was erased after the hint read it: 404, as for any session that is not there."""
    session_id, _ = await a_practice_with_hints(api, 9605)

    async def erased(db: Any, row: Any) -> None:
        await db.delete(row)

    def hint() -> Awaitable[Any]:
        return api.client.post(f"/v1/sessions/{session_id}/hint", headers=api.candidate(9605))

    reply = await while_the_row_is_held(api, session_id, hint, erased)
    assert reply.status_code == 404, reply.text


async def test_an_answer_to_a_session_erased_meanwhile_is_not_found(api: Api) -> None:
    """The session was erased after the answer turn read it: 404, and nothing is recorded."""
    from sqlalchemy import func, select

    from api.store.models import Answer

    session_id, (first, _) = await a_practice_with_hints(api, 9606)

    async def erased(db: Any, row: Any) -> None:
        await db.delete(row)

    answering = answering_right(api, session_id, 9606, first, "k-erased")
    reply = await while_the_row_is_held(api, session_id, answering, erased)
    assert reply.status_code == 404, reply.text
    async with api.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).where(Answer.session_id == session_id)) == 0


async def test_a_skip_after_a_question_was_passed_over_meanwhile_skips_the_next(api: Api) -> None:
    """The question on screen left the bank; another request passed it over after this skip read the
    session: the skip skips the question on screen now — not the one passed over a second time (which
    the store refuses at its position) — and each is recorded once."""
    from sqlalchemy import select

    from api.services import turn
    from api.store.models import Answer

    session_id, (_, second) = await a_practice_with_hints(api, 9607)
    await set_plan(api, session_id, ["gone-from-the-bank", second.id])

    async def passed_over(db: Any, row: Any) -> None:
        await turn.pass_vanished_questions(api.ctx, db, row, api.ctx.now())

    def skip() -> Awaitable[Any]:
        return api.client.post(f"/v1/sessions/{session_id}/skip", json={}, headers=api.candidate(9607))

    reply = await while_the_row_is_held(api, session_id, skip, passed_over)
    assert reply.status_code == 200, reply.text
    assert reply.json()["question_id"] == second.id, reply.text
    async with api.ctx.sessions() as db:
        columns = select(Answer.position, Answer.question_id, Answer.skipped)
        recorded = (await db.execute(columns.where(Answer.session_id == session_id))).all()
    assert sorted(tuple(row) for row in recorded) == [(0, "gone-from-the-bank", True), (1, second.id, True)]
    assert await stored_row(api, session_id) == (2, 0)


async def test_a_fetch_that_expires_a_session_closed_meanwhile_counts_it_once(api: Api) -> None:
    """The fetch noticed the session's deadline after another request closed it: the session keeps the
    end committed first, and its answers are in the item tallies once — the fetch's own end, made on the
    row as it read it and dropped with that pass, neither counted nor kept."""
    from api.store.sessions import get_session
    from tests.helpers.tallies import RIGHT, sessions_counted, take, timed_invite

    acme = api.recruiter(await api.recruiter_key("Acme"))
    _, token = await timed_invite(api, acme)
    session_id = await take(api, 9608, token, RIGHT, stop_after=1)
    api.clock.advance(3600)  # past the session's total time: the fetch expires it

    reply = await while_the_row_is_held(
        api, session_id, fetching_current(api, session_id, 9608), partial(closing_abandoned, api)
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["status"] == "abandoned", reply.text
    async with api.ctx.sessions() as db:
        row = await get_session(db, session_id)
        assert row is not None and row.status == "abandoned"
    assert await sessions_counted(api) == 1


async def test_a_finish_after_the_last_answer_ended_the_session_keeps_that_end(api: Api) -> None:
    """The candidate's last answer finished the session after their /finish read it (running): the
    session stays finished as the answer ended it, counted once in the item tallies — not stopped a
    second time over that end."""
    from api import schemas
    from api.services import turn
    from api.store.sessions import get_session
    from tests.helpers.api_flows import question_view
    from tests.helpers.tallies import RIGHT, sessions_counted, take, timed_invite

    acme = api.recruiter(await api.recruiter_key("Acme"))
    _, token = await timed_invite(api, acme)
    session_id = await take(api, 9609, token, RIGHT, stop_after=1)
    last = await question_view(api, 9609, session_id)

    async def answered_last(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(
            question_id=last["id"], answer=RIGHT[last["id"][-4:]], idempotency_key="k-last"
        )
        result = await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None)
        assert isinstance(result, schemas.AnswerResult) and row.status == "finished"

    def finish() -> Awaitable[Any]:
        return api.client.post(f"/v1/sessions/{session_id}/finish", headers=api.candidate(9609))

    reply = await while_the_row_is_held(api, session_id, finish, answered_last)
    assert reply.status_code == 200, reply.text
    assert reply.json()["status"] == "finished", reply.text
    async with api.ctx.sessions() as db:
        row = await get_session(db, session_id)
        assert row is not None and (row.status, row.answered) == ("finished", 2)
    assert await sessions_counted(api) == 1


async def test_a_discard_after_a_new_reading_replaced_it_keeps_the_new_one(api: Api) -> None:
    """The candidate discarded a reading ("重新作答") and, before the discard was written, sent a new
    answer whose reading replaced it: the new reading still waits and is recorded once confirmed —
    the discard drops only the reading it names, as the row holds it when written."""
    from api import schemas
    from api.services import turn
    from tests.helpers.api_flows import make_invite, start

    calc, sentence = "seed000-30", "我算出来是 464 GB"  # right, read from a sentence: to confirm
    invite = await make_invite(api, await api.recruiter_key("Acme"), question_count=2, reveal="each")
    session_id = str((await start(api, 9610, invite["token"]))["id"])
    await set_plan(api, session_id, [calc, "seed000-01"])
    await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(9610))
    first = await answer(api, 9610, session_id, calc, sentence, "k1", confirm=False)
    assert first.status_code == 202, first.text
    replaced: list[str] = []

    async def read_again(db: Any, row: Any) -> None:
        body = schemas.AnswerIn(question_id=calc, answer=sentence, idempotency_key="k2")
        await turn.answer_turn(api.ctx, db, row, body, api.ctx.now(), None)
        replaced.append(row.pending["id"])

    def discard() -> Awaitable[Any]:
        path = f"/v1/sessions/{session_id}/readings/{first.json()['confirmation']['id']}"
        return api.client.delete(path, headers=api.candidate(9610))

    reply = await while_the_row_is_held(api, session_id, discard, read_again)
    assert reply.status_code == 409 and reply.json()["reason"] == "reading_gone", reply.text
    body = {"question_id": calc, "confirm": replaced[0], "idempotency_key": "confirm-2"}
    path = f"/v1/sessions/{session_id}/answers"
    confirmed = await api.client.post(path, json=body, headers=api.candidate(9610))
    assert confirmed.status_code == 200 and confirmed.json()["verdict"] == "correct", confirmed.text


async def test_an_answer_after_a_question_was_passed_over_meanwhile_is_recorded(api: Api) -> None:
    """The question before the one answered left the bank; another request passed it over after this
    answer read the session: the answer is recorded to the question on screen now, once."""
    from api.services import turn

    session_id, (_, second) = await a_practice_with_hints(api, 9611)
    await set_plan(api, session_id, ["gone-from-the-bank", second.id])

    async def passed_over(db: Any, row: Any) -> None:
        await turn.pass_vanished_questions(api.ctx, db, row, api.ctx.now())

    answering = answering_right(api, session_id, 9611, second, "k-second")
    reply = await while_the_row_is_held(api, session_id, answering, passed_over)
    assert reply.status_code == 200, reply.text
    assert await stored_row(api, session_id) == (2, 0)


async def test_two_ratings_at_once_leave_one_rating_and_its_card(api: Api) -> None:
    """Two ratings of the same review answer at once (the candidate clicked twice): the second is
    refused (409, the answer rated) — on SQLite too, where it read the answer before the first was
    written. The answer holds the first rating and the card is the one it schedules from the card as
    it was before the answer: nothing is rescheduled twice."""
    from sqlalchemy import select

    from api import schemas
    from api.services import candidates
    from api.services.candidates._notebook import RATINGS, scheduled
    from api.store.models import Answer, NotebookCard
    from tests.helpers.api_flows import current_question, post_answer, wrong_answer

    practice = await start_practice(api, 9612, count=2, types=CHOICE_TYPES)
    for key in ("p1", "p2"):
        question, _ = await current_question(api, 9612, practice["id"])
        await post_answer(api, 9612, practice["id"], question.id, wrong_answer(question), key)
    api.clock.advance(30 * 24 * 3600)
    review = await start_practice(api, 9612, review=True, count=2)
    first, _ = await current_question(api, 9612, review["id"])
    await post_answer(api, 9612, review["id"], first.id, wrong_answer(first), "r1")

    async def rated_again(db: Any, row: Any) -> None:
        await candidates.rate_review(db, row, schemas.RatingIn(position=0, rating="again"), api.ctx.now())

    def rate_easy() -> Awaitable[Any]:
        body = {"position": 0, "rating": "easy"}
        return api.client.post(f"/v1/sessions/{review['id']}/rating", json=body, headers=api.candidate(9612))

    reply = await while_the_row_is_held(api, str(review["id"]), rate_easy, rated_again)
    assert reply.status_code == 409 and reply.json()["reason"] == "rated", reply.text
    async with api.ctx.sessions() as db:
        answer = await db.scalar(
            select(Answer).where(Answer.session_id == review["id"], Answer.position == 0)
        )
        card = await db.scalar(
            select(NotebookCard).where(
                NotebookCard.candidate_id == 9612, NotebookCard.question_id == first.id
            )
        )
    assert answer is not None and card is not None
    assert answer.parsed["rating"] == "again"
    before = answer.parsed.get("card_before") or {}
    expected = scheduled(9612, first.id, None, RATINGS["again"], api.ctx.now(), before=before)
    scheduling = ("card_id", "state", "stability", "difficulty")  # what the rating decides (not when)
    assert {k: card.card[k] for k in scheduling} == {k: expected.card[k] for k in scheduling}


async def test_a_hint_taken_while_an_answer_waits_is_not_charged(api: Api) -> None:
    """A hint was written after the candidate's answer arrived and before it was recorded (asked for
    and answered at once): the candidate answered without having seen it, so the answer is graded
    without it (full score), and the next question starts with no hint used — on both stores."""
    from api.services import turn

    session_id, (first, _) = await a_practice_with_hints(api, 9613)

    async def hinted(db: Any, row: Any) -> None:
        assert turn.take_hint(api.ctx, row).hint == first.hints[0]

    answering = answering_right(api, session_id, 9613, first, "k-first")
    reply = await while_the_row_is_held(api, session_id, answering, hinted)
    assert reply.status_code == 200, reply.text
    assert (reply.json()["hints_used"], reply.json()["score"]) == (0, 1.0), reply.text
    assert await stored_row(api, session_id) == (1, 0)
