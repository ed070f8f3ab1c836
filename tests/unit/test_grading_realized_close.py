"""A doubt between two options resolved by a realization closing on one of them (``_realized_close``).

"C还是D来着…哦对 gate 也算 D" on seed000-10 (single choice, key D) had been read as the hedge C、D: the
space before the closing D was no break, and the doubt kept both open. The closing letter is the
answer, to confirm, as with a comma before it; a denial, a doubt, a question, another letter or a word
taking the letter, a letter outside the doubt, and any multiple choice leave the answer as it was.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._realized_close import realized_close
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("C还是D来着…哦对 gate 也算 D", ["D"]),
        ("C还是D来着…哦对 门控也算 D", ["D"]),
        ("C 还是 D？哦 gate 也算 D", ["D"]),
        ("C 或 D，哦对了 gate 也要回归 D", ["D"]),
        ("C还是D来着…哦对 gate 也算 C", ["C"]),  # the other one of the doubt: read, incorrect
    ],
)
def test_the_letter_closing_the_realization_is_read_to_confirm(answer: str, chosen: list[str]) -> None:
    graded = grade(QUESTIONS["seed000-10"], answer)
    assert graded.understood.choices == chosen
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "C还是D来着…哦对 gate 不算 D",  # a denial in the clause
        "C还是D来着…哦对 gate 可能也算 D",  # a doubt
        "C还是D来着…哦对 gate 也算 D？",  # a question
        "C还是D来着…哦对 C 和 D",  # both again
        "C还是D来着…哦对 gate 也算 B",  # a letter outside the doubt
        "D还是C来着…哦对 gate 不如 C",  # a word taking the letter
        "C还是D来着…gate 也算 D",  # no realization
    ],
)
def test_anything_else_is_left_as_it_was(answer: str) -> None:
    assert realized_close(answer) == answer


def test_never_the_key_from_a_doubt_left_open() -> None:
    for answer in (
        "C还是D来着…哦对 gate 可能也算 D",
        "C还是D来着…哦对 gate 也算 D？",
        "C还是D来着…哦对 C 和 D",
    ):
        assert grade(QUESTIONS["seed000-10"], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "B 还是 C 来着…哦对 psum 是归约 C",
        "B 还是 C 来着…哦对，psum 是归约，C",
        "B 还是 C？C",
        "B 还是 C 来着…C",
    ],
)
def test_a_multiple_choice_doubt_closed_on_one_is_asked_again(answer: str) -> None:
    # on seed000-19 (key BC) the doubt may be about the pair or between the two: never read as both
    assert grade(QUESTIONS["seed000-19"], answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(("answer", "chosen"), [("B、C", ["B", "C"]), ("B 还是 C，想了想，C", ["C"])])
def test_a_multiple_choice_set_or_settled_one_is_read_as_before(answer: str, chosen: list[str]) -> None:
    assert grade(QUESTIONS["seed000-19"], answer).understood.choices == chosen
