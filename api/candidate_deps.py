"""The candidate's hot routes' dependencies: who calls, when the request arrived and which session,
read off the request in one step rather than as a tree FastAPI solves node by node on every request
(bench/bench_turn_calls.py), and ``CandidateRoute``, which documents in OpenAPI what they read as
FastAPI would document declared parameters. They build on the authentication of ``api.deps``.

``async def`` although they never wait, as in ``api.deps``: a plain ``def`` costs a thread hop.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.deps import (
    TELEGRAM_USER_DOC,
    TELEGRAM_USER_HEADER,
    BearerAuth,
    Caller,
    RequestTransaction,
    arrived_at,
    context_of,
    load_session,
)
from api.store.models import InterviewSession

# The header as the OpenAPI document names it, for a route whose dependency reads it off the request
# itself (``CandidateTurn``): a declared header parameter is more work for FastAPI
# on every request. ``CandidateRoute`` adds it to such a route's document.
TELEGRAM_USER_HEADER_DOC: dict[str, Any] = {
    "parameters": [
        {
            "name": TELEGRAM_USER_HEADER,
            "in": "header",
            "required": False,
            "description": TELEGRAM_USER_DOC,
            "schema": {
                "anyOf": [{"type": "string"}, {"type": "null"}],
                "title": TELEGRAM_USER_HEADER,
                "description": TELEGRAM_USER_DOC,
            },
        }
    ]
}


@dataclass(frozen=True, slots=True)
class CandidateCall:
    """What a candidate route works with inside the request's transaction: the app's context, the
    transaction, the candidate who calls (the service token and their Telegram id) and when the request
    arrived."""

    ctx: ServiceContext
    db: AsyncSession
    telegram_id: int
    arrived: datetime


@dataclass(frozen=True, slots=True)
class SessionCall(CandidateCall):
    """A ``CandidateCall`` on one of the candidate's own sessions (``session``)."""

    session: InterviewSession


@dataclass(frozen=True, slots=True)
class CandidateCaller:
    """Who calls a candidate route and when: the app's context, the candidate (the service token and
    their Telegram id) and when the request arrived. The route opens the request's transaction itself
    (``transaction``, ``own_session``): a dependency that yields is entered and left through context
    managers FastAPI builds around it on every request (bench/bench_turn_calls.py, about 100 calls)."""

    ctx: ServiceContext
    telegram_id: int
    arrived: datetime

    def transaction(self) -> RequestTransaction:
        """The request's transaction, committed when the route leaves it without an error (as ``Db``)."""
        return RequestTransaction(self.ctx)

    def own_session(self, session_id: str, *, lock: bool) -> OwnSession:
        """The request's transaction with the caller's session ``session_id`` in it (``SessionCall``):
        locked (SELECT ... FOR UPDATE until the transaction ends) or read only; anyone else's answers 404."""
        return OwnSession(self, session_id, lock)


@dataclass(frozen=True, slots=True)
class SessionCaller(CandidateCaller):
    """A ``CandidateCaller`` on the session named in the route's path (``session_id``)."""

    session_id: str


class OwnSession:
    """``CandidateCaller.own_session``: a class rather than an ``asynccontextmanager``, as
    ``RequestTransaction`` is."""

    __slots__ = ("_caller", "_lock", "_session_id", "_transaction")

    def __init__(self, caller: CandidateCaller, session_id: str, lock: bool) -> None:
        self._caller, self._session_id, self._lock = caller, session_id, lock
        self._transaction = caller.transaction()

    async def __aenter__(self) -> SessionCall:
        db = await self._transaction.__aenter__()
        caller = self._caller
        try:
            owner = Caller(telegram_id=caller.telegram_id)
            session = await load_session(db, owner, self._session_id, lock=self._lock)
        except BaseException as error:
            await self._transaction.__aexit__(type(error), error, error.__traceback__)
            raise
        return SessionCall(caller.ctx, db, caller.telegram_id, caller.arrived, session)

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: Any
    ) -> None:
        await self._transaction.__aexit__(kind, error, trace)


