"""An answer given for another question ("上一题选 B", "前一题我选了 B", "the previous question: B") had
been read as this one's, to confirm, and graded correct where the letter happened to be this one's key:
what the candidate meant is not an answer here. It is asked again now, on every closed type; an answer
said to be this question's too ("这题也选 B", "跟上一题一样，B", "上一题选 A，这题选 B") reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions

CLOSED = active_questions(QuestionType.SINGLE, QuestionType.MULTI, QuestionType.TRUEFALSE)
FOR_ANOTHER = [
    "上一题选 {K}",
    "上一题是 {K}",
    "前一题我选了 {K}",
    "上题 {K}",
    "{K}（上一题的答案）",
    "the previous question: {K}",
]
FOR_THIS_TOO = ["这题也选 {K}", "跟上一题一样，{K}", "上一题选 {K}，这题也是"]


@pytest.mark.parametrize("template", FOR_ANOTHER)
def test_an_answer_for_another_question_is_never_correct(template: str) -> None:
    assert CLOSED
    made_correct = [
        q.id for q in CLOSED if grade(q, template.format(K=q.key_text.strip())).verdict is Verdict.CORRECT
    ]
    assert not made_correct


@pytest.mark.parametrize("template", FOR_THIS_TOO)
def test_an_answer_said_for_this_question_too_is_read(template: str) -> None:
    singles = [q for q in CLOSED if q.type is QuestionType.SINGLE]
    for question in singles:
        assert grade(question, template.format(K=question.key_text.strip())).verdict is Verdict.CORRECT
