"""A spreadsheet formula typed as the whole answer to a single choice ("=1024/64", "=2048/(8*8*4)", blind
batch 85) is read by the value it equals, to confirm (``_worked_figure.formula_figure``); a value no option
has, a cell or a function ("=A1/64", "=SUM(…)"), a division by zero or an overflow is asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
LOCAL = QUESTIONS["seed000-11"]  # options 16 (key A), 32, 64, 128
MICRO = QUESTIONS["seed002-07"]  # options 4, 8 (key B), 16, 32
SHARE = QUESTIONS["seed002-10"]  # options 1/32 (key A), 1/64, 1/128, 1/256


def test_a_formula_is_read_by_its_value_to_confirm() -> None:
    for question, answer, verdict, letter in (
        (LOCAL, "=1024/64", Verdict.CORRECT, "A"),
        (LOCAL, "= 1024 / 64", Verdict.CORRECT, "A"),
        (LOCAL, "=2048/64", Verdict.INCORRECT, "B"),  # another option's value: read, wrong
        (LOCAL, "=1024÷64", Verdict.CORRECT, "A"),
        (MICRO, "=2048/(8*8*4)", Verdict.CORRECT, "B"),
        (MICRO, "=2^11/(8*8*4)", Verdict.CORRECT, "B"),
        (MICRO, "=2048/(8×8×4)。", Verdict.CORRECT, "B"),
        (MICRO, "=2048/(8*8)", Verdict.INCORRECT, "D"),
        (SHARE, "=2/64", Verdict.CORRECT, "A"),
        (SHARE, "=1/64", Verdict.INCORRECT, "B"),
    ):
        graded = grade(question, answer)
        assert graded.verdict is verdict and graded.understood.choices == [letter], (answer, graded)
        assert graded.needs_confirmation, answer


def test_a_formula_that_cannot_be_read_is_asked_again() -> None:
    for question, answer in (
        (LOCAL, "=A1/64"),  # a cell
        (LOCAL, "=SUM(1024)/64"),  # a function
        (LOCAL, "=1024/0"),  # a division by zero
        (LOCAL, "=1000/64"),  # 15.625: no option's value
        (LOCAL, "=9^9^9^9"),  # an overflow
        (LOCAL, "=1024/64 吧"),  # a tentative word after it: no formula alone
        (LOCAL, "=1024/64?"),
        (MICRO, "=2048/(8*8*4"),  # unbalanced
        (SHARE, "=(-8)^(1/3)"),  # a complex root
    ):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_a_bare_result_after_the_sign_stays_bare() -> None:
    graded = grade(LOCAL, "= 16")  # no operator: the result itself, as before
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation
