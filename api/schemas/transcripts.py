"""A session's transcript: every answer with its grade, the first grade when a correction regraded
it, and its integrity flags."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field, field_validator

from api.schemas.answers import Explanation
from api.schemas.base import FlagKind, Verdict, WireModel
from api.schemas.questions import ErratumOut, QuestionOut
from api.schemas.sessions import SessionSummary


class GradeOut(WireModel):
    verdict: Verdict
    score: float
    points: float
    points_awarded: float
    rationale: str = ""


class FlagOut(WireModel):
    """An integrity signal on an answer: evidence for a recruiter, never part of the grade."""

    kind: FlagKind
    detail: str
    session_id: str | None = Field(default=None, description="similar: the other session")
    similarity: float | None = Field(default=None, description="similar: shared token shingles (Jaccard)")
    text: str | None = Field(default=None, description="forwarded: the refused message (first 500 chars)")
    edited_text: str | None = Field(default=None, description="edited: the text after the edit")


class TranscriptAnswer(WireModel):
    position: int
    question_id: str
    question: QuestionOut | None = None
    answer: str
    parsed: dict[str, Any] = Field(default_factory=dict)
    verdict: Verdict | None = None
    score: float | None = None
    points: float | None = None
    points_awarded: float | None = None
    rationale: str | None = None
    grader: str | None = None
    hints_used: int = 0
    skipped: bool = False
    timed_out: bool = False
    shown_at: datetime
    answered_at: datetime
    time_taken_ms: int
    explanation: Explanation | None = None
    original: GradeOut | None = Field(
        default=None, description="the first grade, when a key correction regraded the answer"
    )
    errata: list[ErratumOut] = Field(default_factory=list, description="the corrections that regraded it")
    flags: list[FlagOut] = Field(default_factory=list, description="integrity signals (recruiters only)")

    @field_validator("flags", mode="before")
    @classmethod
    def _no_flags(cls, value: Any) -> Any:
        return [] if value is None else value  # answers recorded before flags existed hold none


class Transcript(WireModel):
    session: SessionSummary
    answers: list[TranscriptAnswer]
