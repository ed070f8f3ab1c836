"""Dependencies as ``Annotated`` aliases: the context, a database session, and who is calling.

Over 400 lines on purpose: every route's dependencies live in this one module (one place to read who may
call what, and how each identity is established), and the candidate's turn routes' own dependency, which
reads its session in one step, sits beside the authentication it builds on."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any

from fastapi import Depends, Header, Path, Query, Request
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.security.base import SecurityBase
from pydantic import AfterValidator
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.errors import ApiError
from api.schemas import MAX_TELEGRAM_ID
from api.security import same_secret
from api.store import sessions as session_store
from api.store.models import InterviewSession, Org
from api.store.orgs import authenticate_key
from api.store.writer import release_writer

_ASCII_DIGITS = re.compile(r"[0-9]{1,16}")
# A list cursor is the ``seq`` of the last row of the previous page: ASCII digits that fit the store's
# INTEGER ``seq`` columns (a larger number reached PostgreSQL as an int32 overflow: a 500).
MAX_SEQ = 2**31 - 1


def _fits_seq(cursor: str | None) -> str | None:
    if cursor is not None and int(cursor) > MAX_SEQ:
        raise ValueError(f"a cursor is at most {MAX_SEQ}")
    return cursor


Cursor = Annotated[
    str | None,
    Query(pattern=r"^[0-9]{1,10}$", description="next_cursor of the previous page"),
    AfterValidator(_fits_seq),
]
PageLimit = Annotated[int, Query(ge=1, le=200, description="rows per page")]
TelegramIdPath = Annotated[int, Path(ge=1, le=MAX_TELEGRAM_ID, description="a Telegram user id")]

bearer = HTTPBearer(auto_error=False, description="A recruiter API key, or the service token (bot and chat)")


# The dependencies below are ``async def`` although they never wait: FastAPI runs a plain ``def``
# dependency in a worker thread, a thread hop per request that cost more than the whole route (py-spy).


def context_of(request: Request) -> ServiceContext:
    """The running app's context. The dependencies below read it here rather than through ``Ctx``: each
    dependency FastAPI solves is a node of the request's dependency tree, solved again on every request
    even when its value is cached (bench/bench_stack.py counts what that costs)."""
    context: ServiceContext = request.app.state.ctx
    return context


async def get_context(request: Request) -> ServiceContext:
    return context_of(request)


Ctx = Annotated[ServiceContext, Depends(get_context)]


async def arrived_at(request: Request) -> datetime:
    """When the request arrived (``RequestContextMiddleware`` notes it before anything can queue it)."""
    arrived: datetime | None = request.scope.get("state", {}).get("arrived_at")
    return arrived if arrived is not None else context_of(request).now()


class RequestTransaction:
    """One transaction per request, committed before the response is sent. A route that committed its
    own writes already (an answer turn commits before it builds its result) leaves nothing to commit.
    A class rather than an ``asynccontextmanager``: every request enters one, and a generator-based
    context manager is several calls more on the way in and out."""

    __slots__ = ("_db",)

    def __init__(self, context: ServiceContext) -> None:
        self._db = context.sessions()

    async def __aenter__(self) -> AsyncSession:
        return await self._db.__aenter__()

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: Any
    ) -> None:
        db = self._db
        try:
            if kind is None and db.in_transaction():
                await db.commit()
        finally:
            try:
                release_writer(db.sync_session)  # in any case: the next SQLite writer may start
            finally:
                await db.__aexit__(kind, error, trace)


async def get_db(request: Request) -> AsyncIterator[AsyncSession]:
    async with RequestTransaction(context_of(request)) as db:
        yield db


Db = Annotated[AsyncSession, Depends(get_db, scope="function")]
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]
TELEGRAM_USER_HEADER = "X-Telegram-User-Id"
_TELEGRAM_USER_DOC = "The candidate (with the service token)"
TelegramUserHeader = Annotated[str | None, Header(alias=TELEGRAM_USER_HEADER, description=_TELEGRAM_USER_DOC)]
# The header as the OpenAPI document names it, for a route whose dependency reads it off the request
# itself (``CandidateTurn``): a declared header parameter is more work for FastAPI
# on every request. ``CandidateRoute`` adds it to such a route's document.
TELEGRAM_USER_HEADER_DOC: dict[str, Any] = {
    "parameters": [
        {
            "name": TELEGRAM_USER_HEADER,
            "in": "header",
            "required": False,
            "description": _TELEGRAM_USER_DOC,
            "schema": {
                "anyOf": [{"type": "string"}, {"type": "null"}],
                "title": TELEGRAM_USER_HEADER,
                "description": _TELEGRAM_USER_DOC,
            },
        }
    ]
}


def _token(credentials: HTTPAuthorizationCredentials | None) -> str:
    if credentials is None or not credentials.credentials:
        raise ApiError(401, "missing bearer token")
    return credentials.credentials


def _is_service(request: Request, token: str) -> bool:
    return same_secret(token, context_of(request).service_token)


def _telegram_id(value: str | None) -> int:
    if value is None or not value.strip():
        raise ApiError(400, "X-Telegram-User-Id must be the candidate's numeric Telegram id")
    # ASCII digits only: str.isdigit() also accepts "²" and "١", which int() then refuses
    if not _ASCII_DIGITS.fullmatch(value.strip()) or not 1 <= int(value) <= MAX_TELEGRAM_ID:
        raise ApiError(
            422,
            "X-Telegram-User-Id must be a Telegram user id: ASCII digits, 1 to {limit}",
            args={"limit": MAX_TELEGRAM_ID},
        )
    return int(value)


@dataclass(frozen=True)
class Caller:
    """Either a recruiter (``org``) or a candidate through the service token (``telegram_id``)."""

    org: Org | None = None
    telegram_id: int | None = None

    @property
    def is_recruiter(self) -> bool:
        return self.org is not None


class _BearerAuth(SecurityBase):
    """An authentication dependency that is itself the bearer scheme: documented in OpenAPI as ``bearer``
    is (the same ``HTTPBearer`` scheme), and reads the token with it, but as one node of the request's
    dependency tree rather than two (FastAPI solves every node on every request)."""

    def __init__(self) -> None:
        self.model = bearer.model
        self.scheme_name = bearer.scheme_name

    @staticmethod
    async def token(request: Request) -> str:
        return _token(await bearer(request))


class _Recruiter(_BearerAuth):
    async def __call__(self, request: Request, db: Db) -> Org:
        token = await self.token(request)
        org = None if _is_service(request, token) else await authenticate_key(db, token)
        if org is None:
            raise ApiError(401, "a valid recruiter API key is required")
        return org


class _Candidate(_BearerAuth):
    async def __call__(self, request: Request, telegram_user: TelegramUserHeader = None) -> int:
        """The candidate a request speaks for: the service token and their Telegram id (401, 400, 422)."""
        if not _is_service(request, await self.token(request)):
            raise ApiError(401, "the service token is required")
        return _telegram_id(telegram_user)


class _Service(_BearerAuth):
    async def __call__(self, request: Request) -> None:
        """The bot itself (the service token), acting for no one candidate."""
        if not _is_service(request, await self.token(request)):
            raise ApiError(401, "the service token is required")


class _Caller(_BearerAuth):
    async def __call__(self, request: Request, db: Db, telegram_user: TelegramUserHeader = None) -> Caller:
        token = await self.token(request)
        if _is_service(request, token):
            return Caller(telegram_id=_telegram_id(telegram_user))
        org = await authenticate_key(db, token)
        if org is None:
            raise ApiError(401, "a valid recruiter API key or the service token is required")
        return Caller(org=org)


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


class _CandidateTurn(_BearerAuth):
    """``CandidateId``, ``Ctx`` and the arrival time as one dependency: FastAPI solves every node of a
    route's dependency tree on every request, and the candidate's routes are the hottest. The candidate
    is checked before any transaction opens (401, 400, 422, as ``CandidateId``)."""

    async def __call__(self, request: Request) -> CandidateCaller:
        return CandidateCaller(context_of(request), await self.candidate(request), await arrived_at(request))

    async def candidate(self, request: Request) -> int:
        if not _is_service(request, await self.token(request)):
            raise ApiError(401, "the service token is required")
        return _telegram_id(request.headers.get(TELEGRAM_USER_HEADER))


class _SessionTurn(_CandidateTurn):
    """``_CandidateTurn`` with the ``session_id`` of the route's path, read off the request's path
    parameters: a declared path parameter was the largest part of FastAPI's solving of an answer
    turn's request (about 65 of its 2,450 Python calls, bench/bench_turn_calls.py). Any text is a
    session id (an unknown one answers 404; a NUL is refused before any route, 422), so nothing is
    lost to validation; ``CandidateRoute`` documents the parameter as FastAPI would."""

    async def __call__(self, request: Request) -> SessionCaller:
        telegram_id = await self.candidate(request)
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


require_recruiter = _Recruiter()
require_candidate = _Candidate()
require_service = _Service()
require_caller = _Caller()
candidate_turn = _CandidateTurn()
session_turn = _SessionTurn()
own_session_locked = _OwnSessionTurn()


Recruiter = Annotated[Org, Depends(require_recruiter)]
CandidateId = Annotated[int, Depends(require_candidate)]
AnyCaller = Annotated[Caller, Depends(require_caller)]
ServiceOnly = Depends(require_service)
# Routes that take these are declared on a ``CandidateRoute`` router (the header in their document).
# The candidate who calls; the route opens the request's transaction (``CandidateCaller.transaction``).
CandidateTurn = Annotated[CandidateCaller, Depends(candidate_turn)]
# The same, on the session its path names (``SessionCaller.session_id``), which the route then opens.
SessionTurn = Annotated[SessionCaller, Depends(session_turn)]
# The calling candidate's own session, locked (SELECT ... FOR UPDATE) until the request's transaction
# ends, for a route with a body (``_OwnSessionTurn``); answers, skips and ratings change it, and two of
# them must not interleave.
CandidateSession = Annotated[SessionCall, Depends(own_session_locked, scope="function")]


async def load_session(
    db: AsyncSession, caller: Caller, session_id: str, *, lock: bool = False
) -> InterviewSession:
    """The session if the caller may see it; another org's or candidate's answers 404."""
    return visible_to(caller, await session_store.get_session(db, session_id, for_update=lock))


def visible_to(caller: Caller, session: InterviewSession | None) -> InterviewSession:
    """``session`` when ``caller`` may see it (404 otherwise: none, another org's or candidate's)."""
    if session is None:
        raise ApiError(404, "no such session")
    if caller.org is not None and session.org_id != caller.org.id:
        raise ApiError(404, "no such session")
    if caller.org is None and session.candidate_id != caller.telegram_id:
        raise ApiError(404, "no such session")
    return session


async def own_telegram_id(telegram_id: TelegramIdPath, caller_id: CandidateId) -> int:
    """The candidate named in the path, when it is the caller; anyone else's answers 404."""
    if telegram_id != caller_id:
        raise ApiError(404, "no such candidate")
    return telegram_id


OwnTelegramId = Annotated[int, Depends(own_telegram_id)]


async def visible_session(session_id: str, caller: AnyCaller, db: Db) -> InterviewSession:
    return await load_session(db, caller, session_id)


# The session as a recruiter of its organisation or its candidate may read it.
VisibleSession = Annotated[InterviewSession, Depends(visible_session)]
