"""Sessions (``/v1/sessions``): opening one, its summary and report, the current question, and the
deadlines the bot arms its timers from."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field, model_validator

from api.schemas.base import (
    JsonBool,
    JsonInt,
    Language,
    Mode,
    QuestionTypeName,
    Reveal,
    SessionStatus,
    WireInput,
    WireModel,
)
from api.schemas.candidates import CandidateIn
from api.schemas.questions import QuestionOut


class SessionCreate(WireInput):
    mode: Mode
    invite_token: str | None = Field(default=None, max_length=64)
    candidate: CandidateIn
    topics: list[str] | None = Field(default=None, max_length=20)
    count: JsonInt | None = Field(default=None, ge=1, le=50)
    review: JsonBool = False  # practice of the mistake notebook's due cards only (replaces an open practice)
    review_ahead: JsonBool = False  # with review: every card, due or not, soonest first
    types: list[QuestionTypeName] | None = None


class TopicScore(WireModel):
    topic: str
    questions: int
    points: float
    points_awarded: float
    score: float | None  # fraction; None when no point of the topic counts (disputed keys)


class AbilityOut(WireModel):
    """A finished interview's ability on the organisation's calibrated scale (docs/ability.md)."""

    theta: float = Field(
        description="0 is the organisation's average candidate, 1 one standard deviation above"
    )
    se: float = Field(
        description="standard error of theta: theta ± 2 se holds the ability with 95 % confidence"
    )
    scale: str = Field(description="'calibration-N': the organisation's N-th calibration; 'prior': none yet")
    answered: int = Field(description="answers that entered the estimate")
    calibration_interviews: int | None = Field(
        default=None,
        description="the finished interviews the scale's calibration estimated the questions' parameters "
        "from (null on the prior scale): the fewer, the rougher the scale",
    )


class SessionSummary(WireModel):
    id: str
    mode: Mode
    status: SessionStatus
    position: int
    total: int
    adaptive: bool = Field(default=False, description="questions chosen one at a time: total grows")
    candidate_id: int
    invite_id: str | None = None
    title: str = ""
    reveal: Reveal = "each"
    language: Language = "zh"
    created_at: datetime = Field(description="when the session was opened (the rules are shown)")
    started_at: datetime | None = Field(
        default=None,
        description="when the clock started: the first question was served (null until then)",
    )
    finished_at: datetime | None = None
    deadline: datetime | None = None  # the whole session's (null until the clock starts)
    time_limit_s: int | None = Field(default=None, description="per question (null: no limit)")
    total_time_limit_s: int | None = Field(default=None, description="the whole session (null: no limit)")
    time_limits_by_type: bool = Field(
        default=False, description="questions have limits of their own type (shown in each question)"
    )
    time_multiplier: float = Field(
        default=1.0, description="the accommodation both limits above are already scaled by"
    )
    answered: int = 0
    points: float | None = None
    points_awarded: float | None = None
    score: float | None = None  # fraction of the points; hidden from candidates when the policy says so
    ability: AbilityOut | None = Field(
        default=None, description="finished interviews, recruiters only: theta ± se beside the raw points"
    )
    per_topic: list[TopicScore] = Field(default_factory=list)
    duration_s: float | None = None
    flags: dict[str, int] = Field(
        default_factory=dict, description="answers carrying each kind of integrity flag (recruiters only)"
    )
    resumed: bool = False
    pseudonymised_at: datetime | None = Field(
        default=None, description="when the candidate was replaced by a pseudonym (/forget, or retention)"
    )

    @model_validator(mode="before")
    @classmethod
    def _opened_when_started(cls, data: Any) -> Any:
        """Servers before ``created_at`` existed sent only ``started_at`` (then the creation time)."""
        if isinstance(data, dict) and data.get("created_at") is None and data.get("started_at"):
            data = {**data, "created_at": data["started_at"]}
        return data


class SessionList(WireModel):
    items: list[SessionSummary]
    next_cursor: str | None = None


class ConfirmationOut(WireModel):
    """A reading waiting for the candidate: confirm it (``confirm`` with this id) or discard it."""

    id: str
    arrived_at: datetime  # what lateness is judged by when it is confirmed
    deadline: datetime | None = None  # the question's, as it stood when the answer arrived


class ReadingOut(WireModel):
    """202: the answer was read as ``reading`` and nothing is recorded until the candidate confirms."""

    session_id: str
    question_id: str
    position: int
    recorded: Literal[False] = False
    reading: str
    prompt: str  # "我理解你的答案是：C"
    confirmation: ConfirmationOut


class CurrentQuestion(WireModel):
    session_id: str
    status: SessionStatus
    position: int
    total: int = Field(description="questions planned so far; an adaptive session adds one at a time")
    adaptive: bool = Field(default=False, description="the count is not known ahead: show no total")
    deadline: datetime | None = None  # the current question's (or the session's, whichever is first)
    session_deadline: datetime | None = Field(
        default=None,
        description="the whole session's, when it has a total limit: which of the two ``deadline`` is "
        "(the chat says the session's time left as the session's, not as the question's limit)",
    )
    question: QuestionOut | None = None
    hints_used: int = 0
    report: SessionSummary | None = None  # once finished
    review: bool = False  # a question of the mistake notebook (rate it after answering)
    protect_content: bool = Field(
        default=False,
        description="interview questions: the chat client should not let them be forwarded or saved",
    )
    quiz: QuizOut | None = Field(
        default=None,
        description="practice only: what a native quiz poll needs (single choice and true/false); never "
        "given in an interview",
    )
    waiting: ReadingOut | None = Field(
        default=None,
        description="a reading of this question's typed answer still waiting for the candidate (the 202 "
        "that answer got): show it again, to confirm or discard, when the chat is resumed",
    )


class QuizOut(WireModel):
    """The answer a quiz poll marks correct, and the takeaway Telegram shows after the vote."""

    correct: str = Field(description="the answer the correct option gives: a letter, or 'true'/'false'")
    explanation: str = ""


class DeadlineOut(WireModel):
    """An open session's current question and when its time runs out (the bot arms its timers from
    these after a restart)."""

    telegram_id: int
    session_id: str
    position: int
    question_id: str
    deadline: datetime
    language: str


class DeadlineList(WireModel):
    items: list[DeadlineOut]
