"""An option tried with a question particle, then another named bare (issue "Grading a typed answer",
the red team's classes: "48 呢，64" was read as 64, "64 呢，48" and "48 吗，64" as 48, to confirm): the
candidate weighs two options and closes on neither: asked again, on every choice, by letter or by an
option's figure. A decision after the pause ("…，最后选 X", "…，不，X") is read as before, and so is the
same option answered ("48 呢？48").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable and q.type.is_choice]
WITH_WRONG = [q for q in BANK if set(q.options) - set(q.key)]
FIGURES = [
    q for q in WITH_WRONG if q.type.value == "single" and all(o.strip().isdigit() for o in q.options.values())
]

TRIED = (
    "{tried} 呢，{then}",
    "{tried}呢，{then}",
    "{tried} 呢？{then}",
    "{tried} 吗，{then}",
    "{tried} 呢，{then} 吧",
)


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter not in question.key)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_a_letter_tried_then_another_is_asked_again(question: Question) -> None:
    assert len(WITH_WRONG) >= 40  # the loop checks something
    key, other = question.key_text, _other(question)
    for form in TRIED:
        for tried, then in ((other, key), (key, other)):
            answer = form.format(tried=tried, then=then)
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", FIGURES, ids=lambda question: question.id)
def test_a_figure_tried_then_another_is_asked_again(question: Question) -> None:
    assert len(FIGURES) >= 3
    key, other = question.options[question.key_text], question.options[_other(question)]
    for form in TRIED:
        for tried, then in ((other, key), (key, other)):
            answer = form.format(tried=tried, then=then)
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_a_decision_after_the_pause_is_read(question: Question) -> None:
    key, other = question.key_text, _other(question)
    for answer in (f"{other} 呢，最后选 {key}", f"{key} 呢？{key}"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading)
    # the unsafe neighbour: a decision for the wrong option is never read as the key
    result = grade(question, f"{key} 呢，最后选 {other}")
    assert result.verdict is not Verdict.CORRECT, (question.id, result.reading)
