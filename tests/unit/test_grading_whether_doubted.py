"""An "if" that means whether ("not sure if FSDP changes it", "wonder if", "don't know if"; blind-79 asked
again about "16 or 32, not sure if FSDP changes it"): a doubt, no condition. The hedge is read as one, a
single figure as a tentative answer to confirm; an "if" that states a case still asks again."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

FSDP = {question.id: question for question in curated_catalog()}["seed000-11"]

READ = [  # (answer, options read)
    ("16 or 32, not sure if FSDP changes it", ["A", "B"]),
    ("16 or 32, I wonder if FSDP changes it", ["A", "B"]),
    ("16 or 32, don't know if FSDP changes it", ["A", "B"]),
    ("16, not sure if FSDP changes it", ["A"]),
]
CONDITIONS = ["A if no accumulation", "16, if FSDP is used", "32 if FSDP shards the batch"]


def test_whether_is_a_doubt() -> None:
    for answer, options in READ:
        graded = grade(FSDP, answer)
        assert graded.understood.choices == options, f"{answer!r}: {graded.understood}"
        assert graded.needs_confirmation, f"{answer!r}: read bare"
        if len(options) > 1:
            assert graded.verdict is Verdict.INCORRECT, f"{answer!r}: a hedge, {graded}"


def test_a_condition_still_asks_again() -> None:
    for answer in CONDITIONS:
        assert grade(FSDP, answer).verdict is Verdict.INVALID, answer
