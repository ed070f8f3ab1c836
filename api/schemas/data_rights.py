"""Data rights (``api/services/candidates/``): an organisation's retention, and a candidate's export
(``/mydata``) and erasure (``/forget``)."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from api.schemas.base import JsonInt, WireInput, WireModel
from api.schemas.candidates import CandidateOut
from api.schemas.transcripts import Transcript


class NotebookEntry(WireModel):
    question_id: str
    due: datetime
    lapses: int = 0


MAX_RETENTION_DAYS = 3650


class OrgSettings(WireModel):
    id: str
    name: str
    retention_days: int | None = Field(
        default=None,
        description="sessions opened longer ago than this are pseudonymised (null: kept as they are)",
    )


class OrgSettingsUpdate(WireInput):
    retention_days: JsonInt | None = Field(
        ge=1, le=MAX_RETENTION_DAYS, description="1 to 3650 days, a JSON number; null turns retention off"
    )


class CandidateRecord(CandidateOut):
    created_at: datetime | None = None


class CandidateExport(WireModel):
    """Everything stored about one candidate (the bot's ``/mydata``)."""

    exported_at: datetime
    telegram_id: int
    candidate: CandidateRecord | None = Field(description="null when nothing is on record")
    sessions: list[Transcript] = Field(description="interviews and practice, each with its answers")
    notebook: list[NotebookEntry] = Field(description="the mistake notebook's cards")
    ats: list[AtsDetails] = Field(description="what applicant tracking systems sent about the candidate")
    held_answers: list[HeldAnswer] = Field(description="answers awaiting confirmation")
    flagged_texts: list[FlaggedText] = Field(description="edited and forwarded messages kept as flags")


class AtsDetails(WireModel):
    """What an applicant tracking system sent about the candidate with a test they took."""

    session_id: str
    email: str
    telegram_username: str
    name: str
    application_id: str = Field(description="the ATS's own id of the application, as it sent it")
    received_at: datetime


class HeldAnswer(WireModel):
    """An answer typed and awaiting the candidate's confirmation of how it was read."""

    session_id: str
    question_id: str
    answer: str = Field(description="exactly as typed")
    reading: str
    arrived_at: datetime


class FlaggedText(WireModel):
    """Text of the candidate's kept with an integrity flag: an answer's message as edited after it was
    sent (``edited``), or a message forwarded in an interview (``forwarded``)."""

    session_id: str
    position: int | None = Field(description="the answer it is kept with; null: not yet answered")
    kind: str
    text: str


class ForgetResult(WireModel):
    practice_sessions_deleted: int
    notebook_cards_deleted: int
    interviews_pseudonymised: int = Field(
        description="kept for the organisations that invited the candidate, no longer linkable to them"
    )
