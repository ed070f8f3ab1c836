"""Blanks told in words and closed by their code ("a 行切 x，b 列切 y，就是 P('x',None) 和 P(None,'y')",
blind-71), or told in words alone ("第一个按行切到 x，第二个按列切到 y，其余维度 None", blind-72).

The words' names ("x", "y", "None") are never read as the fills of blanks that take code: the calls
after one closing conclusion are read, to confirm; words alone are asked again. A hedge, a denial, a
turn after the calls, or fewer calls than blanks are no such conclusion.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._concluded_fills import concluded_fills
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SPECS = BANK["seed000-27"]  # two PartitionSpecs: P('x', None), P(None, 'y')
OFFLOAD = BANK["seed000-29"]  # two blanks of words: nvme, nvme


@pytest.mark.parametrize(
    "answer",
    [
        "a 行切 x，b 列切 y，就是 P('x',None) 和 P(None,'y')",  # blind-71
        "a 行切 x，b 列切 y，也就是 P('x', None), P(None, 'y')",
        "a 行切 x，b 列切 y，即 P('x') 和 P(None,'y')",
        "行切 x 列切 y 写成 P('x', None)、P(None, 'y')",
        "a 行切 x，b 列切 y，就是 P('x',None) 和 P(None,'y')。",  # a full stop closing
    ],
)
def test_the_calls_after_the_words_are_the_fills_to_confirm(answer: str) -> None:
    graded = grade(SPECS, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "a 列切 y，b 行切 x，就是 P(None,'y') 和 P('x',None)",  # the calls swapped: each on the other blank
        "a 行切 x，b 列切 y，就是 P('x','y') 和 P(None,'y')",  # the first call wrong
        "a 行切 x，b 列切 y，就是 P('x',None) 和 P(None,'y') 吧",  # a hedge after the calls
        "a 行切 x，b 列切 y，就是 P('x',None)、P(None,'y') 反过来",  # turned after the calls
        "a 行切 x，b 列切 y，不就是 P('x',None) 和 P(None,'y')",
        "a 不是行切 x，就是 P('x',None) 和 P(None,'y')",  # a denial before the conclusion
        "a 行切 x，b 列切 y，就是 P('x',None)",  # one call for two blanks
        "a 行切 x，b 列切 y，就是 P('x',None) 和 P(None,'y')？",  # asked
    ],
)
def test_no_other_conclusion_is_read_right(answer: str) -> None:
    assert grade(SPECS, answer).verdict is not Verdict.CORRECT, answer


def test_the_reading_itself() -> None:
    answer = "a 行切 x，b 列切 y，就是 P('x',None) 和 P(None,'y')"
    assert concluded_fills(answer, 2) == ["P('x',None)", "P(None,'y')"]
    assert concluded_fills(answer, 3) is None
    assert concluded_fills("就是 P('x',None) 和 P(None,'y')", 2) is None  # no words before: read as before
    assert concluded_fills("P('x','y') 不对，就是 P('x',None) 和 P(None,'y')", 2) is None  # code before


@pytest.mark.parametrize(
    "answer",
    [
        "第一个按行切到 x，第二个按列切到 y，其余维度 None",  # blind-72
        "a 的 spec 行切 x，b 的 spec 列切 y，中间那维都写 None",  # blind-62
        "第一个 spec 只在 x 上切行，第二个 spec 只在 y 上切列",  # blind-63
        "第一个按列切到 y，第二个按行切到 x，其余维度 None",  # swapped, in words too: not read either
    ],
)
def test_code_blanks_told_in_words_alone_are_asked_again(answer: str) -> None:
    assert grade(SPECS, answer).verdict is Verdict.INVALID, answer


def test_words_of_something_else_or_word_fills_are_graded_as_before() -> None:
    assert grade(SPECS, "JAX 的 mesh 我只在教程里见过，这两个空填不出").verdict is Verdict.INCORRECT
    # blanks that take words ("nvme"): a word said is a fill, graded
    assert grade(OFFLOAD, "param 和 optimizer 的 device 都填成 cpu 吧").verdict is Verdict.INCORRECT
