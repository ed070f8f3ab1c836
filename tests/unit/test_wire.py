"""The one mapper from stored rows to wire models (api/services/wire.py): shared fields are read off the
row, overrides win, and a viewer who may not see a grade gets none of it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from api import schemas
from api.services.wire import GRADE_FIELDS, grade_fields, to_wire
from api.store.models import Answer, Candidate, Invite

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def answer_row(**changes: object) -> Answer:
    fields: dict[str, object] = {
        "session_id": "s1",
        "position": 2,
        "question_id": "seed000-07",
        "idempotency_key": "k",
        "answer": "B",
        "shown": {},
        "parsed": {"understood": {"choices": ["B"]}},
        "verdict": "correct",
        "score": 0.75,
        "points": 2.0,
        "points_awarded": 1.5,
        "rationale": "选对了。",
        "grader": "rules",
        "hints_used": 1,
        "skipped": False,
        "timed_out": False,
        "shown_at": NOW,
        "answered_at": NOW,
        "time_taken_ms": 4200,
    }
    return Answer(**{**fields, **changes})


def test_shared_fields_come_from_the_row_and_overrides_win() -> None:
    current = schemas.CurrentQuestion(session_id="s1", status="active", position=3, total=5)
    result = to_wire(schemas.AnswerResult, answer_row(), revealed=True, next=current)
    assert (result.session_id, result.question_id, result.position) == ("s1", "seed000-07", 2)
    assert (result.verdict, result.score, result.points, result.points_awarded) == ("correct", 0.75, 2.0, 1.5)
    assert (result.rationale, result.hints_used, result.time_taken_ms) == ("选对了。", 1, 4200)
    assert result.recorded and not result.replayed and result.next == current  # defaults, then overrides
    replay = to_wire(schemas.AnswerResult, answer_row(), revealed=True, replayed=True, next=current)
    assert replay.replayed


def test_a_hidden_grade_is_hidden_whole() -> None:
    assert grade_fields(True) == {}
    assert grade_fields(False) == dict.fromkeys(GRADE_FIELDS)
    entry = to_wire(schemas.TranscriptAnswer, answer_row(), **grade_fields(False))
    assert all(getattr(entry, name) is None for name in GRADE_FIELDS)
    assert entry.points == 2.0 and entry.answer == "B" and entry.hints_used == 1  # not part of the grade
    shown = to_wire(schemas.TranscriptAnswer, answer_row(), **grade_fields(True))
    assert (shown.verdict, shown.score, shown.grader) == ("correct", 0.75, "rules")


def test_invites_and_candidates() -> None:
    invite = Invite(
        id="inv1", org_id="o", token="tok", title="ML", question_count=3, topics=["LoRA"], types=["single"],
        time_limit_s=60, total_time_limit_s=None, time_multiplier=1.5, reveal="end", language="zh",
        expires_at=None, max_uses=1,
        uses=0, created_at=NOW, revoked_at=NOW, banks=None, questions=None, order="fixed", draw="each",
        mode="standard", max_questions=None, target_se=None, type_time_limits=None,
    )  # fmt: skip
    out = to_wire(schemas.InviteOut, invite, deep_link="https://t.me/b?start=tok", revoked=True)
    assert out.model_dump() == {
        "id": "inv1", "token": "tok", "deep_link": "https://t.me/b?start=tok", "title": "ML",
        "question_count": 3, "topics": ["LoRA"], "types": ["single"], "time_limit_s": 60,
        "total_time_limit_s": None, "time_multiplier": 1.5, "reveal": "end", "language": "zh",
        "expires_at": None, "max_uses": 1,
        "uses": 0, "created_at": NOW, "revoked": True, "banks": None,
        "questions": None, "order": "fixed", "draw": "each",
        "mode": "standard", "max_questions": None, "target_se": None,
        "type_time_limits": None, "time_limit_short": None,
    }  # fmt: skip
    candidate = Candidate(telegram_id=7, name="Li", username="li", language="en")
    wired = to_wire(schemas.CandidateOut, candidate, language="en", language_chosen=False)
    assert (wired.telegram_id, wired.name, wired.username, wired.language) == (7, "Li", "li", "en")


def test_a_field_the_row_lacks_and_nobody_gives_is_an_error_not_a_silent_default() -> None:
    with pytest.raises(ValidationError, match="next"):
        to_wire(schemas.AnswerResult, answer_row(), revealed=True)  # ``next`` is the caller's to give
