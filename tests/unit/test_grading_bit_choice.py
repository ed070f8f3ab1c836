"""A choice named by a figure in a bit symbol ("35 Gb") is read as a calculation reads it: to confirm.

"35 Gb" was graded correct bare for the option "35GB" (seed000-08): "Gb" is the symbol of gigabits,
though often typed for GB; a calculation reads it either way and confirms (``_units.byte_readings``).
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade

QUESTION = {q.id: q for q in Catalog.load()}["seed000-08"]  # 70B at int4: A 35GB, B 32GB, C 28GB, D 26GB


@pytest.mark.parametrize("answer", ["35 Gb", "35Gb", "A 35Gb", "35Gb（A）"])
def test_a_bit_symbol_is_read_to_confirm(answer: str) -> None:
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
