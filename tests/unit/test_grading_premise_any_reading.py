"""An answer given in one case or on a premise the question does not state (issue "Grading a typed
answer", the red team's classes: "在单卡下是 B" was graded partial on a multiple choice, "单卡的前提下是 A"
read as A): not the answer as asked, whatever option it names: asked again, with "在" or without it.
Not the stem's own case said again ("同条件下"), a premise that only leaves something out ("没有梯度累积的
前提下是 16", as seen/blind-21.yaml labels it), a condition on choosing ("如果让我选，X"), nor a
condition of another option set against the answer ("B would be right if …, but here D").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable and q.type.is_choice]
WITH_WRONG = [q for q in BANK if set(q.options) - set(q.key)]

CASES = (
    "在单卡下是 {}",
    "在单卡的前提下是 {}",
    "单卡的前提下是 {}",
    "单卡前提下选 {}",
    "batch 大的条件下 {}",
    "如果是单卡就 {}",
    "{}，前提是单卡",
    "{} if single GPU",
)


def _wrong(question: Question) -> str:
    return next(letter for letter in question.options if letter not in question.key)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_an_answer_in_one_case_is_asked_again_whatever_it_names(question: Question) -> None:
    assert len(WITH_WRONG) >= 40  # the loop checks something
    for letters in (question.key_text, _wrong(question), question.key_text[0]):
        for form in CASES:
            answer = form.format(letters)
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", WITH_WRONG, ids=lambda question: question.id)
def test_the_neighbours_are_read_as_before(question: Question) -> None:
    key, wrong = question.key_text, _wrong(question)
    for answer in (f"如果让我选，{key}", f"没有梯度累积的前提下是 {key}"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading)
    for answer in (
        f"{key} would be right if it were replay, but here {wrong}",
        f"{wrong}，只要是 Hopper 就行",
    ):
        result = grade(question, answer)
        assert result.verdict not in (Verdict.CORRECT, Verdict.INVALID), (question.id, answer, result.reading)
