"""On a true/false question, the claim's width or format said not to be it and another put in its place
("不是 8bit 是 fp16 吧" of "…再量化为 8-bit"; blind batch 71): the claim denied, false, to confirm
(``_value_replaced``).

Not where the value denied is not the claim's ("不是 fp16 是 8bit" says it right), the one put in its
place is the claim's too ("不是 4bit 是 8bit" of a claim naming both), or a question, a doubt or a turn
follows.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.truefalse._value_replaced import value_replaced
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
DOUBLE_QUANT = QUESTIONS["seed002-41"]  # "…4-bit 权重量化所用的量化常数再量化为 8-bit": true
CLAIM = "QLoRA 的 Double Quantization 会把量化常数再量化为 8-bit。"


@pytest.mark.parametrize(
    "answer", ["不是 8bit 是 fp16 吧", "不是 8bit 是 fp16", "不是 8-bit，而是 FP16", "并不是 8bit 是 bf16"]
)
def test_the_claims_value_replaced_is_false_to_confirm(answer: str) -> None:
    graded = grade(DOUBLE_QUANT, answer)
    assert graded.verdict is Verdict.INCORRECT, (answer, graded)
    assert graded.understood.truth is False
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "不是 fp16 是 8bit",
        "不是 8bit 是 4bit 吧",  # the claim names 4-bit too
        "不是 4bit 是 8bit",
        "不是 8bit 是 fp16 吗",
        "不是 8bit 是 fp16？",
        "不是 8bit 是 fp16，不过也可能是 8bit",
    ],
)
def test_another_value_denied_or_a_question_or_a_doubt_is_not_read(answer: str) -> None:
    assert grade(DOUBLE_QUANT, answer).verdict is Verdict.INVALID, answer


def test_only_the_claims_own_value_denied_reads_false() -> None:
    assert value_replaced("不是 8bit 是 fp16", CLAIM) is False
    assert value_replaced("不是 fp16 是 8bit", CLAIM) is None
    assert value_replaced("不是 8bit 是 fp16，因为常数要精确", CLAIM) is None
