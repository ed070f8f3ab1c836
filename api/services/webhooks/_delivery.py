"""The delivery worker: started in the app's lifespan, it sends due deliveries, signed, with exponential
backoff (``IBOT_WEBHOOK_BACKOFF_BASE_S`` doubling) for up to ``IBOT_WEBHOOK_RETRY_WINDOW_S`` after the event.

At-least-once: a delivery is leased before it is sent and settled after, so a process killed in between
leaves it to be sent again when the lease runs out (receivers drop duplicates by event id). Leases are
taken in the database (api/store/webhooks.py), so replicas never send one delivery at the same time.
Outbound requests: each attempt as a whole within ``IBOT_WEBHOOK_DELIVERY_TIMEOUT_S`` (a receiver that
answers a byte at a time is cut off there), redirects never followed, destinations checked and connected to at
the address the check approved (api/services/webhooks/_outbound.py).
The same worker sends the outbox's other deliveries (api/services/webhooks/_outgoing.py): xAPI
statements to the LRS of the settings, e-mails to the mail server of the settings.
The worker's loop does not wait on what it claimed: each delivery is settled in a task of its own (at
most ``HELD`` per process), so a slow receiver holds its own slots, not the other receivers', the
expiry of sessions or the next claim.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import secrets
import socket
import ssl
import time
from dataclasses import dataclass
from datetime import datetime, timedelta

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services import mail
from api.services.sessions import GRACE, announce_expiring, refresh_status, session_deadline
from api.services.webhooks._outbound import OutboundRefused, approved_addresses, pinned_request
from api.services.webhooks._outgoing import outgoing
from api.store import sessions as session_store
from api.store import webhooks as store
from api.store.models import InterviewSession, WebhookAttempt

log = logging.getLogger("api.webhooks")
BATCH = 20
# Requests in flight at once, per process: a claimed batch (or several, from concurrent calls) must not
# open dozens of connections to one receiver at the same instant. The database pool used to bound this
# by accident; with a larger pool a receiver's small listen backlog refused some (caught by
# tests/integration/test_webhooks_replicas.py).
SENDS_AT_ONCE = 8
# Requests in flight at once to one receiver. A request's settling is inside its slot, so what a
# receiver has got that the store does not know of yet — sent to it again after a crash — is never more
# than this per receiver (duplicates after kill -9: bench/bench_webhooks.py --crash).
PER_RECEIVER = 2
# Deliveries a process holds at once (sending, or waiting for their receiver's slots): what the loop
# claims while earlier ones are still being settled, bounded.
HELD = 4 * BATCH
ERROR_CHARS = 300


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """The CA bundle httpx verifies receivers with, loaded once per process: loading it took longer than
    the rest of the app's start-up, and every app (and every test's) made its own worker's client."""
    return httpx.create_ssl_context(trust_env=False)


def is_overdue(session: InterviewSession, now: datetime) -> bool:
    deadline = session_deadline(session)
    return deadline is not None and now >= deadline + GRACE


