"""A stand against a saying after an option, then another option denied: asked again, not read.

"B，我不同意那种说法，A 肯定不行" may stand against B's saying ("…，A 也不对": B was wrong too) or
against A's: the reader cannot tell, so it asks again (``test_grading_reviewed_holes_13.py`` holds the
family). A stance closing on the next option ("B，我不同意 A") is said of that option, and B is read. A
stand against the option itself ("B 我不支持，A 不行", "B，我反对，A 不行") denies it, and one that names
nothing after it is asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

POWERS = {q.id: q for q in curated_catalog()}["seed000-11"]  # A 16, B 32, C 64, D 128; key A


def test_a_stance_closing_on_the_next_option_is_said_of_it() -> None:
    result = grade(POWERS, "B，我不同意 A")
    assert result.understood.choices == ["B"], result
    assert result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "A，我不同意那种说法，B 肯定不行",
        "A，我不同意这种说法，C 不对",
        "A，我不同意那种说法，B 也不对",
        "B 我不支持，A 不行",
        "B，我反对，A 不行",
        "B，我不同意那种说法 哈哈",
        "B，我不同意那种说法，A",
        "B，我不同意这种说法",
    ],
)
def test_a_stand_against_a_saying_or_the_option_reads_no_choice(answer: str) -> None:
    result = grade(POWERS, answer)
    assert result.verdict is Verdict.INVALID, (answer, result)
    assert not result.understood.choices
