"""Two full stops closing a bare answer ("Ｂ．．", "B..") are two stops, bare, as "B。。" is; three dots
or a pause inside the answer still trail off (blind batch 76).

"Ｂ．．" (seed002-07, key B) was read to confirm: NFKC makes it "B..", and any two dots were joined into
an ellipsis, a pause read as more than a bare letter.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._ellipsis import one_ellipsis
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize("answer", ["Ｂ．．", "B..", "B .. ", "Ｂ。。"])
def test_two_stops_closing_a_letter_are_bare(answer: str) -> None:
    graded = grade(CATALOG["seed002-07"], answer)
    assert graded.verdict is Verdict.CORRECT
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["B...", "B…", "B..?", "B..吧", "Ｂ．．？"])
def test_an_ellipsis_a_question_or_a_particle_is_still_more_than_bare(answer: str) -> None:
    assert grade(CATALOG["seed002-07"], answer).needs_confirmation


@pytest.mark.parametrize("answer", ["B.. 不对", "B..不对"])
def test_a_denial_after_the_dots_is_still_read(answer: str) -> None:
    assert grade(CATALOG["seed002-07"], answer).verdict is not Verdict.CORRECT


def test_only_two_dots_at_the_end_are_stops() -> None:
    assert one_ellipsis("B..") == "B.."
    assert one_ellipsis("B...") == "B…"
    assert one_ellipsis("A..B") == "A…B"
