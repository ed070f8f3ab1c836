"""A difference worked out to its result is a step of a calculation, not a range (blind batch 78).

"80G−35G=45G 给 KV；…45G/0.67G≈67 → 取 64" on seed002-20 was read as the hedge C: "80G−35G" was taken
for the range 35 to 80, which holds the options 64 and 32, because the unit after the second figure
hid the "=" that makes it a subtraction. The unit is let go before that operator now, as it is when
none is typed ("128-80=48"); a range said as one ("32-64G", "32G 到 64G") is still a hedge.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
BATCH = CATALOG["seed002-20"]  # A 8, B 32, C 64, D 128; key C


@pytest.mark.parametrize(
    "answer",
    [
        "80G−35G=45G 给 KV；每 token 2×80×8192×2B≈2.6MB，256 token≈671MB/seq，45G/0.67G≈67 → 取 64",
        "80G−35G=45G 给 KV；45G/0.67G≈67 → 取 64",
        "80GB - 35GB = 45GB，45GB/0.67GB≈67，取 64",
        "80G-35G≈45G，所以 64",
    ],
)
def test_a_difference_worked_out_is_no_range(answer: str) -> None:
    graded = grade(BATCH, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "C"), (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "32-64G 吧",
        "32G-64G",
        "32G 到 64G",
        "32GB~64GB 之间",
        "80G−35G=45G，32-64G 吧",
        "45G/0.67G≈67，32G-64G",
    ],
)
def test_a_range_said_as_one_is_still_a_hedge(answer: str) -> None:
    assert grade(BATCH, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer", ["80G−35G=45G，45G/0.67G≈67 → 取 32", "80G−35G=45G，45G/0.67G≈67，大概 64 或 128"]
)
def test_the_working_does_not_choose_for_the_candidate(answer: str) -> None:
    assert grade(BATCH, answer).verdict is not Verdict.CORRECT, answer
