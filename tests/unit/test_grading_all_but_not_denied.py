"""After "all but", the rest said never wrong ("除了 A、D 其他都错不了") or denied no fault ("其他都不是错
的", "其他都不是问题") is not the rest denied: only the options named are not read. On seed000-18 (key
AD) those sentences mean B, C, E; "其他都错", "其他都不是", "其他都不对" still leave A, D."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-18", "除了 A 和 D 其他都错不了"), ("seed000-18", "除了 A、D 其他都不是错的"),
     ("seed000-18", "除了 A、D 其他都不是问题"), ("seed002-33", "除了 A 和 C 其余都错不了")],
)  # fmt: skip
def test_the_rest_never_wrong_is_not_the_named_chosen(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # key AD, AC: the named ones
    assert graded.verdict is not Verdict.CORRECT, (graded.reading, graded.rationale)


def test_the_rest_never_wrong_is_the_rest_chosen() -> None:
    graded = grade(BANK["seed000-23"], "除了 C 其他都错不了")  # key ABDE
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "B", "D", "E"])


@pytest.mark.parametrize("answer", ["除了 A、D 其他都错", "除了 A、D 其他都不是", "除了 A、D 其他都不对"])
def test_the_rest_denied_leaves_the_named(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "D"]), graded.rationale
