"""An item added and asked about, or refused in the reply (red team 4): on seed000-23 (key ABDE) "ABD，还有
E？" and "ABD 加 E？不加" were read as A, B, D and E, to confirm, while "A 和 C，外加 Hopper？" was asked
again: "还有" and a bare "加" were no words of addition here, and a refusal after the question hid it.
Now both are asked again. The addition said, not asked ("ABD 加 E", "ABD，还有 E"), still reads the set.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

PAGED = curated_catalog()["seed000-23"]  # ABDE


@pytest.mark.parametrize("answer", ["ABD，还有 E？", "ABD 加 E？不加", "ABD 还要 E？", "ABD，加 E？不了"])
def test_an_addition_asked_or_refused_is_asked_again(answer: str) -> None:
    assert grade(PAGED, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["ABD 加 E", "ABD，还有 E", "A、B、D，还有 E"])
def test_an_addition_said_reads_the_set(answer: str) -> None:
    assert grade(PAGED, answer).verdict is Verdict.CORRECT, answer
