"""A session's running totals (``plan_points``, ``points_awarded``, ``answered``), kept on its row as
answers are recorded, so that lists of thousands of sessions sort by score and aggregate in SQL.

``score_of`` in SQL is the same fraction ``reports.summarize`` computes from the answers: points
awarded over the points of the whole plan (unanswered questions count as lost). A question counts
what ``counted_points`` says, answered or not: none while its key is disputed. An answer's ``points``
are what its question counts in the plan, so the plan's points follow each answer as it is recorded
and as a regrade changes it (``recount``), and a correction that disputes (or restores) a question a
session in progress has not answered yet moves its plan's points (``banks.correct_question``)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.services.questions import QuestionSource, counted_points, recount
from api.store import tallies
from api.store.models import Answer, InterviewSession
from bank.catalog import Catalog
from bank.model import Question


def plan_points(catalog: QuestionSource, plan: list[str]) -> float:
    return float(sum(counted_points(question) for qid in plan if (question := catalog.get(qid)) is not None))


def count_answer(session: InterviewSession, answer: Answer, question: Question | None) -> None:
    """Called once for every answer row recorded for ``session``, ``question`` being the session's copy
    it answers, which the plan counts as ``counted_points`` says. A question gone from the bank (None):
    what the plan counted for it is not known any more, and the answer counts what it says."""
    planned = answer.points if question is None else counted_points(question)
    recount(session, answer, points_before=planned, awarded_before=0.0)
    session.answered = (session.answered or 0) + 1


async def backfill_plan_points(db: AsyncSession, catalog: Catalog) -> int:
    """Rows from before the totals existed get their plan's points from the bank (once, at start-up)."""
    rows = (await db.scalars(select(InterviewSession).where(InterviewSession.plan_points.is_(None)))).all()
    await tallies.changing(db, [row.id for row in rows])  # a score follows its plan's points
    for row in rows:
        row.plan_points = plan_points(catalog, list(row.plan))
    return len(rows)
