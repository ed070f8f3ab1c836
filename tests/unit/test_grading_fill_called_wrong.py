"""A fill its own answer calls wrong at the close of its line, after a comma or a full stop as after a
space ("x，错的", "x。错了！", "x 是错的"), is never graded right: the candidate disowns it, and it is
asked again. Before, only a spaced "错" / "错了" / "不对" closing the line was read so, and "x，错" was
graded correct. A remark after the comma that calls nothing wrong ("x，编译期常量") reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.grading_questions import TRITON_LAST_ARGUMENT as TRITON


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr，错的",
        "BLOCK_SIZE: tl.constexpr，错",
        "BLOCK_SIZE: tl.constexpr。错了！",
        "BLOCK_SIZE: tl.constexpr 是错的",
        "BLOCK_SIZE: tl.constexpr；错了",
    ],
)
def test_a_fill_called_wrong_after_it_is_asked_again(answer: str) -> None:
    assert grade(TRITON, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["BLOCK_SIZE: tl.constexpr，编译期常量", "BLOCK_SIZE: tl.constexpr。"])
def test_a_fill_with_a_remark_or_a_full_stop_reads_as_before(answer: str) -> None:
    assert grade(TRITON, answer).verdict is Verdict.CORRECT, answer
