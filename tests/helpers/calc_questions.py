"""Calculation questions the grading tests of several blind rounds read answers to."""

from __future__ import annotations

from bank.model import NumericPart, Question, QuestionType

LATENCY = Question(
    id="fx-calc-latency",
    bank="fx",
    type=QuestionType.CALC,
    stem="求单步延迟。",
    key="12 ms",
    numeric=[NumericPart(value=12, unit="ms", tolerance=0.05)],
)
# two parts whose working has small steps before its results (a rank, a per-layer product)
SMALL_LORA = Question(
    id="fx-lora",
    bank="fx",
    type=QuestionType.CALC,
    stem=(
        "某模型 500M 参数，LoRA rank=8 注入 10 个 100×100 的线性层。"
        "求 LoRA 额外参数量和只存 LoRA 的存储节省比例。"
    ),
    key="10 × 8 × (100 + 100) = 16,000 = 0.016M；节省 1 − 0.016/500 ≈ 99.997%",
    numeric=[
        NumericPart(label="额外参数量", value=0.016, unit="M", tolerance=0.02, unit_required=True),
        NumericPart(label="存储节省比例", value=99.997, unit="%", tolerance=0.005),
    ],
    points=10,
)
