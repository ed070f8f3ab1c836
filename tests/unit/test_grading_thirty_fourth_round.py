"""The rules of the round on the thirty-fourth blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as that answer:

- on a multiple choice, "X 也行" closing X's clause after a choice adds X, as "X 也可以" and "X 也对"
  do; "X 也行吧", "X 好像也行" and "X 也行？" still keep it open (never correct);
- on a multiple choice, a doubt said of the options just before it ("BCE 不确定", "C 说不准") with more
  options after it holds the doubted ones open, as "拿不准" does: the decision after it stands alone
  ("…，只勾 AD", "…，选 AD"), the doubted options never added to it; a doubt after the set ("AD，C 不确定")
  leaves the set as it was;
- an option refused ("D 都不想选", "盲猜 D 都不想猜") is not chosen: alone, it is asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

PACKING = Question(
    id="fx-multi-packing34",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下列哪些做法能减少变长序列训练中的 padding 浪费",
    options={
        "A": "把所有序列 pad 到全局最大长度",
        "B": "按长度分桶",
        "C": "增大学习率",
        "D": "把多条短序列打包成一条",
    },
    key="BD",
    scoring="all_or_nothing",
)
FIVE = Question(
    id="fx-multi-five34",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下列关于 Llama 结构的说法正确的是",
    options={"A": "用 RMSNorm", "B": "用 RoPE", "C": "用 SwiGLU", "D": "用 GQA（70B）", "E": "无偏置项"},
    key="ABCDE",
    scoring="partial_subset",
)


@pytest.mark.parametrize("answer", ["B，按长度分桶；D 也行", "B。D 也行", "B，D 也行", "D，B 也行"])
def test_also_fine_after_a_choice_adds_the_option(answer: str) -> None:
    result = grade(PACKING, answer)
    assert result.understood.choices == ["B", "D"], result.rationale
    assert result.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["B，D 也行吧", "B，D 好像也行", "B，D 也行？"])
def test_also_fine_said_tentatively_keeps_the_option_open(answer: str) -> None:
    assert grade(PACKING, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["BCE 不确定，只勾 AD", "BCE 我不太确定，选 AD", "BCE 说不准，AD", "BCE 拿不准，选 AD"]
)
def test_a_doubt_before_a_decision_leaves_the_doubted_options_out(answer: str) -> None:
    result = grade(FIVE, answer)
    assert result.understood.choices == ["A", "D"], result.rationale
    assert result.verdict is Verdict.PARTIAL


@pytest.mark.parametrize(
    ("answer", "chosen"), [("ABCD，E 不确定", ["A", "B", "C", "D"]), ("AC，不确定 B", ["A", "C"])]
)
def test_a_doubt_after_the_set_leaves_the_set(answer: str, chosen: list[str]) -> None:
    assert grade(FIVE, answer).understood.choices == chosen


@pytest.mark.parametrize("answer", ["选 D 都不想选", "盲猜 D 都不想猜", "D 我都懒得猜"])
def test_a_refused_option_is_asked_again(answer: str) -> None:
    assert grade(FIVE, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["盲猜 D", "选 D，别的都不想选"])
def test_a_choice_beside_a_refusal_of_the_others_is_read(answer: str) -> None:
    assert grade(FIVE, answer).understood.choices == ["D"]
