"""A figure said to be of a number format the question does not name is asked again (``_other_case``).

"35000 MB 是 fp8 的" on a question quantising to int4 was read as A (35 GB), to confirm: the figure is
given to another case than the question's. The question's own format ("35 GB 是 int4 的"), a word
that is no format ("35GB 是权重的"), and a figure alone keep their reading.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

SIZES = {q.id: q for q in curated_catalog()}["seed000-08"]  # 70B at int4: A 35GB, B 32GB, C 28GB, D 26GB


@pytest.mark.parametrize(
    "answer",
    [
        "35000 MB 是 fp8 的",
        "35 GB 是 fp8 的",
        "35 GB，fp16 的",
        "A 是 bf16 的",
        "35GB 是半精度下的结果",
        "B 为 fp8 的",
    ],
)
def test_a_figure_of_another_format_is_asked_again(answer: str) -> None:
    result = grade(SIZES, answer)
    assert result.verdict is Verdict.INVALID, (answer, result)
    assert not result.understood.choices


@pytest.mark.parametrize(
    ("answer", "confirm"),
    [
        ("35 GB 是 int4 的", True),
        ("35GB 是 INT4 下的", True),
        ("35GB 是权重的", True),
        ("35 GB", False),
        ("35000 MB", True),
    ],
)
def test_the_question_s_own_case_keeps_its_reading(answer: str, confirm: bool) -> None:
    result = grade(SIZES, answer)
    assert result.understood.choices == ["A"], (answer, result)
    assert result.needs_confirmation is confirm
