"""A choice's figure judged off after it ("35GB 不够", "35000 MB 不止", "35GB 偏小") is no statement of the
option: on seed000-08 (int4 LLaMA-70B's size: A 35GB, B 32GB, C 28GB, D 26GB; key A) each read A, to
confirm, though the candidate holds the figure too small. Each is asked again; another option's figure
judged beside the answer ("35GB，32GB 不够", "32GB 不够，选 A") still reads the answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    [
        "35GB 不够",
        "35GB 不够用",
        "35GB 还不够",
        "35GB 不止吧",
        "35000 MB 不够",
        "35000 MB 肯定不够",
        "35000 MB 不太够",
        "35000 MB 偏小",
        "35000 MB 不止",
        "0.035 TB 不够",
    ],
)
def test_the_keys_figure_judged_off_is_asked_again(answer: str) -> None:
    graded = grade(CATALOG["seed000-08"], answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["200‰ 不止", "20% 不够"])
def test_a_share_judged_off_is_asked_again(answer: str) -> None:
    graded = grade(CATALOG["seed000-12"], answer)  # A 5%, B 10%, C 20%, D 40%; key C
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    "answer", ["35GB", "35000 MB", "35GB 左右", "35GB，32GB 不够", "A，32GB 太小", "32GB 不够，选 A"]
)
def test_the_answer_beside_another_figure_judged_still_reads(answer: str) -> None:
    graded = grade(CATALOG["seed000-08"], answer)
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["A"], graded.rationale


def test_another_option_judged_beside_a_wrong_answer_reads_it() -> None:
    graded = grade(CATALOG["seed000-08"], "35GB 不够，选 B")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["B"]
