"""The mend of the twenty-sixth blind batch's two first-sight readings of a wrong answer as right
(issue "Grading a typed answer"), each in phrasings of its own (not the batch's), beside the nearest
shape that must not change:

- an option named by its letter, its clause stating a figure other than the option's own ("C 我印象里
  是 0.01" where C reads "weight decay 0.1", "C should be 0.01"), rules the option out, whatever was
  chosen around it; the option's own figure ("C 是 0.1") restates it;
- a calculation whose last clause names no figure and trails off in an ellipsis ("…，学习率也 4 倍，最终……",
  "…, so overall...") stops before its result: none of its figures is the answer (asked again); a figure
  that is itself the last clause ("4 倍……", "选 B……") or followed by a particle or a hedge ("4 倍，对吧……")
  is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

RECIPE = Question(
    id="fx-multi-recipe",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下面哪些是该模型技术报告里写明的预训练超参数？",
    options={"A": "峰值学习率 3e-4", "B": "warmup 2000 步", "C": "weight decay 0.1", "D": "dropout 0.3"},
    key="ABC",
    scoring=Scoring.PARTIAL_SUBSET,
)


@pytest.mark.parametrize(
    "answer",
    [
        "A B，3e-4 也对，C 应该是 0.01",
        "A B，2000 步 warmup 也对，C 应该是 0.01 吧",
        "A B，3e-4 也对，C 我印象里是 0.05",
    ],
)
def test_a_letter_given_another_figure_than_its_option_is_ruled_out(answer: str) -> None:
    graded = grade(RECIPE, answer)  # the key holds C: ruling it out must never grade correct
    assert graded.understood.choices == ["A", "B"], graded.rationale
    assert graded.verdict is Verdict.PARTIAL


@pytest.mark.parametrize(
    "answer", ["C 记得是 0.05", "C 应该是 0.01", "C should be 0.01", "C I think is 0.01"]
)
def test_a_letter_given_another_figure_alone_chooses_nothing(answer: str) -> None:
    graded = grade(RECIPE, answer)
    assert graded.understood.choices == [], graded.rationale
    assert graded.verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["C 是 0.1", "C 应该是 0.1 吧", "C 我印象里是 0.1", "C should be 0.1"])
def test_a_letter_given_its_own_figure_is_not_ruled_out(answer: str) -> None:
    graded = grade(RECIPE, answer)
    assert graded.understood.choices == ["C"], graded.rationale


SCALING = Question(
    id="fx-choice-scaling",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="batch 从 256 增大到 1024，按线性缩放规则学习率应乘以？",
    options={"A": "2×", "B": "4×", "C": "8×", "D": "16×"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "batch 是 4 倍，学习率跟着 4 倍，最终……",
        "token 数翻 4 倍，合起来……",
        "the batch is 4x larger, so overall...",
        "学习率 4 倍，那么总的。。",
    ],
)
def test_a_figureless_last_clause_trailing_off_is_unfinished(answer: str) -> None:
    graded = grade(SCALING, answer)  # the key is B (4×): the figure of a step is never the answer
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert graded.understood.choices == []


@pytest.mark.parametrize(
    "answer", ["4 倍……", "4 倍……吧", "选 B……", "学习率也是 4 倍，对吧……", "4x, probably..."]
)
def test_a_figure_that_is_the_last_clause_is_read_as_before(answer: str) -> None:
    graded = grade(SCALING, answer)
    assert graded.understood.choices == ["B"], graded.rationale
