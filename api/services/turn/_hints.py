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
from api.services.turn._claims import on_row_as_stored
from api.services.turn._refusals import current_question
from api.store.models import InterviewSession
from bank.grading import rounded


async def hint_turn(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, now: datetime
) -> schemas.HintOut:
    """The next hint of the question on screen, counted on the session's row as stored when it is
    written (``on_row_as_stored``): after another hint, the next one; after an answer that moved the
    session on, the next question's. Never the hint of one question counted on another."""

    def next_hint(session: InterviewSession) -> schemas.HintOut:
        refresh_status(session, now)
        begin(session, now)
        return take_hint(ctx, session)

    return await on_row_as_stored(db, session, next_hint)


def take_hint(ctx: ServiceContext, session: InterviewSession) -> schemas.HintOut:
    # the detail in the request's language (English, or Chinese on Accept-Language: zh) like every
    # problem's; what the candidate reads, in the session's language, is the prompt
    if session.mode != "practice":
        raise ApiError(
            409,
            "no hints in an interview",
            reason="interview",
            prompt=text("no_hints_interview", session.language),
        )
    question = current_question(ctx, session, None)
    if session.hints_used >= len(question.hints):
        raise ApiError(
            409,
            "no more hints for this question",
            reason="no_more_hints",
            prompt=text("no_more_hints", session.language),
            hints_available=len(question.hints),
        )
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
