"""Candidates (by Telegram id), and each one's mistake-notebook cards."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.store.models.base import Base
from api.store.types import utcnow


class Candidate(Base):
    __tablename__ = "candidates"

    telegram_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(200), default="")
    username: Mapped[str] = mapped_column(String(200), default="")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    language_set_at: Mapped[datetime | None] = mapped_column(default=None)  # chosen, not guessed
    timezone: Mapped[str | None] = mapped_column(String(64), default=None)  # IANA; None: the language's
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class NotebookCard(Base):
    """A mistake-notebook entry: an FSRS card per candidate and question."""

    __tablename__ = "notebook_cards"
    __table_args__ = (UniqueConstraint("candidate_id", "question_id", name="uq_cards_candidate_question"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # no index of its own: the unique constraint leads with it (one index less to write per card)
    candidate_id: Mapped[int] = mapped_column(ForeignKey("candidates.telegram_id"))
    question_id: Mapped[str] = mapped_column(String(64))
    card: Mapped[dict[str, Any]] = mapped_column(default=dict)
    due: Mapped[datetime] = mapped_column(index=True)
    lapses: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
