"""Option letters joined into a list with a measure word after them ("B项和C项", "A号、B号", "B，C项")
are two options, as "B和C" is: on a single choice never the first alone (incorrect, or asked again), on a
multiple choice the set. A letter alone with its measure word ("B项", "选B项") reads as it did, and one
closing the answer reads as the bare letter ("B和A，不对，A项" as "…，A").
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import QuestionType

BANK = [question for question in Catalog.load() if question.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]
MEASURES = ["项", " 项", "选项", "号", "个"]
JOINERS = ["和", "、", "，", ", ", "与", "及", " and ", "&"]
# the measure word after both letters, after the first alone, after the second alone
FORMS = ["{X}{m}{j}{Y}{m}", "{X}{m}{j}{Y}", "{X}{j}{Y}{m}"]


def _answers(first: str, second: str, measure: str, joiner: str) -> list[str]:
    return [form.format(X=first, Y=second, m=measure, j=joiner) for form in FORMS]


@pytest.mark.parametrize("measure", MEASURES)
@pytest.mark.parametrize("joiner", JOINERS)
def test_two_measured_letters_on_a_single_choice_are_never_the_first_alone(measure: str, joiner: str) -> None:
    assert SINGLES, "no single-choice question to loop over"
    for question in SINGLES:
        key = question.key_text
        other = next(label for label in sorted(question.options) if label != key)
        for first, second in ((key, other), (other, key)):  # the key first, and the key second
            for answer in _answers(first, second, measure, joiner):
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.rationale)


@pytest.mark.parametrize("measure", MEASURES)
@pytest.mark.parametrize("joiner", JOINERS)
def test_two_measured_letters_on_a_multiple_choice_are_the_set(measure: str, joiner: str) -> None:
    assert MULTIS, "no multiple-choice question to loop over"
    for question in MULTIS:
        key = sorted(question.correct_options)
        others = [label for label in sorted(question.options) if label not in key]
        pairs = [(key[0], key[1], True), (key[1], key[0], True)] if len(key) == 2 else []
        pairs += [(key[0], others[0], False), (others[0], key[0], False)] if others else []
        for first, second, right in pairs:
            for answer in _answers(first, second, measure, joiner):
                graded = grade(question, answer)
                assert (graded.verdict is Verdict.CORRECT) is right, (question.id, answer, graded.rationale)


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
