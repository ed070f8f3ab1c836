"""The rules written for the causes the fourteenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions and the bank.

- true/false: "伪" standing alone, "所言非虚", "真命题" / "假命题" (with "为" before them) are bare
  marks; a reason closed by "所以否" says false, for confirmation;
- a figure written with the division slash (U+2215) is a fraction as with "/".
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS

MERGES = Question(
    id="fx-fourteenth-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="梯度累积可以在不增加显存的前提下放大有效 batch。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("伪", False), ("伪。", False), ("所言不虚", True), ("所言非虚！", True), ("为真命题", True),
     ("假命题", False), ("为假命题", False)],
)  # fmt: skip
def test_marks_in_words_of_logic_are_bare(answer: str, truth: bool) -> None:
    graded = grade(MERGES, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("显存只跟单步 micro-batch 有关，所以是真命题", True), ("累积要多存一份梯度，所以否", False),
     ("步数多了而已，因此否。", False), ("这不是假命题", True)],
)  # fmt: skip
def test_a_reason_closed_by_a_verdict_word_says_that_word(answer: str, truth: bool) -> None:
    graded = grade(MERGES, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


TRUE_FALSE_BANK = [question for question in Catalog.load() if question.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_the_new_marks_grade_correct_only_against_their_own_key(question: Question) -> None:
    for answer, truth in (("伪", False), ("所言非虚", True), ("为假命题", False), ("所以否", False)):
        graded = grade(question, answer)
        if graded.verdict is Verdict.CORRECT:
            assert str(question.key).lower() == str(truth).lower(), (question.id, answer)


def test_no_in_the_middle_of_a_reason_is_no_verdict() -> None:
    graded = grade(MERGES, "所以否定了显存的说法？我还没想好")
    assert graded.verdict is not Verdict.INCORRECT or graded.needs_confirmation


@pytest.mark.parametrize(("answer", "verdict"), [("1∕32", Verdict.CORRECT), ("1∕64", Verdict.INCORRECT)])
def test_a_fraction_with_the_division_slash_is_a_fraction(answer: str, verdict: Verdict) -> None:
    graded = grade(FRACTIONS, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation
