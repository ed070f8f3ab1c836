"""The console's sign-in limit and the client address, on SQLite and PostgreSQL.

Wrong sign-ins are limited per client address and per key prefix, with a 429 page saying when to try
again (Chinese by default, English on request), and they never make valid API keys from the same
address answer 429. ``X-Forwarded-For`` is believed from the proxies named in ``IBOT_TRUSTED_PROXIES``
alone: from any other sender rotating values change nothing, the sender itself is counted."""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.console.sign_in_limit import sign_in_limit
from api.security import new_api_key
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.console import csrf_of
from tests.helpers.fake_index import FakeQuestionIndex

LIMIT = 10  # IBOT_CONSOLE_SIGN_IN_PER_MINUTE's default


@contextlib.asynccontextmanager
async def app_with(
    tmp_path: Path, database_url: str, api_catalog: Any, **settings: Any
) -> AsyncIterator[Api]:
    values = api_settings(tmp_path, database_url, **settings)
    async with running_api(values, FakeQuestionIndex(api_catalog), api_catalog) as running:
        # the sign-in buckets refill a token every 6 s (10 a minute): their clock stopped, so the tries
        # below find them as the tries alone left them, however slowly a loaded machine makes them
        limit = sign_in_limit(running.ctx)
        stopped = time.monotonic()
        limit.addresses.clock = limit.prefixes.clock = lambda: stopped
        yield running


@contextlib.asynccontextmanager
async def client_from(api: Api, address: str, **headers: str) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=api.app, client=(address, 40000))
    async with httpx.AsyncClient(
        transport=transport, base_url="http://testserver", headers=headers
    ) as client:
        yield client


async def try_key(client: httpx.AsyncClient, key: str) -> httpx.Response:
    form = await client.get("/console/login")
    return await client.post("/console/login", data={"key": key, "csrf": csrf_of(form.text)})


def wrong_key() -> str:
    return new_api_key()[0]  # well formed, never issued


async def test_wrong_sign_ins_are_limited_per_address_apart_from_the_api(
    tmp_path: Path, database_url: str, api_catalog: Any
) -> None:
    async with app_with(tmp_path, database_url, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        async with client_from(api, "198.51.100.7") as browser:
            for _ in range(LIMIT):
                assert (await try_key(browser, wrong_key())).status_code == 401
            refused = await try_key(browser, key)  # the right key too: guessing may not go on
            assert refused.status_code == 429
            seconds = int(refused.headers["Retry-After"])
            assert 1 <= seconds <= 60
            assert f"请在 {seconds} 秒后" in refused.text and "登录尝试次数过多" in refused.text
            english = await browser.post(
                "/console/login",
                data={"key": key, "csrf": csrf_of(refused.text)},
                headers={"Accept-Language": "en"},
            )
            assert english.status_code == 429
            assert re.search(r"Try again in \d+ s \(at about \d\d:\d\d:\d\d UTC\)", english.text)
        async with client_from(api, "198.51.100.7") as script:  # the same address, the API
            for _ in range(3):
                listed = await script.get("/v1/banks", headers=api.recruiter(key))
                assert listed.status_code == 200, listed.text
        async with client_from(api, "198.51.100.8") as elsewhere:  # another address signs in
            signed = await try_key(elsewhere, key)
            assert signed.status_code == 303, signed.text


async def test_wrong_sign_ins_for_one_key_prefix_are_limited_from_any_address(
    tmp_path: Path, database_url: str, api_catalog: Any
) -> None:
    async with app_with(tmp_path, database_url, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        prefix, secret = key.split("_", 2)[1], "x" * 43
        for number in range(LIMIT):
            async with client_from(api, f"203.0.113.{number + 1}") as browser:
                assert (await try_key(browser, f"ibk_{prefix}_{secret}")).status_code == 401
        async with client_from(api, "203.0.113.200") as browser:
            assert (await try_key(browser, key)).status_code == 429  # this key's prefix is resting
            other = await api.recruiter_key("Beta")
            assert (await try_key(browser, other)).status_code == 303  # another key is not


@pytest.mark.parametrize("trusted", ["", "10.9.0.0/16"])
async def test_forwarded_for_is_believed_from_trusted_proxies_alone(
    tmp_path: Path, database_url: str, api_catalog: Any, trusted: str
) -> None:
    limit = 5
    async with app_with(
        tmp_path, database_url, api_catalog, trusted_proxies=trusted, rate_limit_failed_auth_per_minute=limit
    ) as api:
        statuses = []
        async with client_from(api, "10.9.0.4") as proxy:  # a proxy when trusted, else any sender
            for number in range(limit + 3):
                headers = {"Authorization": "Bearer ibk_wrong", "X-Forwarded-For": f"192.0.2.{number + 1}"}
                statuses.append((await proxy.get("/v1/banks", headers=headers)).status_code)
        if trusted:  # each client reported by the trusted proxy has a bucket of its own
            assert statuses == [401] * (limit + 3)
        else:  # the header is ignored: the sender is counted, whatever it claims
            assert statuses == [401] * limit + [429] * 3
        async with client_from(api, "10.8.0.1") as outsider:  # never trusted: its claims change nothing
            claimed = []
            for number in range(limit + 1):
                headers = {"Authorization": "Bearer ibk_wrong", "X-Forwarded-For": f"198.18.0.{number + 1}"}
                claimed.append((await outsider.get("/v1/banks", headers=headers)).status_code)
            assert claimed == [401] * limit + [429]
