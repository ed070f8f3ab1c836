"""A letter beside a figure in another unit says which option is meant: "A 12‰" on seed000-14 (LoRA's
extra parameters: A 0.5%, B 1.2%, C 2.5%, D 4.0%; key B) read B, to confirm, its letter lost, and
"C：35000 MB" on seed000-08 (A 35GB … D 26GB; key A) read A. A converted figure with an option's
letter right beside it is no reading of its own: the letter is read, or the answer asked again; the
figure alone, or beside its own letter, still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed000-14", "A 12‰"),
        ("seed000-14", "A：12‰"),
        ("seed000-14", "A 12 ‰"),
        ("seed000-14", "D：12‰"),
        ("seed000-14", "C 12‰"),
        ("seed000-14", "12‰，A"),
        ("seed000-08", "C：35000 MB"),
        ("seed000-08", "C:35000MB"),
        ("seed000-08", "B 35000 MB"),
    ],
)
def test_another_letter_beside_the_keys_converted_figure_is_not_the_key(qid: str, answer: str) -> None:
    graded = grade(CATALOG[qid], answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    ("qid", "answer", "label"),
    [
        ("seed000-14", "12‰", "B"),
        ("seed000-14", "约 12‰", "B"),
        ("seed000-14", "12‰（B）", "B"),
        ("seed000-08", "35000 MB", "A"),
        ("seed000-08", "A 35000 MB", "A"),
        ("seed000-08", "A：35000 MB", "A"),
        ("seed000-08", "35000 MB（A）", "A"),
    ],
)
def test_the_converted_figure_alone_or_with_its_letter_reads(qid: str, answer: str, label: str) -> None:
    graded = grade(CATALOG[qid], answer)
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == [label], graded.rationale
