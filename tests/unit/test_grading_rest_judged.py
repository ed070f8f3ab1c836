"""On a stem asking for the wrong option, "除了 A 其他都不对" is ambiguous: asked again.

It said either that A is the answer or that A is the one right statement and the others the wrong
ones; it was read as A. A rest left unchosen ("其他都不选") still chooses A, and on a stem asking for
the right option the judgement reads A as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.choice_questions import WORDS  # a single choice, key A

ASKS_WRONG = WORDS.model_copy(update={"stem": "关于增加副本后的查询复杂度，以下说法错误的是"})


@pytest.mark.parametrize("answer", ["除了 A 其他都不对", "除了 A 其他都错", "除了 A 其他都不行"])
def test_the_rest_judged_on_a_stem_asking_the_wrong_one_is_asked_again(answer: str) -> None:
    graded = grade(ASKS_WRONG, answer)
    assert graded.verdict is Verdict.INVALID, graded.reading


@pytest.mark.parametrize("answer", ["除了 A 其他都不选", "除了 A 其他都排除"])
def test_the_rest_left_unchosen_still_chooses(answer: str) -> None:
    graded = grade(ASKS_WRONG, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A")


@pytest.mark.parametrize("answer", ["除了 A 其他都不对", "除了 A 其他都错"])
def test_the_rest_judged_on_a_stem_asking_the_right_one_reads_as_before(answer: str) -> None:
    graded = grade(WORDS, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A")


@pytest.mark.parametrize(
    "answer", ["A 以外都不对", "A 以外都错", "只有 A 对", "只有 A 是对的", "只有 A 正确", "only A is correct"]
)
def test_one_judged_against_the_rest_on_a_stem_asking_the_wrong_one_is_asked_again(answer: str) -> None:
    graded = grade(ASKS_WRONG, answer)
    assert graded.verdict is Verdict.INVALID, graded.reading


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (ASKS_WRONG, "只有 A"),
        (ASKS_WRONG, "A 以外都不选"),
        (ASKS_WRONG, "选 A，其他都对"),
        (WORDS, "A 以外都不对"),
        (WORDS, "只有 A 对"),
        (WORDS, "only A is correct"),
    ],
)
def test_one_chosen_or_judged_on_a_stem_asking_the_right_one_still_reads(
    question: Question, answer: str
) -> None:
    graded = grade(question, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A")
