"""``models.new_row``: a new row made without the constructor holds what the constructor's would — the
class's validators applied — and the ORM inserts it the same (on a real SQLite file)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect
from sqlalchemy.orm import Session

from api.store.models import Answer, Base, Candidate, InterviewSession, new_row

GRADE: dict[str, Any] = {
    "verdict": "partial",
    "score": 0.333333333,
    "points": 2.0,
    "points_awarded": 0.666666666,
    "rationale": "部分正确",
    "parsed": {"understood": {"choices": ["A"]}},
    "grader": "rules",
}


def columns(row: Any) -> dict[str, Any]:
    return {attr.key: getattr(row, attr.key) for attr in inspect(type(row)).column_attrs}


def test_it_holds_what_the_constructor_would_validators_applied_and_every_default() -> None:
    made, constructed = new_row(Answer, **GRADE), Answer(**GRADE)
    given = {key: value for key, value in columns(constructed).items() if key in GRADE}
    assert {key: value for key, value in columns(made).items() if key in GRADE} == given
    assert made.score == constructed.score != GRADE["score"]  # rounded by the row's own rule
    defaults = {key: value for key, value in columns(made).items() if key not in GRADE}
    answered_at = defaults.pop("answered_at")
    assert isinstance(answered_at, datetime) and answered_at.tzinfo is not None  # utcnow, made now
    assert defaults == {
        **dict.fromkeys(("seq", "session_id", "position", "question_id", "idempotency_key", "shown_at")),
        **{"answer": "", "shown": {}, "hints_used": 0, "skipped": False, "timed_out": False},
        **{"time_taken_ms": 0, "regrade": None, "flags": None},
    }
    assert "seq" not in inspect(made).dict  # the primary key is the database's to make
    assert new_row(Answer, **GRADE).shown is not made.shown  # a default made anew for each row


def test_an_unknown_attribute_is_refused_as_by_the_constructor() -> None:
    with pytest.raises(TypeError, match="verdit"):
        new_row(Answer, verdit="correct")
    with pytest.raises(TypeError):
        Answer(verdit="correct")


def test_the_orm_inserts_it_the_same(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    Base.metadata.create_all(engine)
    stored: list[dict[str, Any]] = []
    for make in (new_row, lambda cls, **values: cls(**values)):
        with Session(engine) as db:
            session = InterviewSession(
                mode="interview", candidate_id=len(stored) + 1, plan=["q1"], topics=[], reveal="end"
            )
            db.add_all([Candidate(telegram_id=len(stored) + 1), session])
            db.flush()
            row = make(Answer, **GRADE)
            row.session_id, row.position, row.question_id, row.idempotency_key = session.id, 0, "q1", "k"
            row.answer, row.shown, row.hints_used, row.skipped, row.timed_out = "A", {}, 0, False, False
            row.shown_at = row.answered_at = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)
            row.time_taken_ms = 0
            db.add(row)
            db.commit()
            again = db.get(Answer, row.seq, populate_existing=True)
            assert again is not None
            stored.append({k: v for k, v in columns(again).items() if k not in ("seq", "session_id")})
    assert stored[0] == stored[1]
