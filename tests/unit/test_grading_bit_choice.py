"""A choice named by a figure in a bit symbol ("35 Gb") is read as a calculation reads it: in bits.

"35 Gb" was graded correct bare for the option "35GB" (seed000-08), then correct to confirm: "Gb" is the
symbol of gigabits, an eighth of a gigabyte, and read as bytes it could turn a wrong figure right. Bits
are never bytes now (``_units.resolve``): "35 Gb" names no option and is asked again, "280 Gb" (35 GB)
names A, to confirm; a letter written beside it ("A 35Gb") is the letter's, to confirm.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed000-08"]  # 70B at int4: A 35GB, B 32GB, C 28GB, D 26GB


@pytest.mark.parametrize("answer", ["35 Gb", "35Gb", "35 Gbit", "35 Mb"])
def test_a_figure_in_bits_never_names_the_option_in_bytes(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["280 Gb", "280 Gbit", "A 35Gb", "35Gb（A）"])
def test_bits_worked_out_or_a_letter_beside_them_are_read_to_confirm(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["35 GB", "35GB", "35 gb", "35G", "A. 35GB"])
def test_a_byte_unit_stays_bare(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.CORRECT
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["35 Gbit", "35 gigabits"])
def test_bits_written_out_name_no_byte_option(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is not Verdict.CORRECT
