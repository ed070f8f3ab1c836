"""Rules of a round on the seen batches' disagreements, grouped by cause (issue "Grading a typed
answer"), each in phrasings of its own (not the batches'), beside the nearest shape that must still
be read:

- a calculation that stops before its result is asked again, never graded on one of its steps: a
  figure that is the coefficient of a formula's symbols or words ("2·L·h 字节", "3 × 层数") is an
  operand, not a result; a last step announced with several operands ("…，再乘 32 个头和 64 层",
  "接下来乘 b、s") or a word of sequence with nothing after it ("…，然后") stops before its result;
  a closing clause with no figure that says the arithmetic is left undone ("…，代进去就行", "…，时间
  不够了") leaves the figures before it as steps. A result after the formula ("2 × b × s 得 325 MB")
  is still read, and of two parts, "…，比例先不算了" leaves only the second undone.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

SIZE = Question(
    id="fx-calc-size",
    bank="fx",
    type=QuestionType.CALC,
    stem="一个 8,000 万参数的模型以 fp32 存储，权重约占多少显存？",
    key="约 325 MB",
    numeric=[{"value": 325, "unit": "MB"}],
)


@pytest.mark.parametrize(
    "answer",
    [
        "权重 = 4 × 参数量 字节，代进去就行",
        "显存是 4·n·bytes，手算不动了",
        "每个参数 4 B，再乘 8000 万个参数和 1 份",
        "每个参数 4 字节，接下来乘参数量、份数",
        "每个参数 4 B，参数 8000 万个，然后",
        "总量 = 4 × 参数数 × 份数，时间不够了",
        "公式是 4·N 字节，数就不代了",
    ],
)
def test_a_calculation_that_stops_before_its_result_is_asked_again(answer: str) -> None:
    graded = grade(SIZE, answer)
    assert graded.verdict is Verdict.INVALID, (graded.verdict, graded.reading)


@pytest.mark.parametrize(
    "answer",
    ["4 × 参数量，算出来 325 MB", "4·n 字节，代进去就是 325 MB", "325 MB，代进去就行", "约 325 MB"],
)
def test_a_result_after_the_formula_is_read(answer: str) -> None:
    graded = grade(SIZE, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


def test_a_wrong_result_after_the_formula_stays_wrong() -> None:
    graded = grade(SIZE, "4 × 参数量，算出来 160 MB")
    assert graded.verdict is Verdict.INCORRECT, (graded.verdict, graded.reading)


TWO_PARTS = Question(
    id="fx-calc-two",
    bank="fx",
    type=QuestionType.CALC,
    stem="一个 8,000 万参数的模型以 fp32 存储，权重约占多少显存？改存 fp16 省下多少比例？",
    key="约 325 MB；50%",
    numeric=[{"value": 325, "unit": "MB", "label": "显存"}, {"value": 50, "unit": "%", "label": "比例"}],
)


def test_of_two_parts_an_undone_closing_clause_leaves_only_the_second_undone() -> None:
    graded = grade(TWO_PARTS, "显存 325 MB，比例……先不算了")
    assert graded.verdict is Verdict.PARTIAL, (graded.verdict, graded.reading, graded.rationale)
