"""Which questions a viewer may see, in one place: the public (curated) bank to everyone, an
organisation's bank questions to that organisation, and a session's own questions to that session.

Organisation questions live in the SQL store (``bank_questions``); a session keeps a copy of those it
was given (``sessions.questions``), so replacing or deleting a bank never changes a session in progress.
"""

from __future__ import annotations

import asyncio
import operator
from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any, NamedTuple, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services.memo import Derived
from api.services.ports import HitLike
from api.services.questions._option_order import as_shown, option_order
from api.store import banks as bank_store
from api.store.models import InterviewSession
from bank.model import Question

PUBLIC_BANK = "public"  # the curated bank, as invites and search name it
PUBLIC_OWNER = "public"  # owner of the curated bank's questions in the index


class QuestionSource(Protocol):
    def get(self, question_id: str) -> Question | None: ...


class Questions:
    """The catalog, then questions of one organisation or session, by id."""

    def __init__(
        self,
        catalog: QuestionSource,
        own: Mapping[str, Question] | None = None,
        order_seed: str | None = None,
    ):
        self.catalog = catalog
        self.own: dict[str, Question] = dict(own or {})
        self.order_seed = order_seed  # choice options in this session's own order (_option_order.py)

    def get(self, question_id: str) -> Question | None:
        found = self.own.get(question_id)
        found = found if found is not None else self.catalog.get(question_id)
        if found is None or self.order_seed is None:
            return found
        return _shown(found, self.order_seed)

    def in_bank_order(self) -> Questions:
        """The same questions with their options in the bank's own order."""
        return self if self.order_seed is None else Questions(self.catalog, self.own)

    def __contains__(self, question_id: object) -> bool:
        return isinstance(question_id, str) and self.get(question_id) is not None

    def __getitem__(self, question_id: str) -> Question:
        found = self.get(question_id)
        if found is None:
            raise KeyError(question_id)
        return found


# Questions as sessions show them: every read of the current question in an answer turn asks again.
# Found by session and question first (drawing the order, a hash, a shuffle and the prose checks, is not
# free either), then made once per order, so sessions that drew the same order share one object and what
# is read of it (a grade) is kept across them. Kept while the bank's question object is the same one.
_SESSION_SHOWN: Derived[tuple[str, str], Question] = Derived()
_SHOWN_IN_ORDER: Derived[tuple[str, tuple[str, ...]], Question] = Derived()


def _shown(found: Question, seed: str) -> Question:
    def drawn() -> Question:
        order = option_order(found, seed)
        if not order:
            return found
        return _SHOWN_IN_ORDER.get((found.id, tuple(order)), found, lambda: as_shown(found, order))

    return _SESSION_SHOWN.get((seed, found.id), found, drawn)


def parse_questions(stored: Mapping[str, Any] | None) -> dict[str, Question]:
    return {qid: Question.model_validate(data) for qid, data in (stored or {}).items()}


def session_questions(ctx: ServiceContext, session: InterviewSession) -> Questions:
    """What a session may show: the public bank and the organisation questions it was given (in an
    interview, choice options in the session's own order)."""
    shuffled = session.mode == "interview" and ctx.settings.shuffle_options and session.id is not None
    return Questions(ctx.catalog, _own_questions(session), session.id if shuffled else None)


# A session's copies of its organisation questions, parsed once: every answer turn reads the session's
# questions several times, and validating a question costs tens of microseconds. A copy corrected since
# (an erratum rewrites it in the session) no longer equals the one kept and is parsed afresh.
_PARSED: Derived[tuple[str, str], Question] = Derived(same=operator.eq)


def _own_questions(session: InterviewSession) -> dict[str, Question]:
    if session.id is None:
        return parse_questions(session.questions)
    return {
        question_id: _PARSED.get((session.id, question_id), data, partial(Question.model_validate, data))
        for question_id, data in (session.questions or {}).items()
    }


async def org_questions(
    ctx: ServiceContext, db: AsyncSession, org_id: str | None, question_ids: Iterable[str]
) -> Questions:
    """The public bank and, among ``question_ids``, the organisation's own bank questions."""
    if org_id is None:
        return Questions(ctx.catalog)
    wanted = [qid for qid in question_ids if ctx.catalog.get(qid) is None]
    rows = await bank_store.questions_by_id(db, org_id, wanted)
    return Questions(ctx.catalog, parse_questions(rows))


def owners_for(org_id: str | None) -> tuple[str, ...]:
    """Whose questions a viewer may find in the index: the public bank's, and their organisation's."""
    return (PUBLIC_OWNER,) if org_id is None else (PUBLIC_OWNER, org_id)


class VisibleHit(NamedTuple):
    """A search hit and its question, one the viewer may see."""

    hit: HitLike
    question: Question


async def search_visible(
    ctx: ServiceContext,
    db: AsyncSession,
    org_id: str | None,
    query: str,
    k: int,
    *,
    types: Iterable[str] | None = None,
    topics: Iterable[str] | None = None,
    statuses: Iterable[str] = ("active",),
) -> list[VisibleHit]:
    """The index's best ``k`` hits for ``query`` among the questions the viewer may see (the public bank
    and, for ``org_id``, the organisation's own; never another's), each with its question, best first:
    one rule for the API's search and the console's."""
    hits = await asyncio.to_thread(
        ctx.index.search, query, k, types=types, topics=topics, statuses=statuses, owners=owners_for(org_id)
    )
    visible = await org_questions(ctx, db, org_id, [hit.question_id for hit in hits])
    return [VisibleHit(hit, found) for hit in hits if (found := visible.get(hit.question_id)) is not None]
