"""A reason, then the result said exactly or as the share taken ("int8 一个字节 fp16 两个字节，刚好一半",
"top-2 就是 64 个里挑 2 个，占 1/32"; blind batch 72): the last clause, a word of no weight before the
option, is the answer the reason came to, to confirm — as "…，所以一半" and "…，1/32" were read.

Not where that clause is denied, bounded, kept open, asked of a saving, or another option's figure
follows it; another option's figure so said is that option, never the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SIZE = QUESTIONS["seed001-08"]  # int8 vs fp16 size: A 25%, B 37.5%, C 50% (key), D 75%
SHARE = QUESTIONS["seed002-10"]  # top-2 of 64 experts: A 1/32 (key), B 1/64, C 1/128, D 1/256


@pytest.mark.parametrize(
    ("question", "answer", "letter"),
    [
        (SIZE, "int8 一个字节 fp16 两个字节，刚好一半", "C"),
        (SIZE, "int8 一个字节 fp16 两个字节，恰好是一半", "C"),
        (SIZE, "权重一半，激活再省一点，正好 37.5%", "B"),
        (SHARE, "top-2 就是 64 个里挑 2 个，占 1/32", "A"),
        (SHARE, "64 选 2，只占 1/32", "A"),
        (SHARE, "top-2 就是 64 个里挑 2 个，占 1/64", "B"),
    ],
)
def test_the_result_said_exactly_closes_the_reason(question: Question, answer: str, letter: str) -> None:
    graded = grade(question, answer)
    assert graded.understood.choices == [letter], (answer, graded)
    assert graded.needs_confirmation
    assert graded.verdict is (Verdict.CORRECT if letter == question.key else Verdict.INCORRECT)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (SIZE, "int8 一个字节 fp16 两个字节，不是刚好一半"),
        (SIZE, "int8 一个字节 fp16 两个字节，刚好不到一半"),
        (SIZE, "int8 一个字节 fp16 两个字节，刚好一半，再加激活 37.5%"),
        (SHARE, "top-2 就是 64 个里挑 2 个，省了 1/32"),
        (SHARE, "top-2 就是 64 个里挑 2 个，刚好 1/32 的一半"),
    ],
)
def test_a_denied_bounded_or_turned_result_is_asked_again(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_two_results_kept_open_are_a_hedge() -> None:
    graded = grade(SHARE, "top-2 就是 64 个里挑 2 个，占 1/32 或 1/64")
    assert graded.verdict is Verdict.INCORRECT
    assert graded.understood.hedged
