"""A fraction said as in speech, without 之 ("六十四分一", "三分二"), is the fraction "Y/X", as "六十四分之一"
is: on a question whose options are fractions it names the option of that value (to confirm, a figure in
Chinese numerals). What only looks like one stays words: "十分一致" (very), "一分为二" and "一分二" (no
proper fraction), "三分二十秒" (a time), "六十分一次" (a score), "64 分 1" in digits (may be a score), and
"算到三分一" (how far the working got).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


def test_a_spoken_fraction_is_the_fraction() -> None:
    read = {
        "六十四分一": "1/64",
        "三分二": "2/3",
        "三十二分一吧": "1/32吧",
        "一百二十八分一，": "1/128,",  # NFKC: the full-width comma too
        "十分一左右": "1/10左右",
    }
    for written, expected in read.items():
        assert normal(written, numerals=True) == expected, written


def test_what_only_looks_like_one_stays_words() -> None:
    for written in (
        "十分一致",
        "一分为二",
        "一分二",
        "三分二十秒",
        "考了六十分一次",
        "64分1",
        "百分五",
        "三分一样",
    ):
        assert "/" not in normal(written, numerals=True), written


def test_a_spoken_fraction_names_its_option_to_confirm() -> None:
    question = QUESTIONS["seed002-10"]  # A: 1/32, B: 1/64, C: 1/128, D: 1/256
    expected = {
        "六十四分一": (Verdict.INCORRECT, "B"),
        "三十二分一": (Verdict.CORRECT, "A"),
        "一百二十八分一吧": (Verdict.INCORRECT, "C"),
        "应该是六十四分一，不是三十二分一": (Verdict.INCORRECT, "B"),  # the denial stays a denial
    }
    for answer, (verdict, reading) in expected.items():
        graded = grade(question, answer)
        assert (graded.verdict, graded.needs_confirmation, graded.reading) == (verdict, True, reading), answer
    assert grade(question, "算到三分一就卡住了").verdict is Verdict.INVALID  # how far it got, no option
