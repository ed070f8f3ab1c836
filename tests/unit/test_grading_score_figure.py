"""A letter followed by a score-like figure (issue "Grading a typed answer"): "A 0分" on the question whose
option A is the figure 0 read A, and "B 16分" where A is 16 read A — "0分", "16 分" is a mark given, not the
option's figure said. Asked again; not an option's figure said bare ("A 16", "16"), and not minutes or a
fraction ("16 分钟", "三分之一" are no marks). Looped over every single choice whose options are bare figures.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BARE = [
    q
    for q in curated_catalog()
    if q.servable
    and q.type is QuestionType.SINGLE
    and all(re.fullmatch(r"\d+(?:\.\d+)?", option.strip()) for option in q.options.values())
]


def test_there_are_bare_figure_options() -> None:
    assert BARE, "no single choice whose options are bare figures"


@pytest.mark.parametrize("question", BARE, ids=lambda question: question.id)
def test_a_mark_is_no_figure_said(question: Question) -> None:
    figure = question.options[question.key].strip()
    other = next(letter for letter in question.options if letter != question.key)
    for answer in (
        f"{question.key} {figure}分",
        f"{other} {figure}分",
        f"{figure} 分",
        f"{question.key} 给 {figure} 分",
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    for answer in (f"{question.key} {figure}", figure, f"{figure}，{question.key}"):
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


def test_the_sentence_itself() -> None:
    question = next(q for q in curated_catalog() if q.id == "seed001-06")  # A: 0
    assert grade(question, "A 0分").verdict is Verdict.INVALID
    assert grade(question, "A 0").verdict is Verdict.CORRECT
