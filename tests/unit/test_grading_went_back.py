"""A correction that goes back to an earlier answer without naming it: "D，改成 B……算了还是原来那个",
"cpu；cpu……改 nvme；nvme……算了还是之前的". The closed readers took the last answer named (B, a wrong
answer on a question whose key is B read right), never the one gone back to; which one "原来那个" is
(the first said, the one before the last) is the candidate's to say, so it is asked again. A correction
that names its answer ("……算了还是 D") is read as before, and so is "原来" inside an answer ("跟原来一样长").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

QUESTIONS = curated_catalog()
SINGLE = [q for q in QUESTIONS if q.type is QuestionType.SINGLE]
TRUEFALSE = [q for q in QUESTIONS if q.type is QuestionType.TRUEFALSE]
BACKS = ("原来那个", "原来的", "之前那个", "一开始那个", "最开始的", "刚才那个")


@pytest.mark.parametrize("back", BACKS)
def test_a_choice_gone_back_to_is_asked_again(back: str) -> None:
    for question in SINGLE:
        wrong = sorted(set(question.options) - {question.key_text})[0]
        for answer in (
            f"{wrong}，改成 {question.key_text}……算了还是{back}",
            f"选 {wrong}……不对，{question.key_text}……算了，还是{back}吧",
            f"{question.key_text}……算了还是{back}",
        ):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize("back", BACKS)
def test_a_truth_gone_back_to_is_asked_again(back: str) -> None:
    for question in TRUEFALSE:
        for answer in (f"错，改成对……算了还是{back}", f"对，改成错……算了，还是{back}"):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_a_fill_gone_back_to_is_asked_again() -> None:
    question = next(q for q in QUESTIONS if q.id == "seed000-29")  # two blanks, both nvme
    for answer in ("cpu；cpu……改 nvme；nvme……算了还是之前的", "cpu，改成 nvme，算了还是原来那个"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_a_correction_naming_its_answer_is_read() -> None:
    assert read_correct(SINGLE, "A……改成 C……算了还是 {K}") == [q.id for q in SINGLE]
    for question in SINGLE:
        answer = f"{question.key_text}……算了还是 {sorted(set(question.options) - {question.key_text})[0]}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_the_original_inside_an_answer_is_no_going_back() -> None:
    question = next(q for q in QUESTIONS if q.id == "seed001-03")  # A: unchanged
    for answer in ("不变，跟原来一样", "还是原来那样，不变", "和原来一样，选 A"):
        assert grade(question, answer).understood.choices == ["A"], answer
