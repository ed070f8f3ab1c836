"""Operations: health, readiness, metrics, request ids, problem+json, size limits, OpenAPI drift."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.app import create_app
from api.openapi import OPENAPI_PATH, openapi_document
from tests.helpers.api_fixtures import LIFESPAN_TIMEOUT_S, Api, api_settings
from tests.helpers.store_templates import copy_sqlite_template


async def test_health_readiness_metrics_and_request_ids(api: Api) -> None:
    assert (await api.client.get("/healthz")).json() == {"status": "ok"}
    ready = await api.client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["checks"] == {
        "store": True,
        "index": True,
        "catalog": True,
    }
    for _ in range(600):  # the warm-up runs beside the first requests, then says so
        if (await api.client.get("/readyz")).json()["warm"]:
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the warm-up never finished")
    response = await api.client.get("/healthz", headers={"X-Request-ID": "abc-123"})
    assert response.headers["x-request-id"] == "abc-123"
    assert len((await api.client.get("/healthz")).headers["x-request-id"]) == 32
    metrics = await api.client.get("/metrics")
    assert metrics.status_code == 200 and "ibot_http_requests_total" in metrics.text
    assert 'route="/healthz"' in metrics.text


async def test_a_store_whose_tables_cannot_be_read_is_not_ready(api: Api) -> None:
    """``/readyz`` reads the store's own tables: a connection that opens is not enough."""
    from sqlalchemy import text

    async with api.ctx.engine.begin() as connection:
        await connection.execute(text("ALTER TABLE answers RENAME TO answers_away"))
    try:
        ready = await api.client.get("/readyz")
        assert ready.status_code == 503 and ready.json()["checks"]["store"] is False
    finally:
        async with api.ctx.engine.begin() as connection:
            await connection.execute(text("ALTER TABLE answers_away RENAME TO answers"))
    assert (await api.client.get("/readyz")).status_code == 200


async def test_errors_are_problem_json_and_bodies_are_limited(api: Api) -> None:
    missing = await api.client.get("/v1/nowhere")
    assert missing.status_code == 404 and missing.headers["content-type"] == "application/problem+json"
    key = await api.recruiter_key("Acme")
    invalid = await api.client.post("/v1/invites", json={"question_count": 0}, headers=api.recruiter(key))
    body = invalid.json()
    assert (
        invalid.status_code == 422
        and body["status"] == 422
        and body["errors"][0]["loc"][-1] == "question_count"
    )
    assert invalid.headers["content-type"] == "application/problem+json" and body["request_id"]
    huge = {"question_id": "x", "answer": "a" * 100_000, "idempotency_key": "k"}
    too_large = await api.client.post("/v1/sessions/x/answers", json=huge, headers=api.candidate(1))
    assert too_large.status_code == 413 and too_large.headers["content-type"] == "application/problem+json"

    async def chunks():  # no Content-Length: the limit still holds
        for _ in range(20):
            yield b"x" * 8192

    chunked = await api.client.post("/v1/invites", content=chunks(), headers=api.recruiter(key))
    assert chunked.status_code == 413


async def test_no_secret_in_logs(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    key = await api.recruiter_key("Acme")
    with caplog.at_level("INFO", logger="api"):
        await api.client.get("/v1/invites", headers=api.recruiter(key))
    text = " ".join(f"{r.getMessage()} {r.__dict__}" for r in caplog.records)
    assert "request" in text and key not in text and api.ctx.service_token not in text


def test_committed_openapi_document_matches_the_app(tmp_path: Path) -> None:
    from api.settings import Settings

    app = create_app(Settings(data_dir=tmp_path))
    committed = json.loads(OPENAPI_PATH.read_text(encoding="utf-8"))
    assert committed == openapi_document(app), "regenerate with: python -m api.write_openapi"
    paths = committed["paths"]
    for path in ("/v1/invites", "/v1/sessions", "/v1/sessions/{session_id}/answers", "/healthz", "/metrics"):
        assert path in paths


class BrokenIndex:
    """Failure injection only: an index whose backend is down."""

    def __getattr__(self, name: str) -> Any:
        def fail(*args: Any, **kwargs: Any) -> Any:
            raise ConnectionError("chroma is down")

        return fail


async def test_an_unreachable_index_is_not_ready_and_errors_stay_problem_json(
    tmp_path: Path, api_catalog: Any
) -> None:
    from asgi_lifespan import LifespanManager

    await copy_sqlite_template(tmp_path / "store.db")
    settings = api_settings(tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'store.db'}")
    app = create_app(settings, index=BrokenIndex(), catalog=api_catalog)  # type: ignore[arg-type]
    timeouts = {"startup_timeout": LIFESPAN_TIMEOUT_S, "shutdown_timeout": LIFESPAN_TIMEOUT_S}
    async with LifespanManager(app, **timeouts) as manager:
        transport = httpx.ASGITransport(app=manager.app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            ready = await client.get("/readyz")
            assert ready.status_code == 503 and ready.json()["checks"]["index"] is False
            assert ready.json()["checks"]["store"] is True
            failed = await client.get("/v1/questions/search?q=x", headers=Api.candidate(1))
            assert failed.status_code == 500 and failed.headers["content-type"] == "application/problem+json"
            assert "chroma" not in failed.text  # no internals leak
