""" "just" before an option says "only", as "only" does ("just D", "just pjit，别的都不算", "just A and D"):
the option after it chosen, read to confirm. Its neighbours keep their readings: a denial after it ("just
not D", "just B is wrong") chooses nothing, "not just D" says D and more, a joke ("D, just kidding")
takes D back, and "just like D" compares without choosing."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
ULYSSES = QUESTIONS["seed000-18"]  # multiple choice, key AD, partial credit
SHARDING = QUESTIONS["seed000-19"]  # multiple choice, key BC (C: jax.experimental.pjit)
MICRO_BATCHES = QUESTIONS["seed002-27"]  # single choice, key A (8); D is 64


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [
        (ULYSSES, "just D", ["D"]),
        (ULYSSES, "Just D.", ["D"]),
        (ULYSSES, "just A and D", ["A", "D"]),
        (SHARDING, "just pjit，别的都不算", ["C"]),
        (SHARDING, "just C", ["C"]),
        (MICRO_BATCHES, "just 64", ["D"]),
        (MICRO_BATCHES, "just A", ["A"]),
    ],
)
def test_just_before_an_option_chooses_it_to_confirm(question, answer: str, chosen: list[str]) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.INVALID, graded.rationale
    assert graded.understood.choices == chosen
    assert graded.needs_confirmation


def test_just_one_of_the_key_is_its_share() -> None:
    graded = grade(ULYSSES, "just D")
    assert (graded.verdict, graded.score) == (Verdict.PARTIAL, 0.5)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (ULYSSES, "just not D"),
        (ULYSSES, "just B is wrong"),
        (ULYSSES, "D, just kidding"),
        (SHARDING, "not just C"),
        (MICRO_BATCHES, "just like A"),
        (MICRO_BATCHES, "A just like D"),
        (MICRO_BATCHES, "A? just kidding"),
    ],
)
def test_just_beside_a_denial_a_joke_or_a_likeness_chooses_nothing(question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize("answer", ["just D 吧？不确定", "just D? not sure"])
def test_just_with_a_doubt_stays_to_confirm(answer: str) -> None:
    graded = grade(ULYSSES, answer)  # as "D 吧？不确定" reads: never graded without the candidate's word
    assert graded.verdict is not Verdict.CORRECT
    assert graded.needs_confirmation or graded.verdict is Verdict.INVALID


def test_just_before_another_option_is_that_option() -> None:
    graded = grade(MICRO_BATCHES, "not A, just D")  # the correction the other way: D, wrong
    assert (graded.verdict, graded.understood.choices) == (Verdict.INCORRECT, ["D"])
