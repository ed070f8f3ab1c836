"""Webhook delivery connects to the address its check approved: the receiver's name is resolved once per
attempt, and the request goes to that address with the original ``Host``. A name that answers a public
address to the check and loopback the next time (DNS rebinding) never reaches the loopback receiver; a
name the check approved is reached at the address it approved, whatever it answers afterwards."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.fake_api import fake_index, sqlite_url
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.polling import polls
from tests.helpers.webhooks import finished_interview, receiver, subscribe

__all__ = ["fake_index", "sqlite_url"]
REAL_GETADDRINFO = socket.getaddrinfo


class ChangingResolver:
    """``socket.getaddrinfo`` for one made-up name: ``answers`` in turn (the last one from then on)."""

    def __init__(self, name: str, answers: list[str]) -> None:
        self.name, self.answers, self.calls = name, answers, 0

    def __call__(self, host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else host  # anyio asks with the IDNA bytes
        if name != self.name:
            return REAL_GETADDRINFO(host, port, *args, **kwargs)
        address = self.answers[min(self.calls, len(self.answers) - 1)]
        self.calls += 1
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, int(port)))]


@pytest.fixture
def make_api(
    sqlite_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> Callable[..., Any]:
    def running(**settings: Any) -> Any:
        values = api_settings(
            tmp_path, sqlite_url, webhook_poll_s=300, webhook_delivery_timeout_s=1, **settings
        )
        return running_api(values, fake_index, api_catalog)

    return running


async def deliveries(api: Api, key: str, hook_id: str) -> list[dict[str, Any]]:
    listed = await api.client.get(f"/v1/webhooks/{hook_id}/deliveries", headers=api.recruiter(key))
    return list(listed.json()["items"])


async def first_attempt(api: Api, key: str, hook_id: str) -> dict[str, Any]:
    async for _ in polls():
        items = await deliveries(api, key, hook_id)
        if items and items[0]["attempts"]:
            return dict(items[0]["attempts"][0])
    raise AssertionError("no attempt recorded")


async def test_a_name_that_rebinds_to_loopback_never_reaches_it(
    make_api: Callable[..., Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # public (the deprecated 6to4 relay: nothing answers) to the check when the webhook is made and at
    # the attempt, loopback from then on
    resolver = ChangingResolver("hooks.rebind.test", ["192.88.99.1", "192.88.99.1", "127.0.0.1"])
    monkeypatch.setattr(socket, "getaddrinfo", resolver)
    with receiver() as sink:
        port = urlsplit(sink.url).port
        api: Api
        async with make_api(outbound_allow_private=False) as api:
            key = await api.recruiter_key("Acme")
            hook = await subscribe(api, key, f"http://hooks.rebind.test:{port}/hooks", ["session.finished"])
            assert resolver.calls == 1  # the check when the webhook was made
            await finished_interview(api, key, 730001)
            attempt = await first_attempt(api, key, hook["id"])
            assert resolver.calls == 2  # once more for the attempt, and never by the HTTP client
            assert attempt["status_code"] is None and attempt["error"]  # nothing answers at 192.88.99.1
            await asyncio.sleep(0.3)
        assert sink.received == []  # the loopback receiver the name rebound to was never reached


async def test_the_approved_address_is_reached_with_the_original_host(
    make_api: Callable[..., Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # loopback (allowed here) for the attempt's resolution, an unreachable address from then on
    resolver = ChangingResolver("hooks.pinned.test", ["127.0.0.1", "198.51.100.1"])
    monkeypatch.setattr(socket, "getaddrinfo", resolver)
    with receiver() as sink:
        port = urlsplit(sink.url).port
        api: Api
        async with make_api(outbound_allow_private=True) as api:
            key = await api.recruiter_key("Acme")
            hook = await subscribe(api, key, f"http://hooks.pinned.test:{port}/hooks", ["session.finished"])
            await finished_interview(api, key, 730002)
            [got] = await sink.arrived(1)
            assert got.headers["Host"] == f"hooks.pinned.test:{port}"
            attempt = await first_attempt(api, key, hook["id"])
            assert attempt["status_code"] == 200 and resolver.calls == 1
