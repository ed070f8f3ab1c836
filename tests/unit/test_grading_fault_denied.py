"""A fault denied on a true/false (issue "Grading a typed answer"): "没什么大错", "没啥错", "没太大错误"
say the claim is (mostly) right. Before, the "错" or "大错" inside them was read as the false mark, so a
candidate saying "true" was graded as saying "false": correct on a false key, to confirm. Now:

- any fault denied ("没啥错", "没什么错误", "没有任何错误") is true, bare when it is the whole answer, as
  "没有错" and "没毛病" are;
- no big fault denied ("没什么大错", "没大错", "没太大错误", "没多少错") is true with a qualification, to
  confirm, never bare;
- "错不到哪去" (it can't be far wrong) is a mark turned, as "错不了" is: asked again;
- the fault itself stays false ("大错", "大错特错"), and a denial of the denial ("不是没有错") too.
Looped over every true/false of the bank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

TRUEFALSE = [q for q in curated_catalog() if q.type is QuestionType.TRUEFALSE]
NO_FAULT = ("没啥错", "没什么错误", "没有任何错误", "没有什么错")
NO_BIG_FAULT = (
    "没什么大错",
    "没大错",
    "没太大错误",
    "没多少错",
    "说得没什么大错",
    "这说法没什么大错，但是不严谨",
)
FAULT = ("大错", "大错特错", "不是没有错")


def test_both_keys_are_there() -> None:
    assert {q.key_text.strip() for q in TRUEFALSE} == {"true", "false"}


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_fault_denied_is_true(question: Question) -> None:
    for answer in NO_FAULT:
        graded = grade(question, answer)
        assert graded.verdict is verdict_for(question, True), answer
        assert not graded.needs_confirmation, answer  # the whole answer, as "没有错"
    for answer in NO_BIG_FAULT:
        graded = grade(question, answer)
        assert graded.verdict is verdict_for(question, True), answer
        assert graded.needs_confirmation, answer  # mostly right: a reading to confirm


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_the_fault_itself_stays_false(question: Question) -> None:
    for answer in FAULT:
        assert grade(question, answer).verdict is verdict_for(question, False), answer
    for answer in ("错不到哪去", "错不到哪里去", "错不了"):  # turned, not said: asked again
        assert grade(question, answer).verdict is Verdict.INVALID, answer
