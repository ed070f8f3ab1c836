"""A calculation's unit stated apart from its figure (blind batch 73, seed000-30, 464 GB): "算出来
4.6×10^11，单位字节" had its figure read with no unit and graded wrong. A closing clause that is nothing but
"单位" and one unit writes that unit beside the figure before it: 4.6×10^11 bytes, 460 GB, within
tolerance — to confirm. A unit denied, doubted, or a figure with a unit of its own reads as before.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.grading._unit_apart import unit_said_apart

KV = next(q for q in Catalog.load() if q.id == "seed000-30")  # KV cache: 464 GB, 2 % tolerance


@pytest.mark.parametrize(
    "answer",
    [
        "算出来 4.6×10^11，单位字节",
        "4.6×10^11，单位是字节",
        "4.6×10^11（单位：字节）",
        "2×48×2048×96×12288×2 = 4.64×10^11，单位 B",
        "464，单位 GB",
        "432，单位是 GiB",
    ],
)
def test_a_unit_stated_apart_is_the_figures_unit(answer: str) -> None:
    result = grade(KV, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (answer, result.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "4.6×10^11，单位 bit",  # bits: an eighth of the bytes
        "4.6×10^11，单位 GB",  # the figure of bytes read in GB: far off
        "464，单位 MB",
        "4.6×10^11，单位不是字节",
        "4.6×10^11，单位字节还是 bit 忘了",
        "464 GiB，单位 GB",  # a unit of its own: read as written
        "4.6×10^11 个元素，单位字节",  # a count of elements, not bytes
    ],
)
def test_its_neighbours_are_not_right(answer: str) -> None:
    assert grade(KV, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4.6×10^11，单位字节", "4.6×10^11 字节"),
        ("464 (单位: GB)", "464 GB"),
        ("4.6×10^11，单位字节，大概", "4.6×10^11，单位字节，大概"),
        ("单位字节", "单位字节"),
    ],
)
def test_the_unit_is_written_beside_the_figure(text: str, expected: str) -> None:
    assert unit_said_apart(text) == expected
