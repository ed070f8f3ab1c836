"""Rate limits (api/ratelimit.py): per candidate and per recruiter API key, 429 with ``Retry-After``,
per process; and the request body limit (413)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from api.ratelimit import TokenBuckets
from api.settings import Settings
from tests.helpers.api_fixtures import Api, api_settings, running_api


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_allows_its_burst_then_refills_at_its_rate() -> None:
    clock = FakeClock()
    buckets = TokenBuckets(6, clock=clock)  # burst 6, one token every 10 s
    assert [buckets.take("a") for _ in range(6)] == [0.0] * 6
    assert buckets.take("a") == pytest.approx(10.0)
    assert buckets.take("b") == 0.0  # keys are independent
    clock.now += 5
    assert buckets.take("a") == pytest.approx(5.0)
    clock.now += 5
    assert buckets.take("a") == 0.0
    clock.now += 3600
    assert [buckets.take("a") for _ in range(7)][-1] > 0  # never more than the burst after idling


def test_zero_disables_and_the_number_of_buckets_is_bounded() -> None:
    assert not TokenBuckets(0).enabled
    assert all(TokenBuckets(0).take("x") == 0.0 for _ in range(1000))
    clock = FakeClock()
    buckets = TokenBuckets(1, max_keys=100, clock=clock)
    for n in range(1000):
        buckets.take(str(n))
        clock.now += 60.0  # a bucket refills to its burst within a minute: then it may be forgotten
    assert len(buckets) == 100


def test_defaults_are_on_generous_and_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    defaults = Settings()
    assert defaults.rate_limit_candidate_per_minute >= 60 and defaults.rate_limit_key_per_minute >= 300
    monkeypatch.setenv("IBOT_RATE_LIMIT_CANDIDATE_PER_MINUTE", "0")
    monkeypatch.setenv("IBOT_RATE_LIMIT_KEY_PER_MINUTE", "30")
    configured = Settings()
    assert configured.rate_limit_candidate_per_minute == 0 and configured.rate_limit_key_per_minute == 30


@pytest.fixture
async def limited(tmp_path: Path, real_index: Any, api_catalog: Any) -> AsyncIterator[Api]:
    settings = api_settings(
        tmp_path,
        f"sqlite+aiosqlite:///{tmp_path / 'store.db'}",
        rate_limit_candidate_per_minute=3,
        rate_limit_key_per_minute=4,
    )
    async with running_api(settings, real_index, api_catalog) as running:
        yield running


def assert_limited(response: Any) -> None:
    assert response.status_code == 429, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert 1 <= int(response.headers["retry-after"]) <= 60
    assert response.headers["x-request-id"]  # inside the request-context middleware: logged and counted
    assert_problem(response, 429)
    assert response.json()["retry_after"] == int(response.headers["retry-after"])


def assert_problem(response: Any, status: int) -> None:
    """The middlewares answer with the same problem+json body as every route
    (api.error_handlers.problem_response)."""
    body = response.json()
    assert response.headers["content-type"].startswith("application/problem+json")
    assert {"type", "title", "status", "detail", "instance", "request_id"} <= set(body), body
    assert body["status"] == status and body["instance"] == response.request.url.path
    assert body["request_id"] == response.headers["x-request-id"]


async def test_per_candidate_limit(limited: Api) -> None:
    path = "/v1/candidates/501/sessions"
    statuses = [
        (await limited.client.get(path, headers=limited.candidate(501))).status_code for _ in range(3)
    ]
    assert statuses == [200, 200, 200]
    assert_limited(await limited.client.get(path, headers=limited.candidate(501)))
    # another candidate has a bucket of its own; the bot's shared service token is not limited as a key
    other = await limited.client.get("/v1/candidates/502/sessions", headers=limited.candidate(502))
    assert other.status_code == 200
    # operations are never limited
    for _ in range(10):
        assert (await limited.client.get("/healthz")).status_code == 200


async def test_per_api_key_limit(limited: Api) -> None:
    acme = await limited.recruiter_key("Acme")
    globex = await limited.recruiter_key("Globex")
    statuses = [
        (await limited.client.get("/v1/invites", headers=limited.recruiter(acme))).status_code
        for _ in range(4)
    ]
    assert statuses == [200] * 4
    assert_limited(await limited.client.get("/v1/sessions", headers=limited.recruiter(acme)))
    assert (await limited.client.get("/v1/invites", headers=limited.recruiter(globex))).status_code == 200
    metrics = (await limited.client.get("/metrics")).text
    assert 'status="429"' in metrics


async def test_request_bodies_are_limited(limited: Api) -> None:
    key = await limited.recruiter_key("Acme")
    big = {"title": "x" * (70 * 1024), "question_count": 1}
    response = await limited.client.post("/v1/invites", json=big, headers=limited.recruiter(key))
    assert response.status_code == 413
    assert_problem(response, 413)
    assert response.json()["title"] == "Content Too Large"

    async def chunks() -> AsyncIterator[bytes]:  # no Content-Length: chunked upload
        for _ in range(80):
            yield b" " * 1024

    chunked = await limited.client.post(
        "/v1/sessions/x/answers",
        content=chunks(),
        headers={**limited.candidate(9), "content-type": "application/json"},
    )
    assert chunked.status_code == 413
    assert_problem(chunked, 413)


async def test_the_limits_are_per_process(tmp_path: Path, real_index: Any, api_catalog: Any) -> None:
    """Two replicas on one database: each keeps its own buckets (documented in deploy/README.md), so a
    client spread over N replicas by round robin gets up to N times the configured rate."""
    settings = api_settings(
        tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'store.db'}", rate_limit_candidate_per_minute=2
    )
    async with (
        running_api(settings, real_index, api_catalog) as one,
        running_api(settings, real_index, api_catalog) as two,
    ):
        path, headers = "/v1/candidates/77/sessions", one.candidate(77)
        statuses = []
        for _ in range(3):
            for replica in (one, two):
                statuses.append((await replica.client.get(path, headers=headers)).status_code)
        assert statuses == [200, 200, 200, 200, 429, 429]
