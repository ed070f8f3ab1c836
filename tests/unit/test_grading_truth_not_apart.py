"""A lone 不 or 没 typed apart from the true/false mark it denies ("不 对", "我觉得 不 对", "没 错"): one
word, read as "不对", "没错" are. A red team found "不 对" read as 对 (true, to confirm), and "对 不 对"
(asked, spaced) read as 对 too. A mark asked with 不 apart ("对 不 对", "是 不 是") asks, as "对不对" does.
A 不 going on to another word ("不 对称量化也会") is no mark.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
FALSE = [
    "不 对",
    "不  对",
    "不\u3000对",
    "不 正确",
    "不 是",
    "我觉得 不 对",
    "不 对 因为常数是fp32",
    "不 对吧",
]
TRUE = ["没 错", "没 错的"]
ASKED = ["对 不 对", "对 不对", "错 不 错", "是 不 是", "正确 不 正确"]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_lone_not_apart_denies_the_mark(question: Question) -> None:
    for answer in FALSE:
        assert grade(question, answer).understood.truth is False, answer
    for answer in TRUE:
        assert grade(question, answer).understood.truth is True, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_asked_apart_is_no_answer(question: Question) -> None:
    for answer in ASKED:
        assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_alone_or_before_a_reason_is_as_before(question: Question) -> None:
    for answer in ["对", "对 常数会再量化", "对的 不是8bit也没关系"]:
        assert grade(question, answer).understood.truth is True, answer
    assert grade(question, "不 对称量化也会").understood.truth is not True
