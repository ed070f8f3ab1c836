"""A fallback opening a clause after the answer ("48，不行就 64", "48，64行不行，不行的话 64", "464GB，不够再
加"): the answer depends on whether one works, asked again (``_went_back``'s conditions). Not a self-asked
option answered no and the first kept ("48，64行不行，不行64要12.9G，还是48": 48 to confirm), nor a
reason mid-clause ("48，64 不行就排除了").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.status is Status.ACTIVE]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) >= 3]
FALLBACKS = ("不行就{}", "不行的话就{}", "不行的话{}", "不够就{}", "不够再{}", "行就{}")


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter != question.key)


def test_a_fallback_after_the_answer_is_asked_again() -> None:
    for question in SINGLES:
        other = _other(question)
        for fallback in FALLBACKS:
            for answer in (
                f"{question.key}，{fallback.format(other)}",
                f"{question.key}，{other}行不行，{fallback.format(other)}",
                f"{other}，{fallback.format(question.key)}",
            ):
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_the_option_kept_after_the_other_is_refused_is_read() -> None:
    question = next(q for q in BANK if q.id == "seed000-04")  # 32 / 48 / 64 / 80, key 48
    result = grade(question, "48，64行不行，不行64要12.9G，还是48")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation
    for answer in ("48，不行就64", "48，64行不行，不行就64", "48，64行不行，行就64", "64，不行就48"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_a_reason_mid_clause_is_no_fallback() -> None:
    question = next(q for q in BANK if q.id == "seed000-04")
    result = grade(question, "48，64 不行就排除了")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation
