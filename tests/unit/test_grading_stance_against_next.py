"""A stand against a saying, then a clause denying another option, stands against that option.

"B，我不同意那种说法，A 肯定不行" was asked again: the stand after B was read as a denial of B, and A was
denied too. Its next clause says what it stands against (``_not_own`` already read it so): B is the
answer, to confirm. A stand against the option itself ("B 我不支持，A 不行", "B，我反对，A 不行") still
denies it, and a stand against a saying that names nothing after it is still asked again.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade

POWERS = {q.id: q for q in Catalog.load()}["seed000-11"]  # A 16, B 32, C 64, D 128; key A


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("B，我不同意那种说法，A 肯定不行", ["B"]),
        ("A，我不同意那种说法，B 肯定不行", ["A"]),
        ("A，我不同意这种说法，C 不对", ["A"]),
        ("B，我不同意 A", ["B"]),  # the stance takes the option after it, as before
    ],
)
def test_the_stand_is_against_the_option_denied_after_it(answer: str, letters: list[str]) -> None:
    result = grade(POWERS, answer)
    assert result.understood.choices == letters, (answer, result)
    assert result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "B 我不支持，A 不行",
        "B，我反对，A 不行",
        "B，我不同意那种说法 哈哈",
        "B，我不同意那种说法，A",
        "B，我不同意这种说法",
    ],
)
def test_a_stand_against_the_option_or_against_no_one_named_reads_no_choice(answer: str) -> None:
    result = grade(POWERS, answer)
    assert result.verdict is Verdict.INVALID, (answer, result)
    assert not result.understood.choices
