"""Organisation banks and their questions."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String, Text, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from api.store.models.base import Base
from api.store.types import utcnow


class OrgBank(Base):
    """An organisation's own question bank (its questions in ``bank_questions``)."""

    __tablename__ = "org_banks"
    __table_args__ = (UniqueConstraint("org_id", "name", name="uq_org_banks_name"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(16), unique=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    format: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="indexing")  # indexing | ready | failed
    total: Mapped[int] = mapped_column(Integer, default=0)  # questions to index
    indexed: Mapped[int] = mapped_column(Integer, default=0)
    topics: Mapped[list[str]] = mapped_column(default=list)
    error: Mapped[str] = mapped_column(Text, default="")
    revision: Mapped[int] = mapped_column(Integer, default=1)  # bumped by every upload and correction
    # bumped by every regrade of its questions' answers (calibration's watermark reads both)
    regrades: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class BankQuestion(Base):
    __tablename__ = "bank_questions"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    bank_id: Mapped[str] = mapped_column(ForeignKey("org_banks.id", ondelete="CASCADE"), index=True)
    question_id: Mapped[str] = mapped_column(String(64), unique=True)
    position: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16))
    data: Mapped[dict[str, Any]] = mapped_column()  # the question (bank.model.Question as JSON)
