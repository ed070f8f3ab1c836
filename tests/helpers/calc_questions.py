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
