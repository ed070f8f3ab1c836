"""Options added at the close of an English list by "too" or "as well" ("A, B, C, D and E too"): members of
the set like the rest. Found by a round of this stop: on seed001-15 (key A, B, C) "A, B, C, D and E too"
was read as A, B, C, correct to confirm, and "A, B and C too" as A alone: the last items, with "too" after
them, were taken for options described rather than chosen. A denial after them ("D is wrong too") still
rules them out.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI]
WITH_WRONG = [q for q in MULTIS if set(q.options) - set(q.key) and len(q.key) >= 2]
CLOSINGS = (" too", " as well")


@pytest.mark.parametrize("closing", CLOSINGS)
def test_wrong_options_added_by_too_are_chosen_never_dropped(closing: str) -> None:
    assert len(WITH_WRONG) >= 8
    for question in WITH_WRONG:
        key = sorted(question.key)
        wrong = sorted(set(question.options) - set(key))
        for answer in (
            f"{', '.join(key)}, {' and '.join(wrong[:2])}{closing}",
            f"{', '.join(key)}; {wrong[0]}{closing}",
            f"{', '.join(key[:-1])}, {key[-1]} and {wrong[0]}{closing}",
        ):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
            assert wrong[0] in (graded.understood.choices or ()), (question.id, answer, graded.reading)


@pytest.mark.parametrize("closing", CLOSINGS)
def test_the_key_closed_by_too_is_the_key(closing: str) -> None:
    for question in WITH_WRONG:
        key = sorted(question.key)
        answer = f"{', '.join(key[:-1])} and {key[-1]}{closing}"
        graded = grade(question, answer)
        assert sorted(graded.understood.choices or ()) == key, (question.id, answer, graded.reading)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, answer)


@pytest.mark.parametrize("closing", CLOSINGS)
def test_options_denied_too_stay_out(closing: str) -> None:
    for question in WITH_WRONG:
        key = sorted(question.key)
        wrong = sorted(set(question.options) - set(key))[0]
        listed = ", ".join(key)
        for answer in (f"{listed}, {wrong} is wrong{closing}", f"{listed}, not {wrong}{closing}"):
            graded = grade(question, answer)
            assert wrong not in (graded.understood.choices or ()), (question.id, answer, graded.reading)
