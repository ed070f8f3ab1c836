"""A true/false verdict given only in part ("不全正确", "不完全是的", "半正确", "正确一半", "三分之一正确"):
never a verdict of true (a red team found each read as true, to confirm). "不全正确" and "不完全是的" say
what "不全对" says (a qualified false, to confirm); a share of truth ("半正确", "三分之一正确", "80%对")
takes no side and is asked again, as "半对" and "一半对" were. Every true/false question of the bank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
NOT_ALL = ["不全正确", "不完全正确", "不完全是的", "不全是的", "不完全是这样", "不全对", "不完全对"]
SHARES = [
    "半正确",
    "半错误",
    "正确一半",
    "错误一半",
    "对了一半",
    "三分之一正确",
    "2/3 正确",
    "百分之八十正确",
    "80%对",
]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_not_all_true_reads_as_not_all_right(question) -> None:  # type: ignore[no-untyped-def]
    for answer in NOT_ALL:
        graded = grade(question, answer)
        assert graded.understood.truth is False, answer
        assert graded.needs_confirmation, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_share_of_truth_is_asked_again(question) -> None:  # type: ignore[no-untyped-def]
    for answer in SHARES:
        assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_whole_marks_still_read(question) -> None:  # type: ignore[no-untyped-def]
    for answer, truth in [
        ("对", True),
        ("正确", True),
        ("是的", True),
        ("不是的", False),
        ("大体成立", True),
        ("八成是对的", True),
    ]:
        assert grade(question, answer).understood.truth is truth, answer
