""" "All but X" where the rest are said to be ruled out or unable, not chosen (issue 30, found in the round on
blind batch 56): "除了 A 都能排除", "除了 A 都可以排除", "除了 A 都支持不了" say the rest can be ruled out or
cannot do it, which is A, never every option but A.

The letter reader read the rest as chosen whenever a verb such as "都能" or "都可以" followed the
exception, whatever came after it; the reader of options named by their words did the same after "都可以".
Both now leave such an answer unread (asked again); "除了 A 都可以" and "除了 A 都能用" read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FRAMEWORK_FEATURES as FEATURES


@pytest.mark.parametrize(
    "answer",
    [
        "除了 A 都能排除",
        "除了 A 都可以排除",
        "除了 A 都支持不了",
        "除了 A 都可以去掉",
        "除了 tree_attention 都可以排除",
        "除了 tree_attention 都可以划掉",
    ],
)
def test_the_rest_ruled_out_is_not_chosen(answer: str) -> None:
    graded = grade(FEATURES, answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize("answer", ["除了 A 都可以", "除了 A 都能用", "除了 tree_attention 都可以"])
def test_the_rest_chosen_is_read_as_before(answer: str) -> None:
    graded = grade(FEATURES, answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == "B、C、D", answer
    assert graded.needs_confirmation, answer
