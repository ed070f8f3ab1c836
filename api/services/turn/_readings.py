"""Readings waiting for the candidate's confirmation: the "read, then confirm" step of the answer turn.

A typed answer that is more than a bare committed answer is read by rules that can meet a sentence they
have not seen (``bank.grading._confirmation``). Such an answer is not recorded: the turn answers 202 with
the reading ("我理解你的答案是：C") and keeps it on the session (``sessions.pending``, one at most: only the
current question takes answers) with the answer's text, its idempotency key and the time it arrived.
Confirming it sends it through the same turn again, as read, judged by that arrival time; a new answer to
the question replaces it; discarding it, or the session moving on, drops it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.services.sessions import GRACE, question_deadline, reading_out
from api.store import sessions as session_store
from api.store.models import Answer, InterviewSession
from api.store.readings import HeldReading, aware


@dataclass(frozen=True)
class Confirmed:
    """The pending reading a confirmation names: what the turn grades, and when it arrived."""

    answer: str
    question_id: str
    arrived: datetime


def to_confirm(row: Answer) -> bool:
    """Whether a grade (``grade_answer``) waits for the candidate's confirmation."""
    reading = row.parsed.get("reading") or {}
    return bool(reading.get("confirm"))


def hold(
    session: InterviewSession, question_id: str, answer: str, key: str, row: Answer, arrived: datetime
) -> schemas.ReadingOut:
    """Keep the reading on the session (replacing any other) and say it: the 202's body. The same
    answer sent again under its idempotency key keeps its id and arrival (a retry is not a new answer)."""
    reading = str((row.parsed.get("reading") or {}).get("text") or "")
    before = HeldReading.of(session.pending)
    if before is not None and before.key == key and before.position == session.position:
        pending_id, arrived = before.id, before.arrived_at
    else:
        pending_id = secrets.token_urlsafe(9)  # 12 characters: fits a Telegram button's callback data
    deadline = question_deadline(session)
    held = HeldReading(
        id=pending_id,
        position=session.position,
        question_id=question_id,
        answer=answer,
        key=key,
        reading=reading,
        arrived_at=aware(arrived),
        deadline=aware(deadline) if deadline is not None else None,
    )
    session.pending = held.to_row()
    return reading_out(session, held)


def retried_arrival(session: InterviewSession, key: str) -> datetime | None:
    """When the answer arrived, if this request repeats the one whose reading waits (its idempotency
    key): a retry is judged by the first arrival, as its confirmation will be."""
    held = HeldReading.of(session.pending)
    if held is None or held.key != key or held.position != session.position:
        return None
    return held.arrived_at


def confirmed(session: InterviewSession, pending_id: str) -> Confirmed | None:
    """The reading ``pending_id`` names, if it still waits for the current question (taken off the
    session: recording it is the turn's next step); None when it was confirmed, discarded or replaced."""
    held = HeldReading.of(session.pending)
    if held is None or held.id != pending_id or held.position != session.position:
        return None
    session.pending = None
    return Confirmed(answer=held.answer, question_id=held.question_id, arrived=held.arrived_at)


async def discard(db: AsyncSession, session: InterviewSession, pending_id: str) -> bool:
    """ "重新作答": the reading is dropped and nothing is recorded (an unknown id changes nothing). Only
    the reading the id names, as the row is stored when it is dropped (``sessions.drop_reading``): a new
    answer's reading that replaced it meanwhile keeps waiting."""
    held = HeldReading.of(session.pending)
    if held is None or held.id != pending_id:
        return False  # nothing of it as read: a plain read writes nothing
    return await session_store.drop_reading(db, session, pending_id)


def waits_in_time(session: InterviewSession) -> bool:
    """A reading of the current question that arrived within its time waits: the question's timer does
    not close the question over it (the confirmation is judged by that arrival)."""
    held = HeldReading.of(session.pending)
    if held is None or held.position != session.position:
        return False
    deadline = question_deadline(session)
    return deadline is None or held.arrived_at <= aware(deadline) + GRACE
