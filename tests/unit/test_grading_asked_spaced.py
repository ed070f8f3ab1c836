"""A space after 吗 closes a question as its mark does ("B吗 不是 A" as "B吗？不是 A"), on a choice. A red
team found "B吗 不是 A" read as B, the key, to confirm: the question ran on into its reply. The question
left unanswered still asks; a reply choosing another reads it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SINGLE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_asked_then_denied_is_no_key(question: Question) -> None:
    wrong = next(label for label in question.options if label != question.key)
    for answer in [f"{question.key}吗 不是 {wrong}", f"{question.key}吗 不是{wrong}", f"{question.key}吗 不"]:
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (answer, result.understood)
    assert grade(question, f"是{wrong}吗 我选{question.key}").understood.choices == [question.key]
    assert grade(question, f"{question.key}吗 是的").understood.choices == [question.key]
