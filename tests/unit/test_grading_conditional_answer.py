"""A choice or true/false answer given on a condition ("如果是推理就选 C", "C，如果是推理的话", "C if
inference", "depends; C") had been read as the answer, to confirm: the candidate answered
only for one case, not the question, so where the letter was the key a hedged answer was graded correct.
It is asked again now, on every closed type. A condition on choosing itself ("如果一定要选，我选 C", "if
I had to pick, C"), a memory hedge ("如果没记错，C") and a condition inside a reason after the answer
("C，因为如果用 B 会 OOM") read as before, and so does a case named with "的话" alone ("在 A100 上跑的话选 B",
"只是存储的话没问题，√"): the labels read it as the question's own setting restated.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct

CLOSED = active_questions(QuestionType.SINGLE, QuestionType.MULTI, QuestionType.TRUEFALSE)
CONDITIONAL = [
    "如果是推理就选 {K}",
    "如果是训练就选 {K}",
    "要是推理的话 {K}",
    "假如是推理，选 {K}",
    "{K}，如果是推理的话",
    "{K}（如果是推理）",
    "{K} if inference",
    "{K} if it's inference",
    "if it is inference, {K}",
    "{K} assuming inference",
    "取决于场景，{K}",
    "看情况，{K}",
    "depends; {K}",
    "it depends, {K}",
]
READ = [
    "{K}",
    "如果一定要选，我选 {K}",
    "如果让我选的话，{K}",
    "要选的话我选 {K}",
    "if I had to pick, {K}",
    "如果没记错，{K}",
    "{K}，因为如果用别的会 OOM",
    "{K}. Because if the cache grows it runs out of memory",
    "在 A100 上跑的话选 {K}",
    "{K}，多样性只取决于初始噪声",
]


@pytest.mark.parametrize("template", CONDITIONAL)
def test_an_answer_on_a_condition_is_never_correct(template: str) -> None:
    assert read_correct(CLOSED, template) == []


@pytest.mark.parametrize("template", READ)
def test_an_answer_with_a_condition_on_choosing_or_in_a_reason_reads(template: str) -> None:
    singles = [q for q in CLOSED if q.type is QuestionType.SINGLE]
    assert read_correct(singles, template) == [q.id for q in singles]


# a premise said after the letter: the answer, with a condition the reader cannot weigh — never read bare
PREMISED = [
    "{K}，前提是 fp16",
    "{K} 前提：fp16",
    "{K}（前提是 fp16）",
    "{K}，前提条件是显存够",
    "{K}，只要 fp16",
]


@pytest.mark.parametrize("template", PREMISED)
def test_a_letter_with_a_premise_is_read_to_confirm_or_asked_again(template: str) -> None:
    """ "D，前提是 fp16" (left at the last stop: to confirm, as it should be): over every choice question, a
    premise after the answer keeps it from being read bare."""
    choices = [q for q in CLOSED if q.type is not QuestionType.TRUEFALSE]
    for question in choices:
        graded = grade(question, template.format(K=question.key_text.strip()))
        assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, (question.id, template)
