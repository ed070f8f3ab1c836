"""Asking whether to choose ("ABDE 都选吗", "除了 C，其余都选吗"): a question back, never a reading.

Both had been read as the set to confirm: the choosing verb ("选") counted as a decision after the
question, though the clause closes on 吗, which asks it (``_asking``), as "答案是 B 吗" does. A decision
after the question ("…都选吗？我选 ABDE") or a tentative "吧" still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._asking import only_asks
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
CHOICES = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]


@pytest.mark.parametrize(
    "answer",
    [
        "ABDE 都选吗",
        "ABDE 都选吗？",
        "除了 C，其余都选吗",
        "除了 C，其余都选吗？",
        "选 ABDE 么",
        "我选 ABDE 吗",
    ],
)
def test_asking_whether_to_choose_is_asked_back(answer: str) -> None:
    assert only_asks(answer), answer
    result = grade(QUESTIONS["seed000-23"], answer)
    assert (result.verdict, result.reading) == (Verdict.INVALID, ""), answer


@pytest.mark.parametrize(
    "answer",
    [
        "ABDE 都选",
        "ABDE 都选吧",
        "选 ABDE 吧？",
        "除了 C，其余都选",
        "ABDE 都选吗？我选 ABDE",
        "ABDE 都选吗？是的，都选",
    ],
)
def test_choosing_said_or_decided_after_the_question_still_reads(answer: str) -> None:
    assert not only_asks(answer), answer
    assert grade(QUESTIONS["seed000-23"], answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_the_key_asked_to_be_chosen_is_never_graded(question: Question) -> None:
    key = question.key_text
    for answer in (f"{key} 都选吗", f"选 {key} 吗", f"我选 {key} 么"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_the_key_asked_in_korean_or_japanese_is_never_graded() -> None:
    # "C 인가요?" ("is it C?") had been read C to confirm: the Korean and Japanese question endings close
    # the clause as 吗 does; "C かな" ("C, I wonder") only leans and still reads
    for question in CHOICES:
        key = question.key_text
        for answer in (f"{key} 인가요?", f"{key} 맞나요?", f"{key} ですか？", f"{key} でしょうか?"):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    sets = QUESTIONS["seed000-23"]
    assert grade(sets, "ABDE かな").reading == grade(sets, "ABDE 吧").reading
