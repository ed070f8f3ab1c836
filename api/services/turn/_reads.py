"""What recording an answer reads about its candidate besides the session itself: the questions withheld
from them (when the answer's explanation is shown with it) and the question's notebook card (when the
answer may schedule it, or a review keeps the card as it was). An answer turn reads them with its
session (``api.store.turns``); a skip, or a turn whose question is not the one its request named, in
one statement of their own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from api.services.explain import Planned, visibility, withheld_of
from api.store import notebook as notebook_store
from api.store.models import InterviewSession
from api.store.notebook import CardRow
from api.store.sessions import OPEN
from api.store.turns import CandidateRows
from bank.model import Question


@dataclass(frozen=True)
class CandidateReads:
    withheld: frozenset[str] = frozenset()  # read when the explanation comes back with the answer
    card: CardRow | None = None  # the question's card, read when the answer may touch it
    # the candidate's other open sessions, when the turn's first statement read them (None: not read):
    # what they withhold when the answer ends the session is not read again
    others: Sequence[Any] | None = None


def touches_card(session: InterviewSession, question: Question) -> bool:
    """A practice answer schedules the question's card (disputed questions are never carded); a review
    answer keeps the card as it was, for the candidate's own rating."""
    return session.review or (session.mode == "practice" and question.scorable)


def wanted(session: InterviewSession, question: Question) -> tuple[bool, bool]:
    """Whether the turn reads the withheld questions (the explanation comes back with the answer) and
    whether it reads the question's card."""
    return visibility(session, recruiter=False).each_answer, touches_card(session, question)


async def candidate_reads(
    db: AsyncSession, session: InterviewSession, question: Question, read: CandidateRows | None = None
) -> CandidateReads:
    """``read``: what the turn's first statement read of the candidate already (``store.turn_state``),
    used when it is of this question."""
    revealed, carded = wanted(session, question)
    if read is not None and read.question_id == question.id:
        return reads_of(session, read.card, read.others, revealed=revealed, carded=carded)
    if not revealed and not carded:
        return CandidateReads()
    card, others = await notebook_store.card_and_open_sessions(
        db, session.candidate_id, question.id if carded else None, session.seq
    )
    return reads_of(session, card, others, revealed=revealed, carded=carded)


def reads_of(
    session: InterviewSession,
    card: CardRow | None,
    others: Sequence[Planned],
    *,
    revealed: bool,
    carded: bool,
) -> CandidateReads:
    """What the turn learns from the card and the candidate's other open sessions."""
    card = card if carded else None
    if not revealed:
        return CandidateReads(card=card, others=others)
    current = [session] if session.status in OPEN else []  # as it is now, whatever is stored
    return CandidateReads(withheld_of([*current, *others]), card, others)
