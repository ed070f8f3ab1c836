"""A choice written as a power with a negative exponent that equals an option ("2^-5" for
1/32) is that option, bare; a power glued to a figure that equals no option ("48^-1" of 48) and a sign
before it ("-2^5") are still asked again, as struck or worked-on answers are.
"""

from __future__ import annotations

import math

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

SINGLE = active_questions(QuestionType.SINGLE)


def _expected(question: Question, label: str) -> Verdict:
    return Verdict.CORRECT if label == question.key_text.strip() else Verdict.INCORRECT


def test_a_power_equal_to_an_option_is_that_option_bare() -> None:
    looped = 0
    for question in SINGLE:
        values = {label: value_of(text) for label, text in question.options.items()}
        for label, value in values.items():
            if value is None or value.unit is not None or not 0 < value.value < 1:
                continue
            exponent = math.log2(value.value)
            if exponent != int(exponent):
                continue
            looped += 1
            for answer in (f"2^{int(exponent)}", f"2^{int(exponent)}。"):
                graded = grade(question, answer)
                assert graded.verdict is _expected(question, label), (question.id, answer, graded.reading)
                assert not graded.needs_confirmation, (question.id, answer)
            graded = grade(question, f"-2^{-int(exponent)}")  # a sign before it: no notation of the figure
            assert graded.verdict is Verdict.INVALID, (question.id, graded.reading)
    assert looped >= 4


def test_a_power_glued_to_a_figure_that_equals_no_option_is_asked_again() -> None:
    looped = 0
    for question in SINGLE:
        values = [value_of(text) for text in question.options.values()]
        shares = {round(value.value, 12) for value in values if value is not None}
        for value in values:
            if value is None or value.value < 2 or value.value != int(value.value):
                continue
            if round(1 / value.value, 12) in shares:
                continue
            looped += 1
            for answer in (f"{int(value.value)}^-1", f"{int(value.value)}⁻¹", f"{int(value.value)}**-1"):
                graded = grade(question, answer)
                assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)
    assert looped >= 4
