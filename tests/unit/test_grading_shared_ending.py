"""Two options whose texts share an ending, named with the ending said once (blind batch 78).

"LPIPS, MS-SSIM and IS — precision/recall@k both need a real reference set" on seed001-15 was read as a
hedge: only "recall@k" was found, and the slash joining the bare "precision" to it was taken for one
between IS and Recall@k. "precision/recall@k" names Precision@k and Recall@k now, as
"precision@k/recall@k" does, and the reason after the dash rules both out. Only the options' own heads
and ending are written out; code and figures are left alone.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._shared_ending import ending_shared
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
DIVERSITY = CATALOG[
    "seed001-15"
]  # multi: A LPIPS, B MS-SSIM, C Inception Score, D Precision@k, E Recall@k; key ABC
LATENCY = CATALOG["seed001-04"]  # single: A All-gather 时延, B Reduce-scatter 时延, …; key D


@pytest.mark.parametrize(
    "answer",
    [
        "LPIPS, MS-SSIM and IS — precision/recall@k both need a real reference set",
        "LPIPS, MS-SSIM and IS — precision/recall@k need a real reference set",
        "LPIPS、MS-SSIM、IS，precision/recall@k 不行",
    ],
)
def test_both_options_named_by_the_shared_ending_are_ruled_out(answer: str) -> None:
    graded = grade(DIVERSITY, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A、B、C"), (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("LPIPS, MS-SSIM and IS, precision/recall@k", "A、B、C、D、E"),  # both added to the set
        ("precision/recall@k", "D、E"),
        ("recall/precision@k", "D、E"),
    ],
)
def test_both_options_are_named(answer: str, reading: str) -> None:
    graded = grade(DIVERSITY, answer)
    assert (graded.verdict, graded.reading) == (Verdict.INCORRECT, reading), (answer, graded)


@pytest.mark.parametrize(
    "answer", ["LPIPS, MS-SSIM and IS？precision/recall@k", "LPIPS, MS-SSIM and IS or precision/recall@k"]
)
def test_an_alternative_offered_stays_unchosen(answer: str) -> None:
    assert grade(DIVERSITY, answer).verdict is not Verdict.CORRECT, answer


def test_on_a_single_choice_both_named_is_a_hedge() -> None:
    graded = grade(LATENCY, "All-gather/Reduce-scatter 时延")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, graded


@pytest.mark.parametrize(
    ("answer", "written"),
    [
        ("precision/recall@k", "precision@k/recall@k"),
        ("Precision and Recall @k", "Precision@k and Recall @k"),
        ("all-gather 和 reduce-scatter 时延", "all-gather 时延 和 reduce-scatter 时延"),
        ("xprecision/recall@k", "xprecision/recall@k"),  # not the head of an option
        ("precision/recall", "precision/recall"),  # no ending said
    ],
)
def test_only_the_options_own_heads_and_ending_are_written_out(answer: str, written: str) -> None:
    options = {**DIVERSITY.options, **{"F": "All-gather 时延", "G": "Reduce-scatter 时延"}}
    assert ending_shared(answer, options) == written
