"""A negation of a quantity before an option's figure ("没 5%", "没有 5%", "没到 5%", "未达 5%", "no 5%",
"below 5%"): "not" or "less than" the figure, never the figure chosen. A red team found "没 5%" read as
the option 5%, to confirm, where "不是 5%" was asked again. And a number sign on options that are
figures ("No 1", "No. 4"): the place, the figure, or "no, 1"? Neither is read.

Generated over every choice question (single and multiple) whose options are all figures, with each
option's figure (the key's and the wrong ones'); the neighbours that still choose are generated alike.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

FIGURED = [
    question
    for question in curated_catalog()
    if question.servable
    and question.type in (QuestionType.SINGLE, QuestionType.MULTI)
    and question.options
    and all(value_of(option) is not None for option in question.options.values())
]

DENIED = [
    "没 {f}",
    "没{f}",
    "没有 {f}",
    "偏差没有 {f} 那么多",
    "没到 {f}",
    "未到 {f}",
    "未达 {f}",
    "no {f}",
    "below {f}",
]
DENIED += ["under {f}", "不到 {f}", "less than {f}", "不是 {f}", "not {f}"]


def _ids(question: Question) -> str:
    return question.id


def test_there_are_questions_of_figures() -> None:
    assert len(FIGURED) >= 10


@pytest.mark.parametrize("question", FIGURED, ids=_ids)
def test_a_figure_negated_before_is_never_chosen(question: Question) -> None:
    for label, figure in question.options.items():
        for template in DENIED:
            answer = template.format(f=figure)
            graded = grade(question, answer)
            assert label not in (graded.understood.choices or ()), answer
            assert graded.verdict is Verdict.INVALID, answer  # nothing else said: asked again


@pytest.mark.parametrize("question", FIGURED, ids=_ids)
def test_another_figure_after_the_denied_one_is_chosen(question: Question) -> None:
    for label, figure in question.options.items():
        other = next(each for each in question.options if each != label)
        for template in ("没 {f}，是 {g}", "没有 {f}，选 {g}"):
            answer = template.format(f=figure, g=question.options[other])
            graded = grade(question, answer)
            assert list(graded.understood.choices or ()) == [other], answer
        graded = grade(question, f"没 {figure}，选 {other}")
        assert list(graded.understood.choices or ()) == [other]


@pytest.mark.parametrize("question", FIGURED, ids=_ids)
def test_the_figure_said_plainly_or_without_a_negation_is_still_read(question: Question) -> None:
    for label, figure in question.options.items():
        for answer in (figure, f"是 {figure}", f"没错，{figure}", f"没问题，是 {figure}"):
            graded = grade(question, answer)
            assert list(graded.understood.choices or ()) == [label], answer


@pytest.mark.parametrize("question", FIGURED, ids=_ids)
def test_a_number_sign_on_figures_is_asked_again(question: Question) -> None:
    # "No 2" may be "no, 2"; "No. 2" (the abbreviation) and "#2" are the place, as on options in words
    for place in range(1, len(question.options) + 1):
        for answer in (f"no {place}", f"No {place}"):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, answer
        for answer in (f"No. {place}", f"#{place}"):
            graded = grade(question, answer)
            assert graded.understood.choices == [list(question.options)[place - 1]], answer


def test_a_number_sign_on_options_in_words_is_still_a_place() -> None:
    question = next(
        question
        for question in curated_catalog()
        if question.servable
        and question.type is QuestionType.SINGLE
        and not any(value_of(option) is not None for option in question.options.values())
    )
    for answer, label in (("No. 3", "C"), ("#2", "B"), ("No 1", "A")):
        assert list(grade(question, answer).understood.choices or ()) == [label], answer


def test_a_letter_after_a_negation_of_a_quantity_is_left_to_the_letter_reader() -> None:
    question = next(question for question in FIGURED if question.type is QuestionType.SINGLE)
    for answer in ("没 B", "没有 B"):
        assert "B" not in (grade(question, answer).understood.choices or ()), answer
