"""Request ids, structured JSON logs (never secrets), Prometheus metrics and a request size limit."""

from __future__ import annotations

import contextvars
import json
import logging
import os
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any

import orjson
from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.datastructures import QueryParams
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.error_handlers import problem_response
from api.errors import ApiError

request_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)
log = logging.getLogger("api.access")
MAX_CACHED_LABEL_SETS = 4096


class JsonFormatter(logging.Formatter):
    """One JSON object per line, with the request id; extra fields are kept, secrets never logged.

    Every request writes one line (the access log), so this is on the hot path: the timestamp is made once
    a second and the line is encoded by orjson (stdlib json for what orjson refuses, e.g. huge ints)."""

    reserved = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "color_message"}

    def __init__(self) -> None:
        super().__init__()
        self._second = -1
        self._stamp = ""

    def _time(self, record: logging.LogRecord) -> str:
        second = int(record.created)
        if second != self._second:
            self._stamp, self._second = self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"), second
        return self._stamp

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": self._time(record),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": request_id_var.get(),
        }
        reserved = self.reserved
        for key, value in record.__dict__.items():
            if key not in reserved:
                data[key] = value
        if record.exc_info:
            data["exception"] = self.formatException(record.exc_info)
        try:
            return orjson.dumps(data, default=str, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:
            return json.dumps(data, ensure_ascii=False, default=str)


def configure_logging(level: int = logging.INFO) -> None:
    # What a record would find out about its thread and process every time: the JSON lines never show
    # it (``JsonFormatter.reserved``), and the access log writes a record for every request.
    logging.logThreads = logging.logProcesses = logging.logMultiprocessing = False
    # nor where each call was made from (the logging HOWTO's "Optimization": the caller's frame is looked
    # up for every record, and the JSON lines never show its file, line or function either)
    logging._srcfile = None
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    for name in ("api", "uvicorn.error"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level)
        logger.propagate = False


class Metrics:
    """The app's own registry (several apps may live in one process, e.g. in tests)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "ibot_http_requests", "HTTP requests", ["method", "route", "status"], registry=self.registry
        )
        self.latency = Histogram(
            "ibot_http_request_seconds", "HTTP request latency", ["method", "route"], registry=self.registry
        )
        self.answers = Counter("ibot_answers", "Answers graded", ["mode", "verdict"], registry=self.registry)
        self.answer_turns = Counter(
            "ibot_answer_turns",
            "Answer turns by outcome: recorded, replayed, late, unreadable, refused",
            ["outcome"],
            registry=self.registry,
        )
        self.sessions = Counter("ibot_sessions_started", "Sessions started", ["mode"], registry=self.registry)
        # the labelled children of the two request metrics, found once (``labels()`` takes a lock and
        # checks its arguments on every call); bounded like the label sets themselves
        self._request_children: dict[tuple[str, str, int], tuple[Any, Any]] = {}
        self._turn_children: dict[str, Any] = {}  # the same for the two counters every answer turn adds to
        self._answer_children: dict[tuple[str, str], Any] = {}

    def count_answer_turn(self, outcome: str) -> None:
        """One answer turn of ``outcome`` (``answer_turns``), its labelled child found once."""
        child = self._turn_children.get(outcome)
        if child is None:
            child = self._turn_children[outcome] = self.answer_turns.labels(outcome)  # a few outcomes
        child.inc()

    def count_answer(self, mode: str, verdict: str) -> None:
        """One answer graded ``verdict`` in a session of ``mode`` (``answers``), its child found once."""
        key = (mode, verdict)
        child = self._answer_children.get(key)
        if child is None:
            child = self._answer_children[key] = self.answers.labels(mode, verdict)  # a few of each
        child.inc()

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        key = (method, route, status)
        children = self._request_children.get(key)
        if children is None:
            children = (self.requests.labels(method, route, str(status)), self.latency.labels(method, route))
            if len(self._request_children) < MAX_CACHED_LABEL_SETS:
                self._request_children[key] = children
        children[0].inc()
        children[1].observe(seconds)


def _request_id(given: bytes | None) -> str:
    """The client's ``X-Request-ID`` when it is short printable text, else a new random one (32 hex)."""
    if given is not None and 0 < len(given) <= 64:
        text = given.decode("latin-1")
        if text.isprintable():
            return text
    return os.urandom(16).hex()


def nul_in_url(scope: Scope) -> bool:
    """Whether a path id or a query value holds a NUL character. Refused with 422 on every store, before
    any route: PostgreSQL cannot even compare text with a NUL, so such ids would fail as 500 there and 404
    on SQLite."""
    if "\x00" in scope.get("path", ""):
        return True
    raw_query: bytes = scope.get("query_string", b"")
    # a decoded query value holds a NUL only where the raw query has one, raw or as %00: parse only then
    return (b"%00" in raw_query or b"\x00" in raw_query) and any(
        "\x00" in k + v for k, v in QueryParams(raw_query).multi_items()
    )


def _replaying(messages: list[Message], receive: Receive) -> Receive:
    """``receive`` that first gives back the body messages already read."""

    async def replay_receive() -> Message:
        return messages.pop(0) if messages else await receive()

    return replay_receive


class RequestContextMiddleware:
    """Request id (``X-Request-ID`` in and out), access log, metrics, a body size limit (413), URLs with a
    NUL character refused (422, ``nul_in_url``; here rather than as an app-wide dependency, which FastAPI
    would solve on every request of every route), and the moment the request arrived
    (``scope["state"]["arrived_at"]``, read by ``deps.arrived_at``): taken here, before the request waits
    for anything (the rate limit, a database connection, a session another request holds locked), so
    lateness is judged by when the candidate answered."""

    def __init__(
        self,
        app: ASGIApp,
        metrics: Metrics,
        max_body_bytes: int = 64 * 1024,
        path_limits: dict[str, int] | None = None,
        clock: Callable[[], datetime] | None = None,
    ):
        self.app = app
        self.metrics = metrics
        self.max_body_bytes = max_body_bytes
        self.path_limits = dict(path_limits or {})  # exact path -> its own body limit (file uploads)
        self.clock = clock

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = length = None
        for name, value in scope["headers"]:  # O(headers), no dict: only two are read here
            name = name.lower()
            if name == b"x-request-id":
                given = value
            elif name == b"content-length":
                length = value
        request_id = _request_id(given)
        token = request_id_var.set(request_id)
        # the request's own copy of the lifespan state, as the ASGI spec has servers pass it (a harness that
        # passes one dict to every request would let a request's arrival overwrite another's)
        state = scope["state"] = dict(scope.get("state") or ())
        state["request_id"] = request_id
        if self.clock is not None:
            state["arrived_at"] = self.clock()
        started = time.perf_counter()
        status = 500
        limit = (
            self.path_limits.get(scope.get("path", ""), self.max_body_bytes)
            if self.path_limits
            else self.max_body_bytes
        )
        if length is not None and length.isdigit() and int(length) > limit:
            await self._too_large(scope, receive, send, request_id, limit)
            request_id_var.reset(token)
            return
        if length is None and scope["method"] in ("POST", "PUT", "PATCH"):
            # no declared length (chunked): read the body up to the limit before the app sees it
            body_messages: list[Message] = []
            received, more = 0, True
            while more:
                message = await receive()
                body_messages.append(message)
                received += len(message.get("body", b""))
                more = message["type"] == "http.request" and message.get("more_body", False)
                if received > limit:
                    await self._too_large(scope, receive, send, request_id, limit)
                    request_id_var.reset(token)
                    return
            receive = _replaying(body_messages, receive)
        id_header = (b"x-request-id", request_id.encode())

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message.setdefault("headers", []).append(id_header)
            await send(message)

        try:
            if nul_in_url(scope):
                error = ApiError(422, "the URL must not contain NUL characters")
                await self._refuse(scope, receive, send_with_id, error)
            else:
                await self.app(scope, receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            route = scope.get("route")
            path = getattr(route, "path", None) or "unmatched"
            method = scope["method"]
            self.metrics.observe_request(method, path, status, elapsed)
            log.info(
                "request",
                extra={"method": method, "path": path, "status": status, "ms": round(elapsed * 1000, 1)},
            )
            request_id_var.reset(token)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, error: ApiError) -> None:
        """Answer ``error`` with the app's own handler, as it answers one raised by a route (problem+json;
        a page in the console)."""
        response: Response = await scope["app"].exception_handlers[ApiError](Request(scope, receive), error)
        await response(scope, receive, send)

    async def _too_large(
        self, scope: Scope, receive: Receive, send: Send, request_id: str, limit: int
    ) -> None:
        detail = "request bodies are limited to {limit} bytes"
        # RFC 9110's name for 413 (Python 3.11's HTTPStatus still says "Request Entity Too Large")
        response = problem_response(
            Request(scope), 413, detail, title="Content Too Large", args={"limit": limit}
        )
        response.headers["x-request-id"] = request_id
        await response(scope, receive, send)
