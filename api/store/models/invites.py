"""Invites, and the tests an applicant tracking system sends through them (with the key it presents)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ColumnElement, Float, ForeignKey, Index, Integer, String, Text, and_, or_, text
from sqlalchemy.orm import Mapped, mapped_column

from api.store.models.base import Base, new_id
from api.store.types import utcnow


class Invite(Base):
    __tablename__ = "invites"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    question_count: Mapped[int] = mapped_column(Integer)
    topics: Mapped[list[str]] = mapped_column(default=list)
    types: Mapped[list[str]] = mapped_column(default=list)
    time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    total_time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    type_time_limits: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)  # type -> seconds
    reveal: Mapped[str] = mapped_column(String(16), default="end")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    expires_at: Mapped[datetime | None] = mapped_column(default=None)
    max_uses: Mapped[int | None] = mapped_column(Integer, default=None)
    uses: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)
    expiring_announced_at: Mapped[datetime | None] = mapped_column(default=None)  # invite.expiring sent
    # The banks the plan draws from ("public" is the curated bank); None: the public bank and every bank
    # the organisation has when a session starts.
    banks: Mapped[list[str] | None] = mapped_column(JSON, default=None)
    # an accommodation: every time limit of its sessions is scaled by this (1.0–3.0)
    time_multiplier: Mapped[float] = mapped_column(Float, default=1.0, server_default=text("1"))
    # A fixed form: the question ids every candidate is asked (named by the recruiter, or the one shared
    # draw made at creation); None: each candidate draws their own.
    questions: Mapped[list[str] | None] = mapped_column(JSON, default=None)
    order: Mapped[str] = mapped_column("question_order", String(16), default="fixed", server_default="fixed")
    draw: Mapped[str] = mapped_column(String(16), default="each", server_default="each")
    # quotas per question type ({"single": 3, "code": 1}); None: ``types`` is a plain filter
    type_quotas: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)
    # "adaptive": each question chosen by the candidate's current ability (api/services/scoring/), up
    # to max_questions, stopping once the standard error reaches target_se
    mode: Mapped[str] = mapped_column(String(16), default="standard", server_default="standard")
    max_questions: Mapped[int | None] = mapped_column(Integer, default=None)
    target_se: Mapped[float | None] = mapped_column(Float, default=None)

    def open_at(self, now: datetime) -> bool:
        """Whether a candidate can start it at ``now``: not revoked, not expired, uses left (in SQL:
        ``open_invites``, beside it, which ``invite_state`` and the store's queries share)."""
        return (
            self.revoked_at is None
            and (self.expires_at is None or self.expires_at > now)
            and (self.max_uses is None or self.uses < self.max_uses)
        )


def open_invites(now: datetime) -> ColumnElement[bool]:
    """``Invite.open_at`` as a condition of a query."""
    return and_(
        Invite.revoked_at.is_(None),
        or_(Invite.expires_at.is_(None), Invite.expires_at > now),
        or_(Invite.max_uses.is_(None), Invite.uses < Invite.max_uses),
    )


class AtsAssignment(Base):
    """A test (an invite of the organisation) sent to one candidate by an applicant tracking system:
    a single-use invite of its own, whose session the ATS's status requests report on."""

    __tablename__ = "ats_assignments"
    __table_args__ = (
        Index("ix_ats_assignments_invite_id", "invite_id"),  # a session's assignment
        # a repeated send_test's lookup (``store.ats.sent_before``); on PostgreSQL a hash of the url alone:
        # 2,048 characters that are not ASCII are past a B-tree entry's limit (migration 0028 says more)
        Index("ix_ats_assignments_org_callback", "org_id", "callback_url").ddl_if(dialect="sqlite"),
        Index("ix_ats_assignments_callback_hash", "callback_url", postgresql_using="hash").ddl_if(
            dialect="postgresql"
        ),
    )

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)  # partner_interview_id
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    test_id: Mapped[str | None] = mapped_column(ForeignKey("invites.id", ondelete="SET NULL"), default=None)
    invite_id: Mapped[str] = mapped_column(ForeignKey("invites.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(320), default="")
    telegram_username: Mapped[str] = mapped_column(String(64), default="")
    name: Mapped[str] = mapped_column(String(400), default="")
    external_id: Mapped[str] = mapped_column(String(200), default="")  # the ATS's application id
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # where the ATS wants to hear the test is complete (Greenhouse's send_test ``url``, PATCHed); "": none
    callback_url: Mapped[str] = mapped_column(String(2048), default="", server_default="")


class AtsCredential(Base):
    """The API key an organisation's ATS presents (and expects back on its completion callback), sealed
    (api/services/sealed.py): the latest one it sent a test with. Revoking that key stops the callbacks."""

    __tablename__ = "ats_credentials"

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    key_id: Mapped[str] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"))
    sealed: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
