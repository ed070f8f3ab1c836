"""The digits of a name glued to its letters ("int4", "fp8", "bf16") are no figure said of a quantity:
"int4 是半个字节一个参数，70B 就是 35GB 哦，答案是 A 的样子" (blind batch 78) was asked again as if "4" were
a figure said to be "一个参数". A figure standing as one ("35GB 是 fp8 的", "464 GB 是参数显存") is still
said of another quantity and asked again; the tentative close ("…的样子") is read to confirm, and a
denial or another option after the same reason is read as it says."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
GPTQ = QUESTIONS["seed000-08"]  # single choice, key A (35GB); D is 26GB
REASON = "int4 是半个字节一个参数，70B 就是 35GB 哦，"


@pytest.mark.parametrize("close", ["答案是 A 的样子", "答案是 A", "选 A"])
def test_a_name_with_digits_in_the_reason_leaves_the_answer_read(close: str) -> None:
    graded = grade(GPTQ, REASON + close)
    assert (graded.verdict, graded.understood.choices, graded.needs_confirmation) == (
        Verdict.CORRECT,
        ["A"],
        True,
    )


def test_another_option_after_the_same_reason_is_that_option() -> None:
    graded = grade(GPTQ, "int4 是半个字节一个参数，答案是 D 的样子")
    assert (graded.verdict, graded.understood.choices) == (Verdict.INCORRECT, ["D"])


@pytest.mark.parametrize(
    "answer",
    [
        "int4 是半个字节一个参数，答案不是 A",  # a denial: nothing chosen
        "int4 是半个字节一个参数，35GB 是 fp8 的",  # a figure said of another case: asked again
        "35GB 是 fp8 的",
    ],
)
def test_a_denial_or_a_figure_said_of_another_case_is_not_read(answer: str) -> None:
    graded = grade(GPTQ, answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)
