"""Invites (``/v1/invites``): what a recruiter asks for, and the invite as it is kept."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import Field

from api.schemas.base import (
    Draw,
    FormOrder,
    Instant,
    InviteMode,
    JsonBool,
    JsonFloat,
    JsonInt,
    Language,
    OneLine,
    QuestionTypeName,
    Reveal,
    WireInput,
    WireModel,
)


class InviteCreate(WireInput):
    question_count: JsonInt = Field(default=10, ge=1, le=100)
    topics: list[str] = Field(default_factory=list, max_length=20)
    types: list[QuestionTypeName] | dict[QuestionTypeName, Annotated[JsonInt, Field(ge=1, le=100)]] = Field(
        default_factory=list,
        description="a filter (any of these types), or quotas per type ({'single': 3, 'code': 1}: "
        "exactly that many of each; question_count is then their sum)",
    )
    questions: list[Annotated[str, Field(min_length=1, max_length=64)]] | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description="a fixed form: these questions (ids, as GET /v1/questions/search returns them) for "
        "every candidate; topics, types and draw then do not apply",
    )
    order: FormOrder = Field(
        default="fixed",
        description="a fixed or shared form: the same order for all, or shuffled per candidate",
    )
    mode: InviteMode = Field(
        default="standard",
        description="'adaptive': each question is the most informative at the candidate's current ability "
        "(docs/ability.md), until its standard error reaches target_se or max_questions are asked",
    )
    max_questions: JsonInt = Field(default=20, ge=1, le=100, description="adaptive: the most questions asked")
    target_se: JsonFloat = Field(
        default=0.35, ge=0.1, le=1.0, allow_inf_nan=False, description="adaptive: stop at this standard error"
    )
    draw: Draw = Field(
        default="each",
        description="'each': every candidate draws their own questions; 'shared': one draw, made when the "
        "invite is created, for all its candidates",
    )
    time_limit_s: JsonInt | None = Field(default=None, ge=5, le=24 * 3600, description="per question")
    type_time_limits: dict[QuestionTypeName, Annotated[JsonInt, Field(ge=5, le=24 * 3600)]] | None = Field(
        default=None,
        description="seconds per question of each type (e.g. single 45, design 900); a type not named "
        "takes time_limit_s",
    )
    total_time_limit_s: JsonInt | None = Field(default=None, ge=10, le=7 * 24 * 3600)
    time_multiplier: JsonFloat = Field(
        default=1.0,
        ge=1.0,
        le=3.0,
        allow_inf_nan=False,
        description="an accommodation (e.g. 1.5 for +50%): every per-question and total limit is scaled",
    )
    reveal: Reveal = "end"
    expires_at: Instant | None = None
    max_uses: JsonInt | None = Field(default=1, ge=1, le=100_000)
    title: OneLine = Field(default="", max_length=200)  # an e-mailed test's subject (ATS)
    language: Language = "zh"
    banks: list[str] | None = Field(
        default=None,
        max_length=50,
        description="bank ids to draw from ('public' is the curated bank); default: the public bank "
        "and every bank of the organisation when a session starts",
    )
    allow_fewer: JsonBool = Field(
        default=False,
        description="accept fewer questions than question_count when the filters hold fewer "
        "(otherwise such an invite is refused with 422 saying how many exist)",
    )


class InviteOut(WireModel):
    id: str
    token: str
    deep_link: str
    title: str
    question_count: int
    topics: list[str]
    types: list[str] | dict[str, int]
    questions: list[str] | None = None
    order: FormOrder = "fixed"
    draw: Draw = "each"
    mode: InviteMode = "standard"
    max_questions: int | None = None
    target_se: float | None = None
    time_limit_s: int | None
    total_time_limit_s: int | None
    type_time_limits: dict[str, int] | None = None
    time_multiplier: float = 1.0
    reveal: Reveal
    language: Language
    expires_at: datetime | None
    max_uses: int | None
    uses: int
    created_at: datetime
    revoked: bool
    banks: list[str] | None = None
    time_limit_short: TimeLimitShort | None = Field(
        default=None,
        description="a warning: the per-question limit is shorter than the invite's longest question needs",
    )


class TimeLimitShort(WireModel):
    """The invite's per-question limit is shorter than its longest question needs (a warning)."""

    question_type: str
    needed_s: int
    limit_s: int


class InviteList(WireModel):
    items: list[InviteOut]
    next_cursor: str | None = None
