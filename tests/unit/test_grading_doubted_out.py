"""A doubt closed by leaving the option out ("存疑不选") sets it apart, and the rest chosen after it are the
answer (blind batch 65, seed000-16, key ABCDE: "上下文 8k 那条存疑不选，其余都选", labelled partial 0.8).

It was read as no answer (the doubt word refused the "all but" reading) and "E 存疑不选，其余都选" as E
(the "选" of "不选" was taken to affirm E). A doubt left open ("那条存疑，其余都选") is still no answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed000-16"]


@pytest.mark.parametrize(
    "answer",
    ["上下文 8k 那条存疑不选，其余都选", "上下文 8k 那条不确定，不选，其余都选", "E 存疑不选，其余都选"],
)
def test_the_option_doubted_out_is_set_apart(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.PARTIAL and graded.score == pytest.approx(0.8), graded.rationale
    assert graded.reading == "A、B、C、D"


@pytest.mark.parametrize(
    "answer",
    [
        "上下文 8k 那条存疑，其余都选",  # the doubt left open
        "上下文 8k 那条存疑不选，其余不确定",
        "上下文 8k 那条存疑不选，其余都不选",
        "E 存疑但也选，其余都选",  # kept in: never read as set apart
    ],
)
def test_a_doubt_left_open_or_a_rest_denied_is_not_read_as_set_apart(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.reading != "A、B、C、D"
    assert graded.verdict is not Verdict.CORRECT
