"""A code fill, then a remark of words after a comma or a dash that calls it wrong, a guess, or doubts
it ("BLOCK_SIZE: tl.constexpr —— 肯定不对", "…，我瞎猜的"; review of the reader round, finding 2): the
code grader drops a remark after a comma as a pause, and a dash before words is read as a comma, so
these were graded correct to confirm. The remark is read through the denial and doubt words
before it is dropped: such an answer is asked again. A remark that gives a reason, and a correction
that goes on to code ("…，不对，是 x"), read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct

CODE = [q for q in active_questions(QuestionType.CODE) if not q.blanks[1:]]
BLOCK = next(q for q in CODE if q.id == "seed000-28")
AGAINST = ["肯定不对", "反正不是这个", "不确定", "我瞎猜的", "这个是错的", "不过我觉得不对", "这是错误答案"]


@pytest.mark.parametrize("remark", AGAINST)
def test_a_remark_against_the_fill_after_a_dash_is_no_answer(remark: str) -> None:
    graded = grade(BLOCK, f"BLOCK_SIZE: tl.constexpr —— {remark}")
    assert graded.verdict is Verdict.INVALID, remark


@pytest.mark.parametrize(
    "template", ["{K} —— 肯定不对", "{K}，我瞎猜的", "`{K}` —— 这个是错的", "{K}，不确定"]
)
def test_a_remark_against_the_fill_on_every_single_blank_question(template: str) -> None:
    assert read_correct(CODE, template) == []


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr",
        "BLOCK_SIZE: tl.constexpr —— 编译期常量",
        "BLOCK_SIZE: tl.constexpr，编译期常量",
        "BLOCK_SIZE: tl.constexpr —— 不然 tl.arange 不认",
        "BLOCK_SIZE: tl.constexpr，不是 int",
        "BLOCK_SIZE: int，不对，是 BLOCK_SIZE: tl.constexpr",
    ],
)
def test_a_reason_or_a_correction_after_the_fill_still_reads(answer: str) -> None:
    assert grade(BLOCK, answer).verdict is Verdict.CORRECT, answer
