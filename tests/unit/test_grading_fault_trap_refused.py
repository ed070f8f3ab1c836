"""On seed000-13, which asks what makes capture fail (key B), a pitfall of the kind names the fault
asked for ("B 是经典陷阱", "B 是个坑"), but a wrong answer, a distractor, the exam's trap or a trap
then refused does not: "B 是常见的错误答案", "B 是典型的干扰项", "B 是出题人挖的坑，别上当", "B 是经典
陷阱，别选" rule B out as on any other stem."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(question for question in curated_catalog() if question.id == "seed000-13")


@pytest.mark.parametrize(
    "answer",
    ["B 是经典陷阱，别选", "B 是出题人挖的坑，别上当", "B 是典型的干扰项", "B 是常见的错误答案",
     "B 是个坑，不选"],
)  # fmt: skip
def test_the_key_called_not_the_answer_is_not_read(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize("answer", ["B 是经典陷阱", "B 是个坑", "B 是典型的坑，会让 capture 失败"])
def test_the_key_called_a_pitfall_is_read(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), graded.rationale
