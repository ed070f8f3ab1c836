"""A choice's figure operated on in a next step ("35GB 再乘 2", "35GB，还要除以 2") is a step, not the
answer: on seed000-08 (A 35GB … D 26GB; key A) it read A, to confirm, and 358b4391 read "35000 MB 再乘
2" so too, though the candidate's answer is twice it. The calculation reader had these words
(NEXT_STEP, STEP_OPERATIONS); the choice reader now reads them as it does "35GB × 2": asked again.
The figure alone, or a letter after the step, still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed000-08", "35GB 再乘 2"),
        ("seed000-08", "35000 MB 再乘 2"),
        ("seed000-08", "35GB，还要除以 2"),
        ("seed000-08", "35GB 然后乘以 2"),
        ("seed000-11", "16 再乘 4"),
    ],
)
def test_the_keys_figure_operated_on_next_is_asked_again(qid: str, answer: str) -> None:
    graded = grade(CATALOG[qid], answer)
    assert graded.verdict is Verdict.INVALID, graded.reading


@pytest.mark.parametrize(
    "answer", ["35GB", "35000 MB", "35GB，然后选 A", "35GB，再加上 scale 约 1.4GB，选 A"]
)
def test_the_figure_alone_or_a_letter_after_the_step_reads(answer: str) -> None:
    graded = grade(CATALOG["seed000-08"], answer)
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["A"], graded.rationale
