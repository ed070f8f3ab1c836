"""What every request goes through before its route (``api/observability.py``, ``api/deps.py``,
``api/ratelimit.py``): the URL NUL refusal, request ids, the access log line, the metrics and the rate
limiter's pass-through, on the real app; and the event loop ``interview-bot up`` serves on."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import sys
from datetime import UTC, datetime

import pytest
from starlette.types import Message, Receive, Scope, Send

from api.observability import JsonFormatter, request_id_var
from api.ratelimit import RateLimitMiddleware
from api.serve import YOUNG_COLLECTION, event_loop_factory, run_server
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api


async def test_a_nul_anywhere_in_the_query_is_refused_and_nothing_else_is(api: Api) -> None:
    for query in ("x=%00", "x=a%00b", "%00=1", "a=1&b=c%00"):
        refused = await api.client.get(f"/healthz?{query}")
        assert refused.status_code == 422, query
        assert refused.headers["content-type"] == "application/problem+json"
    for query in ("x=%2500", "x=0", "x=%01", ""):  # "%2500" is the text "%00": no NUL in it
        assert (await api.client.get(f"/healthz?{query}")).status_code == 200, query


async def test_a_nul_in_the_path_is_refused(api: Api) -> None:
    refused = await api.client.get("/v1/sessions/abc%00/current", headers=api.candidate(5))
    assert refused.status_code == 422 and "NUL" in refused.json()["detail"]


async def test_request_ids_are_kept_when_sensible_and_made_otherwise(api: Api) -> None:
    kept = await api.client.get("/healthz", headers={"X-Request-ID": "abc-123"})
    assert kept.headers["x-request-id"] == "abc-123"
    for bad in ("x" * 65, "a\tb"):
        made = (await api.client.get("/healthz", headers={"X-Request-ID": bad})).headers["x-request-id"]
        assert made != bad and len(made) == 32 and int(made, 16) >= 0
    first = (await api.client.get("/healthz")).headers["x-request-id"]
    assert first != (await api.client.get("/healthz")).headers["x-request-id"]


async def test_one_access_line_per_request_with_the_route_and_no_secret(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    key = await api.recruiter_key("Acme")
    with caplog.at_level("INFO", logger="api.access"):
        listed = await api.client.get("/v1/invites?limit=5", headers=api.recruiter(key))
        current = await api.client.get("/v1/sessions/s-123/current", headers=api.candidate(42))
    lines = [record for record in caplog.records if record.name == "api.access"]
    assert [(r.method, r.path, r.status) for r in lines] == [  # type: ignore[attr-defined]
        ("GET", "/v1/invites", 200),
        ("GET", "/v1/sessions/{session_id}/current", 404),
    ]
    assert listed.status_code == 200 and current.status_code == 404
    formatter = JsonFormatter()
    for record in lines:
        line = formatter.format(record)
        data = json.loads(line)
        assert data["message"] == "request" and data["level"] == "info" and data["ms"] >= 0
        assert "\n" not in line and key not in line and SERVICE_TOKEN not in line and "s-123" not in line


def test_the_json_formatter_keeps_extras_and_never_drops_a_line() -> None:
    formatter = JsonFormatter()
    logger = logging.getLogger("api.test")
    when = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
    record = logger.makeRecord(
        "api.test",
        logging.WARNING,
        __file__,
        1,
        "hello %s",
        ("世界",),
        None,
        extra={"when": when, "huge": 10**30, "counts": {1: "a"}},
    )
    token = request_id_var.set("rid-1")
    try:
        data = json.loads(formatter.format(record))
    finally:
        request_id_var.reset(token)
    assert data["message"] == "hello 世界" and data["request_id"] == "rid-1" and data["level"] == "warning"
    assert data["huge"] == 10**30 and data["counts"] == {"1": "a"} and data["when"].startswith("2026-11-30")
    assert data["time"] == formatter.formatTime(record, "%Y-%m-%dT%H:%M:%S%z")
    try:
        raise ValueError("boom")
    except ValueError:
        failed = logger.makeRecord("api.test", logging.ERROR, __file__, 1, "failed", (), sys.exc_info())
    assert "ValueError: boom" in json.loads(formatter.format(failed))["exception"]


async def test_metrics_count_each_request_by_route_and_status(api: Api) -> None:
    for _ in range(3):
        await api.client.get("/healthz")
    await api.client.get("/v1/nowhere")
    text = (await api.client.get("/metrics")).text
    assert 'ibot_http_requests_total{method="GET",route="/healthz",status="200"} 3.0' in text
    assert 'ibot_http_requests_total{method="GET",route="unmatched",status="404"} 1.0' in text
    assert 'ibot_http_request_seconds_count{method="GET",route="/healthz"} 3.0' in text


async def test_with_every_limit_off_nothing_is_limited_and_a_limit_on_still_limits() -> None:
    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 401, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    async def statuses(middleware: RateLimitMiddleware, count: int) -> list[int]:
        seen: list[int] = []

        async def send(message: Message) -> None:
            if message["type"] == "http.response.start":
                seen.append(message["status"])

        async def receive() -> Message:
            return {"type": "http.request", "body": b""}

        scope = {
            "type": "http", "method": "GET", "path": "/v1/invites", "query_string": b"", "root_path": "",
            "headers": [(b"authorization", b"Bearer guess")], "client": ("203.0.113.9", 1), "scheme": "http",
            "server": ("test", 80),
        }  # fmt: skip
        for _ in range(count):
            await middleware(dict(scope), receive, send)
        return seen

    def limiter(failed_auth_per_minute: int) -> RateLimitMiddleware:
        return RateLimitMiddleware(
            app,
            candidate_per_minute=0,
            key_per_minute=0,
            failed_auth_per_minute=failed_auth_per_minute,
            service_token=lambda scope: "the-service-token",
        )

    off = limiter(0)
    assert not off.enabled and await statuses(off, 50) == [401] * 50
    on = limiter(3)  # three failed authentications a minute from one address, then 429
    assert on.enabled and await statuses(on, 5) == [401, 401, 401, 429, 429]


def test_the_server_runs_on_uvloop_when_it_is_installed() -> None:
    uvloop = pytest.importorskip("uvloop", reason="uvloop comes with uvicorn[standard]; not on Windows")
    assert event_loop_factory() is uvloop.new_event_loop
    seen: list[str] = []

    async def main() -> None:
        seen.append(type(asyncio.get_running_loop()).__module__)

    run_server(main())
    assert seen and seen[0].startswith("uvloop")


def test_the_server_collects_its_young_objects_less_often_and_gives_the_setting_back() -> None:
    before = gc.get_threshold()
    seen: list[tuple[int, int, int]] = []

    async def main() -> None:
        seen.append(gc.get_threshold())

    run_server(main())
    assert seen == [(YOUNG_COLLECTION, *before[1:])]
    assert before[0] < YOUNG_COLLECTION
    assert gc.get_threshold() == before


def test_the_server_log_records_skip_what_its_lines_never_show() -> None:
    from api.observability import configure_logging

    flags = (logging.logThreads, logging.logProcesses, logging.logMultiprocessing)
    handlers = {name: list(logging.getLogger(name).handlers) for name in ("api", "uvicorn.error")}
    try:
        configure_logging()
        record = logging.getLogger("api.access").makeRecord("api.access", 20, "f", 1, "request", (), None)
        assert (record.threadName, record.process, record.processName) == (None, None, None)
        line = json.loads(JsonFormatter().format(record))
        assert {"thread", "threadName", "process", "processName"}.isdisjoint(line)
    finally:
        logging.logThreads, logging.logProcesses, logging.logMultiprocessing = flags
        for name, kept in handlers.items():
            logging.getLogger(name).handlers[:] = kept
