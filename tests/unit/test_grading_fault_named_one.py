""" "有问题的是 A" on a stem asking what fails (seed000-13: which call makes a CUDA Graph capture fail):
A named as the fault asked for, never ruled out, so "B，有问题的是 A" does not read B. On a stem asking
what is right the same words rule A out, and "B，有问题的是 A" reads B, as before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
CAPTURE = QUESTIONS["seed000-13"]  # key B; asks which operation makes the capture fail
RIGHT_ONE = QUESTIONS["seed000-01"]  # key B; asks which is right


def test_the_fault_named_on_a_stem_asking_the_fault_is_not_ruled_out() -> None:
    for answer in ("B，有问题的是 A", "有问题的是 A", "有问题的是 A，B"):
        assert grade(CAPTURE, answer).verdict is not Verdict.CORRECT, answer
    assert grade(CAPTURE, "有问题的是 B").verdict is Verdict.CORRECT


def test_the_fault_named_on_a_stem_asking_the_right_one_is_ruled_out() -> None:
    assert grade(RIGHT_ONE, "B，有问题的是 A").verdict is Verdict.CORRECT
    assert grade(RIGHT_ONE, "有问题的是 B").verdict is not Verdict.CORRECT
