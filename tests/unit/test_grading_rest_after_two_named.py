"""A clause naming two options with one denial, before the rest is chosen, leaves both out only when
it affirms neither (review of e09d7308).

"A 支持 C 不支持 其余支持" means A, B and D; the clause "A 支持 C 不支持" named A and C and held a
denial, so both were left out and the answer read BD, seed002-32's key. Such a clause is now no
reading of the rest when, its denials taken away, an affirming word is left; "A C 不对，其余都对"
still leaves both out.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(question for question in curated_catalog() if question.id == "seed002-32")  # key BD


@pytest.mark.parametrize(
    "answer",
    [
        "A 支持 C 不支持 其余支持",
        "A 可以 C 不行 其余都行",
        "A 支持 C 不支持，其余支持",
        "A 对 C 不对，其余都对",
    ],
)
def test_one_named_affirmed_is_not_left_out(answer: str) -> None:
    result = grade(QUESTION, answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result.reading)
    assert result.reading != "B、D", answer


@pytest.mark.parametrize(
    "answer",
    ["A C 不对，其余都对", "A 和 C 不支持 其余支持", "A、C 排除，其余都选", "A 不支持 C 不支持 其余支持"],
)
def test_both_named_denied_are_left_out(answer: str) -> None:
    result = grade(QUESTION, answer)
    assert (result.verdict, result.reading) == (Verdict.CORRECT, "B、D"), answer
    assert result.needs_confirmation, answer
