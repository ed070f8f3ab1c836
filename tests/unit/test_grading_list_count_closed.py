"""A list of options named by their content, then a comma and its own count ("…、Chefer 守恒，就这三条").

Batch 64's "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒，就这三条" on seed001-13 (key ABD) had been read as A
alone, wrong to confirm: the comma before the count made the list a sentence, so the item naming no
option by its letter ("LRP 改写 GELU") was never read and the list came out short. A count that is the
list's, after a comma, closes it as "…这三个" does without one: the set is read to confirm. Not a count
that is not the list's, one denied ("不止这三条") or hedged ("大概就这三条吧"): read as before, never the
key; a wrong item in the list is read as the wrong option.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(q for q in curated_catalog() if q.id == "seed001-13")  # key ABD


@pytest.mark.parametrize(
    "answer",
    [
        "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒，就这三条",
        "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒，这三个",
        "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒, 就这 3 条",
    ],
)
def test_a_list_closed_by_its_own_count_after_a_comma_is_read_whole(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.reading
    assert graded.understood.choices == ["A", "B", "D"]


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("rollout 逐层乘、LRP 改写 GELU、CAM 对 CNN 无效，就这三条", ["A", "B", "E"]),  # the nearest wrong
        ("rollout 逐层乘、LRP 改写 GELU，就这两条", ["A", "B"]),  # short, read short
    ],
)
def test_a_wrong_or_short_list_so_closed_reads_as_said(answer: str, chosen: list[str]) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.INCORRECT
    assert graded.understood.choices == chosen


@pytest.mark.parametrize(
    "answer",
    [
        "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒，就这两条",  # a count that is not the list's
        "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒，不止这三条",  # denied
        "rollout 逐层乘、LRP 改写 GELU、Chefer 守恒，大概就这三条吧",  # hedged
    ],
)
def test_a_count_not_the_list_s_denied_or_hedged_is_never_the_key(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is not Verdict.CORRECT
