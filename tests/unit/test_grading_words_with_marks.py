"""A verdict character inside a word that is no verdict: "不会报错" (it will not error), "错误码", "纠错",
"对偶", "对方". The mark patterns look at characters, so the 错 of "报错" had read as "false" and the 对
of "对方" as "true" (a wrong answer graded right on a question of the other key); such words are now
found on jieba's boundaries and read as no mark. The verdicts that hold the same characters ("全错",
"答错", "判错", "错误", "说得对") are still read, and so are marks beside the words. Looped over every
true/false question, both keys.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.type is QuestionType.TRUEFALSE]
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


# The two sweeps of words × frames below take a slice on each question (``slice_of``: every third answer
# from the question's own index). The reader reads a word where jieba cuts it, and the frame is what
# moves the cut; the question meets the answer through its stem (an answer that echoes or restates the
# claim). So each question meets every word and every frame, and any three questions in a row grade every
# word × frame between them, each three or four times over the ten. A mark misread is caught on a
# question of either key: the truth read is checked, not only the verdict.
WORD_SLICES = 3


def _words_in_frames(question: Question, words: Sequence[str], frames: Sequence[str]) -> list[str]:
    """This question's slice of ``frames`` × ``words``."""
    cases = turned(frames, words)
    axes = (lambda case: case[0], lambda case: case[1])
    mine = slice_of(cases, TRUEFALSE.index(question), WORD_SLICES, axes)
    return [frame.format(w=word) for frame, word in mine]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_word_holding_a_mark_is_no_verdict(question: Question) -> None:
    for answer in _words_in_frames(question, NO_VERDICT + STILL_THERE, FRAMES):
        graded = grade(question, answer)
        assert graded.understood.truth is None, answer
        assert graded.verdict is not Verdict.CORRECT, answer


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


# A listed word that jieba cuts the other way, its mark joined to the word beside it ("会试 / 错" for "会 /
# 试错", "不会错 / 峰" for "不会 / 错峰"): one edge is on jieba's cuts, and it is found there. "会试错" had
# read false and "会派对" true.
OTHER_WAY = ("会试错", "不会错峰", "会错峰执行", "会派对", "要比对一下", "需要试错", "这样会对冲", "对半")
# The words of jieba's dictionary holding 对 or 错 that were checked (every one of its words with either
# at a frequency of 30 or more, 172, less the verdicts): none is a verdict, wherever jieba cuts it so.
DICTIONARY_WORDS = (
    "对手", "错过", "校对", "对得起", "认错", "过错", "错觉", "错落", "错杂", "错综复杂", "对立", "对内",
    "对白", "对口", "对付", "对流", "对半", "犯错", "知错", "改错", "错乱", "错失", "错怪", "对准", "对策",
    "对视", "敌对", "结对", "背对", "愧对", "对峙", "对决", "对劲", "对岸", "对阵", "对子", "对局", "对仗",
    "对位", "对光", "对华", "对唱", "对垒", "死对头", "对弈", "对攻", "对敌", "对此", "对生", "对症", "对答",
    "对联", "对面", "对质", "作对", "两对", "电子对", "对角线", "对撞机", "无言以对", "门当户对",
    "阴差阳错", "将错就错", "盘根错节", "纵横交错", "冤假错案",
)  # fmt: skip
# Verdicts of the same shape, still read: a word of jieba's dictionary that says one ("对了", "没错",
# "说错", "大错特错"), and a mark that jieba leaves alone beside a word ("改成 / 对": no "成对", a pair).
STILL_VERDICTS = (
    ("对了", True), ("没错", True), ("说错了", False), ("答错", False), ("大错特错", False),
    ("太绝对了", False), ("这句话挑不出错", True), ("挑得出错", False), ("改成对", True),
    ("先说错……想想没问题，改成对", True), ("全错题目", False), ("对头", True), ("不太对", False),
    ("对的", True), ("错的", False), ("对吧", True), ("错啦", False), ("没说错", True),
)  # fmt: skip


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_word_cut_the_other_way_is_no_verdict(question: Question) -> None:
    for answer in OTHER_WAY:
        graded = grade(question, answer)
        assert graded.understood.truth is None, answer
        assert graded.verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_dictionary_word_holding_a_mark_is_no_verdict(question: Question) -> None:
    for answer in _words_in_frames(question, DICTIONARY_WORDS, ("{w}", "会{w}", "有{w}", "这是{w}")):
        graded = grade(question, answer)
        assert graded.understood.truth is None, answer
        assert graded.verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_verdicts_of_the_same_shape_are_still_read(question: Question) -> None:
    for answer, truth in STILL_VERDICTS:
        assert _truth(question, answer) is truth, answer
