"""A letter with a bound set on it is a variable, not an option: "h ≤ 10/0.201 ≈ 49.7 → 48" (issue 30:
the fifty-fourth blind batch, and batches 30 and 36 before it) was read as choosing an option "H"
that does not exist, and asked again. A letter before "≤", "≥", "<", ">" or "≈" and a figure is now
a variable, as one before "=" or "取" already was; the figure the working arrives at is read.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

HEADS = Question(
    id="fx-bound-heads",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="每个注意力头占 0.201 GB，显存上限 10 GB，头数最多取以下哪个值？",
    options={"A": "32", "B": "48", "C": "64", "D": "80"},
    key="B",
)


@pytest.mark.parametrize(
    "answer", ["h ≤ 10/0.201 ≈ 49.7 → 48", "h <= 10 / 0.201 → 48", "n < 49.8，所以 48", "x ≈ 49.7 → 48"]
)
def test_a_bounded_variable_is_no_option(answer: str) -> None:
    graded = grade(HEADS, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "B"), answer


@pytest.mark.parametrize("answer", ["h ≤ 10/0.201 ≈ 49.7 → 64", "c ≥ 49.7 → 64"])
def test_the_working_arriving_elsewhere_is_wrong(answer: str) -> None:
    assert grade(HEADS, answer).verdict is Verdict.INCORRECT, answer


def test_a_bound_alone_chooses_nothing() -> None:
    assert grade(HEADS, "h ≤ 10/0.201").verdict is Verdict.INVALID
    assert grade(HEADS, "B ≥ 40").verdict is Verdict.INVALID  # a bound on B, not B chosen
