"""A session's running totals (``plan_points``, ``points_awarded``, ``answered``), kept on its row as
answers are recorded, so that lists of thousands of sessions sort by score and aggregate in SQL.

``score_of`` in SQL is the same fraction ``reports.summarize`` computes from the answers: points
awarded over the points of the whole plan (unanswered questions count as lost)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.services.questions import QuestionSource
from api.store import tallies
from api.store.models import Answer, InterviewSession
from bank.catalog import Catalog


def plan_points(catalog: QuestionSource, plan: list[str]) -> float:
    return float(sum(question.points for qid in plan if (question := catalog.get(qid)) is not None))


def count_answer(session: InterviewSession, answer: Answer) -> None:
    """Called once for every answer row recorded for ``session``."""
    awarded = (session.points_awarded or 0.0) + answer.points_awarded
    if awarded != session.points_awarded or session.points_awarded is None:  # an answer worth nothing:
        session.points_awarded = awarded  # no change for the turn's claim to compare and write
    session.answered = (session.answered or 0) + 1


async def backfill_plan_points(db: AsyncSession, catalog: Catalog) -> int:
    """Rows from before the totals existed get their plan's points from the bank (once, at start-up)."""
    rows = (await db.scalars(select(InterviewSession).where(InterviewSession.plan_points.is_(None)))).all()
    await tallies.changing(db, [row.id for row in rows])  # a score follows its plan's points
    for row in rows:
        row.plan_points = plan_points(catalog, list(row.plan))
    return len(rows)
