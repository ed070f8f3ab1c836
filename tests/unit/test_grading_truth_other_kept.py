"""A hedge keeping the other option open: on a true/false question the other mark said after it as a
clause of its own ("是的，也可能不是", "true，也可能false"), which the mark finder missed beside words, and
on a choice another option granted "也不是不可能" or "也说不准" ("A，不过 B 也不是不可能"). Both kept open:
never read as the first (a red team found them read correct, to confirm).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
NVME = QUESTIONS["seed002-45"]  # true: DeepSpeed ZeRO-3 supports NVMe offload
BATCH = QUESTIONS["seed000-11"]  # single choice, key A (16)


@pytest.mark.parametrize(
    "answer",
    [
        "是的，也可能不是",
        "true，也可能false",
        "对，不过错也不是不可能",
        "对吧，错也说不准",
        "对，说不定不对",
    ],
)
def test_the_other_mark_kept_open_is_no_verdict(answer: str) -> None:
    graded = grade(NVME, answer)
    assert graded.verdict is not Verdict.CORRECT, answer
    assert graded.understood.truth is None, answer


@pytest.mark.parametrize("answer", ["对，也可能", "是的，也可能是", "对，也可能对"])
def test_the_same_mark_again_is_read(answer: str) -> None:
    assert grade(NVME, answer).understood.truth is True, answer


@pytest.mark.parametrize(
    "answer", ["A，不过 B 也不是不可能", "A 吧，B 也说不准", "A，B 也说不准", "A，B 也难说"]
)
def test_another_option_kept_open_is_a_hedge(answer: str) -> None:
    graded = grade(BATCH, answer)
    assert graded.verdict is Verdict.INCORRECT, answer
    assert graded.understood.hedged, answer
