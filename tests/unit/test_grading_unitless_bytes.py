"""A figure without a unit that is the key's amount in bytes ("4.64×10^11" of 464 GB) is the right figure
without its required unit: half, as "464" is (blind batch 76).

"4.64×10^11" and "4.64e11" (seed000-30, key 464 GB) were graded incorrect: a figure without a unit was
read only in the key's own unit (4.64e11 GB), never in the base unit of its dimension.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize("answer", ["4.64×10^11", "4.64e11", "464000000000", "4.64 × 10^11", "464"])
def test_the_byte_count_without_a_unit_earns_half(answer: str) -> None:
    graded = grade(CATALOG["seed000-30"], answer)
    assert graded.verdict is Verdict.PARTIAL and graded.score == 0.5, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["4.32e11", "4.98e11", "432", "4.64e10", "4.64e12"])
def test_another_figure_without_a_unit_earns_nothing(answer: str) -> None:
    assert grade(CATALOG["seed000-30"], answer).verdict is Verdict.INCORRECT


def test_with_its_unit_it_is_right() -> None:
    assert grade(CATALOG["seed000-30"], "4.64×10^11 B").verdict is Verdict.CORRECT
