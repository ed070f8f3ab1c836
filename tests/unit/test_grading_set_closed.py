"""A set of letters closed by the separator that joined them ("A，B，C，D，", "A、C；", issue 30: the
fifty-fifth blind batch) is a bare set, as the labels read a set with a trailing comma or semicolon:
graded without confirmation. Only the confirmation changes: the letters read are the same, and a
word after the separator ("A，B，C，D，吧") still makes the answer more than bare.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

KERNELS = Question(
    id="fx-set-closed",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些是 FlashAttention-2 相对第一版的改进？",
    options={
        "A": "减少非矩阵乘法的运算",
        "B": "序列维度上并行",
        "C": "warp 间分工调整",
        "D": "支持 head_dim 256",
    },
    key="ABCD",
    scoring=Scoring.ALL_OR_NOTHING,
)


@pytest.mark.parametrize("answer", ["A，B，C，D，", "A,B,C,D,", "A、B、C、D、", "A，B，C，D；"])
def test_a_set_closed_by_its_separator_is_bare(answer: str) -> None:
    graded = grade(KERNELS, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer


def test_a_shorter_set_so_closed_is_still_wrong_and_a_word_after_it_confirms() -> None:
    assert grade(KERNELS, "A，B，").verdict is Verdict.INCORRECT
    assert grade(KERNELS, "A，B，C，D，吧").needs_confirmation


def test_spaced_letters_closed_by_a_separator_are_bare() -> None:
    """Letters joined by spaces and closed by a semicolon or a comma ("A B C;", blind batch 79) are the
    spaced set, bare, as "A B C" is; a word after the separator still confirms."""
    for answer in ("A B C D;", "A B C D；", "A B C D,", "a b c d;"):
        graded = grade(KERNELS, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert grade(KERNELS, "A B;").verdict is Verdict.INCORRECT
    assert grade(KERNELS, "A B C D; 吧").needs_confirmation
