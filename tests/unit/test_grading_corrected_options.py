"""Answers that correct an option's or the stem's wording, and options named by place (blind batch 91).

- An option said to be written wrongly ("B 写错了吧，应该是 15/32", "B 打错了", "B 是笔误"): whoever slipped,
  B is denied as it stands, never chosen; rewritten into a value that is no option, nothing is chosen.
  Not the option it is corrected into ("B 写错了，应该是 C": C), nor the stem corrected before a choice
  ("题目写错了吧，选 B": B, to confirm), nor "B 没写错", which denies nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
BUBBLE = QUESTIONS["seed002-14"]  # single: A 1/16, B 15/31 (key), C 1/32, D 1/64


@pytest.mark.parametrize(
    "answer",
    [
        "B 写错了吧，应该是 15/32",
        "B 打错了吧，应该是 15/32",
        "B 选项写错了吧，应该是 15/32",
        "B 是笔误，应该是 15/32",
        "B 写错了吧。应该是 15/32",
        "B 写错了吧，分母应该是 32",
        "B 写错了，应该是别的",
        "15/31 写错了吧，应该是 15/32",
        "B 算错了吧，应该是 15/32",
        "B 写错了吧",
    ],
)
def test_an_option_said_miswritten_is_not_chosen(answer: str) -> None:
    result = grade(BUBBLE, answer)
    assert result.verdict is not Verdict.CORRECT, result


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("B 写错了，应该是 C", ["C"]),
        ("A 写错了，应该是 B", ["B"]),
        ("题目写错了吧，选 B", ["B"]),
        ("选 B，题目写错了吧", ["B"]),
    ],
)
def test_a_correction_then_a_choice_reads_the_choice(answer: str, reading: list[str]) -> None:
    result = grade(BUBBLE, answer)
    assert result.understood.choices == reading and result.needs_confirmation, result
