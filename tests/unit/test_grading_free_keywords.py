"""A boolean keyword a code question accepts with both values may be left out (review53 finding 2):
seed001-17 accepts ``cp.checkpoint(_inner, x, use_reentrant=False)`` and ``…=True``, so the call
without it is right too, whatever the library's default. Only the question's own data decides: a
keyword accepted with one value stays required, and leaving it out is still partial credit."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._free_keywords import without_free_keywords
from bank.model import Question, QuestionType

STEM = "补全 `____`：\n\n```python\nif self.training and x.requires_grad:\n    return ____\n```"
CHECKPOINT = Question(
    id="fx-checkpoint",
    bank="fx",
    type=QuestionType.CODE,
    points=5,
    stem=STEM,
    key="cp.checkpoint(_inner, x, use_reentrant=False)",
    accepted=[
        "torch.utils.checkpoint.checkpoint(_inner, x, use_reentrant=False)",
        "cp.checkpoint(_inner, x, use_reentrant=True)",
        "torch.utils.checkpoint.checkpoint(_inner, x, use_reentrant=True)",
    ],
)
ONE_VALUE = CHECKPOINT.model_copy(update={"accepted": CHECKPOINT.accepted[:1]})


@pytest.mark.parametrize(
    "answer",
    [
        "cp.checkpoint(_inner, x)",
        "cp.checkpoint(_inner, x, use_reentrant=True)",
        "torch.utils.checkpoint.checkpoint(_inner, x)",
        "return cp.checkpoint(_inner, x)",
    ],
)
def test_a_keyword_accepted_with_both_values_may_be_left_out(answer: str) -> None:
    result = grade(CHECKPOINT, answer)
    assert result.verdict is Verdict.CORRECT and result.score == 1.0, result.rationale


@pytest.mark.parametrize(
    ("answer", "verdict", "score"),
    [
        ("cp.checkpoint(_inner, x)", Verdict.INCORRECT, 0.0),  # accepted with False only: required
        ("cp.checkpoint(_inner, x, use_reentrant=True)", Verdict.INCORRECT, 0.0),
        ("cp.checkpoint(_inner, x, use_reentrant=False)", Verdict.CORRECT, 1.0),
    ],
)
def test_a_keyword_accepted_with_one_value_stays_required(
    answer: str, verdict: Verdict, score: float
) -> None:
    result = grade(ONE_VALUE, answer)
    assert (result.verdict, result.score) == (verdict, score), result.rationale


def test_only_booleans_given_both_ways_are_free() -> None:
    fills = ["f(x, mode='a')", "f(x, mode='b')", "g(x, flag=True)", "g(y, flag=False)", "h(x, on=1)"]
    assert without_free_keywords(fills) == []
    assert without_free_keywords(["f(x, a=True, b=1)", "f(x, b=1, a=False)"]) == ["f(x, b=1)"]
