"""The mistake notebook's cards: the SQL behind ``api/services/notebook.py`` (which schedules them)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import NotebookCard


async def card_of(db: AsyncSession, candidate_id: int, question_id: str) -> NotebookCard | None:
    return await db.scalar(
        select(NotebookCard).where(
            NotebookCard.candidate_id == candidate_id, NotebookCard.question_id == question_id
        )
    )


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
