"""More fills in backticks than the question has blanks ("`x` `y` `x`", "空1 `x`，空2 `y` `x`"): one blank
given two fills, an alternative or a correction, is no bare code fill (issue 30: a reading to confirm).
The reader takes the first fills in order; taken bare, a blank's second fill was never shown back.

The nearest right answers stay bare: one fill per blank, numbered in order or not.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed000-27", "`P('x', None)` `P(None, 'y')` `P('x', None)`", Verdict.CORRECT),
        ("seed000-27", "(1) `P('x', None)` (2) `P(None, 'y')` `P('x', None)`", Verdict.CORRECT),
        ("seed000-27", "空1 `P('x', None)`，空2 `P(None, 'y')` `P('x', None)`", Verdict.CORRECT),
        ("seed000-29", "(1) `nvme` `nvme` (2) `nvme`", Verdict.CORRECT),
        ("seed000-29", "`nvme` `nvme` `nvme`", Verdict.CORRECT),
        ("seed000-29", "空1 `cpu` `nvme`，空2 `nvme`", Verdict.PARTIAL),
    ],
)
def test_a_blank_given_two_fills_is_to_confirm(question: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, True)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-27", "`P('x', None)` `P(None, 'y')`"),
        ("seed000-27", "(1) `P('x', None)` (2) `P(None, 'y')`"),
        ("seed000-27", "空1 `P('x', None)`，空2 `P(None, 'y')`"),
        ("seed000-29", "`nvme` `nvme`"),
        ("seed000-28", "`BLOCK_SIZE: tl.constexpr`"),
    ],
)
def test_one_fill_per_blank_stays_bare(question: str, answer: str) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False)
