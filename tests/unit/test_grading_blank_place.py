"""A fill named by its blank's array, at its place and with its verb: "a 那里填 P('x')，b 那里填 P(None,
'y')" (issue 30: the fifty-fourth blind batch). "a 那儿 P(…)" and "a 填 P(…)" were read, the two
together were not: "填 P('x')" was taken as the fill, and a right answer graded incorrect. The place
("那里", "这儿") may now be followed by the verb; which blank a name calls is found as before, so a
fill put at the other blank's name is still wrong.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import SPECS, active_questions


@pytest.mark.parametrize(
    "answer",
    [
        "a 那里填 P('x', None)，b 那里填 P(None, 'y')",
        "a 这儿填 P('x', None)，b 这儿填 P(None, 'y')",
        "b 那边填 P(None, 'y')，a 那边填 P('x', None)",
        "a 那儿 P('x', None)，b 那儿 P(None, 'y')",
    ],
)
def test_a_fill_at_its_arrays_place_with_its_verb(answer: str) -> None:
    graded = grade(SPECS, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("a 那里填 P(None, 'y')，b 那里填 P('x', None)", Verdict.INCORRECT),  # each at the other's name
        ("a 那里填 P('x', None)，b 那里填 P('y')", Verdict.PARTIAL),
    ],
)
def test_a_fill_at_the_wrong_name_is_wrong(answer: str, verdict: Verdict) -> None:
    assert grade(SPECS, answer).verdict is verdict, answer


# Review of the reader round, finding 4: without "，" or "；" between them, the fill after a place word
# took the rest of the line, the next name's fill with it; the next name at its place now ends it.
BANK = {q.id: q for q in active_questions(QuestionType.CODE)}


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("a 这里 P('x', None) b 这里 P(None, 'y')", Verdict.CORRECT),
        ("a 那里填 P('x', None) b 那里填 P(None, 'y')", Verdict.CORRECT),
        ("b 这里 P(None, 'y') a 这里 P('x', None)", Verdict.CORRECT),
        ("a 这里 P(None, 'y') b 这里 P('x', None)", Verdict.INCORRECT),  # each at the other's name
        # the tentative particle is read as with "；" between the two ("a 这里 P('x', None) 吧？；b …")
        ("a 这里 P('x', None) 吧？ b 这里 P(None, 'y')", Verdict.PARTIAL),
    ],
)
def test_the_next_name_at_its_place_ends_a_fill(answer: str, verdict: Verdict) -> None:
    for question in (SPECS, BANK["seed000-27"]):
        assert grade(question, answer).verdict is verdict, (question.id, answer)
