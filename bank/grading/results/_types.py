"""The result of grading one answer: a verdict, a score and what the grader understood."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Language = Literal["zh", "en"]


class Verdict(StrEnum):
    CORRECT = "correct"
    PARTIAL = "partial"
    INCORRECT = "incorrect"
    INVALID = "invalid"  # not an answer: empty, a command, emoji, unparseable, too long


class Quantity(BaseModel):
    """A number the grader read in an answer, with its unit as written (None: no unit)."""

    model_config = ConfigDict(frozen=True)

    value: float
    unit: str | None = None
    text: str = ""  # the span it was read from
    label: str = ""  # the numeric part it was matched to, when the question asks for several


class Understood(BaseModel):
    """What the grader read in the answer (only the fields relevant to the question type are set)."""

    choices: list[str] | None = None  # option letters, in option order
    truth: bool | None = None
    numbers: list[Quantity] = Field(default_factory=list)
    code: str | None = None  # the answer's code, normalised
    covered: list[str] = Field(default_factory=list)  # key points found
    missed: list[str] = Field(default_factory=list)  # key points not found: no credit
    partly: list[str] = Field(default_factory=list)  # key points touched, not covered: part credit
    hedged: bool = False  # several alternatives offered


class Grade(BaseModel):
    verdict: Verdict
    score: float = Field(ge=0.0, le=1.0)  # fraction of the question's points
    points: float = Field(gt=0)  # the question's points
    points_awarded: float = Field(ge=0.0)
    rationale: str  # short, in the candidate's language
    understood: Understood = Field(default_factory=Understood)
    expected: str = ""  # the effective key, human-readable
    question_id: str = ""
    grader: Literal["rules", "rubric", "llm"] = "rules"
    language: Language = "zh"
    # The answer was more than a bare committed answer (a sentence with reasoning, a hedge, a
    # correction): the verdict is what would be recorded, but only once the candidate confirms
    # ``reading`` — a wrong reading is then caught by the candidate, not by the recruiter.
    needs_confirmation: bool = False
    reading: str = ""  # what the grader understood, as shown back: "C", "464 GB", "错", "空 1：…"