class _CandidateTurn(BearerAuth):
    """``CandidateId``, ``Ctx`` and the arrival time as one dependency: FastAPI solves every node of a
    route's dependency tree on every request, and the candidate's routes are the hottest. The candidate
    is checked before any transaction opens (401, 400, 422, as ``CandidateId``)."""

    async def __call__(self, request: Request) -> CandidateCaller:
        telegram_id = self.service_candidate_of(request)
        return CandidateCaller(context_of(request), telegram_id, await arrived_at(request))


class _SessionTurn(_CandidateTurn):
    """``_CandidateTurn`` with the ``session_id`` of the route's path, read off the request's path
    parameters: a declared path parameter was the largest part of FastAPI's solving of an answer
    turn's request (about 65 of its 2,450 Python calls, bench/bench_turn_calls.py). Any text is a
    session id (an unknown one answers 404; a NUL is refused before any route, 422), so nothing is
    lost to validation; ``CandidateRoute`` documents the parameter as FastAPI would."""

    async def __call__(self, request: Request) -> SessionCaller:
        telegram_id = self.service_candidate_of(request)
        arrived = await arrived_at(request)
        return SessionCaller(context_of(request), telegram_id, arrived, request.path_params["session_id"])


class _OwnSessionTurn(_CandidateTurn):
    """The calling candidate's session named in the path (``session_id``), locked, as a dependency: for a
    route with a request body, which FastAPI reads and validates after the route's dependencies, so that
    a request on anyone else's session answers 404 whatever its body (a route without a body opens
    ``CandidateCaller.own_session`` itself, a dependency that yields costing more)."""

    async def __call__(self, request: Request, session_id: str) -> AsyncIterator[SessionCall]:  # type: ignore[override]
        caller = await super().__call__(request)
        async with caller.own_session(session_id, lock=True) as call:
            yield call


# The path parameter as FastAPI documents a declared ``session_id: str``, for a route whose dependency
# reads it off the request (``_SessionTurn``).
SESSION_ID_PATH_DOC: dict[str, Any] = {
    "name": "session_id",
    "in": "path",
    "required": True,
    "schema": {"type": "string", "title": "Session Id"},
}


def _reads(dependant: Dependant, kind: type[_CandidateTurn]) -> bool:
    return any(
        isinstance(dependency.call, kind) or _reads(dependency, kind) for dependency in dependant.dependencies
    )


class CandidateRoute(APIRoute):
    """A route of the candidate's routers: when one of its dependencies reads ``X-Telegram-User-Id`` off
    the request (``_CandidateTurn``), its OpenAPI document names the header, as a declared header
    parameter would; when one reads the path's ``session_id`` (``_SessionTurn``), it names that too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        parameters = []
        if _reads(self.dependant, _SessionTurn):
            if "{session_id}" not in self.path:
                raise ValueError(f"{self.path}: a SessionTurn route needs {{session_id}} in its path")
            parameters.append(SESSION_ID_PATH_DOC)
        if _reads(self.dependant, _CandidateTurn):
            parameters.extend(TELEGRAM_USER_HEADER_DOC["parameters"])
        if parameters:
            self.openapi_extra = {"parameters": parameters, **(self.openapi_extra or {})}


candidate_turn = _CandidateTurn()
session_turn = _SessionTurn()
own_session_locked = _OwnSessionTurn()


# Routes that take these are declared on a ``CandidateRoute`` router (the header in their document).
# The candidate who calls; the route opens the request's transaction (``CandidateCaller.transaction``).
CandidateTurn = Annotated[CandidateCaller, Depends(candidate_turn)]
# The same, on the session its path names (``SessionCaller.session_id``), which the route then opens.
# ``scope``: said, not worked out by FastAPI on every request (it is for dependencies that yield: none
# here, so it changes nothing else)
SessionTurn = Annotated[SessionCaller, Depends(session_turn, scope="function")]
# The calling candidate's own session, locked (SELECT ... FOR UPDATE) until the request's transaction
# ends, for a route with a body (``_OwnSessionTurn``); answers, skips and ratings change it, and two of
# them must not interleave.
CandidateSession = Annotated[SessionCall, Depends(own_session_locked, scope="function")]
