"""A calculation of several parts whose working stops at a give-up ("…=40960……后面我不会算了"): the
figures before it were steps — a rank the stem gives, a result per projection — and no part's result
came, so it is asked again, never read as the parts' figures. A part stated on its own before the
give-up ("11.47M，后面不会算了") is still read: the first part given, the rest left.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.calc_questions import SMALL_LORA as LORA


@pytest.mark.parametrize(
    "answer",
    [
        "rank 8 的话每层是 8×(100+100)=1600……后面我不会算了",
        "每层 8×200=1600，剩下的不会算了",
        "8×200=1600，10 层就是 1600×10……算不出来了",
        "每层 8×(100+100)=1600，算不下去了",
    ],
)
def test_steps_before_a_give_up_are_no_parts(answer: str) -> None:
    assert grade(LORA, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer",
    [
        "0.016M，后面不会算了",  # the first part stated on its own: read, the second left
        "额外 0.016M，比例……算不出来了",
    ],
)
def test_a_part_stated_alone_before_a_give_up_is_read(answer: str) -> None:
    result = grade(LORA, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.PARTIAL, True)


def test_a_remark_that_is_no_give_up_leaves_the_figures() -> None:
    # "不会算错" says the working is safe, not that it stops: both parts read
    result = grade(LORA, "10×8×200=0.016M，99.997%，这样就不会算错")
    assert result.verdict is Verdict.CORRECT


def test_one_part_given_up_after_steps_is_asked_again() -> None:
    one = LORA.model_copy(update={"numeric": LORA.numeric[:1], "key": "0.016M"})
    assert grade(one, "10×8×(100+100)，后面不会算了").verdict is Verdict.INVALID
