"""The inaccurate one named as such ("不准确的是 A", "B，不准确的是 A") rules A out, as "错的是 A" and
"不正确的是 A" do: it was read as choosing A, so a wrong answer naming the key inaccurate was correct and a
right one ("A，不准确的是 B") incorrect. On a question whose stem asks for the one that is not (where "错的
是 A" chooses A) it reads as those do.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
POWERS = {q.id: q for q in BANK}["seed000-11"]  # A 16, B 32, C 64, D 128; key A


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter not in question.key)


def _wrong_one_ruled_out(question: Question) -> bool:
    return grade(question, f"{_other(question)}，错的是 {question.key}").verdict is not Verdict.CORRECT


def test_most_singles_rule_the_wrong_one_named_out() -> None:
    assert sum(map(_wrong_one_ruled_out, SINGLES)) >= len(SINGLES) - 3


# a stem asking for the one that is not ("错的是 A" chooses A there) is left out
@pytest.mark.parametrize(
    "question", [q for q in SINGLES if _wrong_one_ruled_out(q)], ids=lambda question: question.id
)
def test_the_key_named_inaccurate_is_never_correct(question: Question) -> None:
    other = _other(question)
    for answer in ("不准确的是 {k}", "{o}，不准确的是 {k}", "{o}。不准确的是 {k}", "{o}，不准确的选项是 {k}"):
        result = grade(question, answer.format(k=question.key, o=other))
        assert result.verdict is not Verdict.CORRECT, (question.id, answer, result)


@pytest.mark.parametrize("answer", ["A，不准确的是 B", "A。不准确的是 B", "A，不准确的选项是 B"])
def test_the_key_chosen_beside_another_named_inaccurate_is_not_wrong(answer: str) -> None:
    assert grade(POWERS, answer).verdict is not Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["A，B 不准确", "A，不对的是 B", "A，错的是 B"])
def test_the_nearest_right_sentences_read(answer: str) -> None:
    assert grade(POWERS, answer).verdict is Verdict.CORRECT
