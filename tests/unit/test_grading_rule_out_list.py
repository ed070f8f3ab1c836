"""A rule-out said after a list, and the option left (issue 30: rule-outs of the twelfth blind
batch), on a fixture question in words of its own.

- "A、B、D 排除" rules out every item of the list, not only the last two: an answer that only rules
  out is asked again, and never reads a ruled-out option as chosen;
- "剩 C" (as "剩下 C", "只剩 C") commits to the option left.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

LOADERS = Question(
    id="fx-loaders",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="数据加载成为瓶颈时，最先该调的是？",
    options={"A": "增大 num_workers", "B": "换更大的模型", "C": "关掉混合精度", "D": "减小学习率"},
    key="A",
)


@pytest.mark.parametrize("answer", ["A、B、D 排除", "A、B、C 排除", "A 和 C 和 D 都不对", "A、B 排除"])
def test_a_list_ruled_out_is_no_choice(answer: str) -> None:
    graded = grade(LOADERS, answer)
    assert graded.verdict is Verdict.INVALID and not graded.reading, answer


@pytest.mark.parametrize(
    ("answer", "reading"),
    [("B、C、D 排除，剩 A", "A"), ("B、C 排除，D 也排除，剩 A", "A"), ("A、B、D 排除，还剩 C", "C")],
)
def test_the_option_left_is_chosen(answer: str, reading: str) -> None:
    graded = grade(LOADERS, answer)
    assert graded.reading == reading and graded.needs_confirmation, answer
