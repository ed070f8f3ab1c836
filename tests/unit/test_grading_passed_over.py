"""An option passed over or pointed past ("B直接pass", "B 直接 pass 掉", "B之外那个", "B以外的那个"):
ruled out, as "B 可以直接排除" is; a red team found them read as B, the key, to confirm. And a member of
a set said only roughly ("ABCDE B大概") holds it open, as "B可能" does (convention 5 of blind-16.yaml's
header: a hedge, incorrect): it was read as the set, the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = [q for q in curated_catalog() if q.servable]
SINGLE = [q for q in QUESTIONS if q.type is QuestionType.SINGLE]
MULTI = [q for q in QUESTIONS if q.type is QuestionType.MULTI]


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_an_option_passed_over_is_not_chosen(question: Question) -> None:
    for form in ["{}直接pass", "{} 直接 pass 掉", "{}之外那个", "{}以外的那个"]:
        answer = form.format(question.key)
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (answer, result.understood)


@pytest.mark.parametrize("question", MULTI, ids=lambda q: q.id)
def test_a_member_said_roughly_holds_the_set_open(question: Question) -> None:
    key = "".join(sorted(question.key))
    for member in key:
        result = grade(question, f"{key} {member}大概")
        assert result.verdict is not Verdict.CORRECT, (key, member, result.understood)
    assert grade(question, f"大概{key}").understood.choices == sorted(question.key)
