"""Organisation banks (``/v1/banks``): a bank, its questions, and corrections to a question's key
with the regrade they cause."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from api.schemas.base import WireInput, WireModel
from api.schemas.questions import QuestionDetail

BankStatus = Literal["indexing", "ready", "failed"]
QuestionStatus = Literal["active", "disputed", "draft"]


class BankOut(WireModel):
    id: str
    name: str
    questions: int = Field(description="how many questions the bank holds")
    topics: list[str]
    status: BankStatus = Field(description="indexing until every question is searchable; then ready")
    indexed: int
    total: int
    format: str
    created_at: datetime
    updated_at: datetime
    error: str = ""


class BrokenInvite(WireModel):
    id: str = Field(description="the invite's id")
    title: str
    missing: list[str] = Field(
        description="the question ids of its fixed form this upload removed from the bank, in the form's "
        "order: a candidate's start is now refused (409 form_changed)"
    )


class BankUploadOut(BankOut):
    broken_invites: list[BrokenInvite] = Field(
        description="open invites (not revoked, not expired, uses left) whose fixed form names questions "
        "this upload removed (a question without an explicit id is named by its content: editing its text "
        "or options gives it another id). The upload is stored all the same; empty when none",
    )


class BankDetail(BankOut):
    items: list[QuestionDetail] = Field(description="the bank's questions, in file order")


class BankList(WireModel):
    items: list[BankOut]


class BankProblem(WireModel):
    line: int | None = None
    field: str | None = None
    message: str


class ErratumIn(WireInput):
    what: str = Field(min_length=1, max_length=2000, description="what was wrong")
    why: str = Field(min_length=1, max_length=2000, description="why the correction is right")


class QuestionPatch(WireInput):
    key: str | None = Field(default=None, min_length=1, max_length=8000)
    status: QuestionStatus | None = None
    erratum: ErratumIn


class RegradeOut(WireModel):
    question_id: str
    answers: int = Field(description="recorded answers to the question in the organisation")
    regraded: int = Field(description="answers graded again against the question as it is now")
    changed: int = Field(description="regraded answers whose verdict or score changed")
    skipped: int = Field(description="answers to another version of the question (text replaced) or late")
