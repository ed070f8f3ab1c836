"""A product option's count said alone ("6x", "6 倍") names it only when nothing is done to it and no
other count stands beside it (``_option_text_mentions``).

"8x 还是 6x", "4x 还是 6x", "8 倍、6 倍" read as the key alone, to confirm: the count before is unread
(more follows it), so the hedge lost its first half. "6x÷2", "6 倍 - 2", "6×hidden 的一半" read as the
key too: the count or the product is a step of a calculation, as "35GB÷2" is for a figure. Both are
now no reading of it; the count alone, offered or closing a reason, is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

MODULATION = {q.id: q for q in curated_catalog()}["seed000-10"]  # [hidden] … [6×hidden] (the key, D)


@pytest.mark.parametrize(
    "answer",
    [
        "8x 还是 6x",
        "4x 还是 6x",
        "3 倍还是 6 倍",
        "8x、6x",
        "8 倍，6 倍",
        "4x 和 6x",
        "4x 6x",
        "8x？6x？",
        "6x÷2",
        "6x - 2",
        "6 倍÷2",
        "6×hidden÷2",
        "6×hidden 的一半",
        "6 倍 hidden 的一半",
    ],
)
def test_a_count_beside_another_or_operated_on_is_not_read_correct(answer: str) -> None:
    result = grade(MODULATION, answer)
    assert result.verdict is not Verdict.CORRECT, result


@pytest.mark.parametrize(
    ("answer", "confirm"),
    [("6 倍", True), ("就是 6 倍", True), ("6×hidden", False)],
)
def test_the_count_alone_still_names_the_product(answer: str, confirm: bool) -> None:
    result = grade(MODULATION, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation is confirm, result


@pytest.mark.parametrize("answer", ["4x，不对，6x 不对", "6x，不对，4x"])
def test_a_wrong_count_is_still_read(answer: str) -> None:
    assert grade(MODULATION, answer).verdict is not Verdict.CORRECT
