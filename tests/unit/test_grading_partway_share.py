"""A share saying how far the candidate got (blind batch 73, seed000-30): "2×b×s×L×h×d×2 = …算到一半掉线了"
had its "一半" read as the figure 50 %, a reading the candidate never meant. A verb of working the answer
out then 到 ("算到一半", "写到三分之一") or 了 with a stop after it ("算了一半就掉线了") or ending an
answer written down ("…写了一半") is a remark on their working: no figure. A share stated with the same
verbs ("每个专家只算了一半", "砍到一半", "降到一半") is still the figure it says.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._zh_numerals import chinese_numerals
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
KV = QUESTIONS["seed000-30"]  # KV cache memory: 464 GB
SIZE = QUESTIONS["seed001-08"]  # int8 vs fp16 size: C (50 %)


@pytest.mark.parametrize(
    "answer",
    [
        "2×b×s×L×h×d×2 = …算到一半掉线了",
        "2×b×s×L×h×d×2 = …算了三分之一掉线了",
        "公式 2×b×s×n_layer×d×2，算到三分之一就没时间了",
        "2×b×s×L×h×d×2 = …写了一半",
        "推到一半卡住了",
        "算了一大半就掉线了",
    ],
)
def test_how_far_the_working_got_is_no_figure(answer: str) -> None:
    result = grade(KV, answer)
    assert result.verdict is Verdict.INVALID, (answer, result.reading)


@pytest.mark.parametrize("answer", ["算到一半", "写到一半了", "想到一半就掉线了"])
def test_on_a_choice_of_halves_it_is_no_choice_either(answer: str) -> None:
    assert grade(SIZE, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer", ["一半", "只算了一半", "每个参数只算了一半", "砍到一半", "降到一半", "写到一半，50%"]
)
def test_a_share_stated_is_still_the_figure(answer: str) -> None:
    result = grade(SIZE, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer


def test_a_figure_after_the_remark_is_read() -> None:
    result = grade(KV, "算到一半掉线了，重新算：464 GB")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("算到一半", True),
        ("算到三分之一", True),
        ("算了一半就断了", True),
        ("只算了一半", False),
        ("三分之一", False),
    ],
)
def test_the_numerals_step_keeps_the_remark_as_words(text: str, kept: bool) -> None:
    assert (chinese_numerals(text) == text) is kept, chinese_numerals(text)
