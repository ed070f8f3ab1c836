"""A half cut again or compared (issue 30, seen by a round helper on seed001-08, key C 50 %): "砍一半再砍
一半" (a quarter) and "不到砍一半" (less than half) had been read as C, correct to confirm. A half
halved again ("再砍一半", "，再砍一半", "一半再一半") is a figure worked on, as "一半的一半" is, and a
comparison before the cut ("不到砍一半") compares it, as "不到一半" does: neither is the option. The
nearest right readings ("砍一半", "体积砍一半", "少一半", "C，砍一半") still read C.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

SIZE = next(q for q in curated_catalog() if q.id == "seed001-08")  # int8 vs fp16 size: C (50 %)


def test_the_key_is_the_half_the_sentences_speak_of() -> None:
    assert SIZE.key == "C" and SIZE.options["C"] == "50%"


@pytest.mark.parametrize(
    "answer",
    [
        "砍一半再砍一半",
        "砍一半，再砍一半",
        "一半再一半",
        "一半再砍一半",
        "不到砍一半",
        "一半的一半",
        "不到一半",
    ],
)
def test_a_half_cut_again_or_compared_is_never_the_half(answer: str) -> None:
    assert grade(SIZE, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["砍一半", "体积砍一半", "少一半", "C，砍一半", "大概一半"])
def test_a_half_said_once_is_the_half(answer: str) -> None:
    result = grade(SIZE, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer
