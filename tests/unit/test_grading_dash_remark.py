"""A dash between a fill and the words after it pauses as a comma does: "BLOCK_SIZE: tl.constexpr ——
不然 tl.arange 不认" (issue 30: the fifty-fourth blind batch), "x —— 编译期常量". Read as code, the dash
joined the fill ("x --", graded wrong) or made the answer code told in words (asked again). Now the
words after it are read as after a comma: a remark or a reason, to confirm; a denial or a correction
as before. A hyphen between names ("n - 1") is code and stays.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._code import dash_paused
from tests.helpers.grading_questions import TRITON_LAST_ARGUMENT as TRITON


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr —— 不然 tl.arange 不认",
        "BLOCK_SIZE: tl.constexpr —— 编译期常量",
        "BLOCK_SIZE: tl.constexpr——编译期常量",
        "BLOCK_SIZE: tl.constexpr - 编译期常量",
    ],
)
def test_a_fill_then_a_dash_and_a_remark_is_the_fill_to_confirm(answer: str) -> None:
    graded = grade(TRITON, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("BLOCK_SIZE: int —— 编译期常量", Verdict.INCORRECT),
        ("BLOCK_SIZE: tl.constexpr —— 不对", Verdict.INVALID),
        ("BLOCK_SIZE: tl.constexpr —— 错", Verdict.INVALID),
        ("BLOCK_SIZE: tl.constexpr —— 开玩笑的", Verdict.INVALID),
        ("BLOCK_SIZE: tl.constexpr —— 不对，是 BLOCK_SIZE: int", Verdict.INCORRECT),
    ],
)
def test_a_wrong_fill_or_a_denial_after_the_dash_is_never_right(answer: str, verdict: Verdict) -> None:
    assert grade(TRITON, answer).verdict is verdict, answer


def test_a_hyphen_between_names_is_code() -> None:
    assert dash_paused("offsets < n - 1") == "offsets < n - 1"
    assert dash_paused("x -- 注释") == "x，注释"
