"""A finished interview's ability: θ with its standard error on the organisation's scale.

One rule for which answers count, used by calibration, the adaptive choice and every ability shown: an
answer of a finished interview to a question that is active now and worth points, whose key was not
disputed when it was answered (not ``ungraded``). Its score (points awarded over points, so partial
credit counts in part) enters the EAP estimate of ``bank.irt``. A question the candidate saw and left —
skipped, its time run out, answered too late — counts as what it earned, nothing, as it does in the
points: left out, skipping the questions one is unsure of would raise θ (only the questions an interview
never reached are no answer at all).

Item parameters come from the organisation's latest calibration (``item_parameters``); a question it has
not calibrated yet takes its prior — the public bank's difficulty rating (1–5) mapped to the scale,
discrimination 1. Before any calibration the whole scale is that prior one (``scale: "prior"``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from sqlalchemy import Row, Select, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from api import schemas
from api.store.models import Calibration, ItemParameter
from bank.irt import ItemPrior, estimate_ability
from bank.model import Question, Status

PRIOR_SCALE = "prior"
# a verdict that judged nothing: a disputed key (``ungraded``) or no readable answer in time (``invalid``:
# a skip, an answer that could not be read, one past its time): what an xAPI statement scores as no result
NOT_JUDGED = ("ungraded", "invalid")
# A difficulty rating step is this far on the ability scale: 1 (easiest) … 5 (hardest) spans ±1.5 SD.
RATING_STEP = 0.75
# How far the public rating is trusted as a prior on b: wide enough that a few dozen answers move it.
PRIOR_B_SD = 1.0


class Scored(Protocol):
    @property
    def question_id(self) -> str: ...
    @property
    def points(self) -> float: ...
    @property
    def points_awarded(self) -> float: ...
    @property
    def verdict(self) -> str: ...


def prior_for(question: Question | None) -> ItemPrior:
    """The public bank's belief about a question: its difficulty rating on the scale."""
    rating = question.difficulty if question is not None else 3
    return ItemPrior(b_mean=RATING_STEP * (rating - 3), b_sd=PRIOR_B_SD)


def counts(answer: Scored, question: Question | None) -> bool:
    """Whether an answer enters calibration and abilities (see the module's docstring)."""
    return (
        answer.points > 0
        and answer.verdict != "ungraded"
        and question is not None
        and question.status is Status.ACTIVE
    )


def score_of(answer: Scored) -> float:
    return min(max(answer.points_awarded / answer.points, 0.0), 1.0)


@dataclass(frozen=True)
class Parameters:
    """An organisation's item parameters as one ability needs them: (a, b) per calibrated question."""

    scale: str = PRIOR_SCALE
    items: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    interviews: int | None = None  # the finished interviews the calibration rests on (None: the prior)

    def of(self, question_id: str, question: Question | None) -> tuple[float, float]:
        found = self.items.get(question_id)
        return found if found is not None else (1.0, prior_for(question).b_mean)


def estimate(
    parameters: Parameters, answers: Iterable[Scored], questions: Mapping[str, Question | None] | Any
) -> schemas.AbilityOut | None:
    """θ ± SE from the answers that count; None when none does (nothing to say about the candidate)."""
    a: list[float] = []
    b: list[float] = []
    scores: list[float] = []
    for answer in answers:
        question = questions.get(answer.question_id)
        if not counts(answer, question):
            continue
        item_a, item_b = parameters.of(answer.question_id, question)
        a.append(item_a)
        b.append(item_b)
        scores.append(score_of(answer))
    if not scores:
        return None
    ability = estimate_ability(a, b, scores)
    return schemas.AbilityOut(
        theta=round(ability.theta, 3),
        se=round(ability.se, 3),
        scale=parameters.scale,
        answered=ability.answered,
        calibration_interviews=parameters.interviews,
    )


def scale_name(calibration: Calibration | None) -> str:
    return PRIOR_SCALE if calibration is None else numbered_scale(calibration.number)


def numbered_scale(number: int) -> str:
    """The scale an organisation's ``number``-th calibration puts abilities on."""
    return f"calibration-{number}"


def _latest(org_id: str) -> Select[Any]:
    return (
        select(Calibration).where(Calibration.org_id == org_id).order_by(Calibration.number.desc()).limit(1)
    )


def _items(org_id: str, question_ids: Sequence[str]) -> Select[str, float, float]:
    return select(ItemParameter.question_id, ItemParameter.a, ItemParameter.b).where(
        ItemParameter.org_id == org_id, ItemParameter.question_id.in_(list(dict.fromkeys(question_ids)))
    )


async def load_parameters(db: AsyncSession, org_id: str, question_ids: Sequence[str]) -> Parameters:
    """The organisation's latest parameters of these questions (the request's async session)."""
    calibration = await db.scalar(_latest(org_id))
    rows = (await db.execute(_items(org_id, question_ids))).all() if calibration and question_ids else []
    return _parameters(calibration, rows)


def load_parameters_sync(db: Session, org_id: str, question_ids: Sequence[str]) -> Parameters:
    """The same, inside a flush (the ``session.finished`` event is written there, synchronously)."""
    calibration = db.scalar(_latest(org_id))
    rows = db.execute(_items(org_id, question_ids)).all() if calibration and question_ids else []
    return _parameters(calibration, rows)


def _parameters(calibration: Calibration | None, rows: Sequence[Row[str, float, float]]) -> Parameters:
    """The parameters both loaders read: the calibration's scale and size, each question's (a, b)."""
    return Parameters(
        scale_name(calibration),
        {qid: (a, b) for qid, a, b in rows},
        calibration.sessions if calibration else None,
    )
