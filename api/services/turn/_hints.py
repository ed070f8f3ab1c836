"""Hints in practice: the next hint of the question on screen, and what it costs (``grading.hint_factor``)."""

from __future__ import annotations

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services.questions import hint_factor
from api.services.texts import text
from api.services.turn._answers import current_question
from api.store.models import InterviewSession
from bank.grading import rounded


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
