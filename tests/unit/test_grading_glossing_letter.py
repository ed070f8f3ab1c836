"""A capital then one space then an option's figure ("D 64 吧", "A 64 吧") is an option letter, not a model
number as "A 100" or "H 800" are: "D 64 吧，accum 8 次还要乘 8 个 rank" (blind batch 78) is D glossed by its
own figure, tentative, to confirm — the 8s of the reason after it no longer make it unread. A letter
before another option's figure names both ("A 64 吧" where C is 64: A and C, never C alone, which read
a wrong answer right); a denial after it rules it out; hardware names no option still."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
MICRO_BATCHES = QUESTIONS["seed002-27"]  # single choice, key A; A 8, B 16, C 32, D 64
SEQUENCES = QUESTIONS["seed002-20"]  # single choice, key C; A 8, B 32, C 64, D 128


@pytest.mark.parametrize(
    "answer", ["D 64 吧，accum 8 次还要乘 8 个 rank", "D 64 吧", "D 64 吧？不确定，accum 8 次"]
)
def test_a_letter_glossed_by_its_own_figure_is_that_option_to_confirm(answer: str) -> None:
    graded = grade(MICRO_BATCHES, answer)
    assert (graded.verdict, graded.understood.choices, graded.needs_confirmation) == (
        Verdict.INCORRECT,
        ["D"],
        True,
    )


@pytest.mark.parametrize(
    ("question", "answer"),
    [(SEQUENCES, "A 64 吧"), (SEQUENCES, "A 64 吧，因为 KV 放得下"), (MICRO_BATCHES, "B 8 吧")],
)
def test_a_letter_before_another_options_figure_is_never_that_option_alone(question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.understood.choices
    assert len(graded.understood.choices or []) != 1


def test_a_letter_glossed_by_the_keys_figure_is_read_to_confirm() -> None:
    graded = grade(SEQUENCES, "C 64 吧")
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True)


@pytest.mark.parametrize("answer", ["不是 D 64 吧，accum 8 次", "H 100 吧"])
def test_a_denied_letter_or_hardware_chooses_nothing(answer: str) -> None:
    assert grade(MICRO_BATCHES, answer).verdict is Verdict.INVALID
