"""The answer turn: one pipeline for every answer, interview or practice, in time or late, replayed,
unreadable, to an earlier question, the last of its session.

1. **Load** (``load``): the session, locked, the answer already stored under the idempotency key, and the
   candidate's card of the question and other open sessions (what recording reads of them), in one
   statement (``api.store.turns``; kept out of the request's unit of work: the turn writes it); the
   session brought up to now; and — only when the answer names an earlier question or a message typed
   before the current one was shown — that question's stored answer.
2. **Decide** (``decide``, pure): replay, an earlier question's late answer, refused (the session is
   over, not the current question, the question left the bank, the earlier question closed otherwise)
   or grade. After grading, ``graded_outcome`` says unreadable (nothing recorded), late or recorded;
   a typed answer read from a sentence waits for the candidate's confirmation (``_readings``: 202,
   nothing recorded), and its confirmation is this same pipeline with that answer and its arrival time.
3. **Write** (``_answers.record``): everything the write needs is read first (without autoflush), then
   the session's row — moved on (and finished), its running totals with it — is written by the turn's
   claim (``turns.claim_session``, one compare-and-set on either store), the answer row by its own INSERT
   (``store.insert_answer``), and one flush stores whatever else the turn changed (the integrity flags'
   band keys; mid-session, nothing), the explanations a session's end makes by their own statement
   (``store.keep_parsed``) — then a practice answer's notebook card by its own statement
   (``notebook.keep_card``), and the turn commits before its result is built. A turn that leaves the
   session to the flush puts it in the unit of work (``turns.attach``). The answer notes ``recorded`` and
   a session's close notes its status (``NotesEvents``), which the commit writes to the outbox in the
   same transaction (``api/services/webhooks/_events.py``), with the item tallies of a session that ended
   or, already over, took an answer (``api/store/tallies.py``, ``api/store/effects.py``).
4. **Result** (``_results``): what the candidate reads; a turn that records nothing is a problem
   (``TurnRefused``: 409 or 422, with its ``reason`` and the ``prompt`` to show).

The LLM judge (in grading) and the chat model (the explanation shown with a verdict) run at most once a
turn, after the decision: a replay or a refusal calls neither. Each counts in ``ibot_answer_turns_total``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services.questions import Questions, grade_answer, session_questions
from api.services.sessions import (
    GRACE,
    begin,
    expired_after_arrival,
    question_deadline,
    refresh_status,
    typed_when,
)
from api.services.turn import _readings as readings
from api.services.turn._claims import EndedMeanwhile, ReadingGone, on_row_as_stored
from api.services.turn._reads import candidate_reads
from api.services.turn._refusals import (
    READING_GONE,
    Refuse,
    left_the_bank,
    refusal,
    unreadable_problem,
    vanished,
)
from api.services.turn._results import answer_result
from api.store import sessions as store
from api.store import turns
from api.store.models import Answer, InterviewSession
from api.store.turns import CandidateRows
from api.store.writer import reads_before_writes
from bank.model import Question


class Outcome(StrEnum):
    """What became of one answer turn (the metric's label)."""

    RECORDED = "recorded"
    REPLAYED = "replayed"  # the idempotency key was used: the first result again
    LATE = "late"  # recorded after the question's time: kept, not scored
    UNREADABLE = "unreadable"  # nothing recorded: the same question is asked again
    REFUSED = "refused"  # nothing recorded: the session is over, another question is current, …
    TO_CONFIRM = "to_confirm"  # nothing recorded yet: the reading waits for the candidate (202)


@dataclass
class Loaded:
    """The turn's state, as read: the session (up to now), the answer under the idempotency key, and the
    earlier question the answer may belong to with its stored answer."""

    session: InterviewSession
    replay: Answer | None
    hints_seen: int | None = None  # ``turns.TurnState.hints_seen``; None: the session's, as read
    earlier_position: int | None = None
    earlier_typed_before: bool = False  # found by the chat's message order (not by a stale question id)
    earlier_row: Answer | None = None
    # the current question never shown: the answer to the one on screen as it was typed (message order)
    on_screen_row: Answer | None = None


@dataclass(frozen=True)
class Replay:
    row: Answer


@dataclass(frozen=True)
class Earlier:
    """An answer typed for a question whose time ran out meanwhile: kept with it, late and not scored."""

    row: Answer
    replayed: bool  # the question's answer was kept already


@dataclass(frozen=True)
class Grade:
    question: Question
    late_s: float | None  # past the deadline (and its grace) by this much; None: in time
    hints_used: int  # the question's hints the candidate had seen when answering: the grade counts these


Decision = Replay | Earlier | Refuse | Grade


async def load(
    db: AsyncSession,
    session: InterviewSession,
    replay_seq: int | None,
    body: schemas.AnswerIn,
    now: datetime,
    hints_seen: int | None = None,
) -> Loaded:
    """``session`` and ``replay_seq`` come in one statement (``turns.turn_state``: the session,
    locked, and the answer under the idempotency key — looked up whatever question the request names:
    the bot replaying a message after a restart names the question shown now, not the one the message
    answered). A second statement only for a replay (its row) or an answer naming an earlier question.
    The session's clock is brought to ``now``: its total time, and served now if it was never fetched."""
    loaded = Loaded(session, None if replay_seq is None else await db.get(Answer, replay_seq), hints_seen)
    if loaded.replay is not None:
        return loaded
    refresh_status(session, now)
    begin(session, now)
    if session.status != "active":
        return loaded
    on_screen = None
    if body.message_id is not None:
        typed = await typed_when(db, session, body.message_id)
        loaded.earlier_position, on_screen = typed.before_current, typed.on_screen
        loaded.earlier_typed_before = loaded.earlier_position is not None
    if loaded.earlier_position is None and body.question_id in session.plan[: session.position]:
        loaded.earlier_position = session.plan.index(body.question_id)
    if loaded.earlier_position is not None or on_screen is not None:  # rare: a second statement
        rows = {a.position: a for a in await store.session_answers(db, session.id)}
        if loaded.earlier_position is not None:
            loaded.earlier_row = rows.get(loaded.earlier_position)
        loaded.on_screen_row = rows.get(on_screen) if on_screen is not None else None
    return loaded


def passed_over(row: Answer) -> bool:
    """A question recorded as it left the bank (``pass_vanished_questions``): skipped with nothing
    shown, where every answer, skip and timeout keeps the question as shown."""
    return row.skipped and not row.shown


def decide(loaded: Loaded, question_id: str, questions: Questions, arrived: datetime) -> Decision:
    """What the turn does, from what was loaded (no reads, no writes). ``questions``: the session's."""
    session = loaded.session
    if loaded.replay is not None:
        return Replay(loaded.replay)
    if loaded.earlier_position is not None:
        row = loaded.earlier_row
        if row is not None and row.timed_out:
            return Earlier(row, replayed=bool(row.answer))
        if loaded.earlier_typed_before:  # typed for a question closed otherwise (answered, skipped)
            return Refuse(
                409,
                "that question was already closed; this answer does not count for the current one",
                "moved_on",
                {
                    "answered_position": loaded.earlier_position,
                    "current_question_id": session.plan[session.position],
                },
            )
        # a stale question id alone: the current question's own checks apply
    on_screen = loaded.on_screen_row
    if on_screen is not None and passed_over(on_screen):
        # typed for the question on screen, which left the bank; the one after it was never shown: the
        # text is no answer to a question the candidate has not seen (the client shows it now)
        return vanished(session, on_screen.question_id)
    if left_the_bank(session, questions, question_id):
        # said so, not "not the current question": a client that then answers the current one would
        # record the text typed for the question that left as the answer to one the candidate has not seen
        return vanished(session, question_id)
    if session.status != "active" and not expired_after(session, arrived):
        return Refuse(
            409,
            "this session is {status}",
            "session_over",
            {"status_now": session.status},
            {"status": session.status},
        )
    current_id = session.plan[session.position]
    if question_id != current_id:
        return Refuse(
            409, "that is not the current question", "not_current", {"current_question_id": current_id}
        )
    question = questions.get(current_id)
    if question is None:
        return vanished(session, current_id)
    deadline = question_deadline(session)
    late = deadline is not None and arrived > deadline + GRACE
    late_s = (arrived - deadline).total_seconds() if late and deadline is not None else None
    seen = session.hints_used if loaded.hints_seen is None else min(loaded.hints_seen, session.hints_used)
    return Grade(question, late_s, seen)


def expired_after(session: InterviewSession, arrived: datetime) -> bool:
    """Whether another request closed the session at its total time limit after this answer arrived in
    time (within ``GRACE`` of the limit, as answers are judged): the answer is recorded as on time, and
    the session stays closed."""
    return session.position < len(session.plan) and expired_after_arrival(
        session.status, session.finished_at, arrived
    )


def graded_outcome(verdict: str, late_s: float | None) -> Outcome:
    """After grading: an unreadable answer in time records nothing (a late one is kept, late)."""
    if late_s is not None:
        return Outcome.LATE
    return Outcome.UNREADABLE if verdict == "invalid" else Outcome.RECORDED


@reads_before_writes
async def answer_turn(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    body: schemas.AnswerIn,
    arrived: datetime,
    replay_seq: int | None,
    candidate: CandidateRows | None = None,
    hints_seen: int | None = None,
) -> schemas.AnswerResult | schemas.ReadingOut:
    """The pipeline (the module's docstring): the result of a recorded or replayed answer, the reading
    to confirm (``ReadingOut``: nothing recorded yet), or ``TurnRefused`` for one not recorded. A
    confirmation (``body.confirm``) takes the same steps with the answer the reading holds and the time
    that answer arrived. Its reads never flush (``reads_before_writes``): it writes, commits at once."""
    from api.services.turn._answers import Submitted, on_stored_row, record

    await on_stored_row(ctx, db, session, ctx.now(), lambda _: None)  # questions gone, passed over once
    confirming = readings.confirmed(session, body.confirm) if body.confirm is not None else None
    if confirming is not None:
        body = body.model_copy(
            update={"answer": confirming.answer, "question_id": confirming.question_id, "message_id": None}
        )
        arrived = confirming.arrived
    elif body.confirm is None:
        arrived = readings.retried_arrival(session, body.idempotency_key) or arrived
    loaded = await load(db, session, replay_seq, body, arrived, hints_seen)
    questions = session_questions(ctx, session)
    decision = decide(loaded, body.question_id, questions, arrived)
    if isinstance(decision, Replay):
        count(ctx, Outcome.REPLAYED)
        return await answer_result(ctx, db, session, decision.row, replayed=True)
    if body.confirm is not None and confirming is None:  # confirmed, discarded or replaced already
        decision = READING_GONE
    if isinstance(decision, Earlier):
        turns.attach(db, session)  # what ``load`` learnt of the session's clock goes with the commit
        row = decision.row
        # kept unless the question kept a message already: as read, or written since (SQLite)
        replayed = decision.replayed or not await turns.keep_late_answer(db, row, body.answer)
        count(ctx, Outcome.REPLAYED if replayed else Outcome.LATE)
        return await answer_result(ctx, db, session, row, replayed=replayed, earlier=True)
    if isinstance(decision, Refuse):
        count(ctx, Outcome.REFUSED)
        turns.attach(db, session)  # what the turn learnt of the session's clock (expired, begun) is kept
        await db.commit()  # no answer
        raise refusal(decision, session.language)
    question = decision.question
    graded = await grade_answer(
        question,
        body.answer,
        language=session.language,
        hints_used=decision.hints_used,
        late_s=decision.late_s,
        judge=ctx.judge,
        meaning=ctx.meaning,
    )
    outcome = graded_outcome(graded.verdict, decision.late_s)

    def still_on_screen(row: InterviewSession) -> InterviewSession:
        """``row`` as stored when the turn writes it without an answer (``on_row_as_stored`` redoes this
        on it when another request wrote it since the turn read it): its question still the one on
        screen — not after another request recorded its answer — or the answer is refused."""
        refresh_status(row, arrived)  # as ``load`` did (nothing more on the row as the turn read it)
        begin(row, arrived)
        again = decide(Loaded(row, None), question.id, questions, arrived)  # no replay, no earlier
        if isinstance(again, Refuse):
            count(ctx, Outcome.REFUSED)
            raise refusal(again, row.language)
        return row

    if outcome is Outcome.UNREADABLE:

        def ask_again(row: InterviewSession) -> None:
            still_on_screen(row).pending = None  # a new answer to the question: a reading waits no more

        # claimed though it may change nothing: the 422 says the question is still the one on screen
        await on_row_as_stored(db, session, ask_again, lambda _: True)
        count(ctx, outcome)
        ctx.metrics.count_answer(session.mode, "invalid")
        await db.commit()  # the clock (begun now, if the question was never fetched) is kept: no answer
        raise unreadable_problem(ctx, session, question, graded.rationale)
    if confirming is None and decision.late_s is None and readings.to_confirm(graded):
        held = await on_row_as_stored(
            db,
            session,
            lambda row: readings.hold(
                still_on_screen(row), question.id, body.answer, body.idempotency_key, graded, arrived
            ),
        )
        count(ctx, Outcome.TO_CONFIRM)
        await db.commit()
        return held
    if confirming is not None:
        graded.parsed = {**graded.parsed, "confirmed": True}
    # read once for this turn: the explanation made now and the one shown filter by the same questions
    # (advancing changes them by the answered question only, which is never its own related material)
    reads = await candidate_reads(db, session, question, candidate)
    language = session.language
    try:
        row, answers = await record(
            ctx,
            db,
            session,
            question,
            graded,
            Submitted(
                body.answer,
                body.idempotency_key,
                arrived,
                timed_out=decision.late_s is not None,
                hints_used=decision.hints_used,
            ),
            reads=reads,
            served_at=ctx.now(),
            confirms=body.confirm,
        )
    except EndedMeanwhile as ended:  # nothing recorded: the request's transaction is rolled back
        count(ctx, Outcome.REFUSED)
        status = ended.status_now
        over = Refuse(
            409, "this session is {status}", "session_over", {"status_now": status}, {"status": status}
        )
        raise refusal(over, language) from None
    except ReadingGone:  # nothing recorded, as above
        count(ctx, Outcome.REFUSED)
        raise refusal(READING_GONE, language) from None
    await db.commit()  # the turn's writes end here: what follows only reads
    count(ctx, outcome)
    # a turn that ended the session explained all its answers as it recorded (explanations_at_end):
    # the report reads them as they now are
    return await answer_result(ctx, db, session, row, withheld=reads.withheld, answers=answers)


def count(ctx: ServiceContext, outcome: Outcome) -> None:
    ctx.metrics.count_answer_turn(outcome.value)
