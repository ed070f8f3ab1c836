"""A verdict character inside a word that is no verdict: "不会报错" (it will not error), "错误码", "纠错",
"对偶", "对方". The mark patterns look at characters, so the 错 of "报错" had read as "false" and the 对
of "对方" as "true" (a wrong answer graded right on a question of the other key); such words are now
found on jieba's boundaries and read as no mark. The verdicts that hold the same characters ("全错",
"答错", "判错", "错误", "说得对") are still read, and so are marks beside the words. Looped over every
true/false question, both keys.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

TRUEFALSE = [q for q in Catalog.load() if q.type is QuestionType.TRUEFALSE]
NO_VERDICT = (
    "报错",
    "出错",
    "纠错",
    "错误码",
    "错误信息",
    "容错",
    "排错",
    "交错",
    "对偶",
    "对方",
    "应对",
    "对冲",
)
FRAMES = ("{w}", "会{w}", "不会{w}", "这样写会{w}", "有{w}", "没有{w}")
TERMS = (
    "false positive",
    "false positives",
    "False Negative",
    "true positive",
    "true negatives",
    "false sharing",
)
STILL_THERE = (  # a subject of a sentence on a word that is no verdict; each is no verdict either
    "对象", "对齐", "对比", "相对", "针对", "是否", "真实", "假设", "is_true", "falsey", "return_false",
)  # fmt: skip


def _truth(question: Question, answer: str) -> bool | None:
    return grade(question, answer).understood.truth


def test_both_keys_are_looped() -> None:
    assert {q.truth for q in TRUEFALSE} == {True, False}


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_word_holding_a_mark_is_no_verdict(question: Question) -> None:
    for word in NO_VERDICT + STILL_THERE:
        for frame in FRAMES:
            answer = frame.format(w=word)
            assert _truth(question, answer) is None, answer
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_an_english_term_opening_on_a_verdict_word_is_none(question: Question) -> None:
    for term in TERMS:
        for answer in (term, f"会增加 {term}", f"{term} 变多了", f"it raises {term} rates"):
            assert _truth(question, answer) is None, answer
        for answer, truth in ((f"false, {term} 变多", False), (f"true，{term} 没变", True), ("False", False)):
            assert _truth(question, answer) is truth, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_beside_such_a_word_is_still_read(question: Question) -> None:
    for word in NO_VERDICT:
        for answer, truth in (
            (f"错，会{word}", False),
            (f"对，不会{word}", True),
            (f"不对，会{word}", False),
        ):
            assert _truth(question, answer) is truth, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_verdicts_holding_the_same_characters_are_still_read(question: Question) -> None:
    for answer, truth in (
        ("全错", False), ("判错", False), ("错误", False), ("大错特错", False), ("错得离谱", False),
        ("说得对", True), ("没错", True), ("对", True), ("错", False), ("错的", False),
        ("挑得出错", False), ("找得出错", False),
    ):  # fmt: skip
        assert _truth(question, answer) is truth, answer
