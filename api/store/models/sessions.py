"""Sessions and what happens in them: answers, their similarity bands, and the question messages the
bot showed."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column, validates

from api.store import effects
from api.store.models.base import Base, NotesEvents, new_id
from api.store.types import utcnow
from bank.scores import rounded

OPEN_SESSION = text("status = 'active'")


class InterviewSession(NotesEvents, Base):
    __tablename__ = "sessions"
    __table_args__ = (  # one open session per candidate and mode, even under concurrent starts
        Index(
            "uq_sessions_open_per_mode",
            "candidate_id",
            "mode",
            unique=True,
            sqlite_where=OPEN_SESSION,
            postgresql_where=OPEN_SESSION,
        ),
        Index("ix_sessions_org_seq", "org_id", "seq"),  # the console's lists, newest first
        Index("ix_sessions_invite_seq", "invite_id", "seq"),
    )

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    mode: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="active", index=True)
    candidate_id: Mapped[int] = mapped_column(ForeignKey("candidates.telegram_id"), index=True)
    org_id: Mapped[str | None] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    invite_id: Mapped[str | None] = mapped_column(ForeignKey("invites.id", ondelete="SET NULL"), index=True)
    plan: Mapped[list[str]] = mapped_column(default=list)  # question ids, drawn at start
    position: Mapped[int] = mapped_column(Integer, default=0)  # index into plan of the current question
    reveal: Mapped[str] = mapped_column(String(16), default="each")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    topics: Mapped[list[str]] = mapped_column(default=list)
    review: Mapped[bool] = mapped_column(Boolean, default=False)
    time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    total_time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    # each planned question's own limit (an invite's per-type limits, scaled), fixed at the start
    question_limits: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)
    # the invite's accommodation; the two limits above are already scaled by it
    time_multiplier: Mapped[float] = mapped_column(Float, default=1.0, server_default=text("1"))
    hints_used: Mapped[int] = mapped_column(Integer, default=0)  # on the current question
    # The clock starts when the first question is served (``begun``); until then ``started_at`` is
    # when the session was opened, like ``created_at``.
    begun: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime | None] = mapped_column(default=utcnow)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    shown_at: Mapped[datetime] = mapped_column(default=utcnow)  # when the current question was served
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    # Running totals (api/services/sessions/_totals.py), so lists sort and aggregate in SQL.
    plan_points: Mapped[float | None] = mapped_column(Float, default=None)
    points_awarded: Mapped[float] = mapped_column(Float, default=0.0, server_default=text("0"))
    answered: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    # The organisation-bank questions of the plan as they were when it was drawn (id -> question): a
    # bank replaced or deleted later does not change a session already started.
    questions: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=dict)
    # An adaptive interview's state (api/services/scoring/): the eligible items with their parameters,
    # the stopping rule, and θ ± SE so far; None for a plan drawn at the start.
    adaptive: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # A typed answer waiting for the candidate to confirm how it was read (api/services/turn/_readings.py):
    # its text, the reading, its idempotency key and when it arrived, read and written as one typed value
    # (``api.store.readings.HeldReading``); None when nothing waits.
    pending: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # when the candidate was replaced by a pseudonym (/forget, or the organisation's retention period)
    pseudonymised_at: Mapped[datetime | None] = mapped_column(default=None)
    # signals seen on the current question before its answer (a forwarded message), moved onto the answer
    pending_flags: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)

    def close(self, status: str, at: datetime) -> None:
        """End the session — ``finished``, ``expired`` or ``abandoned`` — as of ``at``; the one place a
        session's status leaves ``active``, so the change is noted with it: its webhook event, and its
        answers' place in the item tallies (``api.store.effects``)."""
        self.status = status
        self.finished_at = at
        self.note(status)
        effects.session_over(self)


class Answer(NotesEvents, Base):
    __tablename__ = "answers"
    __table_args__ = (
        UniqueConstraint("session_id", "idempotency_key", name="uq_answers_idempotency"),
        UniqueConstraint("session_id", "position", name="uq_answers_position"),
    )

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # no index of its own: both unique constraints lead with it (one index less to write per answer)
    session_id: Mapped[str] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    question_id: Mapped[str] = mapped_column(String(64), index=True)
    idempotency_key: Mapped[str] = mapped_column(String(128))
    answer: Mapped[str] = mapped_column(Text, default="")  # exactly as typed
    shown: Mapped[dict[str, Any]] = mapped_column(default=dict)  # the question as it was shown
    parsed: Mapped[dict[str, Any]] = mapped_column(default=dict)
    verdict: Mapped[str] = mapped_column(String(16))
    score: Mapped[float] = mapped_column(Float)  # fraction of the question's points, after penalties
    points: Mapped[float] = mapped_column(Float)
    points_awarded: Mapped[float] = mapped_column(Float)
    rationale: Mapped[str] = mapped_column(Text, default="")
    grader: Mapped[str] = mapped_column(String(16), default="rules")
    hints_used: Mapped[int] = mapped_column(Integer, default=0)
    skipped: Mapped[bool] = mapped_column(Boolean, default=False)
    timed_out: Mapped[bool] = mapped_column(Boolean, default=False)
    shown_at: Mapped[datetime] = mapped_column()
    answered_at: Mapped[datetime] = mapped_column(default=utcnow)
    time_taken_ms: Mapped[int] = mapped_column(Integer, default=0)
    # After a key correction: {"original": {verdict, score, points_awarded, rationale, grader},
    # "errata": [...], "regraded_at": iso time}; the columns above then hold the new grade.
    regrade: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # integrity signals ({kind, detail, …} each; api/services/integrity/): evidence, never part of the grade
    flags: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)

    @validates("score", "points", "points_awarded")
    def _rounded(self, _key: str, value: float) -> float:
        """Every stored grade is rounded the one way (``bank.scores.rounded``), whoever computed it."""
        return rounded(value)


class AnswerBand(Base):
    """One LSH band key of a free-text interview answer's MinHash signature: near-identical answers to
    the same question in the same organisation share a key, so they are found by this index alone."""

    __tablename__ = "answer_bands"
    __table_args__ = (Index("ix_answer_bands_lookup", "org_id", "question_id", "band_key"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"))
    question_id: Mapped[str] = mapped_column(String(64))
    band_key: Mapped[str] = mapped_column(String(40))
    answer_seq: Mapped[int] = mapped_column(ForeignKey("answers.seq", ondelete="CASCADE"), index=True)
    session_id: Mapped[str] = mapped_column(String(32))


class ShownMessage(Base):
    """A question message the bot sent to a candidate: a timed question, or a practice question sent as
    a native quiz poll. It ties a Telegram poll to the question it asks (a vote arrives with only the
    poll's id, possibly after a bot restart), and the chat's message ids order what the candidate typed
    against what they were shown (an answer typed before a question appeared is not an answer to it)."""

    __tablename__ = "shown_messages"
    __table_args__ = (UniqueConstraint("session_id", "message_id", name="uq_shown_messages_message"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    question_id: Mapped[str] = mapped_column(String(64))
    message_id: Mapped[int] = mapped_column(BigInteger)  # in the candidate's private chat with the bot
    poll_id: Mapped[str | None] = mapped_column(String(64), unique=True, default=None)
    options: Mapped[list[str]] = mapped_column(JSON, default=list)  # the answer each poll option gives
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
