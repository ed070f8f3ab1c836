"""A set on a multiple choice followed by a doubt in English of one option (issue "Grading a typed
answer", the red team's classes): a member of the set doubted ("A and C, unsure about C", "A + C (not
sure about C)") keeps the set open, a hedge (convention 5 of seen/blind-16.yaml: incorrect, to
confirm), however the set's letters are joined (convention 8: "A and C" is a bare set); an option
outside the set doubted ("AC, not sure about D", "AC (unsure about D)") is only doubted: never chosen.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI and len(q.key) >= 2]
WITH_WRONG = [q for q in MULTIS if set(q.options) - set(q.key)]


def _joined(letters: str) -> tuple[str, ...]:
    return (letters, " and ".join(letters), " + ".join(letters), ", ".join(letters), "、".join(letters))


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_member_doubted_in_english_keeps_the_set_open(question: Question) -> None:
    assert len(MULTIS) >= 10  # the loop checks something
    for form in _joined(question.key_text):
        for doubt in (
            ", unsure about {}",
            ", not sure about {}",
            " (not sure about {})",
            "; a bit shaky on {}",
        ):
            answer = form + doubt.format(question.key_text[-1])
            result = grade(question, answer)
            assert result.verdict is Verdict.INCORRECT, (
                question.id,
                answer,
                result.reading,
                result.rationale,
            )
            assert result.needs_confirmation, answer


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_an_option_outside_the_set_doubted_in_english_is_not_chosen(question: Question) -> None:
    assert len(WITH_WRONG) >= 10
    other = next(letter for letter in question.options if letter not in question.key_text)
    for form in _joined(question.key_text):
        for doubt in (", not sure about {}", ", unsure about {}", " (not sure about {})"):
            answer = form + doubt.format(other)
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading, result.rationale)
            assert other not in (result.understood.choices or []), answer
            assert result.needs_confirmation, answer


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_a_wrong_set_with_an_outside_option_doubted_stays_wrong(question: Question) -> None:
    # the unsafe neighbour: the key's missing member named only in the doubt is not chosen either
    wrong = question.key_text[:-1]
    answer = f"{' and '.join(wrong)}, not sure about {question.key_text[-1]}"
    result = grade(question, answer)
    assert result.verdict is not Verdict.CORRECT, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_the_rest_doubted_in_english_leaves_the_set_as_named(question: Question) -> None:
    # "A and E, not sure about the rest" (seen/blind-5.yaml): the options left out are only doubted
    part = question.key_text[:-1] or question.key_text
    expected = Verdict.CORRECT if part == question.key_text else Verdict.PARTIAL
    for form in _joined(part):
        for doubt in (", not sure about the rest", " (not sure about the others)"):
            answer = form + doubt
            result = grade(question, answer)
            if question.scoring.value != "partial_subset" and expected is Verdict.PARTIAL:
                assert result.verdict is Verdict.INCORRECT, (question.id, answer, result.reading)
            else:
                assert result.verdict is expected, (question.id, answer, result.reading)
            assert not result.reading.endswith("（模棱两可）"), answer
