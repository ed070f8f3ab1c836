"""A division left undone, then its value said roughly, closing the answer ("p m 都是十六，十五除以三十一约
48%", blind batch 80): the division names the fraction option and its rounding agrees, a reading to
confirm (``_value_mentions._divisions``). A rounding that does not fit the division, a further step, a
question or a denial after it, or a rounding too coarse to tell: no such reading.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
BUBBLE = QUESTIONS["seed002-14"]  # A 1/16, B 15/31 (key), C 1/32, D 1/64

DIVISIONS = ("十五除以三十一", "15 除以 31", "15除以31", "15 ÷ 31")
ROUNDINGS = ("约 48%", "大约 48.4%", "≈ 0.48", "约 0.484")
OPENINGS = ("", "(p-1)/(m+p-1)，p m 都是十六，")


def test_a_division_then_its_rounding_is_read() -> None:
    for opening in OPENINGS:
        for division in DIVISIONS:
            for rounding in ROUNDINGS:
                answer = f"{opening}{division}{rounding}"
                result = grade(BUBBLE, answer)
                assert result.verdict is Verdict.CORRECT, answer
                assert result.understood.choices == ["B"] and result.needs_confirmation, answer
    other = grade(BUBBLE, "1 除以 16 约 6.25%")  # another option's division: that option
    assert other.understood.choices == ["A"] and other.verdict is Verdict.INCORRECT


def test_unsafe_neighbours_are_not_read_as_the_key() -> None:
    for division in DIVISIONS[:2]:
        for answer in (
            f"{division}约 50%",  # a rounding that does not fit
            f"{division}约 0.5",  # too coarse to tell
            f"{division}约 48%，再乘 2",  # a further step
            f"{division}约 48% 吧？",  # asked
            f"{division}约 48%，不对",  # denied
            f"{division}约 48%，不对，是 1/16",  # a correction the other way
            "三十一除以十五约 48%",  # the division the other way round
            "1 除以 32 约 48%",  # another option's division, a rounding of none
        ):
            result = grade(BUBBLE, answer)
            assert result.verdict is not Verdict.CORRECT, answer
