"""Option letters joined into a list with a measure word after them ("B项和C项", "A号、B号", "B，C项")
are two options, as "B和C" is: on a single choice never the first alone (incorrect, or asked again), on a
multiple choice the set. A letter alone with its measure word ("B项", "选B项") reads as it did, and one
closing the answer reads as the bare letter ("B和A，不对，A项" as "…，A").

The two sweeps take each measure word × joiner (a test of its own, so every pair of them is graded) a
slice of every question × order × form (``tests/helpers/covering.py``), and the slices of any ten (on a
single choice) or nine (on a multiple choice) consecutive tests take all of it. What the reader combines
is the measure word and the joiner (the gap between the letters, ``_measured_letters._JOINED``), with
where the measure word stands (the form) and the letters it stands after: which comes first, the key or
the other (on a multiple choice: the key's two letters either way, or a key letter and a wrong one either
way). So each test meets every form with every order or kind (``slice_of`` checks it), and on a single
choice every key letter and every pair of letters said; a question adds only its letters (its options'
texts are not in the answer), and still meets every measure word, joiner, order and form somewhere.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]
MEASURES = ["项", " 项", "选项", "号", "个"]
JOINERS = ["和", "、", "，", ", ", "与", "及", " and ", "&"]
# the measure word after both letters, after the first alone, after the second alone
FORMS = ["{X}{m}{j}{Y}{m}", "{X}{m}{j}{Y}", "{X}{j}{Y}{m}"]


class Case(NamedTuple):
    """Two letters said on a question in one form, with what the sweep asserts of them."""

    question: Question
    first: str
    second: str
    kind: str  # which letters, in which order: the key first or second; the key's two, a key and a wrong
    form: str
    right: bool = False  # the set, on a multiple choice

    def answer(self, measure: str, joiner: str) -> str:
        return self.form.format(X=self.first, Y=self.second, m=measure, j=joiner)


def _index(measure: str, joiner: str) -> int:
    """The test's place in its sweep, by measure word, then joiner: so the cases of each question, a
    slice apart, meet every measure word and every joiner."""
    return MEASURES.index(measure) * len(JOINERS) + JOINERS.index(joiner)


def _other(question: Question) -> str:
    return next(label for label in sorted(question.options) if label != question.key_text)


# by order, then question, the forms turned by one under each question: every tenth case meets every
# order × form, key letter and pair of letters said
SINGLE_CASES = [
    Case(question, *((key, other) if key_first else (other, key)), f"the key {order}", form)
    for key_first, order in ((True, "first"), (False, "second"))
    for question, form in turned(SINGLES, FORMS)
    for key, other in [(question.key_text, _other(question))]
]
SINGLE_SLICES = 10  # the product four times over among the 40 tests


def _multi_pairs(question: Question) -> list[tuple[str, str, str, bool]]:
    key = sorted(question.correct_options)
    others = [label for label in sorted(question.options) if label not in key]
    pairs = (
        [(key[0], key[1], "the key", True), (key[1], key[0], "the key turned", True)] if len(key) == 2 else []
    )
    if others:
        pairs += [(key[0], others[0], "a key letter, a wrong one", False)]
        pairs += [(others[0], key[0], "a wrong letter, a key one", False)]
    return pairs


KINDS = ("the key", "the key turned", "a key letter, a wrong one", "a wrong letter, a key one")
# by kind, then form, then question: every ninth case meets every kind × form
MULTI_CASES = [
    Case(question, first, second, kind, form, right)
    for each in KINDS
    for form in FORMS
    for question in MULTIS
    for first, second, kind, right in _multi_pairs(question)
    if kind == each
]
MULTI_SLICES = 9  # the product four times over and more among the 40 tests


@pytest.mark.parametrize("measure", MEASURES)
@pytest.mark.parametrize("joiner", JOINERS)
def test_two_measured_letters_on_a_single_choice_are_never_the_first_alone(measure: str, joiner: str) -> None:
    assert SINGLES, "no single-choice question to loop over"
    axes = (
        lambda case: (case.kind, case.form),
        lambda case: case.question.key_text,
        lambda case: (case.first, case.second),
    )
    for case in slice_of(SINGLE_CASES, _index(measure, joiner), SINGLE_SLICES, axes):
        answer = case.answer(measure, joiner)
        graded = grade(case.question, answer)
        assert graded.verdict is not Verdict.CORRECT, (case.question.id, answer, graded.rationale)


@pytest.mark.parametrize("measure", MEASURES)
@pytest.mark.parametrize("joiner", JOINERS)
def test_two_measured_letters_on_a_multiple_choice_are_the_set(measure: str, joiner: str) -> None:
    assert MULTIS, "no multiple-choice question to loop over"
    axes = (lambda case: (case.kind, case.form),)
    for case in slice_of(MULTI_CASES, _index(measure, joiner), MULTI_SLICES, axes):
        answer = case.answer(measure, joiner)
        graded = grade(case.question, answer)
        assert (graded.verdict is Verdict.CORRECT) is case.right, (case.question.id, answer, graded.rationale)


@pytest.mark.parametrize("template", ["{K}项", "{K} 项", "选{K}项", "{K}号", "{K}选项", "{K}项，{W}项不对"])
def test_one_measured_letter_reads_as_before(template: str) -> None:
    for question in SINGLES:
        other = next(label for label in sorted(question.options) if label != question.key_text)
        answer = template.format(K=question.key_text, W=other)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.rationale)


def test_a_measure_character_opening_a_word_is_no_measure() -> None:
    question = SINGLES[0]
    other = next(label for label in sorted(question.options) if label != question.key_text)
    for answer in (f"{question.key_text}个人觉得, {other}不对", f"{question.key_text}，{other}项目不对"):
        assert grade(question, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize("measure", ["项", "号", " 项"])
def test_a_list_taken_back_to_a_measured_letter_reads_that_letter(measure: str) -> None:
    """ "B和A，不对，A项" is "…，A", as the answer without the measure word reads: the letter the list is
    corrected to, never the first of the list with the last one read denied."""
    for question in SINGLES:
        key = question.key_text
        other = next(label for label in sorted(question.options) if label != key)
        for wrong in (
            f"{key}和{other}，不对，{other}{measure}",
            f"{key}{measure}和{other}{measure}，不对，{other}{measure}",
        ):
            assert grade(question, wrong).verdict is not Verdict.CORRECT, (question.id, wrong)
        for right in (f"{other}和{key}，不对，{key}{measure}", f"{other}，不对，{key}{measure}"):
            assert grade(question, right).verdict is Verdict.CORRECT, (question.id, right)
        asked = f"{other}，不对，{key}{measure}吗"
        assert grade(question, asked).verdict is not Verdict.CORRECT, (question.id, asked)


@pytest.mark.parametrize("answer", ["A，不对，B项", "A，不对，B", "A，错了，B"])
def test_a_bare_take_back_is_never_a_denial_option_s_name(answer: str) -> None:
    # seed001-05's option D is "不存在": the "不" of "不对" was read as it, so "A，不对，B" read A、B、D
    result = grade({q.id: q for q in BANK}["seed001-05"], answer)
    assert result.understood.choices == ["B"], result
