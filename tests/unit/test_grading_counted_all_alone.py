"""Every option as a count and "全部" alone ("四项全部", blind batch 59): the whole set, to confirm.

"四项都对" and "这 4 个全部都对" were read, "四项全部" was not: the count's "全部" closing the answer
with no verb after it takes every option as well. The count must be the question's own ("三项全部" on
four options is no set), and a question or a denial after it ("四项全部？", "四项全部不对") is no choice.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import active_questions

MULTI = active_questions(QuestionType.MULTI)
QUALITY = {question.id: question for question in curated_catalog()}["seed002-38"]  # every option: ABCD
NUMERALS = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六"}


def test_the_question_takes_every_option() -> None:
    assert set(re.findall(r"[A-H]", QUALITY.key)) == set(QUALITY.options)


@pytest.mark.parametrize("answer", ["四项全部", "4 项全部", "四个全都"])
def test_the_count_and_all_alone_take_every_option(answer: str) -> None:
    result = grade(QUALITY, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (answer, result.verdict)


@pytest.mark.parametrize("answer", ["三项全部", "五项全部", "四项全部？", "四项全部不对"])
def test_another_count_a_question_or_a_denial_is_no_set(answer: str) -> None:
    assert grade(QUALITY, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", MULTI, ids=lambda question: question.id)
def test_every_option_is_correct_only_where_the_key_takes_every_option(question: Question) -> None:
    count = len(question.options)
    every = set(re.findall(r"[A-H]", question.key)) == set(question.options)
    for answer in (f"{NUMERALS.get(count, count)}项全部", f"{count} 个全部"):
        result = grade(question, answer)
        assert (result.verdict is Verdict.CORRECT) is every, (question.id, answer, result.verdict)
