"""A verdict said after an option's name and a word of its own text ("logQ 修正不对", ``_fragments``).

Found by the seventh red team: on seed001-02 (C: "未对采样概率做修正（logQ 修正）", the key) "logQ 修正不对",
"logQ 修正不是原因", "logQ 修正无关", "logQ 修正是错的" were read as C, to confirm: the name "logQ" was
the mention and "修正" stood between it and the denial, so the denial was not read ("logQ 修正 不对" was).
A Chinese word of two that goes on with the option's own text now carries the mention to a verdict after
it; not to a predicate that says what the option says ("no_sync 步数对不上").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
LOGQ = QUESTIONS["seed001-02"]  # key C: 未对采样概率做修正（logQ 修正）


@pytest.mark.parametrize(
    "answer",
    [
        "logQ 修正不对",
        "logQ 修正不是原因",
        "logQ 修正无关",
        "logQ 修正也不对",
        "logQ 修正是错的",
        "logQ修正不对",
    ],
)
def test_a_verdict_after_the_name_and_its_word_denies_it(answer: str) -> None:
    assert grade(LOGQ, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["logQ 修正", "logQ 修正吧", "logQ 修正对", "不是温度，是 logQ 修正"])
def test_the_name_and_its_word_alone_still_read_the_option(answer: str) -> None:
    graded = grade(LOGQ, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "C"), answer


def test_a_predicate_the_option_says_is_no_verdict() -> None:
    question = QUESTIONS["seed002-33"]  # key AC; C: the no_sync() steps differ between ranks
    graded = grade(question, "all_reduce 顺序不一致，还有 no_sync 步数对不上")
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A、C")


@pytest.mark.parametrize(
    "answer",
    ["logQ 修正根本不对", "logQ 修正肯定不对", "logQ 修正完全不对", "logQ 修正绝对不是",
     "logQ 修正我觉得不对", "logQ 修正不靠谱", "logQ 修正不相关", "logQ 修正不太可能", "logQ 修正站不住"],
)  # fmt: skip
def test_a_verdict_with_an_adverb_or_in_other_words_denies_the_option(answer: str) -> None:
    # found by the red team: each read as C, the key, to confirm
    assert grade(LOGQ, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer", ["logQ 修正肯定对", "logQ 修正绝对是", "logQ 修正我觉得是", "logQ 修正根本没做"]
)
def test_an_adverb_before_no_denial_keeps_the_option(answer: str) -> None:
    graded = grade(LOGQ, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "C"), answer
