"""The candidate's own stance against an option, closing its clause ("B 我不支持", "B，我不同意"), rules
the option out on every stem: on seed000-13, which asks what makes capture fail, "不支持" said of the
candidate ("我不支持") is no fault of the option, unlike "B 不支持", which still names the fault asked
for; "A 我不同意，选 B" and "B 我同意" still read B."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-13", "B 我不支持"), ("seed000-13", "B，我不认同"), ("seed000-13", "答案 B，我不支持"),
     ("seed000-13", "B 我反对"), ("seed000-01", "B 我不同意"), ("seed000-01", "B，我们不赞同。")],
)  # fmt: skip
def test_the_key_the_candidate_stands_against_is_not_read(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # key B on both
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)
    assert "B" not in graded.understood.choices


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-13", "B 不支持"), ("seed000-13", "B 不支持，会打断 capture"),
     ("seed000-01", "A 我不同意，选 B"), ("seed000-01", "B 我同意"), ("seed000-01", "选 B，我同意")],
)  # fmt: skip
def test_the_key_said_unsupported_or_agreed_with_is_read(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), graded.rationale
