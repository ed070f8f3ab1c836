"""A verdict against a limit denied or asked in its clause is no verdict (issue "Grading a typed answer").

Options judged each against a limit are read as the one within (``_figure_verdicts``). A verdict the
clause denies before it ("48 也不在以内", "64 不会 OOM", "我不觉得 64 超了"), after it ("说 64 超了是
错的"), or asks as A-not-A ("64 够不够"), says nothing of the option: the last two had been read as said,
and another option said not over read as the key. A word that holds a negating character but negates
nothing ("不过 48 以内", "64 头差不多 12.9G 超了") is no negation before the verdict: both had been asked
again since 6d16385c.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
FOUR_SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) == 4]


def test_a_verdict_denied_or_asked_is_never_read_as_the_key() -> None:
    question = QUESTIONS["seed000-04"]  # at most 10 GB: A 32, B 48 (the key), C 64, D 80
    for wrong in (
        "64 超了，48 也不在以内",  # both over
        "64 超了，48 也不在 10G 以内",
        "64 超了，48 也没有放得下",
        "64 不会超了，48 以内",  # both within: the larger, 64
        "64 应该不会超了，48 也在以内",
        "64 不会 OOM，48 以内",
        "64 没 OOM，48 也以内",
        "我不觉得 64 超了，48 以内",
        "说 64 超了是错的，48 以内",
        "64 够不够？48 以内",
        "64 够不够，48 以内",
        "64 超了，不过 48 也不在以内",
    ):
        assert grade(question, wrong).verdict is not Verdict.CORRECT, wrong


def test_the_nearest_verdicts_said_are_still_read() -> None:
    question = QUESTIONS["seed000-04"]
    for said in (
        "64 头要 12.9G 超了，48 头 9.7G 还在 10G 以内",
        "64 头差不多 12.9G 超了，48 以内",  # "差不多", "不过" deny nothing
        "64 超了，不过 48 以内",
        "64 头不够用，48 够用",  # the negation inside the verdict's own word
        "64 超了，48 没超",
        "64 超了会报错，48 以内",
    ):
        result = grade(question, said)
        assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "B", True), (
            said
        )


@pytest.mark.parametrize("question", FOUR_SINGLES, ids=lambda question: question.id)
def test_the_key_denied_within_is_never_the_reading(question: Question) -> None:
    key = question.key
    other = next(letter for letter in question.options if letter != key)
    assert grade(question, f"{other} 超了，{key} 也不在以内").verdict is not Verdict.CORRECT, question.id
    assert grade(question, f"{other} 不会超了，{key} 以内").verdict is not Verdict.CORRECT, question.id
    result = grade(question, f"{other} 超了，{key} 还在以内")
    assert (result.verdict, result.reading) == (Verdict.CORRECT, key), question.id
