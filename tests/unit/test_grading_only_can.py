"""A choice after "只能" ("…，所以只能 A", "只能 48"): the one option left, committed to as after "只有" or
"只能是" (blind batch 71: "int4 = 半字节 70B 就 35G 打底 只会多不会少 所以只能 A" was read as no answer
once the reason before it ran on without a comma). Read to confirm, being more than a bare letter.

Not "不只能 A" / "不只有 A" ("not only A": A and more), nor a rule-out or a denial after it ("只能排除 A",
"只能说 A 不对"), a condition ("如果只能 A 的话"), two options kept open ("只能 A 或 B") or a question
("只能 A 吗").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SIZE = QUESTIONS["seed000-08"]  # GPTQ int4 70B: A 35GB (key), B 32GB, C 28GB, D 26GB
HEADS = QUESTIONS["seed000-04"]  # num_heads at most: A 32, B 48 (key), C 64, D 80


@pytest.mark.parametrize(
    ("question", "answer", "letter"),
    [
        (SIZE, "int4 = 半字节 70B 就 35G 打底 只会多不会少 所以只能 A", "A"),
        (SIZE, "只能 A", "A"),
        (SIZE, "B 不可能，只能 A", "A"),
        (SIZE, "scale 也要占地方 那只能 B", "B"),
        (SIZE, "只能选 C 了", "C"),
        (HEADS, "64 就超 10G 了，只能 48", "B"),
    ],
)
def test_the_option_after_only_can_is_read_to_confirm(question: Question, answer: str, letter: str) -> None:
    graded = grade(question, answer)
    assert graded.understood.choices == [letter], (answer, graded)
    assert graded.needs_confirmation, answer
    assert graded.verdict is (Verdict.CORRECT if letter == question.key else Verdict.INCORRECT)


@pytest.mark.parametrize(
    "answer",
    [
        "不只能 A",
        "不只有 A",
        "只能排除 A",
        "只能说 A 不对",
        "如果只能 A 的话",
        "35G 打底，只能 A 吗",
        "只能不选 A",
    ],
)
def test_not_only_a_rule_out_a_condition_or_a_question_is_not_read(answer: str) -> None:
    assert grade(SIZE, answer).verdict is Verdict.INVALID, answer


def test_two_options_after_only_can_are_a_hedge() -> None:
    graded = grade(SIZE, "只能 A 或 B")
    assert graded.verdict is Verdict.INCORRECT
    assert graded.understood.hedged
