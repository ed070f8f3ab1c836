"""A choice of figures followed by a step still to take, with no result ("D。哦还要除 4", "D，哦还要乘 2"):
the candidate says the working is not done, asked again; with a result after it ("…选 D。哦还要除 4，8")
the option of the result is read, and a step said as how the answer was reached ("B，每卡还得乘 2") is
left as it was.
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.status is Status.ACTIVE]
FIGURE_CHOICES = [
    q
    for q in BANK
    if q.type is QuestionType.SINGLE and all(re.fullmatch(r"\d+", text) for text in q.options.values())
]
STEPS = ("。哦还要除 {}", "，哦还要除以 {}", "。还得乘 {}", "。噢还要再乘 {}")


def test_questions_are_found() -> None:
    assert len(FIGURE_CHOICES) >= 5


def test_an_unfinished_step_after_an_option_is_asked_again() -> None:
    for question in FIGURE_CHOICES:
        for letter in question.options:
            for step in STEPS:
                answer = f"{letter}{step.format(2)}"
                assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_the_result_after_the_step_is_read() -> None:
    for question in FIGURE_CHOICES:
        key = str(question.key)
        value = int(question.options[key])
        double = next((letter for letter, text in question.options.items() if int(text) == value * 2), None)
        if double is None:
            continue
        result = grade(question, f"选 {double}。哦还要除 2，{value}")
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, question.id


def test_a_step_saying_how_it_was_reached_is_left() -> None:
    question = next(q for q in BANK if q.id == "seed002-07")  # 4 / 8 / 16 / 32, key B
    result = grade(question, "B，每卡还得乘 2")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation
