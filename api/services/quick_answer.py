"""The answer turn's short way: an answer to a session still running, recorded without the ORM.

Most turns of a timed test or a practice run are alike: the candidate answers the question on screen,
in time, and the session goes on to the next one. Those turns are served here with the rules of
``answers.submit_answer`` — the same grading (``grade_answer``), the same reads (``turn_reads.reads_of``),
the same changes in memory (``answers.record_in_memory``: the row, the explanation shown with the verdict,
the totals, the session moved on, the notebook card), the same integrity checks and the same result
(``turn_results.result_of``) — reading and writing through
``api/store/answer_turns.py``: two or three statements on PostgreSQL, three to five on SQLite (with a
commit shared by the turns run together), instead of the ORM's unit of work. The last answer also ends
the session as ``explain_when_over`` and the report do (``session_explanations.unexplained``/
``explained``, ``reports.summarize``), with the statements of ``api/store/session_ends.py``.

Every other turn, and any turn in doubt, is handed back (``None``) before anything is written, and the
full path (``api/routes/candidate.answer``) serves it: a key used before, an answer to an earlier
question, one that is late or unreadable, a session over, not begun or a review, a signal pending, an
answer compared with the organisation's others, a session another request moved meanwhile, or a turn
whose webhook event (``answer.flagged``, ``session.finished``) a webhook subscribes to: the outbox is
the full path's.
``tests/integration/test_quick_answers.py`` holds both ways to the same rows and the same bytes.
"""

from __future__ import annotations

from datetime import datetime

from api import schemas
from api.context import ServiceContext
from api.services.answers import record_in_memory
from api.services.explain import shown_explanation, withheld_of
from api.services.grading import grade_answer
from api.services.integrity import compared, keep_flags, timing_flags
from api.services.library import session_questions
from api.services.reports import summarize
from api.services.session_explanations import explained, unexplained
from api.services.sessions import GRACE, question_deadline, refresh_status
from api.services.shown import typed_before
from api.services.turn_reads import CandidateReads, reads_of, wanted
from api.services.turn_results import result_of
from api.services.webhook_events import STATUS_EVENTS
from api.store.answer_turns import AnswerTurns
from api.store.models import Answer
from api.store.session_ends import StoredAnswer
from api.store.turn_writes import GUARDED


async def quick_answer(
    ctx: ServiceContext,
    turns: AnswerTurns,
    session_id: str,
    telegram_id: int,
    body: schemas.AnswerIn,
    arrived: datetime,
) -> schemas.AnswerResult | None:
    """The result of a recorded mid-session answer, or None: the full path serves this turn."""
    found = await turns.find(session_id, body.idempotency_key, shown=body.message_id is not None)
    if found is None or found.key_used:
        return None
    session = found.session
    if (
        session.candidate_id != telegram_id
        or session.status != "active"
        or not session.begun
        or session.review
        or session.pending_flags
    ):
        return None
    before = {name: getattr(session, name) for name in GUARDED}
    refresh_status(session, arrived)
    if session.status != "active" or session.position >= len(session.plan):
        return None
    if (
        body.message_id is not None
        and typed_before(found.shown, session.position, body.message_id) is not None
    ):
        return None
    current_id = session.plan[session.position]
    question = session_questions(ctx, session).get(current_id)
    deadline = question_deadline(session)
    if question is None or body.question_id != current_id or (deadline and arrived > deadline + GRACE):
        return None
    row = await grade_answer(
        question, body.answer, language=session.language, hints_used=session.hints_used, judge=ctx.judge
    )
    if row.verdict == "invalid":
        return None
    revealed, carded = wanted(session, question)
    reads, others = CandidateReads(), None
    if revealed or carded:  # what ``turn_reads.candidate_reads`` reads, in the short way's own statement
        card, others = await turns.candidate_reads(
            session.candidate_id, question.id if carded else None, session.seq
        )
        reads = reads_of(session, card, others, revealed=revealed)
    key, served_at = body.idempotency_key, ctx.now()  # the next question is served when this is sent
    card = await record_in_memory(
        ctx, session, question, row, reads, answer=body.answer, key=key, now=arrived, served_at=served_at
    )
    if compared(ctx, session, question, row.answer):
        return None  # similar answers are looked up, and flagged on both sides, by the full path
    events: list[str] = []  # the webhook events the full path would write: subscribed, it serves the turn
    flags = timing_flags(ctx, question, row)  # as ``integrity.flag_answer`` (no signal pending: checked)
    if flags and (event := keep_flags(session, row, flags)):
        events.append(event)
    report = end = None
    if session.status == "finished":  # the last answer: the report, and the explanations kept
        events.append(STATUS_EVENTS["finished"])
        end = await turns.session_end(session)
        if others is None:
            others = (await turns.candidate_reads(session.candidate_id, None, session.seq))[1]
        withheld = withheld_of(others)  # as ``explain_when_over`` reads it: this session is over
        answers: list[StoredAnswer | Answer] = [*end.answers, row]
        for item, parsed in await explained(ctx, session, unexplained(ctx, session, answers), withheld):
            if isinstance(item, Answer):  # this turn's: written with its explanation
                item.parsed = parsed
            else:
                end.explained.append((item.seq, parsed))
        report = summarize(ctx, session, answers, recruiter=False, title=end.title)
    elif session.status != "active":
        return None
    if not await turns.save(before, session, row, card, end, events):
        return None
    ctx.metrics.answers.labels(session.mode, row.verdict).inc()
    shown = shown_explanation(row.parsed.get("explanation"), reads.withheld) if revealed else None
    return result_of(ctx, session, row, revealed=revealed, explanation=shown, report=report)
