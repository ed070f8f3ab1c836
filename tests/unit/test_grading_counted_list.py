"""A list of options by their words closed by its count ("rollout 逐层相乘、LRP 改写 GELU、Chefer 的守恒，这三
个", blind batch 65, seed001-13, key ABD) is read whole, to confirm; it had been read as A, shown to the
candidate: the count closing it was taken for an item of the list. A set read from the list must have the
count's number of options: "…，这两个" of three items is asked again, with a comma or without."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed001-13"]
LISTED = "rollout 逐层相乘、LRP 改写 GELU、Chefer 的守恒"


def test_the_counted_list_is_read_whole_to_confirm() -> None:
    graded = grade(QUESTION, LISTED + "，这三个")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert graded.reading == "A、B、D"


@pytest.mark.parametrize(
    "answer",
    [
        LISTED + "，这两个",  # the count is not the list's: which two?
        LISTED + " 这两个",
        LISTED + "，这四个",
        "rollout 逐层相乘、LRP 改写 GELU、Grad-CAM 要卷积，这三个",  # the nearest wrong list
    ],
)
def test_a_count_not_the_lists_or_a_wrong_list_is_not_made_right(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is not Verdict.CORRECT
    assert graded.reading != "A"  # never the list's first item alone
