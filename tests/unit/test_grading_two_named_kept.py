"""A clause naming two options before the rest is chosen leaves neither out when it says one is
certain or beyond doubt ("A 稳了 C 不对 其余都对", "A 不用怀疑 C 不对"): on seed002-32 (key BD) those
mean A, B, D, never B, D. "A C 不对", "A 不对 C 不对", "A 和 C 不支持" still leave both out."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(question for question in curated_catalog() if question.id == "seed002-32")


@pytest.mark.parametrize(
    "answer", ["A 稳了 C 不对 其余都对", "A 不用怀疑 C 不对 其余都对", "A 无疑 C 不对 其余都对"]
)
def test_an_option_said_certain_is_not_left_out(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is not Verdict.CORRECT, (graded.reading, graded.rationale)
    assert graded.understood.choices != ["B", "D"]


@pytest.mark.parametrize("answer", ["A C 不对 其余都对", "A 不对 C 不对 其余都对", "A、C 排除 其余都对"])
def test_two_options_denied_are_left_out(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B", "D"]), graded.rationale
