"""A formula left unfinished is no answer: a product written with middle dots, and arithmetic put off.

"公式 2·b·s·L·h·d·2B，数我一会儿再算" on seed000-30 had been read as "2B", a wrong figure to confirm: the
middle dot was no operator, so 2B (the bytes of an element, the product's last factor) stood as a
result, and "一会儿再算" (to be worked out later) was no word of arithmetic left undone
(``_calc._OPERAND_BEFORE``, ``LEFT_UNDONE``). The same product with its result is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

KV = {q.id: q for q in curated_catalog()}["seed000-30"]


@pytest.mark.parametrize(
    "answer",
    [
        "公式 2·b·s·L·h·d·2B，数我一会儿再算",  # the arithmetic put off
        "2·b·s·L·h·d·2B",  # a product with middle dots: its last factor is no result
        "2×48×2048×96×96×128×2 B，晚点再算",
        "公式 2·b·s·L·h·d·2B，一会儿再算",
    ],
)
def test_an_unfinished_formula_is_no_answer(answer: str) -> None:
    assert grade(KV, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["2·b·s·L·h·d·2B = 464 GB", "2·48·2048·96·96·128·2 B ≈ 4.64e11 B"])
def test_a_middle_dot_product_with_its_result_is_read(answer: str) -> None:
    graded = grade(KV, answer)
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_a_spaced_middle_dot_still_parts_two_figures() -> None:
    question = {q.id: q for q in curated_catalog()}["seed000-31"]
    graded = grade(question, "22.94M · 97.3%")
    assert [number.text for number in graded.understood.numbers or []] == ["22.94M", "97.3%"]
