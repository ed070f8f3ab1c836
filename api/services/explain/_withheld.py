"""Which questions are withheld from a candidate: the one rule (``withheld_in``) every explanation,
related list, practice draw and report follows, so that no question reaches a candidate who still has
it to answer (or answered it without being shown its key)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from api.services.explain._visibility import Revealing, visibility
from api.store import sessions as store
from api.store.sessions import OPEN


class Planned(Revealing, Protocol):
    """What the withheld rule reads of a session (a stored session, or a row of its columns)."""

    @property
    def plan(self) -> list[str]: ...
    @property
    def position(self) -> int: ...
    @property
    def adaptive(self) -> dict[str, Any] | None: ...


def withheld_in(session: Planned) -> set[str]:
    """The questions of an open session whose keys the candidate has not been shown: those it may still
    ask (the current one included) and — when the session reveals only at its end, or never — every one
    it asked. An adaptive interview's plan grows one question at a time, but it may ask any item of its
    pool: the whole pool is ahead, less what it has already asked."""
    asked = session.plan[: session.position]
    ahead = set(session.plan[session.position :])
    if session.adaptive:
        ahead |= set(session.adaptive.get("ids") or ()) - set(asked)
    if visibility(session, recruiter=False).each_answer:
        return ahead
    return ahead | set(asked)


def withheld_of(open_sessions: Iterable[Planned]) -> frozenset[str]:
    """What must never appear as related material to a candidate, in any session: the questions
    withheld in any of their open sessions (``withheld_in``).

    The rule is per viewer: a question is a leak only when shown to someone who has it still to answer
    (or answered without being shown its key). Another candidate's open interview withholds nothing from
    this one — their questions reach its own candidate only through that candidate's own sessions,
    which this rule covers."""
    withheld: set[str] = set()
    for session in open_sessions:
        withheld |= withheld_in(session)
    return frozenset(withheld)


async def withheld_question_ids(db: AsyncSession, candidate_id: int) -> frozenset[str]:
    """``withheld_of`` the candidate's open sessions: those stored as open, as this request has them now
    (a session this request is ending, not yet written, is read back as the same object, and its status
    now decides)."""
    return withheld_of(
        session for session in await store.open_sessions(db, candidate_id) if session.status in OPEN
    )
