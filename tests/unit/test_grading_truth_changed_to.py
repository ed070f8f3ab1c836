"""A true/false mark changed by an arrow to the other ("错→对", "F -> T", "× ⇒ √"): the first mark had
been read and the arrow's one dropped, so an answer changed to the wrong mark was graded correct (to
confirm). The mark after the last arrow answers now, as after a correction word; one only asked about
("对→错？") is asked again; an arrow inside a reason ("组小 → scale 多 → 占用涨，没毛病") reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)
MARKS = {True: ("对", "T", "√", "true", "正确"), False: ("错", "F", "×", "false", "错误")}
ARROWS = ("→", " -> ", "=>", " ⇒ ", "⟶", " ➡ ")


def _marks(question: Question, right: bool) -> tuple[str, ...]:
    return MARKS[question.truth is right]


@pytest.mark.parametrize("arrow", ARROWS)
def test_a_mark_changed_to_the_wrong_one_is_never_correct(arrow: str) -> None:
    assert TRUEFALSE
    made_correct = [
        (question.id, answer)
        for question in TRUEFALSE
        for right, wrong in zip(_marks(question, True), _marks(question, False), strict=True)
        for answer in (
            f"{right}{arrow}{wrong}",
            f"{right}{arrow}{wrong}？",
            f"{wrong}{arrow}{right}{arrow}{wrong}",
        )
        if grade(question, answer).verdict is Verdict.CORRECT
    ]
    assert not made_correct


@pytest.mark.parametrize("arrow", ARROWS)
def test_a_mark_changed_to_the_right_one_is_read_to_confirm(arrow: str) -> None:
    for question in TRUEFALSE:
        for right, wrong in zip(_marks(question, True), _marks(question, False), strict=True):
            graded = grade(question, f"{wrong}{arrow}{right}")
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (
                question.id,
                wrong,
                right,
            )


@pytest.mark.parametrize(
    ("answer", "truth"),
    [
        ("group 小 → scale 多 → 占用涨，没毛病", True),
        ("多样性不会变高 → 错", False),
        ("对 → 因为 scale 更多", True),
        ("错→对，哦不，错", False),
    ],
)
def test_an_arrow_in_a_reason_or_before_a_correction_reads_as_before(answer: str, truth: bool) -> None:
    question = next(q for q in TRUEFALSE if q.truth is truth)
    assert grade(question, answer).verdict is Verdict.CORRECT
