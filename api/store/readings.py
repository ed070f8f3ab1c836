"""The reading held on a session for the candidate's confirmation (``sessions.pending``), as one typed
value: the answer turn writes and reads it (api/services/turn/_readings.py), the candidate's data export
shows it (api/services/candidates/_data_rights.py), and the store drops it by its id. Kept here, under
both service rooms, so the shape of the stored JSON is known in one place; the JSON itself is unchanged
(rows written before this value existed read as they did).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ClassVar

from api.store.models import InterviewSession


def aware(moment: datetime) -> datetime:
    """``moment`` in UTC when it carries no zone (SQLite returns naive times)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _moment(stored: Any) -> datetime:
    return aware(datetime.fromisoformat(str(stored)))


@dataclass(frozen=True, slots=True)
class HeldReading:
    """A typed answer read by the rules, waiting for the candidate to confirm the reading: its id (the
    confirmation names it), the question's position and id, the answer's text and idempotency key, the
    reading shown, when the answer arrived (the confirmation is judged by it) and the question's
    deadline then."""

    ID_KEY: ClassVar[str] = "id"  # the JSON key SQL compares (a compare-and-set on the reading's id)

    id: str
    position: int
    question_id: str
    answer: str
    key: str
    reading: str
    arrived_at: datetime
    deadline: datetime | None

    @classmethod
    def from_row(cls, held: Mapping[str, Any]) -> HeldReading:
        """The value of the row's ``pending`` dict, its times parsed once (UTC-aware)."""
        deadline = held.get("deadline")
        return cls(
            id=str(held[cls.ID_KEY]),
            position=int(held["position"]),
            question_id=str(held["question_id"]),
            answer=str(held["answer"]),
            key=str(held["key"]),
            reading=str(held.get("reading") or ""),
            arrived_at=_moment(held["arrived_at"]),
            deadline=_moment(deadline) if deadline is not None else None,
        )

    @classmethod
    def of(cls, held: Mapping[str, Any] | None) -> HeldReading | None:
        """The reading a session holds (its ``pending`` column), or None when none waits."""
        return cls.from_row(held) if held else None

    def to_row(self) -> dict[str, Any]:
        """The JSON kept on the row: the keys and ISO 8601 times it has always had."""
        return {
            self.ID_KEY: self.id,
            "position": self.position,
            "question_id": self.question_id,
            "answer": self.answer,
            "key": self.key,
            "reading": self.reading,
            "arrived_at": self.arrived_at.isoformat(),
            "deadline": self.deadline.isoformat() if self.deadline is not None else None,
        }


# the held reading's id as the row stores it, for the statements that compare it (a compare-and-set)
STORED_ID = InterviewSession.pending[HeldReading.ID_KEY].as_string()
