"""Failed authentication is limited per client address (and flooding cannot reset a limit); /metrics
can require a token; the data dir is 0700, the SQLite files 0600 and the embedded index's directory
0700 wherever it is made; the OpenAPI document lists the problem+json errors each operation answers.
SQLite and PostgreSQL."""

from __future__ import annotations

import json
import secrets
import stat
import time
from pathlib import Path
from typing import Any

import httpx
from pydantic import SecretStr

from api.openapi import OPENAPI_PATH
from api.ratelimit import RateLimitMiddleware
from tests.helpers.api_fixtures import Api, api_settings, running_api


def _client_from(api: Api, address: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=api.app, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url="http://testserver")


def _rate_limiter(api: Api) -> RateLimitMiddleware:
    layer: Any = api.app.middleware_stack
    while not isinstance(layer, RateLimitMiddleware):
        layer = layer.app
    return layer


async def test_700_distinct_bad_tokens_are_not_all_401(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    frozen = time.monotonic()  # no refill while the test runs, however slow the machine
    _rate_limiter(api).failed_auth.clock = lambda: frozen
    attacker = _client_from(api, "203.0.113.7")
    statuses = [
        (
            await attacker.get(
                "/v1/invites", headers={"Authorization": f"Bearer ibk_{n}_{secrets.token_hex(8)}"}
            )
        )
        for n in range(700)
    ]
    codes = [r.status_code for r in statuses]
    limit = api.settings.rate_limit_failed_auth_per_minute
    assert codes[:limit] == [401] * limit
    assert set(codes[limit:]) == {429}, "once the address has failed too often, every attempt is 429"
    last = statuses[-1]
    assert last.headers["content-type"].startswith("application/problem+json")
    assert 1 <= int(last.headers["retry-after"]) <= 60
    # even the right key is refused from that address now (no telling valid from invalid by status)
    assert (await attacker.get("/v1/invites", headers=api.recruiter(key))).status_code == 429
    # another address and the bot's service token are not affected
    assert (
        await _client_from(api, "198.51.100.9").get("/v1/invites", headers=api.recruiter(key))
    ).status_code == 200
    bot = await attacker.get("/v1/candidates/77/sessions", headers=api.candidate(77))
    assert bot.status_code == 200
    await attacker.aclose()


async def test_metrics_token_when_configured(
    tmp_path: Path, database_url: str, real_index: Any, api_catalog: Any
) -> None:
    token = secrets.token_urlsafe(32)
    settings = api_settings(tmp_path, database_url, metrics_token=SecretStr(token))
    async with running_api(settings, real_index, api_catalog) as running:
        assert (await running.client.get("/metrics")).status_code == 401
        wrong = await running.client.get("/metrics", headers={"Authorization": "Bearer " + "x" * 40})
        assert wrong.status_code == 401 and wrong.headers["content-type"] == "application/problem+json"
        right = await running.client.get("/metrics", headers={"Authorization": f"Bearer {token}"})
        assert right.status_code == 200 and right.headers["content-type"].startswith("text/plain")


async def test_metrics_open_without_a_token(api: Api) -> None:
    assert (await api.client.get("/metrics")).status_code == 200


async def test_data_dir_is_private_and_sqlite_files_owner_only(api: Api, database_url: str) -> None:
    key = await api.recruiter_key("Acme")  # something written: the WAL exists
    assert (await api.client.get("/v1/invites", headers=api.recruiter(key))).status_code == 200
    assert stat.S_IMODE(api.settings.data_dir.stat().st_mode) == 0o700
    if database_url.startswith("sqlite"):
        database = Path(database_url.split("///", 1)[1])
        files = [p for p in database.parent.iterdir() if p.name.startswith(database.name)]
        assert database in files and len(files) >= 2, files  # the database and its -wal/-shm
        assert {p.name: oct(stat.S_IMODE(p.stat().st_mode)) for p in files} == {
            p.name: "0o600" for p in files
        }


def test_the_embedded_index_is_owner_only_in_a_data_dir_made_beforehand(tmp_path: Path) -> None:
    """A data dir made beforehand (``mkdir data``, a package's /var/lib/…) is tightened to 0700 by the
    service, not by the command line: ``bank import --org`` there wrote an organisation's questions, keys
    and explanations into Chroma files any local user could read (0755 directories, 0644 files)."""
    from retrieval.store import make_client

    data_dir = tmp_path / "data"
    data_dir.mkdir(mode=0o755)
    data_dir.chmod(0o755)
    make_client(data_dir)
    assert oct(stat.S_IMODE((data_dir / "chroma").stat().st_mode)) == "0o700"
    (data_dir / "chroma").chmod(0o755)  # made by an earlier version: tightened when opened
    make_client(data_dir)
    assert oct(stat.S_IMODE((data_dir / "chroma").stat().st_mode)) == "0o700"


def test_openapi_lists_the_problem_responses_where_they_occur() -> None:
    document = json.loads(OPENAPI_PATH.read_text(encoding="utf-8"))
    problem = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}

    def statuses(path: str, method: str) -> set[str]:
        responses = document["paths"][path][method]["responses"]
        for code, response in responses.items():
            if code.startswith("4"):
                assert response["content"] == problem, (path, method, code)
        return {code for code in responses if code.startswith("4")}

    assert statuses("/v1/invites", "get") == {"401", "422", "429"}
    assert statuses("/v1/invites", "post") == {"401", "413", "422", "429"}
    assert statuses("/v1/invites/{invite_id}", "delete") == {"401", "404", "422", "429"}
    assert {"400", "401", "403", "409", "410", "413", "422", "429"} <= statuses("/v1/sessions", "post")
    assert {"404", "409", "413"} <= statuses("/v1/sessions/{session_id}/answers", "post")
    assert "401" in statuses("/metrics", "get")
    assert "Problem" in document["components"]["schemas"]
    assert "HTTPValidationError" not in document["components"]["schemas"]
