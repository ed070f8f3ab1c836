"""A true/false verdict, then a turn naming another width or number format than the claim's (issue "Grading
a typed answer"): "会再量化，但是到 FP16" of "…再量化为 8-bit" read 对 — the turn says the claim holds of
another value, which is not the claim judged. Asked again, whichever the verdict, as "支持，但不是 NVMe" is.
Not a turn naming the claim's own width ("…，但是到 8-bit", "…，但是 8 位"), a turn with no width, nor a
width said with no turn. Looped over every true/false question whose claim names a width or format.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

_WIDTH = re.compile(r"(?i)\b(?:fp16|bf16|int4|int8|\d+-bit)\b")
NAMED = [
    q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE and _WIDTH.search(q.stem)
]
WORDS = {"true": ("对", "错"), "false": ("错", "对")}


def test_there_are_claims_naming_a_width() -> None:
    assert NAMED, "no true/false claim names a width"


@pytest.mark.parametrize("question", NAMED, ids=lambda question: question.id)
def test_a_turn_to_another_width_is_asked_again(question: Question) -> None:
    right, _ = WORDS[question.key]
    own = _WIDTH.search(question.stem).group(0)  # type: ignore[union-attr]
    other = "fp32" if own.casefold() != "fp32" else "int8"
    for answer in (f"{right}，但是到 {other}", f"{right}，不过是 {other}", f"{right}，可是 {other.upper()}"):
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    for answer in (f"{right}，但是 {own}", f"{right}，但是要看情况", f"{right}"):
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


def test_the_sentence_itself() -> None:
    question = next(q for q in NAMED if q.id == "seed002-41")  # 4-bit constants re-quantised to 8-bit: true
    for answer in ("会再量化，但是到 FP16", "对，但是到 FP16", "会，但是是 fp8", "错，但是到 FP16"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
    for answer in ("会再量化，但是到 8-bit", "对，但是 8 位"):
        assert grade(question, answer).verdict is Verdict.CORRECT, answer
