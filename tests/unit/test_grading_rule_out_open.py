"""An option said not to be ruled out, or asked whether it can be (issue "Grading a typed answer", the
red team's classes: "B 不能 排除", "B 能不能 排除" were read as B chosen, to confirm): no commitment, asked
again on every choice, whether the option is said alone, after a set ("A、D，B 不能排除": a member kept
open) or before it ("不能排除 C"). An option ruled out ("B 可以排除", "排除 C，A") stays ruled out.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable and q.type.is_choice]
WITH_WRONG = [q for q in BANK if set(q.options) - set(q.key)]

OPEN_AFTER = (
    "{} 不能 排除",
    "{} 能不能 排除",
    "{} 不能排除",
    "{}能不能排除？",
    "{} 可以排除吗",
    "{} 无法排除",
    "{} 排除不了",
    "{} 也不排除",
    "{} can't be ruled out",
    "{}, can't rule it out",
)
OPEN_BEFORE = ("不能排除 {}", "也不排除 {}", "can't rule out {}")


@pytest.mark.parametrize("question", BANK, ids=lambda question: question.id)
def test_the_key_held_open_by_ruling_out_is_asked_again(question: Question) -> None:
    assert len(BANK) >= 40  # the loop checks something
    for form in OPEN_AFTER + OPEN_BEFORE:
        answer = form.format(question.key_text)
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_another_option_held_open_beside_the_key_is_asked_again(question: Question) -> None:
    other = next(letter for letter in question.options if letter not in question.key_text)
    for form in ("{key}，{other} 不能排除", "{key}，不能排除 {other}", "{key}, {other} can't be ruled out"):
        answer = form.format(key="、".join(question.key_text), other=other)
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_an_option_ruled_out_beside_the_key_keeps_the_key(question: Question) -> None:
    # the neighbours: ruling out said plainly is a rule-out, the key read as before
    other = next(letter for letter in question.options if letter not in question.key_text)
    for form in ("{key}，{other} 可以直接排除", "{key}，排除 {other}"):
        answer = form.format(key="、".join(question.key_text), other=other)
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading)
