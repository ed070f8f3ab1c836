"""Grading calculation answers: numbers with units, converted and compared within a tolerance."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import NumericPart, Question, QuestionType
from tests.helpers.grading_questions import KV_CACHE, LORA

SPEEDUP = Question(
    id="fx-speedup",
    bank="fx",
    type=QuestionType.CALC,
    stem="求加速比。",
    key="1.28 倍",
    numeric=[NumericPart(value=1.28, unit=None, unit_required=False)],
)
LATENCY = Question(
    id="fx-latency",
    bank="fx",
    type=QuestionType.CALC,
    stem="求单步延迟。",
    key="12 ms",
    numeric=[NumericPart(value=12, unit="ms", tolerance=0.05)],
)
PARAMS = Question(
    id="fx-params",
    bank="fx",
    type=QuestionType.CALC,
    stem="求模型参数量。",
    key="7B",
    numeric=[NumericPart(label="参数量", value=7, unit="B")],
)
CARDS = Question(
    id="fx-cards",
    bank="fx",
    type=QuestionType.CALC,
    stem="至少需要多少张 A100？",
    key="16 张",
    numeric=[NumericPart(value=16, unit="张", tolerance=0.01)],
)


@pytest.mark.parametrize(
    "answer",
    ["464GB", "464 GB", "约 464 GB", "≈464G", "大约464GB", "4.64e11 B", "4.64×10^11 字节", "4.64×10¹¹ bytes",
     "0.464 TB", "463.9 GB", "4.6e2 GB", "432 GiB", "464ＧＢ", "答案：464 GB",
     "每层 2×48×2048×96×128×2B ≈ 4.83GB，共 96 层，总计 4.83GB×96 ≈ 464GB", "464GB（约 432 GiB）"],
)  # fmt: skip
def test_memory_figure_in_any_unit(answer: str) -> None:
    result = grade(KV_CACHE, answer)
    assert result.verdict is Verdict.CORRECT, (answer, result.rationale, result.understood.numbers)
    assert result.score == 1.0 and result.points_awarded == 10


@pytest.mark.parametrize(
    ("answer", "verdict", "score"),
    [
        ("464", Verdict.PARTIAL, 0.5),  # the unit matters: at most partial
        ("500 GB", Verdict.INCORRECT, 0.0),
        ("4.83GB", Verdict.INCORRECT, 0.0),  # one layer only
        ("464 MB", Verdict.INCORRECT, 0.0),
        ("432GB", Verdict.INCORRECT, 0.0),  # the GiB figure written as GB: 7 % short
        ("464 ms", Verdict.INCORRECT, 0.0),  # a unit of another kind
        ("464GB 或 500GB", Verdict.INCORRECT, 0.0),  # hedging
        ("很大，单卡放不下", Verdict.INVALID, 0.0),
        ("不知道", Verdict.INCORRECT, 0.0),
    ],
)
def test_memory_figure_wrong_or_incomplete(answer: str, verdict: Verdict, score: float) -> None:
    result = grade(KV_CACHE, answer)
    assert (result.verdict, result.score) == (verdict, score), (answer, result.rationale)


def test_missing_unit_rationale_names_the_unit() -> None:
    assert "GB" in grade(KV_CACHE, "464").rationale
    assert "unit" in grade(KV_CACHE, "464", language="en").rationale


@pytest.mark.parametrize(
    ("answer", "verdict", "score"),
    [
        ("22.9M，97.3%", Verdict.CORRECT, 1.0),
        ("额外参数量 2290万，存储节省比例 97.3%", Verdict.CORRECT, 1.0),
        ("节省 97.3%，额外 22.9M 参数", Verdict.CORRECT, 1.0),  # order does not matter
        ("0.0229B params, saving 0.973", Verdict.CORRECT, 1.0),
        ("22,900,000 个参数，节省约 97%", Verdict.CORRECT, 1.0),
        ("22.9M", Verdict.PARTIAL, 0.5),  # one of two figures
        ("22.9M, 97.3", Verdict.PARTIAL, 0.75),  # the percentage without its unit
        ("额外参数量 30M，存储节省比例 97.3%", Verdict.PARTIAL, 0.5),
        ("30M, 50%", Verdict.INCORRECT, 0.0),
    ],
)
def test_two_figures_score_per_part(answer: str, verdict: Verdict, score: float) -> None:
    result = grade(LORA, answer)
    assert (result.verdict, result.score) == (verdict, score), (answer, result.rationale, result.understood)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (SPEEDUP, "1.28倍", Verdict.CORRECT),
        (SPEEDUP, "1.28x", Verdict.CORRECT),
        (SPEEDUP, "1.28×", Verdict.CORRECT),
        (SPEEDUP, "1.28", Verdict.CORRECT),  # dimensionless: no unit needed
        (SPEEDUP, "128%", Verdict.CORRECT),
        (SPEEDUP, "1.5倍", Verdict.INCORRECT),
        (LATENCY, "0.012 s", Verdict.CORRECT),
        (LATENCY, "12000 us", Verdict.CORRECT),
        (LATENCY, "12.5毫秒", Verdict.CORRECT),  # within this question's ±5%
        (LATENCY, "13 ms", Verdict.INCORRECT),
        (PARAMS, "7B", Verdict.CORRECT),
        (PARAMS, "70亿", Verdict.CORRECT),
        (PARAMS, "7 billion", Verdict.CORRECT),
        (PARAMS, "7,000,000,000", Verdict.CORRECT),
        (PARAMS, "7000M", Verdict.CORRECT),
        (PARAMS, "7", Verdict.PARTIAL),
        (PARAMS, "13B", Verdict.INCORRECT),
        (CARDS, "16张", Verdict.CORRECT),
        (CARDS, "16 张卡", Verdict.CORRECT),
        (CARDS, "16", Verdict.PARTIAL),
        (CARDS, "８张", Verdict.INCORRECT),
    ],
)
def test_units_and_tolerances(question: Question, answer: str, verdict: Verdict) -> None:
    result = grade(question, answer)
    assert result.verdict is verdict, (answer, result.rationale, result.understood.numbers)


def test_understood_numbers_report_value_and_unit() -> None:
    numbers = grade(LORA, "额外 22.9M 参数，节省 97.3%").understood.numbers
    assert [(n.value, n.unit, n.label) for n in numbers] == [
        (22.9, "M", "额外参数量"),
        (97.3, "%", "存储节省比例"),
    ]


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "read"),
    [
        # a figure operated on in a next step is an operand: the figure the step gives is the answer
        (LATENCY, "6 ms，还得乘 2，一共 12 ms", Verdict.CORRECT, "12 ms"),
        (LATENCY, "12 ms，还要乘 2，共 24 ms", Verdict.INCORRECT, "24 ms"),  # the key as an operand
        (LATENCY, "12 ms, then times 2 = 24 ms", Verdict.INCORRECT, "24 ms"),
        (CARDS, "8 张，接着乘 2，得 16 张", Verdict.CORRECT, "16 张"),
        (CARDS, "16 张, then multiplied by 2: 32 张", Verdict.INCORRECT, "32 张"),
    ],
)
def test_a_figure_with_a_next_step_after_it_is_an_operand(
    question: Question, answer: str, verdict: Verdict, read: str
) -> None:
    graded = grade(question, answer)
    assert graded.verdict == verdict and graded.reading == read, graded
