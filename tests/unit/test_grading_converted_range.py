"""A range in another unit of a choice's figures is the hedge a range in theirs is: on seed000-08
(A 35GB, B 32GB, C 28GB, D 26GB; key A) "35GB 到 40GB" is a hedge, but "35000 MB 到 40000 MB" read A,
to confirm, since 358b4391 reads "35000 MB" as 35GB and the range check compared only figures in the
option's own unit. A range said nearly as one figure ("35 到 36 GB", "35000 MB 至 36000 MB") reads as
it does in the option's unit.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.checks._figure_range import _RANGE, _spans_an_option
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed000-08"]


@pytest.mark.parametrize(
    "answer", ["35000 MB 到 40000 MB", "35000 MB 到 37000 MB", "0.035 TB 到 0.04 TB", "35GB 到 40GB"]
)
def test_a_range_over_the_key_in_another_unit_is_a_hedge(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, graded.rationale


def test_a_range_over_a_wrong_option_in_another_unit_is_a_hedge() -> None:
    graded = grade(QUESTION, "32000 MB 到 35000 MB")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged


@pytest.mark.parametrize("answer", ["35000 MB", "35000 MB 至 36000 MB", "35 到 36 GB", "约 35000 MB"])
def test_the_key_in_another_unit_or_nearly_it_still_reads(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["A"], graded.rationale


@pytest.mark.parametrize(
    "options",
    [{"A": "35GB", "B": "70GB"}, {"A": "35GB", "B": "70000MB"}, {"A": "70000MB", "B": "35GB"}],
    ids=["same-unit", "other-unit-last", "other-unit-first"],
)
def test_a_range_said_nearly_as_one_option_does_not_depend_on_the_options_order(
    options: dict[str, str],
) -> None:
    """ "34 到 36 GB" holds 35GB alone and says it nearly: not a span, whatever unit or place the option
    outside it has (the ends were once compared in the unit of the last option looked at)."""
    near, wide = _RANGE.search("34 到 36 GB"), _RANGE.search("30 到 40 GB")
    assert near is not None and wide is not None
    assert _spans_an_option(near, options) == 0
    assert _spans_an_option(wide, options) == 1


def test_a_range_of_times_signs_over_an_option_is_a_hedge() -> None:
    # "4×~8×", "大概 4× 到 8× 之间" on options "2×", "4×", "8×": a range as "4~8" is, whichever end the key
    # is; a product worked out ("4×8=32") is no range, and the key alone still reads
    singles = [
        q
        for q in curated_catalog()
        if q.servable and q.options and all(value.strip().endswith("×") for value in q.options.values())
    ]
    assert singles
    for question in singles:
        values = [value.strip() for value in question.options.values()]
        key = question.options[min(question.correct_options)].strip()
        for other in values:
            if other == key:
                continue
            for answer in (
                f"{key}~{other}",
                f"{other}~{key}",
                f"大概 {key} 到 {other} 之间",
                f"{key} - {other}",
            ):
                result = grade(question, answer)
                assert result.verdict is not Verdict.CORRECT, (question.id, answer, result)
        assert grade(question, key).verdict is Verdict.CORRECT
    assert _RANGE.search("4×8=32") is None and _RANGE.search("2×~4×") is not None
