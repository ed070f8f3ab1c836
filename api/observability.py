"""Request ids, structured JSON logs (never secrets), Prometheus metrics and a request size limit."""

from __future__ import annotations

import contextvars
import json
import logging
import time
import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.errors import problem_response

request_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)
log = logging.getLogger("api.access")


class JsonFormatter(logging.Formatter):
    """One JSON object per line, with the request id; extra fields are kept, secrets never logged."""

    reserved = set(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "color_message"}

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": request_id_var.get(),
        }
        data.update({k: v for k, v in record.__dict__.items() if k not in self.reserved})
        if record.exc_info:
            data["exception"] = self.formatException(record.exc_info)
        return json.dumps(data, ensure_ascii=False, default=str)


def configure_logging(level: int = logging.INFO) -> None:
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
        self.sessions = Counter("ibot_sessions_started", "Sessions started", ["mode"], registry=self.registry)


class RequestContextMiddleware:
    """Request id (``X-Request-ID`` in and out), access log, metrics, a body size limit (413), and the
    moment the request arrived (``scope["state"]["arrived_at"]``, read by ``deps.ArrivedAt``): taken
    here, before the request waits for anything (the rate limit, a database connection, a session
    another request holds locked), so lateness is judged by when the candidate answered."""

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
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        given = headers.get("x-request-id", "")
        request_id = given if 0 < len(given) <= 64 and given.isprintable() else uuid.uuid4().hex
        token = request_id_var.set(request_id)
        state = scope.setdefault("state", {})
        state["request_id"] = request_id
        if self.clock is not None:
            state["arrived_at"] = self.clock()
        started = time.perf_counter()
        status = 500
        length = headers.get("content-length")
        limit = self.path_limits.get(scope.get("path", ""), self.max_body_bytes)
        if length is not None and length.isdigit() and int(length) > limit:
            await self._too_large(scope, receive, send, request_id, limit)
            request_id_var.reset(token)
            return
        body_messages: list[Message] = []
        if length is None and scope["method"] in ("POST", "PUT", "PATCH"):
            # no declared length (chunked): read the body up to the limit before the app sees it
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

        async def replay_receive() -> Message:
            return body_messages.pop(0) if body_messages else await receive()

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message.setdefault("headers", []).append((b"x-request-id", request_id.encode()))
            await send(message)

        try:
            await self.app(scope, replay_receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            route = scope.get("route")
            path = getattr(route, "path", None) or "unmatched"
            self.metrics.requests.labels(scope["method"], path, str(status)).inc()
            self.metrics.latency.labels(scope["method"], path).observe(elapsed)
            log.info(
                "request",
                extra={
                    "method": scope["method"],
                    "path": path,
                    "status": status,
                    "ms": round(elapsed * 1000, 1),
                },
            )
            request_id_var.reset(token)

    async def _too_large(
        self, scope: Scope, receive: Receive, send: Send, request_id: str, limit: int
    ) -> None:
        detail = f"request bodies are limited to {limit} bytes"
        # RFC 9110's name for 413 (Python 3.11's HTTPStatus still says "Request Entity Too Large")
        response = problem_response(Request(scope), 413, detail, title="Content Too Large")
        response.headers["x-request-id"] = request_id
        await response(scope, receive, send)
