"""Dependencies as ``Annotated`` aliases: the context, a database session, and who is calling.

One place to read who may call what, and how each identity is established. The candidate's hot
routes have dependencies of their own, which read the same identity off the request in one step
(``api.candidate_deps``); they build on what is here.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any

from fastapi import Depends, Header, Path, Query, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.security.base import SecurityBase
from fastapi.security.utils import get_authorization_scheme_param
from pydantic import AfterValidator
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.errors import ApiError
from api.paging import MAX_SEQ
from api.schemas import MAX_TELEGRAM_ID
from api.security import same_secret
from api.store import sessions as session_store
from api.store.models import InterviewSession, Org
from api.store.orgs import authenticate_key
from api.store.writer import release_writer

_ASCII_DIGITS = re.compile(r"[0-9]{1,16}")


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
                if db.in_transaction():  # a rollback to wait for: shielded from cancellation, in a task
                    await db.__aexit__(kind, error, trace)
                elif db.sync_session.identity_map:  # committed, rows to forget: nothing to wait for, so
                    await db.close()  # nothing can cancel it (a task to shield it was a loop pass more)
                # else nothing to close: no transaction, no rows (an answer turn keeps its rows out of the
                # session: ``turns.turn_state``, ``sessions.insert_answer``)


async def get_db(request: Request) -> AsyncIterator[AsyncSession]:
    async with RequestTransaction(context_of(request)) as db:
        yield db


Db = Annotated[AsyncSession, Depends(get_db, scope="function")]
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]
TELEGRAM_USER_HEADER = "X-Telegram-User-Id"
TELEGRAM_USER_DOC = "The candidate (with the service token)"
_TELEGRAM_USER_NAME = TELEGRAM_USER_HEADER.lower().encode("latin-1")  # as an ASGI scope names it
TelegramUserHeader = Annotated[str | None, Header(alias=TELEGRAM_USER_HEADER, description=TELEGRAM_USER_DOC)]


def _token(credentials: HTTPAuthorizationCredentials | None) -> str:
    return _token_text(None if credentials is None else credentials.credentials)


def _token_text(credentials: str | None) -> str:
    if not credentials:
        raise ApiError(401, "missing bearer token")
    return credentials


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


class BearerAuth(SecurityBase):
    """An authentication dependency that is itself the bearer scheme: documented in OpenAPI as ``bearer``
    is (the same ``HTTPBearer`` scheme), and reads the token with it, but as one node of the request's
    dependency tree rather than two (FastAPI solves every node on every request)."""

    def __init__(self) -> None:
        self.model = bearer.model
        self.scheme_name = bearer.scheme_name

    @staticmethod
    async def token(request: Request) -> str:
        return _token(await bearer(request))

    async def service_candidate(self, request: Request, telegram_user: str | None) -> int:
        """The candidate a request speaks for: the service token and their Telegram id (401, 400, 422)."""
        if not _is_service(request, await self.token(request)):
            raise ApiError(401, "the service token is required")
        return _telegram_id(telegram_user)

    @staticmethod
    def service_candidate_of(request: Request) -> int:
        """``service_candidate`` with the token and the ``X-Telegram-User-Id`` read off the request's
        headers in one pass: the bearer scheme and ``request.headers`` each look through them (and make
        objects) on their own, about 30 Python calls of a candidate's request (bench/bench_turn_calls.py).
        The first of each header counts, as ``request.headers.get`` has it (ASGI names them lower case),
        and the token is read as the bearer scheme reads it (``get_authorization_scheme_param``)."""
        authorization = telegram_user = None
        for name, value in request.scope["headers"]:
            if name == b"authorization":
                if authorization is None:
                    authorization = value.decode("latin-1")
            elif name == _TELEGRAM_USER_NAME and telegram_user is None:
                telegram_user = value.decode("latin-1")
        scheme, credentials = get_authorization_scheme_param(authorization)
        token = credentials if scheme.lower() == "bearer" else ""
        if not _is_service(request, _token_text(token)):
            raise ApiError(401, "the service token is required")
        return _telegram_id(telegram_user)


class _Recruiter(BearerAuth):
    async def __call__(self, request: Request, db: Db) -> Org:
        token = await self.token(request)
        org = None if _is_service(request, token) else await authenticate_key(db, token)
        if org is None:
            raise ApiError(401, "a valid recruiter API key is required")
        return org


class _Candidate(BearerAuth):
    async def __call__(self, request: Request, telegram_user: TelegramUserHeader = None) -> int:
        return await self.service_candidate(request, telegram_user)


class _Service(BearerAuth):
    async def __call__(self, request: Request) -> None:
        """The bot itself (the service token), acting for no one candidate."""
        if not _is_service(request, await self.token(request)):
            raise ApiError(401, "the service token is required")


class _Caller(BearerAuth):
    async def __call__(self, request: Request, db: Db, telegram_user: TelegramUserHeader = None) -> Caller:
        token = await self.token(request)
        if _is_service(request, token):
            return Caller(telegram_id=_telegram_id(telegram_user))
        org = await authenticate_key(db, token)
        if org is None:
            raise ApiError(401, "a valid recruiter API key or the service token is required")
        return Caller(org=org)


require_recruiter = _Recruiter()
require_candidate = _Candidate()
require_service = _Service()
require_caller = _Caller()


Recruiter = Annotated[Org, Depends(require_recruiter)]
CandidateId = Annotated[int, Depends(require_candidate)]
AnyCaller = Annotated[Caller, Depends(require_caller)]
ServiceOnly = Depends(require_service)


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
