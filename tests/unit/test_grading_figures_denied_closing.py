"""A calculation's figure denied in a clause of its own (red team 4): on seed000-30 (464 GB) "464 GB，不对",
"464 GB。不对。" and "464 GB 都不对", and on seed000-31 (11.47M and 98.7 %) "11.47M 和 98.7% 都不对" were read
as the key, to confirm — a denial shown back as the answer — while "464 GB 不对" was ruled out. Now the
figure is ruled out too, as a figure and a choice's "35GB，不对" are. A denial that does not close its
clause ("错不了", "不对吗") is left as it was, and a correction after the denial reads its figure.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

KV = curated_catalog()["seed000-30"]  # 464 GB
LORA = curated_catalog()["seed000-31"]  # 11.47M, 98.7 %


@pytest.mark.parametrize("answer", ["464 GB，不对", "464 GB。不对。", "464 GB，错了", "464 GB 都不对"])
def test_a_figure_denied_after_a_comma_or_with_dou_is_never_correct(answer: str) -> None:
    assert grade(KV, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    ["11.47M 和 98.7% 都不对", "11.47M、98.7% 都错", "11.47M，98.7%，都不对", "11.47M 和 98.7% 都不是"],
)
def test_every_figure_listed_before_dou_denied_is_ruled_out(answer: str) -> None:
    assert grade(LORA, answer).verdict is Verdict.INVALID, answer


def test_a_part_denied_alone_leaves_the_other_part() -> None:
    graded = grade(LORA, "11.47M 不是，98.7% 对")
    assert graded.verdict is Verdict.PARTIAL and graded.score == 0.5


@pytest.mark.parametrize("answer", ["464 GB，错不了", "464 GB，没错", "232 GB，不对，464 GB"])
def test_the_nearest_right_answers_still_read_right(answer: str) -> None:
    assert grade(KV, answer).verdict is Verdict.CORRECT, answer


def test_a_correction_after_the_denial_reads_its_figure() -> None:
    assert grade(KV, "464 GB，不对，232 GB").verdict is Verdict.INCORRECT
    assert grade(LORA, "11.47M 和 98.7%").verdict is Verdict.CORRECT
