"""A lone question opening on the copula asks back (issue 30), in phrasings of its own.

"是 16？" / "是 C？" asks to agree with what follows, as "是 16 吗？" and "Is it 16?" do: asked again,
never read as choosing it. Offering an answer tentatively is still a reading to confirm ("C？", "是 C
吧？"), and two asked alternatives ("是 A？或者 B？") still hedge.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.choice_questions import FRACTIONS, SIZES
from tests.helpers.curated import curated_catalog

SINGLE = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.SINGLE and question.servable and question.key_text in question.options
]


@pytest.mark.parametrize("answer", ["是 1/32？", "是A？", "是 选项A?", "是 1/32 这个？"])
def test_a_lone_copula_question_is_asked_again(answer: str) -> None:
    graded = grade(FRACTIONS, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["35GB？", "是 35GB 吧？", "A？"])
def test_an_answer_offered_tentatively_is_still_read_to_confirm(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale


def test_two_asked_alternatives_still_hedge() -> None:
    assert grade(SIZES, "是 35GB？或者 32GB？").verdict is Verdict.INCORRECT


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_the_key_asked_back_on_the_copula_is_never_correct(question) -> None:  # type: ignore[no-untyped-def]
    for said in (question.key_text, question.options[question.key_text]):
        assert grade(question, f"是 {said}？").verdict is not Verdict.CORRECT, said
