"""A take-back, then another denied "too": "A，不对，B 也不对" says A is wrong and B as well, and no answer
is left; it read A, to confirm, on every single choice, as did "16，不对，32 也不对" on seed000-11
(16/32/64/128, key 16), which 539d614b's correction check passes by. Each is asked again; a correction
to an option ("B，不对，A"), and options denied after the answer without a take-back ("A，B 不对，C 也不
对"), still read.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import active_questions, wrong_options

SINGLE = [q for q in active_questions(QuestionType.SINGLE) if len(q.options) >= 3]
DENIED_TOO = ("{0}，不对，{1} 也不对", "{0}，错了，{1} 也错", "{0}，不对。{1} 也不是")


def test_there_are_questions_to_loop_over() -> None:
    assert len(SINGLE) >= 10


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_taken_back_then_another_denied_too_is_asked_again(question: Question) -> None:
    key = question.key_text.strip()
    first = wrong_options(question)[0]
    for answer in (form.format(key, first) for form in DENIED_TOO):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_a_correction_or_the_others_denied_still_read_the_key(question: Question) -> None:
    key = question.key_text.strip()
    first, second = wrong_options(question)[:2]
    for answer in (f"{first}，不对，{key}", f"{key}，{first} 不对，{second} 也不对"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.reading == key, (answer, graded.rationale)


@pytest.mark.parametrize("answer", ["16，不对，32 也不对", "16，不对，32 也错", "16。不对。32 也不对！"])
def test_the_keys_figure_taken_back_then_another_denied_too_is_asked_again(answer: str) -> None:
    graded = grade(curated_catalog().get("seed000-11"), answer)
    assert graded.verdict is Verdict.INVALID, graded.reading


def test_a_figure_corrected_to_the_key_still_reads() -> None:
    graded = grade(curated_catalog().get("seed000-11"), "32，不对，16")
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["A"]
