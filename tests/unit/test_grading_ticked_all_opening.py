"""Every option ticked in the opening clause, then a remark that only includes one of them ("五条全勾上，eps
1e-5 也是对的", blind batch 65, seed000-16, key ABCDE): every option, as "全选，包括 eps 那条" is.

It was read as C alone: the tick-all form was read only as the whole answer. A name an option sets to a
figure said after the opening with another ("全选，eps 是 1e-6" of "eps=1e-5") says that option wrong:
every option is then not read, after "全选" as after "全勾上" (it had been read as every option).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = {q.id: q for q in curated_catalog()}["seed000-16"]


@pytest.mark.parametrize(
    "answer",
    [
        "五条全勾上，eps 1e-5 也是对的",
        "一个不落全勾上，包括 eps 那条",
        "全选，5 个都要",
        "五条全勾上，上下文 8k 也是对的",  # E's own figure, said again
        "全选，上下文 8K",
    ],
)
def test_every_option_ticked_then_included(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.reading == "A、B、C、D、E"


@pytest.mark.parametrize(
    "answer",
    [
        "五条全勾上，eps 是 1e-6",  # the nearest wrong one: eps said other than C says it
        "全选，eps 是 1e-6",
        "全选，eps 其实是 1e-6",
        "五条全勾上，上下文 128k",  # E's "上下文长度 8k" said otherwise, with a unit and no "="
        "五条全勾上，预训练是 2T token",
        "全选，预训练语料 2T",
        "五条全勾上，eps 1e-5 不对",  # one denied
        "五条全勾上，应该吧",  # hedged
        "四条全勾上，eps 1e-5 也是对的",  # four of five: which four?
    ],
)
def test_a_figure_of_no_option_a_denial_or_a_hedge_is_not_every_option(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is not Verdict.CORRECT
