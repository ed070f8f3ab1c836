"""A reminder in a code comment of what the fill holds (issue 30: the fifty-seventh blind batch's
"BLOCK_SIZE: tl.constexpr,  # 别忘了 constexpr", labelled bare and read as no answer): "别忘了" holds
"别", which a comment against the code says, yet of a thing the code names it says "keep it". Such a
comment is set aside as any other comment is: the fill is graded bare.

The nearest wrong readings stay out: a reminder of a thing the code lacks ("# 别忘了 mask") or a
reminder followed by a denial stays asked again, a plain "别用" against the code's own name too, and a
fill without what the reminder names is graded as written (never correct by the comment).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions

BLOCK = next(q for q in active_questions(QuestionType.CODE) if q.id == "seed000-28")


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr,  # 别忘了 constexpr",
        "BLOCK_SIZE: tl.constexpr  # 别忘了加 constexpr",
        "BLOCK_SIZE: tl.constexpr  # don't forget constexpr",
    ],
)
def test_a_reminder_of_what_the_fill_holds_leaves_it_bare(answer: str) -> None:
    graded = grade(BLOCK, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr  # 别忘了 mask",
        "BLOCK_SIZE: tl.constexpr  # 别忘了 constexpr 不对",
        "BLOCK_SIZE: tl.constexpr  # 别用 constexpr",
    ],
)
def test_a_reminder_of_what_the_fill_lacks_or_a_denial_is_asked_again(answer: str) -> None:
    assert grade(BLOCK, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["BLOCK_SIZE  # 别忘了 constexpr", "BLOCK_SIZE: int  # 别忘了 constexpr"])
def test_a_fill_without_what_is_reminded_is_never_correct(answer: str) -> None:
    assert grade(BLOCK, answer).verdict is not Verdict.CORRECT, answer
