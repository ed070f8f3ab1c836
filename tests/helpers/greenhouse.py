"""Greenhouse's side of its Assessment Partner API, written from its public description
(developers.greenhouse.io/assessment.html), not from this product's code.

:class:`GreenhouseClient` makes the calls Greenhouse makes: the partner hosts ``list_tests`` (GET →
``[{partner_test_id, partner_test_name}]``), ``send_test`` (POST ``{partner_test_id, candidate:
{first_name, last_name, email, …}, url}`` → ``{partner_interview_id}``) and ``test_status`` (GET
``?partner_interview_id=`` → ``{partner_status, partner_profile_url, partner_score, metadata}``); every
call carries HTTP basic auth with the customer's API key as the user name and a blank password.

:func:`greenhouse` is Greenhouse's own server for "PATCH - Mark Test as Completed": the partner sends a
PATCH to the ``url`` given in send_test ("No parameters are necessary with this request"; "The
response will return only the HTTP status code"), with the same basic authentication; Greenhouse then
reads the test's status (``Greenhouse.partner``). It records every request it gets and answers
``status``."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx

from tests.helpers.loopback import QuietHandler, loopback_http

TAKE_HOME_TESTS = "/integrations/testing_partners/take_home_tests"  # the path in Greenhouse's example


class GreenhouseClient:
    def __init__(self, client: httpx.AsyncClient, base: str, api_key: str):
        self.client, self.base = client, base.rstrip("/")
        self.headers = {"Authorization": basic(api_key)}

    async def list_tests(self) -> list[dict[str, Any]]:
        response = await self.client.get(f"{self.base}/list_tests", headers=self.headers)
        assert response.status_code == 200, response.text
        return list(response.json())

    async def send_test(
        self, test_id: str, candidate: dict[str, Any], expect: int = 200, url: str | None = None
    ) -> dict[str, Any]:
        body: dict[str, Any] = {
            "partner_test_id": test_id,
            "candidate": candidate,
            "greenhouse_application_id": 9001,
        }
        if url is not None:
            body["url"] = url
        response = await self.client.post(f"{self.base}/send_test", json=body, headers=self.headers)
        assert response.status_code == expect, response.text
        return dict(response.json())

    async def test_status(self, interview_id: str, expect: int = 200) -> dict[str, Any]:
        params = {"partner_interview_id": interview_id}
        response = await self.client.get(f"{self.base}/test_status", params=params, headers=self.headers)
        assert response.status_code == expect, response.text
        return dict(response.json())


def basic(api_key: str) -> str:
    """Greenhouse's Authorization header: the key, a colon appended, Base64-encoded."""
    return "Basic " + base64.b64encode(f"{api_key}:".encode()).decode()


@dataclass
class Request:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Greenhouse:
    """``partner``: the partner's base URL and the customer's API key; given, a PATCH for a take-home
    test in ``interviews`` (its id → the partner_interview_id) is followed by Greenhouse's read of the
    partner's ``test_status``, kept in ``statuses``."""

    status: int = 200
    requests: list[Request] = field(default_factory=list)
    base: str = ""
    lock: threading.Lock = field(default_factory=threading.Lock)
    partner: tuple[str, str] | None = None
    interviews: dict[str, str] = field(default_factory=dict)
    statuses: list[dict[str, Any]] = field(default_factory=list)

    def url_for(self, take_home_test_id: int) -> str:
        return f"{self.base}{TAKE_HOME_TESTS}/{take_home_test_id}"

    def received(self) -> list[Request]:
        with self.lock:
            return list(self.requests)

    async def arrived(self, count: int, timeout: float = 20.0) -> list[Request]:
        """Wait, without blocking the event loop the app's worker runs in, for ``count`` requests."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.received()) >= count:
                return self.received()
            await asyncio.sleep(0.02)
        raise AssertionError(f"expected {count} requests, got {self.received()}")


@contextlib.contextmanager
def greenhouse(status: int = 200) -> Iterator[Greenhouse]:
    state = Greenhouse(status=status)

    class Handler(QuietHandler):
        def _record(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            with state.lock:
                state.requests.append(Request(self.command, self.path, dict(self.headers.items()), body))
                status = state.status
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()
            take_home_test = self.path.removeprefix(f"{TAKE_HOME_TESTS}/")
            if self.command == "PATCH" and state.partner and take_home_test in state.interviews:
                base, api_key = (
                    state.partner
                )  # "Upon this, Greenhouse will send a request to your Test Status"
                read = httpx.get(
                    f"{base}/test_status",
                    params={"partner_interview_id": state.interviews[take_home_test]},
                    headers={"Authorization": basic(api_key)},
                    timeout=10,
                )
                with state.lock:
                    state.statuses.append({"http": read.status_code, **read.json()})

        do_PATCH = do_POST = do_PUT = do_GET = _record

    with loopback_http(Handler) as state.base:
        yield state
