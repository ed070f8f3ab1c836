"""Item statistics (tallies kept as sums) and calibrations: item parameters and session abilities on
each organisation's scale."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.store.models.base import Base
from api.store.types import utcnow


class ItemTally(Base):
    """Item statistics kept as sums (api/store/tallies.py): per organisation, invite ('' for none),
    question and the session's score bucket, over the answers of sessions that are over. The row with
    question_id '' counts the sessions themselves (the score distribution)."""

    __tablename__ = "item_tallies"
    __table_args__ = (Index("ix_item_tallies_org_question", "org_id", "question_id"),)

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    invite_id: Mapped[str] = mapped_column(String(32), primary_key=True)
    question_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    # the session's score × 10⁶, -1 when it has none
    bucket: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    n: Mapped[int] = mapped_column(Integer, default=0)
    correct: Mapped[int] = mapped_column(Integer, default=0)
    rest: Mapped[float] = mapped_column(Float, default=0.0)  # Σ rest score
    rest_sq: Mapped[float] = mapped_column(Float, default=0.0)
    correct_rest: Mapped[float] = mapped_column(Float, default=0.0)


class Calibration(Base):
    """One estimate of an organisation's item parameters (``api/services/scoring/``): the scale its
    abilities are on. ``number`` counts the organisation's calibrations (1, 2, …)."""

    __tablename__ = "calibrations"
    __table_args__ = (UniqueConstraint("org_id", "number", name="uq_calibrations_org_number"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    model: Mapped[str] = mapped_column(String(8))  # "rasch" or "2pl"
    sessions: Mapped[int] = mapped_column(Integer)  # finished sessions it saw
    answers: Mapped[int] = mapped_column(Integer)
    items: Mapped[int] = mapped_column(Integer)
    # what it saw of the organisation's finished interviews and banks (``scoring._calibration.Watermark``,
    # encoded): the organisation is due again when they move; None (stored before 0032) is due once
    watermark: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ItemParameter(Base):
    """A question's difficulty and discrimination (with standard errors) on its organisation's scale, as
    the organisation's latest calibration estimated them."""

    __tablename__ = "item_parameters"

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    question_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    calibration_seq: Mapped[int] = mapped_column(
        ForeignKey("calibrations.seq", ondelete="CASCADE"), index=True
    )
    a: Mapped[float] = mapped_column(Float)
    b: Mapped[float] = mapped_column(Float)
    se_a: Mapped[float] = mapped_column(Float)
    se_b: Mapped[float] = mapped_column(Float)
    responses: Mapped[int] = mapped_column(Integer)
    # what the estimate cannot say (``bank.irt.calibration.item_flags``): every answer right or wrong, a
    # negative discrimination, few answers; None: nothing
    flag: Mapped[str | None] = mapped_column(String(16), nullable=True)


class SessionAbility(Base):
    """A finished interview's θ and standard error on its organisation's scale, kept so that the sessions
    table sorts by it in SQL; rewritten for every session at each calibration."""

    __tablename__ = "session_abilities"
    __table_args__ = (Index("ix_session_abilities_org_theta", "org_id", "theta"),)

    session_id: Mapped[str] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"), primary_key=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"))
    theta: Mapped[float] = mapped_column(Float)
    se: Mapped[float] = mapped_column(Float)
    scale: Mapped[str] = mapped_column(String(32))
