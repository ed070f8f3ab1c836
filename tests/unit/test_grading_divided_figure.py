"""A bare 除 between two figures divides ("1024除64 16": 1024 ÷ 64, then the result): it is no "除了",
excepting nothing (blind batch 75). Read as "all but 64", the working's operand was taken out and the
other options chosen; now the figure worked out is read as "1024/64 16" is, and an operand equal to
an option's value is never chosen. "除了 64", "除 64 都行" (no figure before) still except.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
LOCAL_BATCH = QUESTIONS["seed000-11"]  # 1024 over 64 ranks: A 16, B 32, C 64, D 128


@pytest.mark.parametrize("answer", ["1024除64 16", "1024 除 64 16", "1024除64，16"])
def test_a_division_then_its_result(answer: str) -> None:
    result = grade(LOCAL_BATCH, answer)
    assert result.verdict is Verdict.CORRECT, (answer, result.understood)
    assert result.understood.choices == ["A"]
    assert result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "1024除64 32",  # another result
        "1024除64 得16 不对 32",  # turned to another
        "1024除64 16或32",  # two held open
        "1024除16 64",  # the operand's option as the result
        "1024除64",  # no result said
        "除了64 都行",  # an exception still
        "除64 都行",
    ],
)
def test_not_read_as_the_key(answer: str) -> None:
    result = grade(LOCAL_BATCH, answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result.understood)


def test_except_with_no_figure_before_still_excepts() -> None:
    assert grade(LOCAL_BATCH, "除了64 都行").understood.choices == ["A", "B", "D"]


def test_two_options_figures_joined_by_a_slash_are_either_never_their_quotient() -> None:
    # "0/5%", "5/10%": two options' figures, either one, never the quotient (0, "0.5%") read as an option;
    # on every single choice of figures that are no fractions, whichever pair; a fraction of figures no
    # option holds ("1/2" for 50%) and a fraction option's own ("1/32") still read
    singles = [
        q
        for q in QUESTIONS.values()
        if q.servable and q.options and len(q.correct_options) == 1 and len(q.options) > 2
    ]
    for question in singles:
        values = {label: value.strip() for label, value in question.options.items()}
        if any("/" in value for value in values.values()) or not all(
            value[:1].isdigit() for value in values.values()
        ):
            continue
        for top, bottom in ((a, b) for a in values.values() for b in values.values() if a != b):
            for answer in (f"{top.rstrip('%')}/{bottom}", f"{top}/{bottom}", f"{top} / {bottom}"):
                result = grade(question, answer)
                assert result.verdict is not Verdict.CORRECT, (question.id, answer, result)
    assert grade(QUESTIONS["seed001-08"], "1/2").verdict is Verdict.CORRECT  # 50%
    assert grade(QUESTIONS["seed002-10"], "1/32").verdict is Verdict.CORRECT
