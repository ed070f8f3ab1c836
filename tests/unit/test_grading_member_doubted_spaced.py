"""A set, then a member of it doubted after a space ("ABCD D 也许不对", typed without a comma), and a set
said yes to in English ("A, D yes"). The first was read as the set without D, unhedged (a member doubted at
the end makes the answer a hedge: convention 5 of blind-16.yaml's header), as "ABCD，D 也许不对" with a
comma already was; the second as A alone, "yes" not heard as "correct" is: both letters, to confirm.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

MULTI = [q for q in curated_catalog() if q.servable and q.type.value == "multi"]


@pytest.mark.parametrize("question", MULTI, ids=lambda question: question.id)
def test_a_member_doubted_after_a_space_makes_a_hedge(question: Question) -> None:
    assert len(MULTI) >= 10  # the loop checks something
    key = question.key
    for member in question.options:
        named = "".join(sorted(set(key) | {member}))
        for answer in (f"{named} {member} 也许不对", f"{named} {member} 可能不对"):
            result = grade(question, answer)
            assert result.verdict is not Verdict.CORRECT, (question.id, answer, result.reading)
            assert member in (result.understood.choices or [member]), (question.id, answer, result.reading)


@pytest.mark.parametrize("question", MULTI, ids=lambda question: question.id)
def test_a_set_said_yes_to_is_the_set(question: Question) -> None:
    key = question.key
    if len(key) == 2:
        result = grade(question, f"{key[0]}, {key[1]} yes")
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, result.reading)
    # not "A" after a comma, which may be the article ("…, a yes"): another class, not read here
    wrong = next((letter for letter in question.options if letter not in key and letter != "A"), None)
    if wrong is None:
        return
    result = grade(question, f"{key[0]}, {wrong} yes")
    assert result.verdict is not Verdict.CORRECT, (question.id, result.reading)
    assert wrong in (result.understood.choices or [wrong]), (question.id, result.reading)
