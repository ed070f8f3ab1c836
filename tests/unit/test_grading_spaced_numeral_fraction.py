"""A fraction in Chinese numerals spaced as typed ("三十二 分之 1", "三十二 分之一") is the fraction, as
"三十二分之一" and "32 分之 1" are (issue 30: Chinese numerals read as numbers). Spaced, it was left
alone while "三十二" became "32", and the choice reader took the "1" after it for a figure of its own:
on a question whose option A is "1", 1/32 was read as A (correct, to confirm).

A figure in Chinese numerals is still to confirm; digits alone ("32 分之 1") stay bare; "百分之 5" is a
percentage, no fraction.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


@pytest.mark.parametrize("answer", ["三十二 分之 1", "三十二 分之一", "32 分之一"])
def test_a_spaced_fraction_is_never_its_numerator(answer: str) -> None:
    graded = grade(QUESTIONS["seed002-12"], answer)  # A: 1
    assert graded.verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["三十二 分之 1", "三十二 分之一", "三十二分之一", "32 分之一"])
def test_a_spaced_fraction_in_numerals_is_the_fraction_to_confirm(answer: str) -> None:
    graded = grade(QUESTIONS["seed002-10"], answer)  # A: 1/32
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, "A")


def test_a_fraction_in_digits_stays_bare() -> None:
    graded = grade(QUESTIONS["seed002-10"], "32 分之 1")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "A")


@pytest.mark.parametrize(
    ("written", "read"),
    [("三十二 分之 1", "1/32"), ("十 分之 一", "1/10"), ("百分之 5", "百分之 5"), ("百 分之 5", "百 分之 5")],
)
def test_the_fraction_as_read(written: str, read: str) -> None:
    assert normal(written, numerals=True) == read
