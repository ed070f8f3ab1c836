"""An option named in the second arm of an either/or (issue "Grading a typed answer"): "要么 D，要么是 C" read
C bare ("是 C" taken for a decision) and "不是 8x 就是 6x" read [6×hidden] bare ("8x" names no option), both
graded correct where the key was the second arm. One of two left open: a hedge, graded as "不是 C 就是 D"
is (incorrect, to confirm). Not a correction ("不是 D，是 C"), an option decided after the idiom ("…，我选
C"), nor the same option in both arms. Looped over every single choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]

HEDGED = (
    "要么 {other}，要么是 {key}",
    "要么 {other}，要么就是 {key}",
    "要么 {other}，或者是 {key}",
    "或者 {other}，或者是 {key}",
    "要么 {other}，要么选 {key}",
    "不是 {other} 就是 {key}",
    "either {other} or {key}",
)
KEPT = (
    "不是 {other}，是 {key}",
    "{other} 不对，是 {key}",
    "要么 {other}，要么是 {key}，我选 {key}",
    "要么 {key}，要么是 {key}",
)


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_key_in_a_second_arm_is_held_open(question: Question) -> None:
    letters = {
        "key": question.key,
        "other": next(letter for letter in question.options if letter != question.key),
    }
    for template in HEDGED:
        answer = template.format(**letters)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    for template in KEPT:
        answer = template.format(**letters)
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)


def test_a_count_that_names_no_option_in_the_first_arm() -> None:
    question = next(q for q in SINGLES if q.id == "seed000-10")  # D: [6×hidden]; C: [4×hidden]
    for answer in ("不是 8x 就是 6x", "不是 4x 就是 6x", "不是 8 倍就是 6 倍", "要么 8x，要么是 6x"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    for answer in ("6x，不是 8x", "6x"):
        assert grade(question, answer).verdict is Verdict.CORRECT, answer
