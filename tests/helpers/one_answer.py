"""A finished interview of one question and one answer, as the report renderers receive it: the tests of
what a transcript says (flags, errata, languages) build it here and vary only what they are about."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from api import schemas

WHEN = datetime(2026, 11, 30, tzinfo=UTC)


def one_answer_transcript(
    language: str, *, session_flags: dict[str, int] | None = None, **answer: Any
) -> schemas.Transcript:
    """The session (in ``language``, with the ``session_flags`` summary) and its one answer: question ``q1``,
    answered ``B`` in a second, unless ``answer`` says otherwise (``flags``, ``explanation``, …)."""
    session = schemas.SessionSummary(
        id="s1",
        mode="interview",
        status="finished",
        position=1,
        total=1,
        candidate_id=7,
        language=language,
        created_at=WHEN,
        flags=session_flags or {},
    )
    fields: dict[str, Any] = {
        "position": 0,
        "question_id": "q1",
        "answer": "B",
        "shown_at": WHEN,
        "answered_at": WHEN,
        "time_taken_ms": 1000,
        **answer,
    }
    return schemas.Transcript(session=session, answers=[schemas.TranscriptAnswer(**fields)])
