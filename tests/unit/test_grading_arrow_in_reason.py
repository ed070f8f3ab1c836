"""An arrow inside a reason ("错，fp16 → bf16 是对的做法") had made the words after it the answer, so a
mark in the reason turned a wrong answer right (to confirm). An arrow changes the answer only between
marks now: its clause before a whole mark, the text after it opening with one ("错→对", "T -> F").
"""

from __future__ import annotations

import pytest

from bank.grading import grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("错，fp16 → bf16 是对的做法", False),
        ("False. fp16 -> bf16 is the right fix", False),
        ("错，x -> 对", False),
        ("True: lr -> 0 makes it wrong", True),
        ("对。a→b 错", True),
        ("对，batch 变小 → 方差变大，这是错的直觉", True),
    ],
)
def test_an_arrow_inside_a_reason_leaves_the_mark_before_it(answer: str, says: bool) -> None:
    assert TRUEFALSE
    misread = [q.id for q in TRUEFALSE if grade(q, answer).verdict is not verdict_for(q, says)]
    assert not misread, answer


@pytest.mark.parametrize(("answer", "says"), [("错→对", True), ("T -> F", False), ("错→对，哦不，错", False)])
def test_an_arrow_between_marks_still_changes_the_answer(answer: str, says: bool) -> None:
    assert TRUEFALSE
    misread = [q.id for q in TRUEFALSE if grade(q, answer).verdict is not verdict_for(q, says)]
    assert not misread, answer
