"""A claim echoed in disbelief, then a bare set of letters and no retort ("NCCL_LL_THRESHOLD 调大能死锁？A C",
the thirty-third question of seed 002): the set is the answer, read to confirm, even where the whole read
only the claim's option. The set naming the claim's option too, a claim that asks ("…吗？"), a set asked
again ("A C？"), or a claim that is itself a letter ("B？A C") leave the answer read as it was."""

from __future__ import annotations

from bank.grading import grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_DEADLOCK, _FITS = (
    "seed002-33",
    "seed000-04",
)  # multi keyed AC (B: NCCL_LL_THRESHOLD 过大); single keyed B (A: 32)


def test_the_set_after_an_echo_is_the_answer() -> None:
    for claim in (
        "NCCL_LL_THRESHOLD 调大能死锁",
        "NCCL_LL_THRESHOLD 过大会死锁",
        "NCCL_LL_THRESHOLD 过大也算",
    ):
        for mark in ("？", "?", "？？"):
            for answer in ("A C", "AC", "A、C。", "选 A C"):
                typed = f"{claim}{mark}{answer}"
                graded = grade(_QUESTIONS[_DEADLOCK], typed)
                assert graded.understood.choices == ["A", "C"] and graded.needs_confirmation, typed
    for typed in ("32 能放下？B", "32 放得下？B"):
        graded = grade(_QUESTIONS[_FITS], typed)
        assert graded.understood.choices == ["B"] and graded.needs_confirmation, typed


def test_a_set_with_the_claim_or_a_question_is_not_split() -> None:
    for typed in (
        "NCCL_LL_THRESHOLD 调大能死锁？B",
        "NCCL_LL_THRESHOLD 调大能死锁？A B C",
        "NCCL_LL_THRESHOLD 调大能死锁吗？A C",
        "NCCL_LL_THRESHOLD 调大能死锁？A C？",
        "B？A C",
    ):
        assert grade(_QUESTIONS[_DEADLOCK], typed).understood.choices != ["A", "C"], typed
    for typed in ("32 能放下？A", "32 能放下？A？"):
        assert grade(_QUESTIONS[_FITS], typed).understood.choices != ["B"], typed
