""" "no" before a noun of its own is no correction ("A and C. D is a data race — wrong numbers, no hang.
B only changes protocol selection."): it denies the hang of the option described, and does not take back
the set stated first. It was read as a correction, the set dropped for B, described after it. A bare
"no" still corrects ("A and D, no, C"), and so does one going on with a word of the correction ("no it's",
"no wait", "no way").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._choice_marks import takes_back
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    [
        "A and C. D is a data race — wrong numbers, no hang. B only changes protocol selection.",
        "A and C. D is a data race, no deadlock. B only changes protocol selection.",
        "A and C, no hang for D",
    ],
)
def test_a_set_stated_first_stays_after_no_before_a_noun(answer: str) -> None:
    result = grade(QUESTIONS["seed002-33"], answer)
    assert result.understood.choices == ["A", "C"], (answer, result)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "read"),
    [
        ("A and D, no, C", ["C"]),
        ("A, no C", ["C"]),
        ("A and C. D gives wrong numbers, no hang. B too.", ["A", "B", "C"]),
        ("A and C. D is a data race, no hang. B also deadlocks.", ["A", "B", "C"]),
    ],
)
def test_a_correction_or_an_addition_is_still_read(answer: str, read: list[str]) -> None:
    result = grade(QUESTIONS["seed002-33"], answer)
    assert result.understood.choices == read, (answer, result)
    assert result.verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "gap", [", no, ", ", no it's ", ", no wait ", ", no way. ", ", no. ", ", No, i mean "]
)
def test_a_bare_no_takes_back(gap: str) -> None:
    assert takes_back(gap)


@pytest.mark.parametrize("gap", [", no hang. ", ", no deadlock here; ", " needs no mask ", "— no sync, "])
def test_no_before_a_noun_takes_nothing_back(gap: str) -> None:
    assert not takes_back(gap)
