"""Code fills denied together, "都" before the denial closing the line (red team 4): on seed000-29 (two
blanks, both nvme) "nvme 和 nvme 都不对", '"nvme" 和 "nvme" 都错' and "两个 nvme 都不对", and on seed000-26
its key fill followed by "都不对", were read as the key, to confirm, while "nvme, nvme 不对" and the fill
"，不对" were asked again. Now "都" (or "全", "均", "也") may stand before the closing denial. The fills
said alone, or with "都是", still read right.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

NVME = curated_catalog()["seed000-29"]  # nvme, nvme
FLASH = curated_catalog()["seed000-26"]  # flash_attn_func(q, k, v, dropout_p=0.0, causal=True)
KEY = "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)"


@pytest.mark.parametrize(
    "answer", ["nvme 和 nvme 都不对", '"nvme" 和 "nvme" 都错', "两个 nvme 都不对", "nvme，nvme 也不对"]
)
def test_fills_denied_together_are_asked_again(answer: str) -> None:
    assert grade(NVME, answer).verdict is Verdict.INVALID, answer


def test_one_fill_denied_with_dou_is_asked_again() -> None:
    assert grade(FLASH, f"{KEY} 都不对").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["nvme, nvme", "两处都是 nvme", "nvme 和 nvme"])
def test_the_fills_alone_still_read_right(answer: str) -> None:
    assert grade(NVME, answer).verdict is Verdict.CORRECT, answer
    assert grade(FLASH, KEY).verdict is Verdict.CORRECT
