"""A set on a multiple choice closed by a doubt said of the whole of it (issue "Grading a typed
answer"): after a pause and nothing more ("A、C，不确定", "ABCDE，没把握", "AC 吧，但不确定",
"AC, not sure"): the set kept open, a hedge (convention 5 of seen/blind-16.yaml: incorrect, to
confirm), never the set, as "A C，拿不准" already read. Not a doubt of one letter after the set
("ABD，C 不确定": C left out), a doubt kept ("…，不确定但也选") nor a certainty ("…，确定").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]
WITH_WRONG = [q for q in MULTIS if set(q.options) - set(q.key)]  # a wrong option to doubt


def _forms(question: Question) -> tuple[str, ...]:
    return (question.key, "、".join(question.key), " ".join(question.key))


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_doubt_of_the_whole_set_is_a_hedge(question: Question) -> None:
    for form in _forms(question):
        for doubt in ("，不确定", "，没把握", "，我不太确定", " 吧，但不确定", ", not sure", "，不确定。"):
            result = grade(question, form + doubt)
            assert result.verdict is Verdict.INCORRECT, (question.id, form + doubt, result.rationale)
            assert result.needs_confirmation, form + doubt
        for kept in ("，确定", "，不确定但也选"):
            result = grade(question, form + kept)
            assert result.verdict is Verdict.CORRECT, (question.id, form + kept, result.rationale)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_one_letter_doubted_after_the_set_is_left_out(question: Question) -> None:
    assert len(WITH_WRONG) >= 10  # the loop checks something
    other = next(letter for letter in question.options if letter not in question.key)
    result = grade(question, f"{'、'.join(question.key)}，{other} 不确定")
    assert result.verdict is Verdict.CORRECT, (question.id, result.rationale)


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_doubt_said_with_有点_a_particle_or_as_unable_to_be_sure_is_a_hedge(question: Question) -> None:
    # found by the red team: each read as the set chosen (correct, to confirm)
    form = "、".join(question.key)
    for doubt in ("，有点不确定", "，还是有点没把握", "，不确定吧", "，确定不了", "，无法确定", "，吃不准啊"):
        result = grade(question, form + doubt)
        assert result.verdict is Verdict.INCORRECT, (question.id, form + doubt, result.rationale)
        assert result.needs_confirmation, form + doubt
    for kept in ("，确定吧", "，我确定", "，有点不确定但也选", "，确定了"):
        result = grade(question, form + kept)
        assert result.verdict is Verdict.CORRECT, (question.id, form + kept, result.rationale)
