"""A set named on a multiple choice and then denied as a whole in English ("A, B, C, D, E; all of them
no", "A and D are both wrong", "ABDE, they're all incorrect"): the closing clause names no option and
denies every one said before it, so nothing is chosen and the answer is asked again (the key's own set
so denied was read as right, to confirm). The set said and then affirmed as a whole ("…; all of them
yes", "…, all of them, no doubt") or only doubted is not this: still the set, to confirm.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI and len(q.key) >= 2]

DENIALS = (
    "; all of them no", "; all no", ": all of them, no", ", all of them wrong", "; they're all wrong",
    " are all wrong", "; each one false", "; none of them", " all not",
    " — all of them incorrect", "; these are all wrong",
)  # fmt: skip
AFFIRMED = ("; all of them yes", "; all of them right", " — all of them, no doubt", ", all of them")


def _joined(letters: str) -> tuple[str, ...]:
    return (letters, ", ".join(letters), " and ".join(letters), "、".join(letters))


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_set_denied_as_a_whole_is_asked_again(question: Question) -> None:
    assert len(MULTIS) >= 10  # the loop checks something
    for form in _joined(question.key_text):
        for denial in DENIALS:
            answer = form + denial
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_two_options_said_both_wrong_are_not_chosen(question: Question) -> None:
    first, second = question.key_text[0], question.key_text[1]
    for answer in (f"{first}, {second} are both wrong", f"{first} and {second}, both not"):
        result = grade(question, answer)
        assert not set(result.understood.choices or []), (question.id, answer, result.reading)


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_set_affirmed_as_a_whole_is_still_the_set(question: Question) -> None:
    for form in _joined(question.key_text):
        for affirmed in AFFIRMED:
            answer = form + affirmed
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading)
            assert result.needs_confirmation, answer
