"""A rate's unit ("1000 tokens/s", "900 GB/s") had been read as the "/s" of irony, so a plain mark
beside it was asked again. "/s" and "/j" are irony only where no letter or figure stands before them
("错 /s", "对/s"); a unit reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


@pytest.mark.parametrize(
    ("answer", "says"),
    [("对，吞吐 1000 tokens/s 没问题", True), ("错，带宽只有 900 GB/s", False), ("对，900/s 足够", True)],
)
def test_a_mark_beside_a_rate_unit_reads_as_said(answer: str, says: bool) -> None:
    assert TRUEFALSE
    misread = [q.id for q in TRUEFALSE if grade(q, answer).verdict is not verdict_for(q, says)]
    assert not misread, answer


@pytest.mark.parametrize("answer", ["错 /s", "对/s", "对 /j", "错，/s"])
def test_a_mark_in_irony_is_still_asked_again(answer: str) -> None:
    assert TRUEFALSE
    read = [q.id for q in TRUEFALSE if grade(q, answer).verdict is not Verdict.INVALID]
    assert not read, answer
