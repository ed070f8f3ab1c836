"""A count said in English of the options listed before it, not the number read (blind batch 78).

"perplexity, lang score, repetition ratio, doc length — all four are standard quality signals" on
seed002-38 was read as A、B and "adaLN-Zero and the smaller patch (p=2) both lowered FID" on seed000-25 as
A: the candidate counted four and two, and the items the reader did not name were let go. Asked again
now. A count that is the number read stands; one of fewer items than the list ("ABC, precision/recall
both need …") or of a list naming no option read ("…IS — precision/recall@k both need …") is theirs.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
FILTERS = CATALOG[
    "seed002-38"
]  # multi: A perplexity, B fastText lang_score, C 重复 n-gram 比例, D 文档长度; key ABCD
DIT = CATALOG[
    "seed000-25"
]  # multi: A adaLN-Zero, B sinusoidal, C in-context, D QK-Norm, E patch size=2; key AE
DIVERSITY = CATALOG["seed001-15"]  # multi: A LPIPS, B MS-SSIM, C IS, D Precision@k, E Recall@k; key ABC


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            FILTERS,
            "perplexity, lang score, repetition ratio, doc length — all four are standard quality signals",
        ),
        (DIT, "adaLN-Zero and the smaller patch (p=2) both lowered FID"),
        (DIT, "A and the smaller patch, these two"),
    ],
)
def test_a_count_not_the_number_read_is_asked_again(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        (FILTERS, "A, B, C, D — all four", "A、B、C、D"),
        (FILTERS, "A B C D all 4 of them", "A、B、C、D"),
        (DIT, "A and E both", "A、E"),
        (DIT, "A and E; both B and D hurt", "A、E"),
        (DIVERSITY, "LPIPS, MS-SSIM and IS — precision/recall@k both need a real reference set", "A、B、C"),
        (DIVERSITY, "A, B, C, all three", "A、B、C"),
        (DIVERSITY, "ABC, precision/recall both need a real reference set", "A、B、C"),  # the last two
        (DIVERSITY, "LPIPS, MS-SSIM, IS. P/R@k both need a real reference set.", "A、B、C"),
    ],
)
def test_a_count_that_is_the_number_read_stands(question: Question, answer: str, reading: str) -> None:
    graded = grade(question, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, reading), (answer, graded)
    assert graded.needs_confirmation, answer


def test_a_count_before_the_options_it_counts_is_theirs() -> None:
    graded = grade(DIT, "A, E and C; both B and D hurt")
    assert (graded.verdict, graded.reading) == (Verdict.INCORRECT, "A、C、E"), graded


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (FILTERS, "A and B, all four are fine"),
        (FILTERS, "perplexity, lang score and doc length, all 4 of them"),
        (DIVERSITY, "LPIPS, MS-SSIM, all three"),
    ],
)
def test_a_count_of_another_size_than_the_list_reads_no_key(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer
