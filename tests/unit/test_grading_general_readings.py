"""General readings of typed choices (issue 30), one test per rule, in phrasings of their own, on
fixture questions.

- a denial closing the sentence of the last option named, after the one clause it opens ("B 是按 batch
  放大的，肯定不算", "1/128 和 1/256 都偏小，不可能"), rules the option out: the answer only rules out
  and is asked again; an option standing alone before its reason ("A，…，跟 X 无关") is still chosen;
- an option ruled out and then named again by its own words to say why ("C 不对，nvfuser 早被移除了")
  is not chosen by being named again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.choice_questions import CODE_OPTIONS, FRACTIONS, MULTI, SIZES


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (SIZES, "26GB 是压缩过头的数，肯定不算"),
        (SIZES, "28GB 漏掉了 KV，不可能"),
        (FRACTIONS, "1/128 和 1/256 都偏小，不可能"),
        (FRACTIONS, "1/256 按节点数算的，跟通信量无关"),
        (MULTI, "增大 batch 只会让激活更大，不算"),
        (MULTI, "B 会多占激活，肯定不对"),
    ],
)
def test_a_closing_denial_rules_out_the_option_it_follows(question: Question, answer: str) -> None:
    got = grade(question, answer)
    assert got.verdict is Verdict.INVALID, (answer, got)


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [
        (SIZES, "A，权重 fp16 加上 KV，跟 26GB 无关", "A"),
        (SIZES, "C，只有权重的话，不可能", "C"),
        (FRACTIONS, "选 A，1/128 太小了，不可能", "A"),
    ],
)
def test_an_option_standing_alone_keeps_its_reason(question: Question, answer: str, chosen: str) -> None:
    got = grade(question, answer)
    assert got.verdict is not Verdict.INVALID and got.reading == chosen, (answer, got)


@pytest.mark.parametrize(
    "answer",
    [
        "C 不对，nvfuser 早就被移除了",
        "C 肯定不对，nvfuser 已经没了",
        "A 不对，max-autotune 是另一种模式",
    ],
)
def test_an_option_named_again_after_its_denial_is_not_chosen(answer: str) -> None:
    got = grade(CODE_OPTIONS, answer)
    assert got.verdict is Verdict.INVALID, (answer, got)


@pytest.mark.parametrize("answer", ["C 不对，B", "C 不对，nvfuser 早就被移除了，选 B"])
def test_a_choice_after_the_denial_is_still_read(answer: str) -> None:
    got = grade(CODE_OPTIONS, answer)
    assert got.verdict is Verdict.CORRECT and got.reading == "B", (answer, got)
