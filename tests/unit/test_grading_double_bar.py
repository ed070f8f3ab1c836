"""Letters joined by a double bar ("B‖D", "B||D") are a bare set, as "B|D" is (blind batch 65, seed000-23,
labelled partial 0.5 with no confirmation): the double bar had made it a sentence, read to confirm."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize("answer", ["B‖D", "B||D", "B ‖ D"])
def test_a_double_bar_joins_a_bare_set(answer: str) -> None:
    graded = grade(CATALOG["seed000-23"], answer)
    assert graded.verdict is Verdict.PARTIAL and not graded.needs_confirmation
    assert graded.reading == "B、D"


@pytest.mark.parametrize("answer", ["A‖B", "A||B"])
def test_a_double_bar_on_a_single_choice_is_two_options_and_not_right(answer: str) -> None:
    graded = grade(CATALOG["seed000-01"], answer)  # key B
    assert graded.understood.choices == ["A", "B"] and graded.verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["B‖D？", "B||D?"])
def test_a_double_bar_set_asked_is_read_to_confirm(answer: str) -> None:
    graded = grade(CATALOG["seed000-23"], answer)
    assert graded.needs_confirmation and graded.reading == "B、D"
