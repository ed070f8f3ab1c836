"""A session's running totals (``plan_points``, ``points_awarded``, ``answered``), kept on its row as
answers are recorded, so that lists of thousands of sessions sort by score and aggregate in SQL.

``score_of`` in SQL is the same fraction ``reports.summarize`` computes from the answers: points
awarded over the points of the whole plan (unanswered questions count as lost). An answer's ``points``
are what its question counts in the plan: none for an answer a disputed key left ungraded, so the
plan's points follow each answer as it is recorded and as a regrade changes it (``recount``)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.services.questions import QuestionSource, recount
from api.store import tallies
from api.store.models import Answer, InterviewSession
from bank.catalog import Catalog


def plan_points(catalog: QuestionSource, plan: list[str]) -> float:
    return float(sum(question.points for qid in plan if (question := catalog.get(qid)) is not None))


def count_answer(session: InterviewSession, answer: Answer) -> None:
    """Called once for every answer row recorded for ``session``. The plan counted the question at the
    points it was shown with (``shown``); the answer may count fewer (a disputed key: none)."""
    planned = float((answer.shown or {}).get("points", answer.points))
    recount(session, answer, points_before=planned, awarded_before=0.0)
    session.answered = (session.answered or 0) + 1


async def backfill_plan_points(db: AsyncSession, catalog: Catalog) -> int:
    """Rows from before the totals existed get their plan's points from the bank (once, at start-up)."""
    rows = (await db.scalars(select(InterviewSession).where(InterviewSession.plan_points.is_(None)))).all()
    await tallies.changing(db, [row.id for row in rows])  # a score follows its plan's points
    for row in rows:
        row.plan_points = plan_points(catalog, list(row.plan))
    return len(rows)
