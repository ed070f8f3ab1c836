"""A bare true/false mark closed by a gesture that says the same (issue 30: the fifty-fourth and
fifty-fifth blind batches' "是 👍", "FALSE 🙅", "nope 🙅", "对滴 👍"): the bare mark, graded without
confirmation, with a skin tone or a gender on the gesture too.

The nearest wrong readings stay out: a no-gesture on a true mark ("对 🙅") refuses it, and an approving
one on a false mark ("错 👍") is not dropped, a gesture alone is no answer (but 🙆 and 🙅, marks of their
own: ``test_grading_gesture_marks``), a mark with a reason before the gesture is read as it stands, and
"没毛病👌" stays a sentence, as the labels have it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

CLAIM = "梯度累积 4 步与 4 倍 batch 在数学上完全等价（不考虑 BatchNorm）。"
TRUE_CLAIM = Question(id="fx-sign-true", bank="fx", type=QuestionType.TRUEFALSE, stem=CLAIM, key="true")
FALSE_CLAIM = TRUE_CLAIM.model_copy(update={"id": "fx-sign-false", "key": "false"})


@pytest.mark.parametrize("answer", ["是 👍", "对滴 👍", "对👌", "true 👍👍", "对 👍🏽"])
def test_a_true_mark_with_an_approving_gesture_is_bare(answer: str) -> None:
    graded = grade(TRUE_CLAIM, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert grade(FALSE_CLAIM, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize("answer", ["nope 🙅", "FALSE 🙅", "错 🙅\u200d♂️", "不对 🙅🏻\u200d♀️"])
def test_a_false_mark_with_the_no_gesture_is_bare(answer: str) -> None:
    graded = grade(FALSE_CLAIM, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert grade(TRUE_CLAIM, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize("answer", ["对 🙅", "是 🙅", "是 👍🙅", "👍", "不等价，因为学习率 🙅"])
def test_a_gesture_that_disagrees_or_stands_alone_is_no_answer(answer: str) -> None:
    assert grade(TRUE_CLAIM, answer).verdict is Verdict.INVALID, answer
    assert grade(FALSE_CLAIM, answer).verdict is Verdict.INVALID, answer


def test_an_approving_gesture_on_a_false_mark_or_beside_a_sentence_is_kept() -> None:
    assert grade(FALSE_CLAIM, "错 👍").needs_confirmation  # not dropped: read as it was
    assert grade(TRUE_CLAIM, "没毛病👌").needs_confirmation


# the eighty-fourth blind batch's "👍🏻 对": the gesture before the mark says as much as after it
@pytest.mark.parametrize("answer", ["👍🏻 对", "👍 是", "😊 对", "👍 对 👍", "🙆 true"])
def test_a_gesture_before_a_true_mark_is_bare_too(answer: str) -> None:
    graded = grade(TRUE_CLAIM, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert grade(FALSE_CLAIM, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize("answer", ["🙅 错", "🙅🏻\u200d♀️ 不对"])
def test_the_no_gesture_before_a_false_mark_is_bare(answer: str) -> None:
    graded = grade(FALSE_CLAIM, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer


@pytest.mark.parametrize("answer", ["🙅 对", "👎 对", "🤔 对", "👍 错", "👍🏻 对吧", "👍🏻 没毛病", "😏 对"])
def test_a_gesture_before_that_disagrees_doubts_or_mocks_is_not_dropped(answer: str) -> None:
    graded = grade(TRUE_CLAIM, answer)
    assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, answer
    graded = grade(FALSE_CLAIM, answer)
    assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, answer
