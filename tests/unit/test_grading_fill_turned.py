"""One blank given the key, then another fill of the same name last (red team 4): on seed000-28 (key
"BLOCK_SIZE: tl.constexpr") "上次写 BLOCK_SIZE: tl.constexpr，这次 BLOCK_SIZE: int", "有人写 …，我写
BLOCK_SIZE: int" and "BLOCK_SIZE: tl.constexpr 是别人的写法，我用 BLOCK_SIZE: int" were read as the key, to
confirm: the code reader took the key among the fills. Now they are asked again. The key said last, a
correction to it, and code of another name beside the key still read right.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

TRITON = curated_catalog()["seed000-28"]  # BLOCK_SIZE: tl.constexpr
KEY = "BLOCK_SIZE: tl.constexpr"


@pytest.mark.parametrize(
    "answer",
    [
        f"上次写 {KEY}，这次 BLOCK_SIZE: int",
        f"有人写 {KEY}，我写 BLOCK_SIZE: int",
        f"{KEY} 是别人的写法，我用 BLOCK_SIZE: int",
    ],
)
def test_the_key_then_another_fill_of_its_name_is_never_correct(answer: str) -> None:
    assert grade(TRITON, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        f"上次写 BLOCK_SIZE: int，这次 {KEY}",
        f"BLOCK_SIZE: int 不对，应该 {KEY}",
        f"{KEY}，这样 tl.arange(0, BLOCK_SIZE) 才能编译",
    ],
)
def test_the_key_said_last_or_beside_other_code_still_reads_right(answer: str) -> None:
    assert grade(TRITON, answer).verdict is Verdict.CORRECT, answer
