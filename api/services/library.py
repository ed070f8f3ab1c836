"""Which questions a viewer may see, in one place: the public (curated) bank to everyone, an
organisation's bank questions to that organisation, and a session's own questions to that session.

Organisation questions live in the SQL store (``bank_questions``); a session keeps a copy of those it
was given (``sessions.questions``), so replacing or deleting a bank never changes a session in progress.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services.option_order import as_shown, option_order
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
        self.order_seed = order_seed  # choice options in this session's own order (api/services/option_order)

    def get(self, question_id: str) -> Question | None:
        found = self.own.get(question_id)
        found = found if found is not None else self.catalog.get(question_id)
        if found is None or self.order_seed is None:
            return found
        return _shown(found, self.order_seed)

    def __contains__(self, question_id: object) -> bool:
        return isinstance(question_id, str) and self.get(question_id) is not None

    def __getitem__(self, question_id: str) -> Question:
        found = self.get(question_id)
        if found is None:
            raise KeyError(question_id)
        return found


# Questions as sessions show them, made once per order: every read of the current question in an answer
# turn asks again, and sessions that drew the same order share one object (so what is read of it, e.g. a
# grade, is kept across them). Kept while the bank's question object is the same one (a reloaded bank or
# a session's own copy parsed anew is shown afresh); the oldest half goes when full. Looked up by session
# and question first: drawing the order itself (a hash, a shuffle, the prose checks) is not free either.
_SHOWN: dict[tuple[str, tuple[str, ...]], tuple[Question, Question]] = {}
_SHOWN_MAX = 20_000


_SESSION_SHOWN: dict[tuple[str, str], tuple[Question, Question]] = {}  # by (session, question) first


def _shown(found: Question, seed: str) -> Question:
    mine = (seed, found.id)
    kept = _SESSION_SHOWN.get(mine)
    if kept is not None and kept[0] is found:
        return kept[1]
    order = option_order(found, seed)
    shown = found if not order else _shown_in(found, order)
    _keep(_SESSION_SHOWN, mine, (found, shown))
    return shown


def _shown_in(found: Question, order: list[str]) -> Question:
    key = (found.id, tuple(order))
    kept = _SHOWN.get(key)
    if kept is not None and kept[0] is found:
        return kept[1]
    shown = as_shown(found, order)
    _keep(_SHOWN, key, (found, shown))
    return shown


def _keep(memo: dict[Any, Any], key: Any, value: Any) -> None:
    if len(memo) >= _SHOWN_MAX:  # the oldest half goes
        for stale in list(memo)[: _SHOWN_MAX // 2]:
            memo.pop(stale, None)
    memo[key] = value


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
_PARSED: dict[tuple[str, str], tuple[Any, Question]] = {}
_PARSED_MAX = 20_000


def _own_questions(session: InterviewSession) -> dict[str, Question]:
    if session.id is None:
        return parse_questions(session.questions)
    own: dict[str, Question] = {}
    for question_id, data in (session.questions or {}).items():
        key = (session.id, question_id)
        kept = _PARSED.get(key)
        if kept is None or kept[0] != data:
            if len(_PARSED) >= _PARSED_MAX:
                for stale in list(_PARSED)[: _PARSED_MAX // 2]:
                    _PARSED.pop(stale, None)
            kept = _PARSED[key] = (data, Question.model_validate(data))
        own[question_id] = kept[1]
    return own


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