def backoff(ctx: ServiceContext, attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failure: base, 2×base, 4×base, … (capped at a day)."""
    seconds = ctx.settings.webhook_backoff_base_s * 2 ** min(attempts - 1, 30)
    return timedelta(seconds=min(seconds, 24 * 3600))


@dataclass(frozen=True)
class Attempt:
    """One try at sending a delivery: the receiver's status — HTTP's, or the mail server's reply code —
    (2xx: delivered), or none and why."""

    at: datetime
    status_code: int | None
    error: str
    latency_ms: float
    worker: str
    gone: bool = False  # its receiver is no more (or refused it for good): no retry


async def settle(ctx: ServiceContext, db: AsyncSession, delivery_id: str, attempt: Attempt) -> None:
    """Record an attempt and settle the delivery: delivered, retried later with backoff, or failed once
    the retry window is over — the one rule for a webhook's POST and for the bot's Telegram message."""
    if attempt.status_code is not None and 200 <= attempt.status_code < 300:  # at once, by one UPDATE
        await store.mark_delivered(db, delivery_id, _attempt_row(attempt))
        return
    parts = await store.delivery_parts(db, delivery_id)
    if parts is None:
        return
    delivery, _, event = parts
    row = _attempt_row(attempt)
    row.delivery_id = delivery.id
    db.add(row)
    delivery.attempts += 1
    delivery.lease_until = None
    retry_at = ctx.now() + backoff(ctx, delivery.attempts)
    window_end = event.created_at + timedelta(seconds=ctx.settings.webhook_retry_window_s)
    if attempt.gone or retry_at > window_end:
        delivery.status = "failed"
    else:
        delivery.next_attempt_at = retry_at


def _attempt_row(attempt: Attempt) -> WebhookAttempt:
    return WebhookAttempt(
        at=attempt.at,
        status_code=attempt.status_code,
        latency_ms=attempt.latency_ms,
        error=attempt.error[:ERROR_CHARS],
        worker=attempt.worker,
    )


class DeliveryWorker:
    def __init__(self, ctx: ServiceContext, transport: httpx.AsyncBaseTransport | None = None) -> None:
        self.ctx = ctx
        self.name = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._sending = asyncio.Semaphore(SENDS_AT_ONCE)
        # per webhook (or the LRS); kept: one small object per receiver this process has sent to
        self._receivers: dict[str, asyncio.Semaphore] = {}
        self._held: set[asyncio.Task[None]] = set()
        # the last claim had no room, or left out busy receivers: a settled delivery wakes the loop to
        # claim again (what was left out is due, and nothing else may wake it before the next poll)
        self._left_out = False
        settings = ctx.settings
        self._client = httpx.AsyncClient(
            transport=transport,
            verify=_tls_context(),
            follow_redirects=False,
            timeout=httpx.Timeout(settings.webhook_delivery_timeout_s),
            trust_env=False,  # no proxy from the environment between us and the checked destination
            # a connection per attempt: one kept open for a host would carry another host's request to
            # an address that host's check never approved (connections are pooled by address)
            limits=httpx.Limits(max_keepalive_connections=0),
        )

    def wake(self) -> None:
        self._wake.set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="webhook-delivery")

    async def stop(self) -> None:
        # the flag too: Python 3.11's wait_for can swallow a cancellation that arrives as the event it
        # waits for is set (a commit's wake at shutdown), and the loop would then wait a whole poll
        self._stopping = True
        self._wake.set()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        held = list(self._held)
        for task in held:  # a delivery cut short keeps its lease until it runs out: sent again then
            task.cancel()
        await asyncio.gather(*held, return_exceptions=True)
        await self._client.aclose()

    async def _run(self) -> None:
        while not self._stopping:
            try:
                await self.expire_overdue()
                async with self.ctx.sessions.begin() as db:
                    await announce_expiring(self.ctx, db)
                while await self.deliver_due(settled=False) == BATCH:
                    pass
            except Exception:  # a database hiccup must not end the worker; the next round retries
                log.exception("webhook delivery round failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.ctx.settings.webhook_poll_s)
            self._wake.clear()

    async def expire_overdue(self) -> int:
        """Interviews past their total time are marked expired here too, so ``session.expired`` is sent
        even when the candidate never comes back (rows another replica is changing are skipped)."""
        now = self.ctx.now()
        async with self.ctx.sessions.begin() as db:
            overdue = [s for s in await session_store.timed_open_interviews(db) if is_overdue(s, now)]
            for session in overdue:
                refresh_status(session, now)
        return len(overdue)

    def _lease(self, now: datetime) -> datetime:
        # long enough for the check, the request and settling it; a killed process's lease runs out
        settings = self.ctx.settings
        held = 2 * settings.webhook_delivery_timeout_s + settings.webhook_lease_margin_s
        return now + timedelta(seconds=held)

    async def deliver_due(self, *, settled: bool = True) -> int:
        """Claim the deliveries due now and start sending each; how many were claimed. ``settled``:
        return once each is settled (the worker's own loop goes on at once)."""
        claimed, lease = await self._claim()
        started = self._start(claimed, lease)
        if settled:
            await asyncio.gather(*started)
        return len(claimed)

    async def _claim(self) -> tuple[list[str], datetime]:
        """Lease what is due, as much as there is room for, leaving out the receivers whose slots are
        all taken (their deliveries would only wait here, and keep other receivers' from being claimed)."""
        now = self.ctx.now()
        lease = self._lease(now)
        room = min(BATCH, HELD - len(self._held))
        busy = [receiver for receiver, slots in self._receivers.items() if slots.locked()]
        self._left_out = room <= 0 or bool(busy)
        if room <= 0:
            return [], lease
        async with self.ctx.sessions.begin() as db:
            claimed = await store.claim_due(db, now, lease, room, skip_receivers=busy)
        return claimed, lease

    def _start(self, claimed: list[str], lease: datetime) -> list[asyncio.Task[None]]:
        tasks = [asyncio.create_task(self._deliver(delivery_id, lease)) for delivery_id in claimed]
        for task in tasks:
            self._held.add(task)
            task.add_done_callback(self._settled)
        return tasks

    def _settled(self, task: asyncio.Task[None]) -> None:
        self._held.discard(task)
        if not task.cancelled() and (failure := task.exception()) is not None:
            log.error("delivery failed", exc_info=failure)  # its lease runs out: tried again then
        if self._left_out:
            self._wake.set()

    async def _keep_lease(self, delivery_id: str, lease: datetime) -> bool:
        """Whether this worker may send the delivery now: it has waited for its receiver's slots, and
        if the rest of its lease is shorter than an attempt and its settling, the lease is extended —
        unless it ran out and another worker has taken the delivery (which sends it: not twice at once)."""
        now = self.ctx.now()
        settings = self.ctx.settings
        needed = timedelta(seconds=settings.webhook_delivery_timeout_s + settings.webhook_lease_margin_s)
        if now + needed <= lease:
            return True
        async with self.ctx.sessions.begin() as db:
            return await store.renew_lease(db, delivery_id, lease, self._lease(now))

    async def _deliver(self, delivery_id: str, lease: datetime) -> None:
        async with self.ctx.sessions() as db:
            parts = await store.delivery_parts(db, delivery_id)
            out = await outgoing(self.ctx, db, *parts) if parts is not None else None
        if out is None:
            return
        started = self.ctx.now()
        if out.gone:
            async with self.ctx.sessions.begin() as db:
                attempt = Attempt(started, None, out.gone, 0.0, self.name, True)
                await settle(self.ctx, db, delivery_id, attempt)
            return
        # Settled inside the request's slots: the next request to this receiver waits until this one is
        # marked, so what a receiver has got but the store does not know of (sent again after a crash)
        # is never more than the requests in flight to it (PER_RECEIVER).
        async with self._receivers.setdefault(out.receiver, asyncio.Semaphore(PER_RECEIVER)), self._sending:
            if not await self._keep_lease(delivery_id, lease):
                return
            if out.smtp is not None:
                timeout = self.ctx.settings.webhook_delivery_timeout_s
                sent = await mail.send(out.smtp, out.body.decode(), timeout)
                attempt = Attempt(started, sent.code, sent.error, sent.latency_ms, self.name, sent.final)
            else:
                status_code, error, latency_ms = await self._send(
                    out.url, out.body, out.headers, checked=out.checked, method=out.method
                )
                attempt = Attempt(started, status_code, error, latency_ms, self.name)
            async with self.ctx.sessions.begin() as db:
                await settle(self.ctx, db, delivery_id, attempt)

    async def _request_one_of(
        self, method: str, url: str, addresses: list[str], body: bytes, headers: dict[str, str]
    ) -> httpx.Response:
        """Send to the first of the approved ``addresses`` that takes the connection (as a client
        trying a name's addresses in turn would), never to an address resolved anew."""
        for number, address in enumerate(addresses, start=1):
            target, host, extensions = pinned_request(url, address)
            try:
                return await self._client.request(
                    method, target, content=body, headers={**headers, **host}, extensions=extensions
                )
            except httpx.ConnectError:
                if number == len(addresses):
                    raise
        raise AssertionError("approved_addresses returns at least one address")

    def backoff(self, attempts: int) -> timedelta:
        return backoff(self.ctx, attempts)

    async def _send(
        self, url: str, body: bytes, headers: dict[str, str], *, checked: bool = True, method: str = "POST"
    ) -> tuple[int | None, str, float]:
        """Send ``body``; ``checked``: the destination is a recruiter's, checked against SSRF first. The
        whole attempt — resolving, connecting, sending, reading the whole answer — has the timeout:
        httpx's bounds each read, so a receiver sending a byte at a time would never trip it."""
        started = time.perf_counter()
        timeout = self.ctx.settings.webhook_delivery_timeout_s
        try:
            async with asyncio.timeout(timeout):
                if checked:
                    allow_private = self.ctx.settings.outbound_allow_private
                    addresses = await approved_addresses(url, allow_private=allow_private)
                    response = await self._request_one_of(method, url, addresses, body, headers)
                else:  # the operator's own LRS (IBOT_XAPI_*): no recruiter chose it
                    response = await self._client.request(method, url, content=body, headers=headers)
        except TimeoutError:
            elapsed = (time.perf_counter() - started) * 1000
            return None, f"timeout: no whole answer within {timeout:g} s", elapsed
        except OutboundRefused as refused:
            return None, f"refused: {refused}", 0.0
        except httpx.HTTPError as failure:
            elapsed = (time.perf_counter() - started) * 1000
            return None, f"{type(failure).__name__}: {failure}", elapsed
        elapsed = (time.perf_counter() - started) * 1000
        error = "" if response.is_success else f"HTTP {response.status_code}"
        if response.is_redirect:
            error = f"HTTP {response.status_code}: redirects are not followed"
        return response.status_code, error, elapsed
