"""A true/false mark hedged as true only in part, in name or in theory ("mostly true", "technically
true", "true in theory", "技术上是对的", "对，理论上") had been read as the mark, to confirm: the hedge
says the claim is not quite what the mark says, so where the key is the mark a candidate who meant
"not really" was graded correct. Each is asked again now; a plain mark, one made certain ("definitely
true") and a hedge word in a reason after the mark ("true, mostly because the cache grows") read as
before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)
HEDGED = [
    "mostly {K}",
    "technically {K}",
    "largely {K}",
    "{K}, mostly",
    "{K}, technically",
    "{K} in theory",
    "{K}, in theory",
    "theoretically {K}",
    "it's mostly {K}",
    "{K}，技术上",
    "技术上{K}",
    "{K}，理论上",
]
READ = ["{K}", "definitely {K}", "{K}, mostly because of the cache", "{K}. technically the cache grows"]


@pytest.mark.parametrize("template", HEDGED)
def test_a_hedged_truth_mark_is_never_correct(template: str) -> None:
    assert read_correct(TRUEFALSE, template) == []


@pytest.mark.parametrize("template", READ)
def test_a_plain_or_explained_truth_mark_reads(template: str) -> None:
    assert read_correct(TRUEFALSE, template) == [q.id for q in TRUEFALSE]


@pytest.mark.parametrize("mark", ["对", "错"])
def test_a_hedged_chinese_mark_is_asked_again(mark: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, f"技术上是{mark}的").verdict is not Verdict.CORRECT
        assert grade(question, f"{mark}，理论上").verdict is not Verdict.CORRECT
