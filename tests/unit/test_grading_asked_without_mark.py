"""A question back typed with no question mark: opened by an interrogative adverb ("为什么是 A", "莫非对",
"凭什么选 B") or asking whether a choice will do ("选 A 可以吗", "ABCD 全选吗"): no answer, asked again (a
red team found each read as the answer, to confirm). The answer after such a question ("为什么是 A？因为
…，选 A") and an option offered ("A？", "A 吧？", "我选 A") keep their reading.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SERVED = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in SERVED if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
TRUEFALSE = [q for q in SERVED if q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", CHOICES, ids=lambda q: q.id)
def test_a_choice_asked_back_is_no_answer(question) -> None:  # type: ignore[no-untyped-def]
    for letters in {question.key_text, *question.options}:
        for answer in (
            f"选 {letters} 可以吗",
            f"莫非是 {letters}",
            f"为什么是 {letters}",
            f"{letters} 行吗？",
        ):
            assert grade(question, answer).verdict is Verdict.INVALID, answer
    if question.type is QuestionType.MULTI:
        for answer in (f"{question.key_text} 全选吗", "全选吗", "ABCD 全选吗"):
            assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", CHOICES, ids=lambda q: q.id)
def test_an_offer_or_an_answer_after_the_question_still_reads(question) -> None:  # type: ignore[no-untyped-def]
    key = question.key_text
    for answer in (f"{key}？", f"我选 {key}", f"为什么是 {key}？因为题目这么说，选 {key}"):
        assert grade(question, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_verdict_asked_back_is_no_answer(question) -> None:  # type: ignore[no-untyped-def]
    for answer in ("莫非对", "莫非错", "为什么对", "为什么错", "凭什么对", "莫非是对的"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
    assert grade(question, "对吧").understood.truth is True
