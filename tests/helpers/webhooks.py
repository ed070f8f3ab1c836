"""A real HTTP receiver on loopback for webhook tests, the app that delivers to it (``hooks_api``), and a
finished interview to make events with."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from api.store.models import WebhookDelivery
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import TWO_SHOWN_EACH, answer, make_invite, question_view, start
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.loopback import QuietHandler, loopback_http
from tests.helpers.polling import polls


@dataclass
class Received:
    at: float  # time.monotonic() on arrival
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    """Records every POST; answers ``status`` (changeable while running) after ``delay_s``, with the
    ``headers`` given (a ``Location`` for a redirect). With ``held`` it records a request as soon as its
    body is read and answers only once the event is set: as slow as a test needs, with no fixed delay
    that a loaded machine could outrun."""

    status: int = 200
    delay_s: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)
    received: list[Received] = field(default_factory=list)
    url: str = ""
    lock: threading.Lock = field(default_factory=threading.Lock)
    held: threading.Event | None = None

    def events(self) -> list[Any]:
        with self.lock:
            return [item.json for item in self.received]

    async def arrived(self, count: int, timeout: float = 20.0) -> list[Received]:
        """Wait (without blocking the event loop the app's worker runs in) for ``count`` requests."""
        async for _ in polls(timeout=timeout):
            with self.lock:
                if len(self.received) >= count:
                    return list(self.received)
        raise AssertionError(f"expected {count} requests, got {len(self.received)}: {self.events()}")

    def wait_for(self, count: int, timeout: float = 20.0) -> list[Received]:
        """The same from a test driving another process (blocking is fine there)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                if len(self.received) >= count:
                    return list(self.received)
            time.sleep(0.02)
        raise AssertionError(f"expected {count} requests, got {len(self.received)}: {self.events()}")


@contextlib.contextmanager
def receiver(
    status: int = 200,
    delay_s: float = 0.0,
    headers: dict[str, str] | None = None,
    held: threading.Event | None = None,
) -> Iterator[Receiver]:
    state = Receiver(status=status, delay_s=delay_s, headers=dict(headers or {}), held=held)

    class Handler(QuietHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            arrived = Received(time.monotonic(), dict(self.headers.items()), body)
            if state.held is not None:
                with state.lock:
                    state.received.append(arrived)
                state.held.wait(timeout=60)
            elif state.delay_s:
                time.sleep(state.delay_s)
            with state.lock:
                if state.held is None:
                    state.received.append(arrived)
                status = state.status
            self.send_response(status)
            for name, value in state.headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", "0")
            self.end_headers()

    with loopback_http(Handler) as base:
        state.url = f"{base}/hooks"
        try:
            yield state
        finally:
            if held is not None:
                held.set()  # no handler thread left waiting when the server shuts down


async def subscribe(api: Api, key: str, url: str, events: list[str] | None = None) -> dict[str, Any]:
    events = events or ["session.started", "session.finished", "session.expired", "invite.exhausted"]
    response = await api.client.post(
        "/v1/webhooks", json={"url": url, "events": events}, headers=api.recruiter(key)
    )
    assert response.status_code == 201, response.text
    return dict(response.json())


async def record_exhausted(api: Api, count: int) -> None:
    """``count`` invite.exhausted events of Acme (``{"n": 0}``, …) through the real outbox writer, in
    one transaction: many deliveries due at once, made without running an interview each."""
    from api.services import outbox
    from api.store.orgs import get_org_by_name

    async with api.ctx.sessions.begin() as db:
        org = await get_org_by_name(db, "Acme")
        assert org is not None
        for number in range(count):
            await outbox.record(api.ctx, db, org.id, "invite.exhausted", {"n": number})


async def finished_interview(api: Api, key: str, telegram_id: int, **invite: Any) -> str:
    """An interview of one question, started and answered: the session id."""
    made = await make_invite(
        api, key, defaults=TWO_SHOWN_EACH, **{"question_count": 1, "types": ["single"], **invite}
    )
    session = await start(api, telegram_id, made["token"])
    question = await question_view(api, telegram_id, session["id"])
    done = await answer(api, telegram_id, session["id"], question["id"], "A", f"k-{telegram_id}")
    assert done.status_code == 200, done.text
    summary = await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))
    assert summary.json()["status"] == "finished", summary.text
    return str(session["id"])


async def outbox_counts(api: Api, target: str) -> dict[str, int]:
    """The outbox's deliveries to ``target`` (``webhook``, ``ats``, ``email``, ``xapi``) by status."""
    async with api.ctx.sessions() as db:
        rows = await db.execute(
            select(WebhookDelivery.status, func.count())
            .where(WebhookDelivery.target == target)
            .group_by(WebhookDelivery.status)
        )
        return {status: count for status, count in rows.all()}


async def outbox_settled(api: Api, target: str, *, past_backoff: bool = False) -> dict[str, int]:
    """The deliveries to ``target`` once none is pending (the worker a commit woke may be sending one
    right now). ``past_backoff``: between tries the clock moves on past any backoff, so an attempt that
    failed while the receiver was still slow to answer (a loaded machine) is due again, as it would be."""
    async for _ in polls(0.05):
        await api.ctx.extras["webhook_worker"].deliver_due()
        counts = await outbox_counts(api, target)
        if "pending" not in counts:
            return counts
        if past_backoff:
            api.clock.advance(3600)
    raise AssertionError(f"still pending: {counts}")


@pytest.fixture
async def hooks_api(
    sqlite_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[Api]:
    """The app on SQLite with private receivers allowed (the receiver is on loopback) and a backoff base
    long enough that only moving the clock makes a retry due (a fixture: a test module imports it, with
    ``sqlite_url``, ``fake_index`` and ``api_catalog`` from ``tests/helpers/fake_api.py``)."""
    settings = api_settings(
        tmp_path, sqlite_url, outbound_allow_private=True, webhook_backoff_base_s=60, webhook_poll_s=300
    )
    async with running_api(settings, fake_index, api_catalog) as running:
        yield running
