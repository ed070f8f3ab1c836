"""Item statistics over the sessions that are over: how many got a question right (difficulty), whether
the candidates who did better overall got it right more often (point-biserial discrimination), and
whether the strongest candidates fail it — a question they fail is more likely a key problem than a hard
one.

Read from the running sums the store keeps per organisation, invite, question and score bucket
(``api.store.tallies``, updated in the transaction of every change), so a page reads a few hundred rows
however many sessions and answers there are, and a new answer or a regrade shows at the next read.

- correct: 1 when the verdict is ``correct``, else 0.
- discrimination: the Pearson correlation between ``correct`` and the candidate's *rest score* — the
  session's score without this question — so a question is not correlated with itself.
- strong candidates: the top third of the sessions by score (at least one)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from sqlalchemy import ColumnElement, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import ItemTally
from api.store.tallies import BUCKETS_PER_POINT, NO_SCORE, SESSIONS_ROW, score_of_bucket
from bank.grading import rounded

STRONG_SHARE = 1 / 3
KEY_PROBLEM_BELOW = 0.5  # strong candidates' share correct under which a question is highlighted
# Answers a question needs before it is flagged: on two or three, one strong candidate's slip is "half of
# the strong ones failed it", which says nothing about its key.
KEY_PROBLEM_MIN_ANSWERS = 5


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
        """Strong candidates mostly fail it, or the better candidates fail it more often — once it has
        been answered often enough for either to mean something."""
        if self.answers < KEY_PROBLEM_MIN_ANSWERS:
            return False
        weak_strong = self.strong_share_correct is not None and self.strong_share_correct < KEY_PROBLEM_BELOW
        negative = self.discrimination is not None and self.discrimination < 0
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
    # relative: sums kept by adding and subtracting carry rounding of about 1e-16 of their size
    if n < 2 or spread_x <= 1e-12 or spread_t <= 1e-9 * max(1.0, n * stt):
        return None
    return (n * sxt - sx * st) / math.sqrt(spread_x * spread_t)


@dataclass(frozen=True)
class Cohort:
    """The sessions statistics are taken over: an organisation's, or one of its invites'."""

    org_id: str
    invite_id: str | None = None

    def where(self) -> list[ColumnElement[bool]]:
        conditions = [ItemTally.org_id == self.org_id]
        if self.invite_id is not None:
            conditions.append(ItemTally.invite_id == self.invite_id)
        return conditions


def invite_cohort(org_id: str, invite_id: str) -> Cohort:
    return Cohort(org_id, invite_id)


def org_cohort(org_id: str) -> Cohort:
    return Cohort(org_id)


async def item_stats(
    db: AsyncSession, scope: Cohort, threshold: float | None, *, question_id: str | None = None
) -> list[ItemStat]:
    """Statistics per question over the sessions of ``scope`` that are over."""
    t = ItemTally
    if threshold is None:
        strong_n, strong_x = func.sum(0), func.sum(0)
    else:
        strong = t.bucket >= round(threshold * BUCKETS_PER_POINT)
        strong_n = func.sum(case((strong, t.n), else_=0))
        strong_x = func.sum(case((strong, t.correct), else_=0))
    which = t.question_id == question_id if question_id is not None else t.question_id != SESSIONS_ROW
    query = (
        select(
            t.question_id,
            func.sum(t.n),
            func.sum(t.correct),
            func.sum(t.rest),
            func.sum(t.rest_sq),
            func.sum(t.correct_rest),
            strong_n,
            strong_x,
        )
        .where(*scope.where(), which)
        .group_by(t.question_id)
        .having(func.sum(t.n) > 0)
    )
    stats = []
    for qid, count, right, st, stt, sxt, strong_count, strong_correct in (await db.execute(query)).all():
        n, sx = int(count), float(right or 0)
        stats.append(
            ItemStat(
                question_id=qid,
                answers=n,
                share_correct=rounded(sx / n) if n else 0.0,
                discrimination=_round(_pearson(n, sx, float(st or 0), float(stt or 0), float(sxt or 0))),
                strong_answers=int(strong_count or 0),
                strong_share_correct=(
                    rounded(float(strong_correct) / int(strong_count)) if strong_count else None
                ),
            )
        )
    return sorted(stats, key=lambda stat: (not stat.suspect, stat.share_correct, stat.question_id))


def _round(value: float | None) -> float | None:
    return None if value is None else rounded(value)


async def session_scores(db: AsyncSession, scope: Cohort) -> list[float]:
    """The scores of the sessions in ``scope`` that are over (for distributions and thresholds)."""
    query = (
        select(ItemTally.bucket, func.sum(ItemTally.n))
        .where(*scope.where(), ItemTally.question_id == SESSIONS_ROW, ItemTally.bucket != NO_SCORE)
        .group_by(ItemTally.bucket)
        .order_by(ItemTally.bucket)
    )
    scores: list[float] = []
    for bucket, count in (await db.execute(query)).all():
        score = score_of_bucket(int(bucket))
        if score is not None and count:
            scores.extend([score] * int(count))
    return scores
