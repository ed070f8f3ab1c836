"""A share said of what is kept, used or added, on a calculation part that asks what is saved ("只剩
98.7%", "压缩到 98.7%", "LoRA 占 98.7%", "98.7% of the original size", "多用 98.7%"): the figure is the
saving's, the claim its opposite (what is kept is 1.3 %). It had been read as the saving, to confirm
a reading ("98.7%") that no longer says what was said, and the answer graded correct. That part is
not given now; a saving said in any words is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

SAVINGS = [q for q in active_questions(QuestionType.CALC) if any("节省" in part.label for part in q.numeric)]
KEPT = [
    "{F}，只剩 {S}",
    "{F}，剩 {S}",
    "{F}，还需 {S}",
    "{F}，压缩到 {S}",
    "{F}，压到原来的 {S}",
    "{F}，LoRA 占 {S}",
    "{F}，存储占 {S}",
    "{F}，占比 {S}",
    "{F}，增加 {S}",
    "{F}，多用 {S}",
    "{F}，需要 {S} 的存储",
    "{F}，{S} 的参数是 LoRA",
    "{F}, {S} of the original size",
    "{F}, {S} more storage",
    "{F}, storage down to {S}",
]
SAVED = [
    "{F}，{S}",
    "{F}，节省 {S}",
    "{F} 参数，省了 {S} 的存储",
    "{F}，节省了 1 - 1.3% = {S}",
    "{F}，只占 1.3%，节省 {S}",
    "{F}, storage reduced by {S}",
    "{F}, uses {S} less",
    "{F}, {S} smaller",
]


def _answer(template: str, question: Question) -> str:
    first, saving = question.numeric[0], question.numeric[-1]
    return template.format(F=f"{first.value:g}{first.unit}", S=f"{saving.value:g}{saving.unit}")


@pytest.mark.parametrize("template", KEPT)
def test_a_share_said_kept_is_never_the_saving(template: str) -> None:
    assert SAVINGS
    made_correct = [q.id for q in SAVINGS if grade(q, _answer(template, q)).verdict is Verdict.CORRECT]
    assert not made_correct, template


@pytest.mark.parametrize("template", SAVED)
def test_a_share_said_saved_is_still_read(template: str) -> None:
    for question in SAVINGS:
        answer = _answer(template, question)
        assert grade(question, answer).verdict is Verdict.CORRECT, answer
