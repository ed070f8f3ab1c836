"""A doubt then a conclusion after a space (issue "Grading a typed answer"): "不好说 所以是错的" states
false, as "不好说，所以是错的" does, to confirm; it was asked again, the doubt read as reaching the mark.
Not a doubt alone ("不好说"), a doubt of the mark itself ("不确定是不是错的"), nor a conclusion stating
nothing ("不确定 所以").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

TRUTHS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUTHS, ids=lambda question: question.id)
def test_a_conclusion_after_a_spaced_doubt_states_the_mark(question: Question) -> None:
    for doubt in ("不好说", "不确定", "说不好"):
        for conclusion, truth in (("所以是错的", False), ("所以是对的", True), ("但是错的", False)):
            for gap in (" ", "，"):
                answer = f"{doubt}{gap}{conclusion}"
                result = grade(question, answer)
                assert result.understood.truth is truth, (question.id, answer, result)
                assert result.needs_confirmation, (question.id, answer)
    for unread in ("不好说", "不确定是不是错的", "不确定 所以", "不好说 对不对"):
        assert grade(question, unread).verdict is Verdict.INVALID, (question.id, unread)
