"""A fill after a verb of writing, closed by "就好了" ("写成 BLOCK_SIZE: tl.constexpr 就好了"): the fill said
to suffice, read to confirm. "就好了" is still a wish after a condition or a regret ("如果是 x 就好了",
"早知道写 x 就好了") and after the fill alone, asked again as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

SOFTMAX = Question(
    id="fx-softmax",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\ny = torch.softmax(x, ____)\n```",
    key="dim=-1",
    accepted=["-1"],
    points=2,
)


@pytest.mark.parametrize(
    "answer",
    [
        "写成 dim=-1 就好了",
        "最后一维嘛，写成 dim=-1 就好了",
        "改成 dim=-1 就好了",
        "用 dim=-1 就好了",
    ],
)
def test_a_written_fill_said_to_suffice_is_read(answer: str) -> None:
    result = grade(SOFTMAX, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), answer


@pytest.mark.parametrize(
    "answer",
    [
        "如果是 dim=-1 就好了",
        "要是写成 dim=-1 就好了",
        "早知道写 dim=-1 就好了",
        "dim=-1 就好了",
        "写成 dim=-1 就好了，不确定",
        "写成 dim=0 就好了",
    ],
)
def test_a_wish_a_doubt_or_another_fill_is_never_right(answer: str) -> None:
    assert grade(SOFTMAX, answer).verdict is not Verdict.CORRECT, answer
