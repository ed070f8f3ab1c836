"""Full stops typed as an ellipsis ("C。。。", "CC。。。", "464 GB。。。") trail off as "C..." does: a reading
to confirm (issue 30), not a bare answer. "。。。" was no ellipsis to the normalisation, and the closing
stops were stripped as one "。" is, so a trailing-off answer was graded bare; the retyped letter of 6
December ("CC。。。" as "C。。。") kept it so, though its own rule reads "ccc..." as "c...", to confirm.

One full stop closes an answer and stays bare ("C。", "464 GB。", "最终：C。"), and so do two ("Ｂ。。",
as blind-55 labels it: a stop typed twice, no ellipsis).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._text import one_ellipsis
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-03", "C。。。"),
        ("seed000-03", "CC。。。"),
        ("seed000-03", "答案：C。。。"),
        ("seed000-30", "464 GB。。。"),
    ],
)
def test_stops_trailing_off_are_to_confirm(question: str, answer: str) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-03", "C。"),
        ("seed000-03", "C。。"),
        ("seed000-03", "最终：C。"),
        ("seed000-03", "CC。"),
        ("seed000-30", "464 GB。"),
    ],
)
def test_one_full_stop_stays_bare(question: str, answer: str) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False)


def test_the_stops_are_one_ellipsis() -> None:
    assert [one_ellipsis(text) for text in ("C。。。", "C。。", "C。", "C...")] == [
        "C…",
        "C。。",
        "C。",
        "C…",
    ]
