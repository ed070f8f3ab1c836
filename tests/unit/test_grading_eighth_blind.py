"""The rules written for the causes the eighth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- on a multiple choice, letters joined by slashes ("A/C/D") are the set chosen, read for the
  candidate's confirmation (a slash means "and" as often as "or"); on a single choice a slash between
  two options is a hedge.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import MULTI, SIZES


@pytest.mark.parametrize(("answer", "verdict"), [("A/C/D", Verdict.CORRECT), ("a / c", Verdict.INCORRECT)])
def test_slashed_letters_on_a_multiple_choice_are_the_set_to_confirm(answer: str, verdict: Verdict) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and got.needs_confirmation, got.rationale
    assert not got.understood.hedged


def test_slashed_letters_on_a_single_choice_are_a_hedge() -> None:
    got = grade(SIZES, "A/B")
    assert got.verdict is Verdict.INCORRECT and got.understood.hedged and got.needs_confirmation
