"""Item statistics over finished sessions: how many got a question right (difficulty), whether the
candidates who did better overall got it right more often (point-biserial discrimination), and whether
the strongest candidates fail it — a question they fail is more likely a key problem than a hard one.

Aggregated in SQL (one GROUP BY over the answers joined to their sessions' running totals), so an
invite or an organisation with thousands of sessions is summarised without loading its answers.

- correct: 1 when the verdict is ``correct``, else 0.
- discrimination: the Pearson correlation between ``correct`` and the candidate's *rest score* — the
  session's score without this question — so a question is not correlated with itself.
- strong candidates: the top third of the sessions by score (at least one)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Float, Select, case, false, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.services.session_table import score_column
from api.store.models import Answer, InterviewSession
from bank.grading import rounded

OVER = ("finished", "expired", "abandoned")
STRONG_SHARE = 1 / 3
KEY_PROBLEM_BELOW = 0.5  # strong candidates' share correct under which a question is highlighted


@dataclass(frozen=True)
class ItemStat:
    question_id: str
    answers: int
    share_correct: float
    discrimination: float | None  # None when everyone (or no one) got it right, or all scored alike
    strong_answers: int
    strong_share_correct: float | None

    @property
    def suspect(self) -> bool:
        """Strong candidates mostly fail it, or the better candidates fail it more often."""
        weak_strong = self.strong_share_correct is not None and self.strong_share_correct < KEY_PROBLEM_BELOW
        negative = self.discrimination is not None and self.discrimination < 0 and self.answers >= 5
        return weak_strong or negative


def strong_threshold(scores: list[float]) -> float | None:
    """The score from which a session counts among the strong (the top third, at least one)."""
    if not scores:
        return None
    ranked = sorted(scores, reverse=True)
    return ranked[max(1, math.ceil(len(ranked) * STRONG_SHARE)) - 1]


def _pearson(n: int, sx: float, st: float, stt: float, sxt: float) -> float | None:
    """Correlation of a 0/1 variable x (so Σx² = Σx) with t, from sums."""
    spread_x = n * sx - sx * sx
    spread_t = n * stt - st * st
    if n < 2 or spread_x <= 1e-12 or spread_t <= 1e-12:
        return None
    return (n * sxt - sx * st) / math.sqrt(spread_x * spread_t)


async def item_stats(
    db: AsyncSession,
    scope: list[ColumnElement[bool]],
    threshold: float | None,
    *,
    question_id: str | None = None,
) -> list[ItemStat]:
    """Statistics per question over the sessions matching ``scope`` that are over."""
    correct = case((Answer.verdict == "correct", 1.0), else_=0.0)
    rest = (InterviewSession.points_awarded - Answer.points_awarded) / func.nullif(
        InterviewSession.plan_points - Answer.points, 0.0, type_=Float
    )
    rest_score = func.coalesce(rest, 0.0)
    strong: ColumnElement[Any] = score_column() >= threshold - 1e-9 if threshold is not None else false()
    query = (
        select(
            Answer.question_id,
            func.count(),
            func.sum(correct),
            func.sum(rest_score),
            func.sum(rest_score * rest_score),
            func.sum(correct * rest_score),
            func.sum(case((strong, 1), else_=0)),
            func.sum(case((strong, correct), else_=0.0)),
        )
        .join(InterviewSession, InterviewSession.id == Answer.session_id)
        .where(*scope, InterviewSession.status.in_(OVER))
        .group_by(Answer.question_id)
    )
    if question_id is not None:
        query = query.where(Answer.question_id == question_id)
    stats = []
    for qid, n, sx, st, stt, sxt, strong_n, strong_x in (await db.execute(query)).all():
        n, sx = int(n), float(sx or 0)
        stats.append(
            ItemStat(
                question_id=qid,
                answers=n,
                share_correct=rounded(sx / n) if n else 0.0,
                discrimination=_round(_pearson(n, sx, float(st or 0), float(stt or 0), float(sxt or 0))),
                strong_answers=int(strong_n or 0),
                strong_share_correct=rounded(float(strong_x) / strong_n) if strong_n else None,
            )
        )
    return sorted(stats, key=lambda stat: (not stat.suspect, stat.share_correct, stat.question_id))


def _round(value: float | None) -> float | None:
    return None if value is None else rounded(value)


async def session_scores(db: AsyncSession, scope: list[ColumnElement[bool]]) -> list[float]:
    """The scores of the sessions in ``scope`` that are over (for distributions and thresholds)."""
    query = select(score_column()).where(*scope, InterviewSession.status.in_(OVER))
    return [float(score) for score in (await db.scalars(query)).all() if score is not None]


def finished_fingerprint(scope: list[ColumnElement[bool]]) -> Select[int, int, int, float, int]:
    """In one row: every session in ``scope``, then what item statistics depend on — the finished
    sessions' count, answers, points and newest row (a late answer, a newly finished or an erased
    session each change them)."""
    over = InterviewSession.status.in_(OVER)
    return select(
        func.count(),
        func.coalesce(func.sum(case((over, 1), else_=0)), 0),
        func.coalesce(func.sum(case((over, InterviewSession.answered), else_=0)), 0),
        func.coalesce(func.sum(case((over, InterviewSession.points_awarded), else_=0.0)), 0.0),
        func.max(case((over, InterviewSession.seq), else_=None)),
    ).where(*scope)


def invite_scope(org_id: str, invite_id: str) -> list[ColumnElement[bool]]:
    return [InterviewSession.org_id == org_id, InterviewSession.invite_id == invite_id]


def org_scope(org_id: str) -> list[ColumnElement[bool]]:
    return [InterviewSession.org_id == org_id]
