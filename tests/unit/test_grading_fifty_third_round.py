"""The round on blind batch 53: "是嘞" is a colloquial yes, as "是滴" and "是哒" are.

嘞 joins the particles a true/false mark may carry: the mark reads as itself, bare, and its denial as the
denial; asked ("是嘞？", "是嘞吗") or hedged, it stays asked again. Looped over every true/false question.
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
def test_a_mark_with_lei_reads_as_the_mark(question: Question) -> None:
    for answer, says_true in (("是嘞", True), ("不是嘞", False), ("对嘞", True), ("错嘞", False)):
        result = grade(question, answer)
        assert result.verdict is verdict_for(question, says_true), (question.id, answer)
        assert not result.needs_confirmation, (question.id, answer)
    for asked in ("是嘞？", "是嘞吗", "好嘞", "嘞"):  # asked, or no mark: never a verdict
        result = grade(question, asked)
        assert result.verdict is Verdict.INVALID, (question.id, asked, result.verdict)
