"""A word of certainty after an option, or a vote before it, that says the opposite (review of the
reader round, finding 3): "甲无疑是错的", "甲无疑是陷阱", "甲妥了？" read the stem as chosen once a
certainty word could follow it, and "不投甲", "我不会投甲" once 投 could lead it; "A无疑是错的" and
"不投A" were read so by the letter path before. A certainty word now counts only where it closes its
clause, 无疑 may stand between an option and its denial, and a vote refused (不投, 别投, 不押, 不会投)
rules the option out. Such answers are asked again; the certainty said plainly still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct

SINGLE = active_questions(QuestionType.SINGLE)
BANK = {question.id: question for question in SINGLE}
STEMS = "甲乙丙丁戊己庚辛"
SAID_AGAINST = ["{K}无疑是错的", "{K}无疑问是错的", "{K}无疑是陷阱", "不投{K}", "我不会投{K}", "{K}妥了？"]
LETTER_AGAINST = ["{K}无疑是错的", "{K}无疑问是错的", "{K} 无疑是陷阱", "不投{K}", "我不会投{K}", "别投{K}"]


@pytest.mark.parametrize("question", ["seed000-08", "seed000-03"])
@pytest.mark.parametrize("template", SAID_AGAINST)
def test_a_stem_said_against_is_no_answer(question: str, template: str) -> None:
    stem = STEMS["ABCDEFGH".index(BANK[question].key_text.strip())]
    answer = template.format(K=stem)
    assert grade(BANK[question], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("template", LETTER_AGAINST)
def test_a_letter_said_against_on_every_single_choice(template: str) -> None:
    assert read_correct(SINGLE, template) == []


def test_a_stem_said_against_on_every_single_choice() -> None:
    lettered = [q for q in SINGLE if len(q.key_text.strip()) == 1 and q.key_text.strip() in "ABCDEFGH"]
    assert lettered
    for question in lettered:
        stem = STEMS["ABCDEFGH".index(question.key_text.strip())]
        for template in SAID_AGAINST:
            answer = template.format(K=stem)
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "answer", ["甲无疑", "甲妥了", "投甲", "选甲没跑了", "A无疑", "A 妥了", "A没跑了", "投A"]
)
def test_the_certainty_or_the_vote_said_plainly_still_reads(answer: str) -> None:
    graded = grade(BANK["seed000-08"], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
