"""The round on blind batch 49 (issue "Grading a typed answer"): an answer worked to a result it states.

- "累积 8 步再乘 8 个 rank，共 64" (options 8, 16, 32, 64): the answer works to a result and states it
  after "共"; the figures before it are steps, the stated result is the answer (D). Read by its step's
  8, it had graded a wrong answer correct (A). The same for "一共", "总共", "合计", "总计", "所以", "=",
  "得", "结果是", "也就是"; a figure committed to first ("选 16，…") is no step.
Looped over every single choice whose options are figures alone: the key stated as the result after
steps that name other options is correct; a step equal to the key, with a stated result that is
another option or no option, is never correct.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
FIGURED = [
    question
    for question in BANK.values()
    if question.type is QuestionType.SINGLE
    and len(question.options) >= 3
    and all(value_of(option) is not None for option in question.options.values())
]
# a step, a second step, then the result stated after each lead the answer may state it with
WORKED = [
    "累积 {step} 步再乘 {other} 个 rank，共 {result}",
    "{step} 乘 {other}，一共 {result}",
    "先 {step} 再 {other}，总共 {result}",
    "{step} 加上 {other}，合计 {result}",
    "每份 {step}，{other} 份，总计 {result}",
    "{step} 和 {other} 凑起来，所以 {result}",
    "{step} 乘 {other} = {result}",
    "{step} 乘 {other} 得 {result}",
    "{step} 乘 {other}，结果是 {result}",
    "{step} 乘 {other}，也就是 {result}",
]


def _key(question: Question) -> str:
    (key,) = question.correct_options
    return key


def _verdict(question: Question, answer: str) -> Verdict:
    return grade(question, answer).verdict


def test_the_figured_questions_are_there() -> None:
    assert len(FIGURED) >= 3 and "seed002-27" in {question.id for question in FIGURED}


def test_batch_49s_answer_is_read_by_its_stated_result() -> None:
    question = BANK["seed002-27"]
    assert _verdict(question, "累积 8 步再乘 8 个 rank，共 64") is Verdict.INCORRECT
    assert _verdict(question, "累积 2 步再乘 4 个 rank，共 8") is Verdict.CORRECT


@pytest.mark.parametrize("question", FIGURED, ids=lambda q: q.id)
def test_the_stated_result_is_the_answer_after_wrong_steps(question: Question) -> None:
    key = _key(question)
    wrong = [option for label, option in question.options.items() if label != key]
    for frame in WORKED:
        answer = frame.format(step=wrong[0], other=wrong[1], result=question.options[key])
        assert _verdict(question, answer) is Verdict.CORRECT, answer


# Each question takes a slice of its answers below (``slice_of``): what the reader combines is the lead
# with the figures around it (the question's own: "= 1/32", "共 64") and the shape of the working, so
# each question meets every lead, every shape and every result it has, and any seven questions in a row
# grade every lead × shape × result between them; the 32 questions, each combination four times over.
STEP_SLICES = 7


@pytest.mark.parametrize("question", FIGURED, ids=lambda q: q.id)
def test_a_step_equal_to_the_key_is_never_the_answer(question: Question) -> None:
    key = _key(question)
    wrong = [option for label, option in question.options.items() if label != key]
    steps = ((question.options[key], question.options[key]), (wrong[0], question.options[key]))
    cases = [
        (steps.index(step), result, frame, frame.format(step=step[0], other=step[1], result=result))
        for step in steps
        for result in (*wrong, "7777")  # another option, or no option at all
        for frame in WORKED
    ]
    axes = (lambda case: case[0], lambda case: case[1], lambda case: case[2])
    for *_, answer in slice_of(cases, FIGURED.index(question), STEP_SLICES, axes):
        assert _verdict(question, answer) is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", FIGURED, ids=lambda q: q.id)
def test_a_figure_committed_to_first_is_no_step(question: Question) -> None:
    key = _key(question)
    wrong = next(option for label, option in question.options.items() if label != key)
    assert _verdict(question, f"选 {question.options[key]}，共 {wrong}") is not Verdict.CORRECT
    assert _verdict(question, f"选 {wrong}，每步 {question.options[key]}，共 2 步") is not Verdict.CORRECT
