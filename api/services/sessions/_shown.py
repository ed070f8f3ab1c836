"""Question messages the bot sent: quiz polls for practice, and the order of a chat's messages.

Telegram reports a vote on a poll with nothing but the poll's id: the id is kept with the session and
position it asks about, so a vote is understood after any bot restart and by any replica. The same record
holds the chat message id of each question: Telegram numbers a private chat's messages in order, so an
answer whose message id is lower than the current question's was typed before that question appeared —
it belongs to the question before, never to this one; and while the current question was never shown
(the one before it was passed over as it left the bank, and no bot has sent this one yet), an answer
was typed for the one on screen then.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.errors import ApiError
from api.services.wire import to_wire
from api.store import sessions as store
from api.store.models import InterviewSession, ShownMessage
from bank.model import Question, QuestionType

QUIZ_TYPES = (QuestionType.SINGLE, QuestionType.TRUEFALSE)


def quiz_for(session: InterviewSession, question: Question) -> schemas.QuizOut | None:
    """What a native quiz poll needs, for a practice question that can be one: single choice or
    true/false, scored (a disputed key never marks anyone wrong), no code block. Never in an interview:
    a poll tells the client which option is right."""
    if session.mode != "practice" or question.type not in QUIZ_TYPES or not question.scorable:
        return None
    if "```" in question.stem or any("```" in text for text in question.options.values()):
        return None
    return schemas.QuizOut(correct=question.key_text, explanation=question.explanation)


async def record_shown(
    db: AsyncSession, session: InterviewSession, body: schemas.ShownIn
) -> schemas.ShownOut:
    if body.position >= len(session.plan):
        raise ApiError(409, "no question at that position", reason="no_such_position")
    if body.poll_id is not None and (session.mode != "practice" or not body.options):
        raise ApiError(409, "quiz polls are for practice questions, with their options", reason="no_poll")
    shown = await store.add_shown_message(
        db,
        ShownMessage(
            session_id=session.id,
            position=body.position,
            question_id=session.plan[body.position],
            message_id=body.message_id,
            poll_id=body.poll_id,
            options=list(body.options),
        ),
    )
    return to_wire(schemas.ShownOut, shown)


async def poll_of(db: AsyncSession, telegram_id: int, poll_id: str) -> schemas.ShownOut:
    """The question a poll asks (404 when the poll is unknown or another candidate's)."""
    shown = await store.poll_message(db, poll_id)
    session = None if shown is None else await store.get_session(db, shown.session_id)
    if shown is None or session is None or session.candidate_id != telegram_id:
        raise ApiError(404, "no such poll")
    return to_wire(schemas.ShownOut, shown)


@dataclass(frozen=True)
class TypedWhen:
    """What the chat's message order says of an answer in one message."""

    before_current: int | None  # typed before the current question appeared: the position it answers
    on_screen: int | None  # the current question never shown: the latest one shown before the message


async def typed_when(db: AsyncSession, session: InterviewSession, message_id: int) -> TypedWhen:
    """Where the candidate was when they typed message ``message_id``, by the messages the bot sent
    (both None: it may answer the current question)."""
    shown = [(s.position, s.message_id) for s in await store.shown_messages(db, session.id)]
    return TypedWhen(
        typed_before(shown, session.position, message_id), on_screen(shown, session.position, message_id)
    )


def on_screen(shown: Iterable[tuple[int, int]], position: int, message_id: int) -> int | None:
    """When the current question (``position``) was never shown in the chat, the latest earlier one
    shown before message ``message_id``: the one the candidate had on screen as they typed it."""
    shown = list(shown)
    if any(p == position for p, _ in shown):
        return None
    return max((p for p, m in shown if p < position and m < message_id), default=None)


def typed_before(shown: Iterable[tuple[int, int]], position: int, message_id: int) -> int | None:
    """Which earlier position message ``message_id`` answers, when typed before the current question
    (``position``) first appeared; read from the session's shown messages as (position, message id) pairs."""
    shown = list(shown)
    first_of_current = min((m for p, m in shown if p == position), default=None)
    if first_of_current is None or message_id > first_of_current:
        return None
    earlier = [p for p, m in shown if p < position and m < message_id]
    return max(earlier, default=position - 1) if position > 0 else None
