""" "If anything" says "rather, on the contrary", not a case the answer holds in (blind-74: "False, if
anything it's the other way round"): the mark read with its reason, to confirm. "If anything changes…",
"if you use the SDE variant" are conditions still: asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
DPM = BANK["seed002-47"]  # 步数越少，多样性越高: false


@pytest.mark.parametrize(
    "answer",
    [
        "False, if anything it's the other way round",
        "False, if anything",
        "False, if anything, fewer is worse",
    ],
)
def test_if_anything_is_no_condition(answer: str) -> None:
    graded = grade(DPM, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "False if anything changes in the scheduler",
        "False, if anything else is fixed",
        "False if you use the SDE variant",
    ],
)
def test_a_condition_is_still_asked_again(answer: str) -> None:
    assert grade(DPM, answer).verdict is Verdict.INVALID, answer


def test_the_other_mark_with_if_anything_is_read_as_it_stands() -> None:
    graded = grade(DPM, "True, if anything it's the other way round")
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation
