"""A label of the stem's words per blank and a colon before its fill ("a 行切 x：P('x', None)，b 列切 y：
P(None, 'y')", blind-22, 26, 52, 58; "第一个空 a 的行切 x：…；第二个空 …"): each fill read for the blank its
label describes, to confirm — in any order, each blank labelled once. A label naming another blank's
words, a number naming another blank, a fill followed by a doubt, a denial or an alternative: no such
reading.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SPECS = BANK["seed000-27"]  # 空 1：a 的行切在 'x' 上；空 2：b 的列切在 'y' 上


@pytest.mark.parametrize(
    "answer",
    [
        "a 行切 x：P('x', None)，b 列切 y：P(None, 'y')",
        "第一个空 a 的行切 x：P('x', None)；第二个空 b 的列切 y：P(None, 'y')",
        "a 行切在 x 上：P('x', None)；b 列切在 y 上：P(None, 'y')",
        "行切 x：P('x', None)，列切 y：P(None, 'y')",
        "b 列切 y：P(None, 'y')，a 行切 x：P('x', None)",  # each labelled, in the other order
        "a 行切 x：P('x')，b 列切 y：P(None, 'y')",  # an accepted form
    ],
)
def test_labelled_fills_are_read_to_confirm(answer: str) -> None:
    graded = grade(SPECS, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "a 行切 x：P(None, 'y')，b 列切 y：P('x', None)",  # the fills swapped under their labels
        "b 列切 y：P('x', None)，a 行切 x：P(None, 'y')",  # written in key order, labelled swapped
        "a 列切 y：P('x', None)，b 行切 x：P(None, 'y')",  # labels of the other blank's words
        "第二个空 a 的行切 x：P('x', None)；第一个空 b 的列切 y：P(None, 'y')",  # numbers against words
        "a 行切 x：P('x', None) 吧，b 列切 y：P(None, 'y')",  # a fill hedged
        "a 行切 x：P('x', None)，b 列切 y：P(None, 'y') 不确定",  # doubted
        "a 行切 x：P('x', None)，b 列切 y：P(None, 'y') 或者 P('y')",  # another alternative
        "a 行切 x：P('x', None) 或 P('x')，b 列切 y：P(None, 'y')",
        "a 不是行切 x：P('x', None)，b 列切 y：P(None, 'y')",  # a label denied
        "a 行切 x：P('x', None)，b 列切 y：P(None, 'y')，其实不对",
        "a 行切 x：P('x', None)，b 列切 y：P(None, 'y')，反过来",
    ],
)
def test_no_other_labelled_reading_is_right(answer: str) -> None:
    assert grade(SPECS, answer).verdict is not Verdict.CORRECT, answer
