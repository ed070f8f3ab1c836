"""A coefficient with a note in brackets before its operator ("2(K,V)×48×2048×…", issue 30: blind batch 66)
is an operand, not the answer's result: "2(K,V)×48×2048×96 层×96 头×128×2 字节，结果我按计算器再看" was read
as the figure 2 and graded wrong, a reading the candidate never meant; a product left unevaluated is no
answer (asked again), as "2×48×…" without the note was. The result after it is still read, and a note
after the result ("464 GB (fp16)") leaves it the result.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

KV_CACHE = next(q for q in curated_catalog() if q.id == "seed000-30")  # about 464 GB


@pytest.mark.parametrize(
    "answer",
    ["2(K,V)×48×2048×96 层×96 头×128×2 字节，结果我按计算器再看", "2（K 和 V）×48×2048×96×96×128×2 B",
     "2 (k/v) * 48 * 2048 * 96 * 96 * 128 * 2 字节"],
)  # fmt: skip
def test_a_noted_coefficient_of_an_unevaluated_product_is_no_result(answer: str) -> None:
    graded = grade(KV_CACHE, answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded)
    assert graded.reading == "", (answer, graded.reading)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("2(K,V)×48×2048×96×96×128×2 B ≈ 464 GB", Verdict.CORRECT), ("464 GB (fp16)", Verdict.CORRECT),
     ("2(K,V)×48×2048×96×96×128 B ≈ 232 GB", Verdict.INCORRECT), ("2 (K,V)", Verdict.INCORRECT)],
)  # fmt: skip
def test_the_result_after_it_or_a_note_after_a_result_is_still_read(answer: str, verdict: Verdict) -> None:
    assert grade(KV_CACHE, answer).verdict is verdict, answer
