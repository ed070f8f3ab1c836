"""A calculation's unit said apart from its one figure, as the measure it counts in (``_unit_apart``).

"GiB 算的话 432 左右" on seed000-30 (key 464 GB, about 432 GiB) had been read as a bare 432 with no
unit, wrong. The figure is read in the unit said (to confirm, as any sentence is), as written: a
wrong figure or the right one in another unit stays wrong; a denied measure, two figures, or a figure
with its own unit are read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

KV = {q.id: q for q in curated_catalog()}["seed000-30"]


@pytest.mark.parametrize(
    "answer", ["GiB 算的话 432 左右", "按 GiB 算，432", "432（GiB）", "单位 GiB：432", "以 GiB 计 432 吧"]
)
def test_the_figure_is_read_in_the_unit_said(answer: str) -> None:
    graded = grade(KV, answer)
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation
    assert graded.understood.numbers and graded.understood.numbers[0].unit == "GiB"


@pytest.mark.parametrize(
    ("answer", "unit"),
    [
        ("GB 算的话 432 左右", "GB"),  # 432 GB: 7 % short of 464 GB
        ("GiB 算的话 464", "GiB"),  # 464 GiB: too much
        ("不按 GiB 算，432", None),  # the measure denied: the figure bare, as before
        ("按 GiB 算，432 GB", "GB"),  # the figure's own unit stands
    ],
)
def test_a_wrong_figure_stays_wrong(answer: str, unit: str | None) -> None:
    graded = grade(KV, answer)
    assert graded.verdict is not Verdict.CORRECT
    if graded.understood.numbers:
        assert graded.understood.numbers[0].unit == unit


def test_two_figures_take_no_unit_said_apart() -> None:
    assert grade(KV, "GiB 算的话 432，GB 算的话 464").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "算出来 4.6×10^11，单位字节",  # blind batch 73: the figure in bytes, 460 GB within tolerance
        "4.6×10^11，单位是字节",
        "4.6×10^11（单位：字节）",
        "2×48×2048×96×12288×2 = 4.64×10^11，单位 B",
        "464，单位 GB",
        "432，单位是 GiB",
    ],
)
def test_a_unit_named_after_the_figure_is_its_unit(answer: str) -> None:
    graded = grade(KV, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "4.6×10^11，单位 bit",  # bits: an eighth of the bytes
        "4.6×10^11，单位 GB",  # the figure of bytes read in GB: far off
        "464，单位 MB",
        "4.6×10^11，单位不是字节",
        "4.6×10^11，单位字节还是 bit 忘了",  # the unit left open
        "464，单位 GB 还是 GiB 忘了",
        "464 GiB，单位 GB",  # a unit of its own: read as written
        "4.6×10^11 个元素，单位字节",  # a count of elements, not bytes
    ],
)
def test_a_unit_named_after_it_never_makes_a_wrong_or_open_figure_right(answer: str) -> None:
    assert grade(KV, answer).verdict is not Verdict.CORRECT, answer
