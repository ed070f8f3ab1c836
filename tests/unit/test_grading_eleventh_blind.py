"""The rules written for the causes the eleventh blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- "除了 X，其他都不行" chooses X alone whether X is named by its letter or by its text: the words
  after the excluded options are read in the text the options were read in;
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import MULTI

# MULTI: A 梯度检查点, B 增大 batch, C ZeRO-3, D 混合精度; key ACD
ONLY_THOSE = ["除了 B，其他都不行", "除了增大 batch，其他都不行", "除了增大 batch 其余都不对"]
ONLY_THOSE += ["除了增大 batch 以外，别的都不正确"]
ALL_BUT = ["除了 B 都对", "除了增大 batch 都对", "除了增大 batch，其余都选", "除了增大 batch，别的都对"]


@pytest.mark.parametrize("answer", ONLY_THOSE)
def test_all_but_x_then_the_rest_denied_chooses_x_alone(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale  # B alone, however B is named


@pytest.mark.parametrize("answer", ALL_BUT)
def test_all_but_x_chooses_the_rest(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.CORRECT
