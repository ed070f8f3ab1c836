"""Safety rules of the typed-answer reader (issue 30), each found where a wrong answer could grade
right or a clear answer was misread, tested in phrasings of their own on fixture questions and the
bank:

- two options joined as a list ("想要 C 与 D") are read as a whole: the option after the link is never
  chosen alone when the one before it was not, so a single choice never grades one of the two;
- a capital "A" followed by a rule-out word ("A eliminated", "A ruled out") is the option ruled out,
  never the English article: "A ruled out, C" reads C, and "C, A eliminated" rules out both, as a list
  closed by a rule-out does;
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import SIZES

SINGLE_BANK = [
    question for question in Catalog.load() if question.type is QuestionType.SINGLE and question.options
]
SIZES_KEY_C = SIZES.model_copy(update={"id": "fx-choice-sizes-c", "key": "C"})


@pytest.mark.parametrize("answer", ["想要 B 与 C", "就要 D 跟 C", "要B和C", "得要 A、C"])
def test_two_options_joined_after_a_bare_want_are_never_the_second_alone(answer: str) -> None:
    graded = grade(SIZES_KEY_C, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.choices != ["C"]


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_a_wrong_option_joined_before_the_key_is_never_correct(question: Question) -> None:
    key = question.key_text
    for wrong in (letter for letter in question.options if letter != key):
        for answer in (f"要 {wrong} 和 {key}", f"想要{wrong}与{key}", f"就要 {wrong}、{key}"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "answer", ["A ruled out, C", "A eliminated, so C", "A crossed out; C", "A excluded. C"]
)
def test_a_ruled_out_before_a_decision_reads_the_decision(answer: str) -> None:
    graded = grade(SIZES_KEY_C, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.understood.choices == ["C"]


@pytest.mark.parametrize("answer", ["C, A eliminated", "C, A ruled out", "A excluded"])
def test_a_ruled_out_closing_the_answer_leaves_no_choice(answer: str) -> None:
    graded = grade(SIZES_KEY_C, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_ruling_out_a_then_naming_an_option_is_correct_only_at_the_key(question: Question) -> None:
    for letter in question.options:
        for answer in (f"A excluded, {letter}", f"A ruled out, so {letter}", f"{letter}, A eliminated"):
            if grade(question, answer).verdict is Verdict.CORRECT:
                assert letter == question.key_text, (question.id, answer)
                assert answer != f"{letter}, A eliminated", (question.id, answer)  # both ruled out
