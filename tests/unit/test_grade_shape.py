"""One grade shape (issue 10): the bank's ``Grade`` and the stored ``Answer`` row, rounded by one rule.

``api.services.questions.grade_answer`` returns a new, unstored ``Answer`` holding the grade's columns;
scores and points keep ``SCORE_DIGITS`` decimals wherever they are computed (bank, LLM judge, hint
penalty, the row). The judge's rounding is checked with the judge, in tests/integration/test_llm_judge.py
(it runs LangChain)."""

from __future__ import annotations

import pytest

from api.services.questions import copy_grade, grade_answer, skipped_answer
from api.store.models import Answer
from bank.grading import SCORE_DIGITS, Verdict, grade, rounded
from bank.model import Status
from tests.helpers.choice_questions import MULTI_PARTIAL

THIRDS = MULTI_PARTIAL  # "AC" is worth 2/3 of its 3 points


def test_the_rule_keeps_four_decimals() -> None:
    assert SCORE_DIGITS == 4
    assert rounded(2 / 3) == 0.6667 and rounded(10 / 3) == 3.3333


def test_points_awarded_come_from_the_exact_share_not_the_rounded_score() -> None:
    result = grade(THIRDS, "AC")
    assert result.verdict is Verdict.PARTIAL
    assert (result.score, result.points_awarded) == (0.6667, 2.0)  # not 0.6667 * 3 = 2.0001


async def test_grading_returns_the_columns_of_an_unstored_answer_row() -> None:
    row = await grade_answer(THIRDS, "AC", language="zh")
    assert isinstance(row, Answer) and row.seq is None and row.session_id is None
    assert (row.verdict, row.score, row.points, row.points_awarded, row.grader) == (
        "partial",
        0.6667,
        3,
        2.0,
        "rules",
    )
    assert row.parsed["graded"] == {"verdict": "partial", "score": 0.6667}
    assert row.parsed["understood"]["choices"] == ["A", "C"]


async def test_a_hint_scales_score_and_points_alike() -> None:
    row = await grade_answer(THIRDS, "AC", language="en", hints_used=1)
    assert (row.score, row.points_awarded) == (rounded(0.6667 * 0.75), 1.5)
    assert "hint" in row.rationale


async def test_late_and_disputed_answers_keep_their_shape() -> None:
    late = await grade_answer(THIRDS, "ACD", language="en", late_s=12.0)
    assert (late.verdict, late.score, late.points, late.points_awarded) == ("invalid", 0.0, 3, 0.0)
    disputed = THIRDS.model_copy(update={"status": Status.DISPUTED, "status_note": "key under review"})
    ungraded = await grade_answer(disputed, "ACD", language="en")
    assert (ungraded.verdict, ungraded.points, ungraded.points_awarded) == ("ungraded", 0.0, 0.0)
    assert "key under review" in ungraded.rationale
    skipped = skipped_answer(THIRDS, "skipped")
    assert (skipped.verdict, skipped.grader, skipped.points, skipped.parsed) == ("invalid", "none", 3, {})


@pytest.mark.parametrize("value", [1 / 3, 2 / 3 * 3, 0.123456789, 7.0])
def test_the_stored_row_rounds_whatever_is_assigned(value: float) -> None:
    row = Answer(score=value, points=value, points_awarded=value)
    assert (row.score, row.points, row.points_awarded) == (rounded(value),) * 3
    row.score = value / 7
    assert row.score == rounded(value / 7)


async def test_a_regrade_copies_the_grade_columns_only() -> None:
    stored = Answer(
        verdict="incorrect", score=0.0, points=3, points_awarded=0.0, rationale="x", grader="rules"
    )
    stored.answer, stored.hints_used = "AC", 0
    copy_grade(await grade_answer(THIRDS, "AC", language="zh"), stored)
    assert (stored.verdict, stored.score, stored.points_awarded, stored.answer) == (
        "partial",
        0.6667,
        2.0,
        "AC",
    )
