"""The answer turn's decision (``api.services.turn._pipeline.decide``): a pure function of what the turn
loaded, so every branch is checked here without a store; the wire and the store are
tests/integration/test_answer_turn.py's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from api.services.turn._pipeline import (
    Earlier,
    Grade,
    Loaded,
    Outcome,
    Refuse,
    Replay,
    decide,
    graded_outcome,
)
from api.store.models import Answer, InterviewSession

NOW = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


class Questions(dict[str, Any]):
    """The session's questions by id (any object stands for a question here)."""


QUESTIONS = Questions(q0="first", q1="second", q2="third")


def session(**columns: Any) -> InterviewSession:
    values: dict[str, Any] = {
        "id": "s",
        "mode": "interview",
        "status": "active",
        "plan": ["q0", "q1", "q2"],
        "position": 1,
        "begun": True,
        "started_at": NOW - timedelta(seconds=60),
        "shown_at": NOW - timedelta(seconds=10),
        "time_limit_s": None,
        "total_time_limit_s": None,
        "finished_at": None,
        "hints_used": 0,
    }
    return InterviewSession(**(values | columns))


def test_a_used_key_replays_whatever_else_holds() -> None:
    row = Answer(position=0, timed_out=False)
    decision = decide(Loaded(session(status="expired"), row), "q2", QUESTIONS, NOW)  # type: ignore[arg-type]
    assert decision == Replay(row)


def test_an_answer_to_the_question_on_screen_is_graded_in_time_or_late() -> None:
    assert decide(Loaded(session(), None), "q1", QUESTIONS, NOW) == Grade("second", None, 0)  # type: ignore[arg-type]
    timed = session(time_limit_s=5)  # shown 10 s ago: 5 s past its deadline (beyond the 2 s of grace)
    assert decide(Loaded(timed, None), "q1", QUESTIONS, NOW) == Grade("second", 5.0, 0)  # type: ignore[arg-type]


def test_the_grade_counts_the_hints_taken_before_the_answer_arrived() -> None:
    """A hint taken while the turn waited for the session's row (``hints_seen``: the hints before it)
    was not seen when the candidate answered: the grade counts the hints before it; without a count of
    them (SQLite, or the session moved on meanwhile), the session's as read."""
    hinted = session(hints_used=2)
    assert decide(Loaded(hinted, None), "q1", QUESTIONS, NOW) == Grade("second", None, 2)  # type: ignore[arg-type]
    seen = Loaded(hinted, None, hints_seen=1)
    assert decide(seen, "q1", QUESTIONS, NOW) == Grade("second", None, 1)  # type: ignore[arg-type]


def test_answers_that_are_not_recorded_are_refused_with_their_reason() -> None:
    def reason(loaded: Loaded, question_id: str, questions: Questions = QUESTIONS) -> str:
        decision = decide(loaded, question_id, questions, NOW)  # type: ignore[arg-type]
        assert isinstance(decision, Refuse)
        return decision.reason

    assert reason(Loaded(session(), None), "q2") == "not_current"
    assert reason(Loaded(session(status="expired", finished_at=NOW - timedelta(seconds=30)), None), "q1") == (
        "session_over"
    )
    assert reason(Loaded(session(), None), "q1", Questions(q0="first")) == "vanished"
    closed = Loaded(
        session(), None, earlier_position=0, earlier_typed_before=True, earlier_row=Answer(timed_out=False)
    )
    assert reason(closed, "q1") == "moved_on"


def test_an_answer_to_a_question_passed_over_as_it_left_the_bank_says_so() -> None:
    """The turn passed the question on screen over as it left the bank (``on_stored_row``) before it
    decides: the answer naming it is refused as "vanished" — not "not_current", after which the bot
    answered the next question with the text typed for this one — with the question to show next."""
    passed = Loaded(session(), None, earlier_position=0, earlier_row=Answer(timed_out=False, skipped=True))
    decision = decide(passed, "q0", Questions(q1="second", q2="third"), NOW)  # type: ignore[arg-type]
    assert isinstance(decision, Refuse)
    assert (decision.reason, decision.extra) == (
        "vanished",
        {"current_question_id": "q1", "question_position": 0},
    )
    last = Loaded(session(status="finished", position=3, finished_at=NOW), None, earlier_position=2)
    decision = decide(last, "q2", Questions(q0="first", q1="second"), NOW)  # type: ignore[arg-type]
    assert isinstance(decision, Refuse)  # the last one: the session is over, nothing next
    assert (decision.reason, decision.extra) == (
        "vanished",
        {"current_question_id": None, "question_position": 2},
    )


def test_an_answer_typed_while_a_question_passed_over_was_on_screen_is_not_the_next_ones() -> None:
    """The current question was never shown, and the one on screen as the answer was typed (the chat's
    message order) was passed over as it left the bank: the answer, sent for the current question by a
    bot that could not know (a restart), is refused as "vanished", not graded as an answer to a
    question the candidate has not seen. A question on screen answered or skipped by the candidate
    refuses nothing: the current one is graded, as before."""
    gone = Answer(position=0, question_id="q0", skipped=True, shown={})
    decision = decide(Loaded(session(), None, on_screen_row=gone), "q1", QUESTIONS, NOW)  # type: ignore[arg-type]
    assert isinstance(decision, Refuse)
    assert (decision.reason, decision.extra) == (
        "vanished",
        {"current_question_id": "q1", "question_position": 0},
    )
    for closed in (
        Answer(position=0, question_id="q0", skipped=True, shown={"stem": "shown"}),
        Answer(position=0, question_id="q0", skipped=False, shown={"stem": "shown"}),
    ):
        loaded = Loaded(session(), None, on_screen_row=closed)
        assert decide(loaded, "q1", QUESTIONS, NOW) == Grade("second", None, 0)  # type: ignore[arg-type]


def test_an_answer_that_arrived_in_time_counts_though_the_session_closed_after() -> None:
    closed = session(status="expired", finished_at=NOW - timedelta(seconds=1))
    assert decide(Loaded(closed, None), "q1", QUESTIONS, NOW) == Grade("second", None, 0)  # type: ignore[arg-type]


def test_an_answer_typed_for_a_question_whose_time_ran_out_is_kept_with_it() -> None:
    row = Answer(position=0, timed_out=True, answer="")
    loaded = Loaded(session(), None, earlier_position=0, earlier_typed_before=True, earlier_row=row)
    assert decide(loaded, "q1", QUESTIONS, NOW) == Earlier(row, replayed=False)  # type: ignore[arg-type]
    row.answer = "kept already"
    assert decide(loaded, "q1", QUESTIONS, NOW) == Earlier(row, replayed=True)  # type: ignore[arg-type]
    stale = Loaded(session(), None, earlier_position=0, earlier_row=Answer(timed_out=False))
    assert isinstance(decide(stale, "q0", QUESTIONS, NOW), Refuse)  # type: ignore[arg-type]


def test_after_grading_only_an_unreadable_answer_in_time_records_nothing() -> None:
    assert graded_outcome("invalid", None) is Outcome.UNREADABLE
    assert graded_outcome("invalid", 4.0) is Outcome.LATE
    assert graded_outcome("incorrect", None) is Outcome.RECORDED
