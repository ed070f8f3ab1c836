"""Hints in practice: the next hint of the question on screen, and what it costs (``grading.hint_factor``)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services.questions import hint_factor
from api.services.sessions import begin, refresh_status
from api.services.texts import text
from api.services.turn._answers import current_question
from api.store import turns
from api.store.models import InterviewSession
from bank.grading import rounded


async def hint_turn(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, now: datetime
) -> schemas.HintOut:
    """The next hint of the question on screen, counted on the session's row as stored when it is
    written. On SQLite the turn read the row without a lock, so the hint's write claims it
    (``turns.claim_session``, as an answer turn's does): when another hint or an answer committed in
    between, the claim misses, the row is read again — the transaction holds the write lock from the
    claim on — and the hint is taken from it (the next hint, or the next question's), as PostgreSQL's
    row lock has it. Never the hint of one question counted on another."""
    while True:
        as_read = turns.row_as_read(session)
        refresh_status(session, now)
        begin(session, now)
        hint = take_hint(ctx, session)
        stored = await turns.claim_session(db, session, as_read)
        if stored == as_read:
            return hint
        if stored is None:
            raise ApiError(404, "no such session")  # erased meanwhile
        db.expire(session)  # what this pass changed goes: the row as stored, under the write lock now
        await db.refresh(session)


def take_hint(ctx: ServiceContext, session: InterviewSession) -> schemas.HintOut:
    if session.mode != "practice":
        raise ApiError(409, text("no_hints_interview", session.language))
    question = current_question(ctx, session, None)
    if session.hints_used >= len(question.hints):
        raise ApiError(409, text("no_more_hints", session.language), hints_available=len(question.hints))
    hint = question.hints[session.hints_used]
    session.hints_used += 1
    return schemas.HintOut(
        session_id=session.id,
        question_id=question.id,
        hint=hint,
        hints_used=session.hints_used,
        hints_available=len(question.hints),
        penalty=rounded(1 - hint_factor(session.hints_used)),
    )
