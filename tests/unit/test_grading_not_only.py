"""An option said after "not only" ("不是只能 A", "并非只有 48", "不仅仅是 A", "A，但不只是 A", "not just A"):
one right answer among more, the others unsaid: asked again, never read as that option alone (a red team
found "不是只能 A" read as A to confirm, though "不只能 A" was not). Where the others are named ("不仅 AB，
还有 CD") the answer is read as before; a reason opened by "不仅" ("A，不仅省显存") keeps its choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SIZE = QUESTIONS["seed000-08"]  # GPTQ int4 70B: A 35GB (key), B 32GB, C 28GB, D 26GB
MOE = QUESTIONS["seed002-36"]  # multiple choice, key ABCD


@pytest.mark.parametrize(
    "answer",
    [
        "不是只能 A",
        "不是只有 A",
        "并非只有 A",
        "不一定只能 A",
        "未必只有 A",
        "不仅仅是 A",
        "不光是 A",
        "不单是 A",
        "不止是 A",
        "不只选 A",
        "不仅 A",
        "not only A",
        "A，但不只是 A",
        "不是只能 35GB",
        "不是只能 A 而已",
        "不仅仅是 a",
    ],
)
def test_an_option_after_not_only_is_asked_again(answer: str) -> None:
    assert grade(SIZE, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["不只是 ABC", "不止 ABC 吧", "并非只有 ABCD"])
def test_a_set_after_not_only_is_asked_again(answer: str) -> None:
    assert grade(MOE, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer", "choices"),
    [
        (SIZE, "只能 A", ["A"]),
        (SIZE, "不是 B，只能 A", ["A"]),
        (SIZE, "A，不仅省显存", ["A"]),
        (SIZE, "A，不仅因为 A 省显存，还因为快", ["A"]),
        (SIZE, "不仅是 A，B 也对", ["A", "B"]),
        (MOE, "不仅 AB，还有 CD", ["A", "B", "C", "D"]),
    ],
)
def test_others_named_or_a_reason_keep_the_reading(question, answer: str, choices: list[str]) -> None:  # type: ignore[no-untyped-def]
    assert grade(question, answer).understood.choices == choices, answer
