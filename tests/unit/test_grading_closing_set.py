"""A set of letters alone closing a multiple choice answer is read whole (blind batch 65, seed000-18,
key AD): "…能直接用 FA2 —— A D" had been read as D and "A（并行度到 64）D（能配 FA2）" as A."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed000-18"]
REASONED = "头数 64 所以并行度能到 64，另外 Ulysses 里 attention 是本地算的能直接用 FA2 —— "


@pytest.mark.parametrize(
    "answer",
    [
        "A（并行度到 64）D（能配 FA2）",
        "A（能扩到 64）D（兼容 FA2）",
        REASONED + "A D",
        REASONED + "A、D",
        "A (并行度到 64) D (能配 FA2)",
    ],
)
def test_the_closing_set_is_read_whole(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation and graded.reading == "A、D"


@pytest.mark.parametrize(
    "answer",
    [
        "A（并行度到 64）D（不确定）",  # a gloss that doubts: D is not chosen plainly
        "A（并行度到 64）D（也许）",  # hedged, pending, ruled out or faulted by a word with no denial in it
        "A（并行度到 64）D（待定）",
        "A（并行度到 64）D（排除）",
        "A（并行度到 64）D（有坑）",
        "A（可能）D（能配 FA2）",
        "A（并行度到 64）D（能配 FA2）E",  # the nearest wrong set, read whole: wrong
        "头数 64 所以并行度能到 64，不确定 FA2 能不能用 —— A D",  # doubt before the set
        REASONED + "A D？",
    ],
)
def test_a_doubted_or_wrong_set_is_not_made_right(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is not Verdict.CORRECT
