"""A correction said as an interjection and "不" before the answer after a space (``_interjected_no``).

"50%，啊不 37.5" on seed001-08 (key C, 50%; B is 37.5%) was asked again, and "C，啊不 B" was read as C,
the answer taken back: "不 B" read as "not B", and "啊不" was no correction word. The 不 takes back what
came before; the answer after it is read, to confirm. "不是", "不对" and a 不 after a space are left to
the readers of a denial, as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._interjected_no import interjected_no
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("answer", "chosen", "verdict"),
    [
        ("50%，啊不 37.5", ["B"], Verdict.INCORRECT),
        ("50%，哦不 37.5%", ["B"], Verdict.INCORRECT),
        ("C，啊不 B", ["B"], Verdict.INCORRECT),
        ("C，哦不 B", ["B"], Verdict.INCORRECT),
        ("C，呃不 B", ["B"], Verdict.INCORRECT),
        ("B，啊不 C", ["C"], Verdict.CORRECT),
        ("37.5%，噢不 50%", ["C"], Verdict.CORRECT),
    ],
)
def test_the_answer_after_the_correction_is_read_to_confirm(
    answer: str, chosen: list[str], verdict: Verdict
) -> None:
    graded = grade(QUESTIONS["seed001-08"], answer)
    assert (graded.understood.choices, graded.verdict) == (chosen, verdict)
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    ["C，啊不 B", "C，啊不对，B", "C，啊不，B", "C，啊不 B 也行", "50%，啊不 37.5"],
)
def test_the_answer_taken_back_is_never_kept(answer: str) -> None:
    assert grade(QUESTIONS["seed001-08"], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "C，哦不是 B",  # "不是 B": a denial of B, read by the denial readers
        "C，哦 不 B",  # a 不 apart from the interjection
        "哦不 B",  # nothing said before it to take back
        "C，啊不对 B",  # "不对" is read as it is
        "C，不 B",  # no interjection
    ],
)
def test_other_shapes_are_left_as_they_were(answer: str) -> None:
    assert interjected_no(answer) == answer


def test_a_true_false_answer_turned_by_it() -> None:
    question = QUESTIONS["seed002-41"]
    assert grade(question, "对，哦不 错").understood.truth is False
    assert grade(question, "错，哦不 对").understood.truth is True
