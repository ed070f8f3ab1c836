"""A multiple choice answered one verdict per option throughout ("A yes, B yes, C no, D yes, E yes",
"A 对，B 不对，D 对", "A: yes, B: no"), each item a letter: the set of those kept, to
confirm — never the part the mention pass would read, which took a "no" before the next letter for a
correction ("C no, D yes" read D alone, "C 不对，D 对" D and what followed). Letters run together in order
("ABD 对，C 不对") are those options; run out of order ("BAD yes") they are a word.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._choice import stem_asks
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
MULTIS = [
    q
    for q in BANK
    if q.type is QuestionType.MULTI
    and len(q.key) >= 2
    and set(q.options) - set(q.key)
    and stem_asks(q.stem)[1]
]
FORMS = (
    ("{} yes", "{} no", ", "), ("{} yes", "{} no", "; "), ("{}: yes", "{}: no", ", "),
    ("{} 对", "{} 不对", "，"), ("{}：对", "{}：不对", "，"), ("{} correct", "{} wrong", ", "),
    ("{} ✓", "{} ✗", ", "),
)  # fmt: skip


def _said(question: Question, form: tuple[str, str, str], kept: set[str]) -> str:
    yes, no, link = form
    return link.join((yes if letter in kept else no).format(letter) for letter in question.options)


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_every_option_judged_reads_the_set_kept(question: Question) -> None:
    assert len(MULTIS) >= 10  # the loop checks something
    for form in FORMS:
        answer = _said(question, form, set(question.key))
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading)
        assert result.needs_confirmation, answer


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_wrong_option_kept_among_verdicts_is_never_dropped(question: Question) -> None:
    wrong = next(letter for letter in question.options if letter not in question.key)
    for form in FORMS:
        answer = _said(question, form, set(question.key) | {wrong})
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (question.id, answer, result.reading)
        assert wrong in (result.understood.choices or []) or result.verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_key_option_denied_among_verdicts_is_never_correct(question: Question) -> None:
    for form in FORMS:
        answer = _said(question, form, set(question.key) - {question.key_text[0]})
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (question.id, answer, result.reading)
        assert question.key_text[0] not in (result.understood.choices or []), answer


def test_letters_run_together_in_order_are_options_and_out_of_order_a_word() -> None:
    question = next(q for q in MULTIS if {"A", "B", "C", "D"} <= set(q.options))
    assert grade(question, "ABD 对，C 不对").understood.choices == ["A", "B", "D"]
    assert grade(question, "BAD yes, C no").verdict is Verdict.INVALID
