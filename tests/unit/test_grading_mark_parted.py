"""A true/false mark opening the answer, parted from its reason by a space, reads as parted by a comma
(``_mark_parted``): "是的 把 absmax 常数再做一次 8bit 量化" (blind batch 71) is a yes to confirm, as "是的，…"
was; "是的 但不是 8bit 是 fp16" and "对的 但不是 8bit 是 fp16" turn against the claim's own object and are
asked again, as after a comma ("对的 …" had been read as a plain yes).

Marks that may go on to the next word are left as typed: "对 fp16 …" (a preposition), "真的 不支持" (an
adverb), "是 2MB" (a copula).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.truefalse._mark_parted import mark_parted
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
DOUBLE_QUANT = QUESTIONS["seed002-41"]  # "…量化常数再量化为 8-bit": true
FEWER_STEPS = QUESTIONS["seed002-47"]  # "DPM-Solver 步数越少，生成多样性越高": false


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (DOUBLE_QUANT, "是的 把 absmax 常数再做一次 8bit 量化", Verdict.CORRECT),
        (DOUBLE_QUANT, "没错 就是 nested 量化", Verdict.CORRECT),
        (DOUBLE_QUANT, "不是的 常数是 fp16", Verdict.INCORRECT),
        (FEWER_STEPS, "是的 步数少采样更随机", Verdict.INCORRECT),
        (FEWER_STEPS, "不对 步数越少多样性越低", Verdict.CORRECT),
    ],
)
def test_a_mark_parted_by_a_space_is_read_to_confirm(
    question: Question, answer: str, verdict: Verdict
) -> None:
    graded = grade(question, answer)
    assert graded.verdict is verdict, (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "是的 不过是 fp16",
        "是的 但不是 8bit 是 fp16",
        "对的 但不是 8bit 是 fp16",
        "是的 但是到 FP16",
        "是的 不对",
        "是的 如果用 QLoRA 的话",
    ],
)
def test_a_turn_a_second_mark_or_a_condition_after_it_is_asked_again(answer: str) -> None:
    assert grade(DOUBLE_QUANT, answer).verdict is Verdict.INVALID, answer


def test_marks_that_go_on_to_the_next_word_are_left_as_typed() -> None:
    for answer in ("对 fp16 很敏感", "真的 不支持", "是 2MB", "错误 太多", "不对称 的情况"):
        assert mark_parted(answer) == answer
    assert mark_parted("是的 把常数再量化") == "是的，把常数再量化"
    assert mark_parted("是的") == "是的"
