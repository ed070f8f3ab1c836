"""A denial said twice where a clause starts ("D，不对不对", "不是不是", "不行不行") is read as the
denial said once, by every reader (review of ca2f99f0).

Only the question-back reader knew the doubled form, so "D，不对不对" — an answer offered, then
taken back — read as D, where "D，不对" asks again. The doubled denial is now said once before any
reader when it closes the answer; after a word ("它不对不对") it is the A-not-A question form and
asks, and followed by a doubt ("不对不对我不确定") it asks as before ca2f99f0. "对吧，不对" takes the
reply, as "对吧？不对" does.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

QUESTIONS = {question.id: question for question in curated_catalog()}
TRUE_FALSE = [question for question in QUESTIONS.values() if question.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-05", "D，不对不对"),
        ("seed000-05", "D？不对不对"),
        ("seed000-05", "是 D，不对不对"),
        ("seed000-05", "D，不对不对！"),
        ("seed000-05", "8，不对不对"),
        ("seed000-05", "D，不是不是"),
        ("seed000-05", "D，不行不行"),
        ("seed000-05", "D 吧，不行不行"),
        ("seed000-05", "D 吧，不行"),
        ("seed000-05", "D，不对"),
        ("seed000-23", "ABDE，不对不对"),
        ("seed000-23", "A、B、D、E，不是不是"),
    ],
)
def test_an_option_taken_back_by_a_doubled_denial_asks_again(question_id: str, answer: str) -> None:
    result = grade(QUESTIONS[question_id], answer)
    assert result.verdict is Verdict.INVALID, (answer, result.verdict, result.reading)


@pytest.mark.parametrize(("question_id", "answer"), [("seed000-05", "D"), ("seed000-23", "ABDE")])
def test_the_option_alone_still_reads(question_id: str, answer: str) -> None:
    assert grade(QUESTIONS[question_id], answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize("question", TRUE_FALSE, ids=lambda question: question.id)
def test_a_true_false_offer_taken_back_reads_the_reply(question: Question) -> None:
    for answer in ("对吧，不对不对", "对吧，不对", "对吧？不对"):
        result = grade(question, answer)
        assert result.verdict is verdict_for(question, False), (question.id, answer)
        assert result.needs_confirmation, (question.id, answer)
    kept = grade(question, "对吧，对")
    assert kept.verdict is verdict_for(question, True), question.id


@pytest.mark.parametrize("question", TRUE_FALSE, ids=lambda question: question.id)
def test_a_doubled_denial_with_a_mark_is_a_conflict_as_the_single_one(question: Question) -> None:
    for answer in ("不对不对 ✅", "不对 ✅"):
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize("question", TRUE_FALSE, ids=lambda question: question.id)
def test_a_doubled_denial_after_a_word_or_before_a_doubt_asks(question: Question) -> None:
    for answer in ("它不对不对", "说它不对不对", "不对不对我不确定", "不对不对，没把握"):
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    assert grade(question, "不对不对").verdict is verdict_for(question, False), question.id
