"""A comment closing the code that sets another case aside ("out = f(q, k, v, causal=True)  # 训练要 dropout
的话另说"): the code is written for this case, the comment is no word against it — read as the bare line.
A case that doubts or denies the fill ("# 不对的话另说", "# 不确定的话再说") is asked again as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

SOFTMAX = Question(
    id="fx-softmax",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\ny = ____\n```",
    key="torch.softmax(x, dim=-1)",
    points=2,
)


@pytest.mark.parametrize(
    "answer",
    [
        "y = torch.softmax(x, dim=-1)  # 要数值稳定的话另说",
        "torch.softmax(x, dim=-1)  # 半精度时另当别论",
        "torch.softmax(x, dim=-1)  # batch 维的时候再说",
    ],
)
def test_another_case_set_aside_leaves_the_line_bare(answer: str) -> None:
    result = grade(SOFTMAX, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, False), answer


@pytest.mark.parametrize(
    "answer",
    [
        "torch.softmax(x, dim=-1)  # 不对的话另说",
        "torch.softmax(x, dim=-1)  # 不确定的话再说",
        "torch.softmax(x, dim=-1)  # 可能错，训练的话另说",
        "torch.softmax(x, dim=-1)  # 如果是 fp16 的话",
        "torch.softmax(x, dim=0)  # 训练的话另说",
    ],
)
def test_a_doubt_a_condition_or_another_fill_is_never_right(answer: str) -> None:
    assert grade(SOFTMAX, answer).verdict is not Verdict.CORRECT, answer
