"""A true mark said not to count as one ("不算对", "算不上对", "称不上正确", "不能算是对的"): false, as
"不太对" is; a red team found them read as 对. And the false mark asked in its yes-no form ("错不错？",
"正不正确？") is asked, its reply answering, as after "对不对？": "错不错？对" was read as 错
(the false key, to confirm) where it answers true, and "错不错？不错" (not wrong) too.
"没错没错" (said twice) asks nothing: true, as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_true_mark_not_counted_is_false(question: Question) -> None:
    for answer in ["不算对", "算不上对", "称不上正确", "不能算是对的", "谈不上对", "对不对？不算对"]:
        assert grade(question, answer).understood.truth is False, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_the_false_mark_asked_takes_the_reply(question: Question) -> None:
    assert grade(question, "错不错？对").understood.truth is True
    assert grade(question, "错不错？错").understood.truth is False
    assert grade(question, "正不正确？不正确").understood.truth is False
    assert grade(question, "没错没错").understood.truth is True
    for answer in ["错不错", "错不错？不错"]:
        assert grade(question, answer).verdict is Verdict.INVALID, answer
