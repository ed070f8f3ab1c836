"""Session flow, part two: answers (idempotent), hints, skips and finishing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, NamedTuple

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services import integrity
from api.services.candidates import practiced
from api.services.explain import explain_when_over, explanation_for, explanations_at_end, visibility
from api.services.questions import Questions, session_questions, skipped_answer, snapshot
from api.services.scoring import extend as extend_adaptive
from api.services.sessions import (
    GRACE,
    begin,
    count_answer,
    question_deadline,
    refresh_status,
)
from api.services.texts import text
from api.services.turn import _readings as readings
from api.services.turn._claims import AwaitingConfirmation, changed, on_row_as_stored, write_over_stored
from api.services.turn._reads import CandidateReads, candidate_reads
from api.services.turn._refusals import TurnRefused, current_question
from api.services.turn._results import answer_result
from api.store import notebook
from api.store import sessions as store
from api.store.ended_answers import EndedAnswer
from api.store.models import Answer, InterviewSession, fill_new_row, new_row
from api.store.notebook import CardChange, CardRow
from api.store.writer import reads_before_writes
from bank.model import Question


@dataclass(frozen=True)
class Submitted:
    """An answer as it came to be recorded: the text as typed (empty for a skip), its idempotency key,
    when it arrived (``now``), whether it was skipped or its time ran out, and the hints its grade counted
    (None: the session's)."""

    answer: str
    key: str
    now: datetime
    skipped: bool = False
    timed_out: bool = False
    hints_used: int | None = None

    @property
    def timeout_skip(self) -> bool:
        """A skip the bot's timer sent when the question's time ran out."""
        return self.skipped and self.timed_out


class Recorded(NamedTuple):
    row: Answer
    # every answer of a session the answer ended (stored ones as plain rows); None while it goes on
    answers: list[EndedAnswer | Answer] | None


def fill_answer(session: InterviewSession, question: Question, row: Answer, submitted: Submitted) -> None:
    """The columns of an answer row that say what was answered, where and when (``row``, made by
    ``new_row``, holds the grade already and is not stored yet): one rule for every answer recorded,
    skipped or passed over."""
    now, hints_used = submitted.now, submitted.hints_used
    ended = now
    if submitted.timeout_skip:  # the question had its time, not until the timer's report came (a chat or
        deadline = question_deadline(session)  # bot restarted long after): the time taken stops at it
        ended = min(now, deadline) if deadline is not None else now
    fill_new_row(
        row,
        session_id=session.id,
        position=session.position,
        question_id=question.id,
        idempotency_key=submitted.key,
        answer=submitted.answer,
        shown=snapshot(question),
        hints_used=session.hints_used if hints_used is None else hints_used,
        skipped=submitted.skipped,
        timed_out=submitted.timed_out,
        shown_at=session.shown_at,
        answered_at=now,
        time_taken_ms=max(0, int((ended - session.shown_at).total_seconds() * 1000)),
    )


def advance(session: InterviewSession, now: datetime, answered: Answer, question: Question | None) -> None:
    """Move on to the next question (served ``now``), finishing the session after its last one. An
    adaptive session chooses its next question here, from the answer just recorded (``adaptive.extend``)."""
    extend_adaptive(session, answered, question)
    session.position += 1
    # set only when they change: a column set is a change the turn's claim compares and writes, even to
    # the value it held (most questions end with no hint taken and no reading waiting)
    if session.hints_used != 0:
        session.hints_used = 0
    session.shown_at = now
    if session.pending is not None:
        session.pending = None  # a reading of the question just closed no longer waits
    if session.status != "active":  # a late answer to an expired session: recorded, nothing reopens
        return
    if session.position >= len(session.plan):
        session.close("finished", now)
    else:
        refresh_status(session, now)


async def record(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    question: Question,
    row: Answer,
    submitted: Submitted,
    *,
    reads: CandidateReads | None = None,
    served_at: datetime | None = None,
    confirms: str | None = None,
) -> Recorded:
    """Record a graded answer, in the caller's unit of work: the answer row (with the explanation shown
    with its verdict), the session's totals and the session moved on (finished after its last
    question), the notebook card a practice answer schedules, and the integrity flags. ``row`` holds the
    grade (``grade_answer``); ``reads``: what the turn read about the candidate already. Returned with
    the session's answers when it ended (each explained: ``explanations_at_end``), read once.
    ``confirms``: the id of the reading the answer is, confirmed (recorded only while it waits)."""
    if reads is None:
        reads = await candidate_reads(db, session, question)
    reviewing = await record_in_memory(ctx, session, question, row, reads, submitted, served_at=served_at)
    # Everything read first (flags, the explanations a session's end makes), then one flush; callers
    # are ``reads_before_writes``, so these reads do not flush what the turn has changed so far.
    flagged = await integrity.flag_answer(ctx, db, session, question, row)  # evidence, never a grade
    ended = await explanations_at_end(ctx, db, session, row, reads.others)
    # the turn's first write; a timeout's skip yields to a reading kept since (of an answer in time)
    await write_over_stored(
        db, session, submitted.now, confirms, yields_to_reading=submitted.timeout_skip, answered=question
    )
    await store.insert_answer(db, row)
    row.note("recorded")  # its xAPI statement, with an LRS
    integrity.add_bands(db, row, flagged)  # naming the answer's seq, now known
    await db.flush()  # the session moved on (a claim that missed), the integrity flags' band keys, events
    await integrity.flag_stored(ctx, db, flagged.earlier)  # appended as stored: another's flags stay
    changes: list[tuple[Answer | EndedAnswer, dict[str, Any]]] = [] if ended is None else [*ended.changes]
    if reviewing is not None:  # its own statement, in the same transaction, on the card as stored
        changes += await keep_reviewed_card(db, session, row, reads, reviewing)
    await store.keep_parsed(db, changes)
    ctx.metrics.count_answer(session.mode, row.verdict)
    return Recorded(row, None if ended is None else ended.answers)


async def keep_reviewed_card(
    db: AsyncSession, session: InterviewSession, row: Answer, reads: CandidateReads, reviewing: CardChange
) -> list[tuple[Answer, dict[str, Any]]]:
    """The card a practice answer reviews, kept (``notebook.keep_card``); and, for a review answer whose
    card another transaction changed after the turn read it (the compare-and-set missed, the card was
    reviewed again as stored), its ``card_before`` as the card it reviewed — a rating reschedules from
    there — returned as the answer's new ``parsed`` for ``store.keep_parsed`` (nothing when it hit)."""
    if not session.review:  # no card_before to keep
        await notebook.keep_card(db, reads.card, reviewing)
        return []
    reviewed_from: list[dict[str, Any] | None] = []

    def reviewing_as_stored(card: CardRow | None) -> CardRow | None:
        reviewed_from.append(card_state(card))  # before ``reviewing`` changes it in place
        return reviewing(card)

    await notebook.keep_card(db, reads.card, reviewing_as_stored)
    if reviewed_from[-1] == row.parsed.get("card_before"):
        return []
    return [(row, {**row.parsed, "card_before": reviewed_from[-1]})]


def card_state(card: CardRow | None) -> dict[str, Any] | None:
    """A card's FSRS state as a review answer keeps it (``card_before``): None for none yet."""
    return dict(card.card) if card is not None and card.card else None


async def record_in_memory(
    ctx: ServiceContext,
    session: InterviewSession,
    question: Question,
    row: Answer,
    reads: CandidateReads,
    submitted: Submitted,
    *,
    served_at: datetime | None = None,
) -> CardChange | None:
    """Everything recording an answer changes, in memory (no reads, no writes): the row's own columns
    and the explanation kept with it, the session's totals, the session moved on; returned, the review of
    the card a practice answer schedules (``record`` makes it on the card as stored, or a new one).
    ``record`` stores what this leaves."""
    parsed = dict(row.parsed)
    if session.review:  # the card as it was: a rating by the candidate reschedules from here
        parsed["card_before"] = card_state(reads.card)  # as read: ``keep_reviewed_card`` corrects a miss
    if visibility(session, recruiter=False).each_answer:  # shown with the verdict: made now, kept
        shown_answer = None if submitted.skipped else submitted.answer
        parsed["explanation"] = await explanation_for(ctx, session, question, shown_answer, reads.withheld)
    fill_answer(session, question, row, submitted)
    row.parsed = parsed
    count_answer(session, row, question)
    candidate_id, verdict, hints_used, now = session.candidate_id, row.verdict, row.hints_used, submitted.now
    advance(session, served_at or now, row, question)  # the next question is served when this result is sent
    if session.mode != "practice" or not question.scorable:  # disputed questions are never carded
        return None
    return lambda card: practiced(candidate_id, question.id, card, verdict, hints_used, now)


@reads_before_writes
async def skip_question(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, body: schemas.SkipIn, now: datetime
) -> schemas.AnswerResult:
    """Skip the current question; ``timed_out``: the bot's timer says its time ran out — refused before
    the API's deadline (the API is the authority on time), recorded as skipped and timed out. Like an
    answer, it writes in ``record``'s one flush and commits before its result is built. The question
    skipped is the one on screen as the row is stored (``on_stored_row``): not one another request
    passed over or expired after the skip read the session."""
    grace = timedelta(0) if body.timed_out else GRACE
    await on_stored_row(ctx, db, session, now, lambda read: refresh_status(read, now, grace=grace))
    default_key = f"{'timeout' if body.timed_out else 'skip'}-{session.position}"
    key = body.idempotency_key or default_key
    earlier = await store.answer_by_key(db, session.id, key)
    if earlier is not None:
        return await answer_result(ctx, db, session, earlier, replayed=True)
    begin(session, now)
    try:
        question = current_question(ctx, session, body.question_id)
    except TurnRefused:  # "vanished": the pass-over stays, as an answer's refusal keeps it
        await db.commit()
        raise
    rationale = text("skipped", session.language)
    if body.timed_out and readings.waits_in_time(session):
        raise AwaitingConfirmation
    if body.timed_out:
        deadline = question_deadline(session)
        if deadline is None or now < deadline:
            raise ApiError(
                409,
                "this question's time has not run out",
                reason="time_left",
                deadline=deadline.isoformat() if deadline else None,
            )
        rationale = text("time_ran_out", session.language)
    row, answers = await record(
        ctx,
        db,
        session,
        question,
        skipped_answer(question, rationale),
        Submitted("", key, now, skipped=True, timed_out=body.timed_out),
    )
    await db.commit()  # the skip's writes end here: what follows only reads
    return await answer_result(ctx, db, session, row, answers=answers)


async def serve_current(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, now: datetime
) -> None:
    """A fetch of the question on screen: the session expired when its deadline is past, its clock
    started by the first fetch, the questions gone from the bank passed over — each written over the
    row as stored (``on_row_as_stored``: not an end, a start or a pass another request committed since
    the fetch read it, written again or recorded twice). A fetch that changes nothing writes nothing."""

    def clock(session: InterviewSession) -> None:
        refresh_status(session, now, grace=timedelta(0))
        begin(session, now)

    await on_stored_row(ctx, db, session, now, clock)


async def on_stored_row(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    now: datetime,
    change: Callable[[InterviewSession], None],
) -> None:
    """``change`` made on the session's row as stored (``on_row_as_stored``), then the questions gone
    from the bank passed over from there: a request that changes the row or passes questions over claims
    it first, so neither is written twice after another request did it since this one read the row."""
    # which questions exist, looked up once for the claim's test and the pass (no order to draw)
    questions = session_questions(ctx, session).in_bank_order()
    claimed = False

    def to_write(read: InterviewSession) -> bool:
        nonlocal claimed
        claimed = changed(read) or _vanished_ahead(questions, read)
        return claimed

    await on_row_as_stored(db, session, change, to_write)
    if claimed:  # else the question on screen is in the bank: none to pass over (most requests)
        await pass_vanished_questions(ctx, db, session, now, questions)  # under the write lock, if any


def _vanished_ahead(questions: Questions, session: InterviewSession) -> bool:
    """Whether the session's question on screen is one the bank no longer has."""
    if session.status != "active" or session.position >= len(session.plan):
        return False
    return session.plan[session.position] not in questions


async def pass_vanished_questions(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    now: datetime,
    questions: Questions | None = None,
) -> None:
    """Questions of a stored plan that the bank no longer has (``questions``: the session's, looked up
    when not given) are passed over (recorded, worth nothing)."""
    if questions is None:
        questions = session_questions(ctx, session).in_bank_order()  # which ones exist: no order to draw
    while session.status == "active" and session.position < len(session.plan):
        question_id = session.plan[session.position]
        if question_id in questions:
            return
        passed = new_row(
            Answer,
            session_id=session.id,
            position=session.position,
            question_id=question_id,
            idempotency_key=f"vanished-{session.position}",
            answer="",
            shown={},
            parsed={},
            verdict="invalid",
            score=0.0,
            points=0.0,
            points_awarded=0.0,
            rationale=text("vanished", session.language),
            grader="none",
            skipped=True,
            shown_at=session.shown_at,
            answered_at=now,
        )
        await store.insert_answer(db, passed)
        passed.note("recorded")
        count_answer(session, passed, None)
        advance(session, now, passed, None)


async def finish_session(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, now: datetime
) -> None:
    """End the session now. A practice stopped before its last question is recorded as stopped
    (``abandoned``), not finished."""
    refresh_status(session, now)
    if session.status == "active":
        stopped = session.mode == "practice" and session.position < len(session.plan)
        session.close("abandoned" if stopped else "finished", now)
    await explain_when_over(ctx, db, session)
