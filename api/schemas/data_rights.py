"""Data rights (``api/services/candidates/``): an organisation's retention, and a candidate's export
(``/mydata``) and erasure (``/forget``)."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field, StrictInt

from api.schemas.base import WireInput, WireModel
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
    retention_days: StrictInt | None = Field(
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


class ForgetResult(WireModel):
    practice_sessions_deleted: int
    notebook_cards_deleted: int
    interviews_pseudonymised: int = Field(
        description="kept for the organisations that invited the candidate, no longer linkable to them"
    )
