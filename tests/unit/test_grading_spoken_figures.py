"""Figures said rather than written (blind-74): a Chinese numeral before 回, a measure word as 次 is
("跑八回": 8, to confirm), and an English figure with its hundreds said without "hundred" ("two-sixty":
260, bare as blind-5 labels it; "about two-sixty per seed" to confirm), each read as the option it names.
Not "一回事" (no count), nor "two sixty" (maybe two figures) or "two-sixty-five". "half the size" says a
ratio of sizes (50%), not "half the heads".
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
STEPS = BANK["seed002-27"]  # A: 8
SEEDS = BANK["seed002-13"]  # A 52, B 130, C 260, D 520


@pytest.mark.parametrize("answer", ["跑八回", "八回", "本地跑八回 micro-batch"])
def test_a_count_in_hui_is_read_to_confirm(answer: str) -> None:
    graded = grade(STEPS, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    assert graded.understood.choices == ["A"]


@pytest.mark.parametrize("answer", ["跑十六回", "三十二回"])
def test_another_count_in_hui_is_read_as_that_option(answer: str) -> None:
    assert grade(STEPS, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize("answer", ["about two-sixty per seed", "roughly two-sixty"])
def test_hundreds_said_without_hundred_are_read_to_confirm(answer: str) -> None:
    graded = grade(SEEDS, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    assert graded.understood.choices == ["C"]


def test_the_bare_spoken_figure_is_bare() -> None:
    graded = grade(SEEDS, "two-sixty")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["one-thirty", "five-twenty"])
def test_another_spoken_figure_is_that_option(answer: str) -> None:
    assert grade(SEEDS, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize(
    "answer", ["two sixty", "two-sixty-five", "not two-sixty", "two-sixty? or five-twenty", "这不是一回事"]
)
def test_unsafe_neighbours_are_not_read_right(answer: str) -> None:
    question = STEPS if "一回" in answer else SEEDS
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer


QUANT = BANK["seed001-08"]  # A 25%, B 37.5%, C 50%, D 75%: int8's size against fp16's


@pytest.mark.parametrize("answer", ["half the size", "roughly half the size", "about half the size of fp16"])
def test_half_the_size_is_a_ratio_of_sizes(answer: str) -> None:
    graded = grade(QUANT, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


@pytest.mark.parametrize("answer", ["half the heads", "not half the size", "half the size? or a quarter"])
def test_half_of_another_thing_or_doubted_is_not_read_right(answer: str) -> None:
    assert grade(QUANT, answer).verdict is not Verdict.CORRECT, answer
