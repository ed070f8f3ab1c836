"""The mistake notebook's cards: the SQL behind ``api/services/candidates/`` (which schedules them)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Executable, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import Candidate, InterviewSession, NotebookCard
from api.store.sessions import OPEN


async def card_of(db: AsyncSession, candidate_id: int, question_id: str) -> NotebookCard | None:
    return await db.scalar(
        select(NotebookCard).where(
            NotebookCard.candidate_id == candidate_id, NotebookCard.question_id == question_id
        )
    )


def _candidate_reads(with_card: bool) -> Executable:
    other = InterviewSession
    query = (
        select(Candidate.telegram_id, other.mode, other.reveal, other.status, other.plan, other.position)
        .select_from(Candidate)
        .outerjoin(
            other,
            (other.candidate_id == Candidate.telegram_id)
            & other.status.in_(OPEN)
            & (other.seq != bindparam("except_seq")),
        )
        .where(Candidate.telegram_id == bindparam("candidate_id"))
    )
    if not with_card:
        return query
    card = (NotebookCard.candidate_id == Candidate.telegram_id) & (
        NotebookCard.question_id == bindparam("question_id")
    )
    return query.add_columns(NotebookCard).outerjoin(NotebookCard, card)


# built once: these run on every answer that shows an explanation, and building a statement costs more
# than running it (its compiled form is cached by SQLAlchemy either way)
_READS = {with_card: _candidate_reads(with_card) for with_card in (False, True)}


async def card_and_open_sessions(
    db: AsyncSession, candidate_id: int, question_id: str | None, except_seq: int | None
) -> tuple[NotebookCard | None, Sequence[Any]]:
    """What recording an answer reads about its candidate, in one statement: the question's card (none
    asked for when ``question_id`` is None) and the candidate's open sessions other than ``except_seq``
    (rows of ``mode``, ``reveal``, ``status``, ``plan`` and ``position``: what they withhold)."""
    with_card = question_id is not None
    except_seq = -1 if except_seq is None else except_seq
    params: dict[str, object] = {"candidate_id": candidate_id, "except_seq": except_seq}
    if with_card:
        params["question_id"] = question_id
    rows = (await db.execute(_READS[with_card], params)).all()
    card: NotebookCard | None = rows[0][-1] if rows and with_card else None
    return card, [row for row in rows if row.mode is not None]


def new_card(db: AsyncSession, candidate_id: int, question_id: str, when: datetime) -> NotebookCard:
    """A new card, added to the session (stored at the next flush)."""
    row = NotebookCard(candidate_id=candidate_id, question_id=question_id, created_at=when, lapses=0)
    db.add(row)
    return row


async def review_question_ids(
    db: AsyncSession, candidate_id: int, now: datetime, limit: int, *, ahead: bool = False
) -> list[str]:
    """The cards to review now, soonest due first: the due ones — or, reviewing ahead, every one."""
    query = select(NotebookCard.question_id).where(NotebookCard.candidate_id == candidate_id)
    if not ahead:
        query = query.where(NotebookCard.due <= now)
    return list((await db.scalars(query.order_by(NotebookCard.due).limit(limit))).all())


async def cards(db: AsyncSession, candidate_id: int) -> list[NotebookCard]:
    """The candidate's whole notebook, soonest due first."""
    query = select(NotebookCard).where(NotebookCard.candidate_id == candidate_id).order_by(NotebookCard.due)
    return list((await db.scalars(query)).all())
