"""An option called a distractor in other words, or said ruled out already (red team 4): on seed000-08
(key A) "A 是迷惑项", "A 是混淆项", "A 被排除了", "A 已排除", "A 出局", "A 淘汰", "A 打叉" and "A 讲不通"
were read as A, to confirm, while "A 是干扰项" and "A 排除" were denials; on seed000-18 (key AD) "A、D 都是
干扰项", "A、D 是迷惑项" and "A、D 被排除了" were read as A and D. Now each rules its options out. The
nearest right answers, another option so called before or after the answer, still read the answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

GPTQ = curated_catalog()["seed000-08"]  # single, key A
ULYSSES = curated_catalog()["seed000-18"]  # multiple, key AD


@pytest.mark.parametrize(
    "answer",
    ["A 是迷惑项", "A 属于迷惑项", "A 是混淆项", "A 被排除了", "A 已排除", "A 已被排除", "A 出局", "A 淘汰",
     "A 打叉", "A 一眼假", "A 讲不通", "A 不合逻辑", "A 可以直接排除", "A is the trap"],
)  # fmt: skip
def test_an_option_called_a_distractor_or_struck_is_not_chosen(answer: str) -> None:
    assert grade(GPTQ, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["A、D 都是干扰项", "A、D 是迷惑项", "A、D 被排除了", "A 和 D 出局"])
def test_a_set_called_distractors_is_not_chosen(answer: str) -> None:
    assert grade(ULYSSES, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer", ["B 是迷惑项，选 A", "A，B 被排除了", "BCD 都被排除了，A", "B、C、D 淘汰，A"]
)
def test_another_option_so_called_leaves_the_answer(answer: str) -> None:
    assert grade(GPTQ, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["B、C、E 被排除了，选 A、D", "A、D，B 是迷惑项", "B C E 出局，剩下 A D"])
def test_the_rest_so_called_leaves_the_set(answer: str) -> None:
    assert grade(ULYSSES, answer).verdict is Verdict.CORRECT, answer
