"""A "不" ending a word before a sign ("要不 ✅ 吧", "差不 ❌") had been read as denying the sign, so a
wrong answer was graded correct (to confirm). Only a negation opening its clause, or after a belief
("我觉得不 ✅"), denies the sign now; after another word it is asked again, either way round.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


@pytest.mark.parametrize(
    "answer", ["要不 ✅ 吧", "要不 ❌ 吧", "差不 ❌", "差不 ✅", "这个不❌", "说法没 ✅"]
)
def test_a_negation_after_a_word_is_asked_again(answer: str) -> None:
    assert TRUEFALSE
    read = [q.id for q in TRUEFALSE if grade(q, answer).verdict is not Verdict.INVALID]
    assert not read, answer


@pytest.mark.parametrize(
    ("answer", "says"), [("不✅", False), ("没 ❌", True), ("我觉得不 ✅", False), ("对，不❌", True)]
)
def test_a_negation_opening_its_clause_still_denies_the_sign(answer: str, says: bool) -> None:
    assert TRUEFALSE
    misread = [q.id for q in TRUEFALSE if grade(q, answer).verdict is not verdict_for(q, says)]
    assert not misread, answer
