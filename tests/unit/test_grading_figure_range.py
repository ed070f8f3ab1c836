"""A range of figures on a single choice is a hedge, as "48 或 64" is, unless the answer commits outside it.

"48 到 64 之间" on seed000-04 read B (48) and "一半左右，40%-60%" on seed001-08 read C (50 %), each to
confirm: the candidate kept a span open and would have been shown one end of it as their answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
HEADS = CATALOG["seed000-04"]  # A 32, B 48, C 64, D 80; key B
SHARE = CATALOG["seed001-08"]  # A 25%, B 37.5%, C 50%, D 75%; key C


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (HEADS, "48 到 64 之间"),
        (HEADS, "48 到 64"),
        (HEADS, "从 48 到 64"),
        (HEADS, "48 至 64"),
        (HEADS, "48 to 64"),
        (HEADS, "四十八到六十四"),
        (SHARE, "一半左右，40%-60%"),
    ],
)
def test_a_range_is_a_hedge(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (HEADS, "48 到 64 之间，取 48"),
        (HEADS, "48 到 64 之间吧，选 48"),
        (HEADS, "B，在 48 到 64 之间"),
        (HEADS, "48，范围 32-64 里最大能放下的"),
        (HEADS, "128-80=48"),
        (HEADS, "48"),
        (SHARE, "一半左右"),
        (CATALOG["seed000-08"], "大概三十五六个 G"),  # 35~36: one option's figure, said as nearly as "约 35"
        (CATALOG["seed002-20"], "(80-35)/0.67 ≈ 67，往下取 64"),  # a subtraction, no range
    ],
)
def test_a_commitment_beside_a_range_still_reads(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["32 到 48 之间", "64 到 80 之间", "从 32 到 48"])
def test_a_wrong_option_read_from_a_range_is_a_hedge(answer: str) -> None:
    graded = grade(HEADS, answer)  # read A or C, shown to the candidate as their answer
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, graded.rationale


@pytest.mark.parametrize(
    "answer", ["64 到 80 之间，取 64", "C，在 64 到 80 之间", "128-64=64", "64，范围 32-80 里最大能放下的"]
)
def test_a_wrong_option_committed_beside_a_range_still_reads(answer: str) -> None:
    graded = grade(HEADS, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["C"], graded.rationale
