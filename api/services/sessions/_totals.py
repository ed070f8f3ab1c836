"""A session's running totals (``plan_points``, ``points_awarded``, ``answered``), kept on its row as
answers are recorded, so that lists of thousands of sessions sort by score and aggregate in SQL.

``score_of`` in SQL is the same fraction ``reports.summarize`` computes from the answers: points
awarded over the points of the whole plan (unanswered questions count as lost). A question counts
what ``counted_points`` says, answered or not: none while its key is disputed. An answer's ``points``
are what its question counts in the plan, so the plan's points follow each answer as it is recorded
and as a regrade changes it (``recount``), and a correction that disputes (or restores) a question a
session in progress has not answered yet moves its plan's points (``banks.correct_question``); a
release that does so to a public-bank question moves them when the service starts with it
(``replan_running_sessions``)."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from sqlalchemy import ColumnElement, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.services.questions import Questions, QuestionSource, counted_points, recount
from api.store import tallies
from api.store.models import Answer, InterviewSession
from bank.catalog import Catalog
from bank.model import Question

CHUNK = 500  # session ids per statement


def plan_points(catalog: QuestionSource, plan: list[str]) -> float:
    return float(sum(counted_points(question) for qid in plan if (question := catalog.get(qid)) is not None))


def answered_column() -> ColumnElement[int]:
    """How many questions of a session were answered, as ``reports.summarize`` counts them: its answer
    rows but the skips (skipped, timed out unanswered, or passed over once gone from the bank). Not the
    row's ``answered``, which counts every answer row, skips too: the turn's witness of an answer
    recorded meanwhile (``store.turns.turn_state``). A subquery of the session in the statement."""
    answers = select(func.count()).select_from(Answer)
    return (
        answers.where(Answer.session_id == InterviewSession.id, Answer.skipped.is_(False))
        .correlate(InterviewSession)
        .scalar_subquery()
    )


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


async def replan_running_sessions(db: AsyncSession, catalog: Catalog) -> int:
    """At start-up, with the public bank as released: the plan's points of each session in progress
    that draws on it, again by the one rule (an answered question counts what its answer counts,
    another what ``counted_points`` says of it as the session holds it: its copy, or the public bank
    now; one gone, none, as the summary counts it). A release that disputed a question a session holds
    takes its points out of the plan, as a correction does for a copy. Only a plan that moved is written,
    and only where the row's totals are still as read (a turn of another process meanwhile keeps its
    own). How many moved."""
    session = InterviewSession
    rows = (
        await db.execute(
            select(session.id, session.plan, session.questions, session.plan_points, session.answered).where(
                session.status == "active", session.plan_points.is_not(None)
            )
        )
    ).all()
    public = [row for row in rows if any(qid not in (row.questions or {}) for qid in row.plan or [])]
    counted: defaultdict[str, dict[str, float]] = defaultdict(dict)  # session -> question -> answer's points
    ids = [row.id for row in public]
    for start in range(0, len(ids), CHUNK):
        answers = select(Answer.session_id, Answer.question_id, Answer.points).where(
            Answer.session_id.in_(ids[start : start + CHUNK])
        )
        for session_id, question_id, points in (await db.execute(answers)).all():
            counted[session_id][question_id] = counted[session_id].get(question_id, 0.0) + points
    moved = 0
    for row in public:
        replanned = _plan_points(catalog, row.plan, row.questions or {}, counted.get(row.id, {}))
        if replanned is not None and abs(replanned - row.plan_points) > 1e-9:
            written = await db.execute(
                update(session)
                .where(session.id == row.id, session.plan_points == row.plan_points)
                .where(session.answered == row.answered)
                .values(plan_points=replanned)
                .execution_options(synchronize_session=False)
            )
            moved += int(getattr(written, "rowcount", 0) or 0)
    return moved


def _plan_points(
    catalog: Catalog, plan: list[str], held: dict[str, Any], answered: dict[str, float]
) -> float | None:
    """What ``plan`` counts by the one rule (``plan_points`` over the session's copies and the public
    bank, an answered question what its answer counts); None when a copy does not read (that session left
    alone: the start must not fail on one row, and its reads answer for it)."""
    try:
        source = Questions(catalog, {qid: Question.model_validate(data) for qid, data in held.items()})
    except ValueError:
        return None
    unanswered = [question_id for question_id in plan if question_id not in answered]
    return sum(answered[qid] for qid in plan if qid in answered) + plan_points(source, unanswered)
