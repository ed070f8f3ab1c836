"""A true/false denial said twice, "不对不对" (issue 30: the fifty-sixth blind batch), is the denial, bare.

Its tail "对不对" is the A-not-A question form, so the answer was taken for a question back and asked
again. Where a clause starts, the doubled denial is now said once before any reader; "对不对" alone,
or the doubled denial asked ("不对不对？"), still asks. Looped over every true/false question.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

TRUE_FALSE = [question for question in curated_catalog() if question.type is QuestionType.TRUEFALSE]


def test_the_catalog_has_true_false_questions_of_both_keys() -> None:
    assert {question.truth for question in TRUE_FALSE} == {True, False}


@pytest.mark.parametrize("question", TRUE_FALSE, ids=lambda question: question.id)
def test_a_denial_said_twice_is_the_denial(question: Question) -> None:
    result = grade(question, "不对不对")
    assert result.verdict is verdict_for(question, False), question.id
    assert not result.needs_confirmation, question.id
    corrected = grade(question, "不对不对，是对的")  # a correction: its last mark, to confirm
    assert corrected.verdict is verdict_for(question, True) and corrected.needs_confirmation, question.id


@pytest.mark.parametrize("question", TRUE_FALSE, ids=lambda question: question.id)
def test_the_question_form_alone_or_asked_still_asks(question: Question) -> None:
    for asked in ("对不对", "对不对？", "是不是", "不对不对？", "对不对我不知道"):
        result = grade(question, asked)
        assert result.verdict is Verdict.INVALID, (question.id, asked, result.verdict)
