"""Blanks numbered with plain digits are numbered blanks (blind batch 65, seed000-29, key nvme/nvme):
"1. nvme 2. cpu" had been read as one fill of words, to confirm; by the convention of 6 December, blanks
numbered in order, each fill bare, are a bare fill, as "(1) nvme (2) cpu" already was."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._digit_labels import digit_labels
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed000-29"]


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("1. nvme 2. cpu", Verdict.PARTIAL),
        ("1、nvme 2、nvme", Verdict.CORRECT),
        ("1: nvme 2: nvme", Verdict.CORRECT),
        ("1.nvme 2.nvme", Verdict.CORRECT),
    ],
)
def test_digit_numbered_blanks_are_a_bare_fill(answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "1. cpu 2. nvme",  # the nearest wrong fill
        "2. nvme 1. cpu",  # out of order: as written, to confirm
        "1. 不确定 2. nvme",  # a doubt in a blank
        "我填 1. nvme 2. cpu",
    ],
)
def test_a_wrong_doubted_or_reordered_fill_is_not_made_right(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    ["2. nvme 1. cpu", "1.5 倍 2. x", "我填 1. nvme 2. cpu", "1. 2. nvme", "1. nvme", "P(None, 1) 2. x"],
)
def test_anything_else_is_left_as_written(answer: str) -> None:
    assert digit_labels(answer, 2) == answer
