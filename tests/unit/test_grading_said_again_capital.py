"""An option of a multiple-choice set said again after the set in English ("A、D, A out", "A、D, D not",
"A、D, D maybe") or asked of ("A、D，A？") had the set read whole, to confirm: the capital A was taken
for the article before "out" and never seen as said again, and "not", "maybe" or a bare question mark
after an option counted as saying nothing of it. Where the set was the key, an answer that takes the
option out was graded correct. Each is asked again now; an option said again and affirmed ("A、D, A
for sure", "A、D，D 对") reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct

WITH_A = [q for q in active_questions(QuestionType.MULTI) if q.key_text.strip().startswith("A")]


@pytest.mark.parametrize(
    "template", ["{K}, A out", "{K}, A is out", "{K}，A?", "{K}，A？", "{K}, A?", "{K}, A dropped"]
)
def test_a_said_again_out_or_asked_is_never_correct(template: str) -> None:
    assert WITH_A
    assert read_correct(WITH_A, template) == []


@pytest.mark.parametrize("template", ["{K}", "{K}，A 对", "{K}, A for sure"])
def test_a_said_again_and_affirmed_reads(template: str) -> None:
    assert read_correct(WITH_A, template) == [q.id for q in WITH_A]


LAST_SAID_AGAIN = ["{K}, {L} not", "{K}, {L} maybe", "{K}, {L} perhaps", "{K}，{L}?"]
MULTI = active_questions(QuestionType.MULTI)


def _read_correct(template: str) -> list[str]:
    """The multiple-choice questions on which ``template`` reads correct: {K} the key's letters joined by
    "、", {L} its last letter."""
    keys = {q.id: q.key_text.strip() for q in MULTI}
    answers = {q.id: template.format(K="、".join(keys[q.id]), L=keys[q.id][-1]) for q in MULTI}
    return [q.id for q in MULTI if grade(q, answers[q.id]).verdict is Verdict.CORRECT]


@pytest.mark.parametrize("template", LAST_SAID_AGAIN)
def test_an_option_said_again_with_not_or_maybe_is_never_correct(template: str) -> None:
    """ "A、D, D not" read as A、D: "not" and "maybe" alone count as filler beside an option."""
    assert MULTI
    assert _read_correct(template) == []


@pytest.mark.parametrize("template", ["{K}, {L} for sure", "{K}，{L} 对"])
def test_an_option_said_again_and_affirmed_reads(template: str) -> None:
    assert _read_correct(template) == [q.id for q in MULTI]
