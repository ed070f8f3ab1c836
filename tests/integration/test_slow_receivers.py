"""A receiver that answers a byte at a time (each read well within the timeout) against the delivery
worker: another organisation's webhook is delivered while it drips, its attempt is cut off at the
delivery timeout and recorded as a timeout, a delivery another worker took once its lease ran out is not
sent a second time, and a mail server that drips its replies is cut off the same way."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from api.services import mail
from api.services.webhooks._delivery import PER_RECEIVER, DeliveryWorker
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import TWO_SHOWN_EACH, make_invite, start
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.polling import polls
from tests.helpers.webhooks import outbox_counts, receiver, record_exhausted, subscribe

__all__ = ["fake_index"]
DRIP_EVERY_S = 0.3  # well within any read timeout: only a deadline on the whole attempt stops it


@dataclass
class Drip:
    url: str = ""
    connections: int = 0
    in_flight: int = 0
    cut: int = 0  # connections the client closed before the answer was whole
    completed: int = 0


@contextlib.asynccontextmanager
async def drip_receiver(body_bytes: int = 400) -> AsyncIterator[Drip]:
    """An HTTP server that answers 200 with ``body_bytes`` of body, one byte every DRIP_EVERY_S."""
    state = Drip()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        state.connections += 1
        state.in_flight += 1
        try:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % body_bytes)
            await writer.drain()
            closed = asyncio.ensure_future(reader.read())  # the request's body, then the client's EOF
            for _ in range(body_bytes):
                await asyncio.sleep(DRIP_EVERY_S)
                if closed.done():
                    state.cut += 1
                    return
                writer.write(b"x")
                await writer.drain()
            state.completed += 1
        except (ConnectionError, asyncio.IncompleteReadError):
            state.cut += 1
        finally:
            state.in_flight -= 1
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    state.url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/hooks"
    try:
        yield state
    finally:
        server.close()


@contextlib.asynccontextmanager
async def hooks_api(
    tmp_path: Path, database_url: str, fake_index: FakeQuestionIndex, catalog: Any, **settings: Any
) -> AsyncIterator[Api]:
    configured = api_settings(
        tmp_path, database_url, outbound_allow_private=True, webhook_poll_s=300, **settings
    )
    async with running_api(configured, fake_index, catalog) as api:
        yield api


async def started(api: Api, org: str, url: str, telegram_id: int) -> str:
    """``org``'s webhook for ``session.started`` at ``url``, and one interview started: its key."""
    key = await api.recruiter_key(org)
    await subscribe(api, key, url, ["session.started"])
    made = await make_invite(api, key, defaults=TWO_SHOWN_EACH, question_count=1, types=["single"])
    await start(api, telegram_id, made["token"])
    return key


async def attempts(api: Api, key: str) -> list[dict[str, Any]]:
    hooks = (await api.client.get("/v1/webhooks", headers=api.recruiter(key))).json()["items"]
    found = await api.client.get(f"/v1/webhooks/{hooks[0]['id']}/deliveries", headers=api.recruiter(key))
    return [attempt for delivery in found.json()["items"] for attempt in delivery["attempts"]]


async def test_a_dripping_receiver_holds_up_no_other_organisation(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    # the longest timeout there is: the other organisation's event must not wait for it
    async with (
        hooks_api(
            tmp_path, migrated_database_url, fake_index, api_catalog, webhook_delivery_timeout_s=30
        ) as api,
        drip_receiver() as drip,
    ):
        with receiver() as fast:
            await started(api, "Acme", drip.url, 501)
            async for _ in polls():  # Acme's one request is being answered, a byte at a time
                if drip.in_flight:
                    break
            assert drip.in_flight == 1
            await started(api, "Beta", fast.url, 502)
            [arrived] = await fast.arrived(1)
            assert arrived.json["type"] == "session.started"
            assert drip.in_flight == 1 and drip.completed == 0  # Acme's still dripping meanwhile


@pytest.mark.both_stores  # store behaviour: the attempt recorded, on SQLite and PostgreSQL
async def test_an_attempt_is_cut_off_at_the_timeout(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    async with (
        hooks_api(
            tmp_path, migrated_database_url, fake_index, api_catalog, webhook_delivery_timeout_s=1
        ) as api,
        drip_receiver() as drip,
    ):
        key = await started(api, "Acme", drip.url, 503)
        for _ in range(150):  # not faster: the API's rate limit
            if tried := await attempts(api, key):
                break
            await asyncio.sleep(0.2)
        [attempt] = tried
        assert attempt["status_code"] is None and attempt["error"].startswith("timeout"), attempt
        assert drip.connections == 1 and drip.completed == 0


@dataclass
class Gate:
    url: str = ""
    held: int = 0  # requests read and waiting for the gate
    arrived: list[str] = field(default_factory=list)  # the event id of each request, as it came
    open: asyncio.Event = field(default_factory=asyncio.Event)


@contextlib.asynccontextmanager
async def gate_receiver() -> AsyncIterator[Gate]:
    """An HTTP server that reads each request whole, then holds it until ``open`` is set: 204."""
    state = Gate()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            length = next(
                int(line.split(b":", 1)[1])
                for line in head.split(b"\r\n")
                if line.lower().startswith(b"content-length:")
            )
            state.arrived.append(json.loads(await reader.readexactly(length))["id"])
            state.held += 1
            await state.open.wait()
            writer.write(b"HTTP/1.1 204 No Content\r\n\r\n")
            await writer.drain()
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    state.url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/hooks"
    try:
        yield state
    finally:
        state.open.set()
        server.close()


@pytest.mark.both_stores  # store behaviour: the lease, on SQLite and PostgreSQL
async def test_a_delivery_whose_lease_ran_out_while_it_waited_for_its_receiver_is_not_sent_again(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    # A worker claims three deliveries to one receiver at once: two are sent and held there, the third
    # waits for their slots (PER_RECEIVER). Its lease runs out meanwhile; another worker takes all three
    # and sends them. When the receiver answers, the first worker does not send the third.
    assert PER_RECEIVER == 2
    async with (
        hooks_api(
            tmp_path, migrated_database_url, fake_index, api_catalog, webhook_delivery_timeout_s=30
        ) as api,
        gate_receiver() as gate,
    ):
        await api.ctx.extras["webhook_worker"].stop()  # the two workers here are the only ones
        key = await api.recruiter_key("Acme")
        await subscribe(api, key, gate.url, ["invite.exhausted"])
        await record_exhausted(api, 3)
        late, other = DeliveryWorker(api.ctx), DeliveryWorker(api.ctx)
        try:
            late_round = asyncio.create_task(late.deliver_due())  # returns once all three are settled
            await held(gate, PER_RECEIVER)
            api.clock.advance(3600)  # past the late worker's lease: the three are free to take
            other_round = asyncio.create_task(other.deliver_due())
            await held(gate, 2 * PER_RECEIVER)  # the other worker's first two, held too
            gate.open.set()
            assert await late_round == 3 and await other_round == 3
        finally:
            await late.stop()
            await other.stop()
        assert await outbox_counts(api, "webhook") == {"delivered": 3}
        # the first two twice (each worker sent them: at-least-once), the third once: by the other worker
        assert sorted(Counter(gate.arrived).values()) == [1, 2, 2], gate.arrived


async def held(gate: Gate, count: int) -> None:
    for _ in range(1000):
        if gate.held >= count:
            break
        await asyncio.sleep(0.02)
    assert gate.held == count


@contextlib.asynccontextmanager
async def drip_mail_server() -> AsyncIterator[tuple[int, Drip]]:
    """An SMTP server whose every reply comes a byte at a time: the whole exchange would succeed."""
    state = Drip()

    async def reply(writer: asyncio.StreamWriter, line: bytes) -> None:
        for byte in line:
            await asyncio.sleep(DRIP_EVERY_S)
            writer.write(bytes([byte]))
            await writer.drain()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        state.connections += 1
        try:
            await reply(writer, b"220 slow\r\n")
            while command := (await reader.readline()).upper():
                if command.startswith(b"DATA"):
                    await reply(writer, b"354 go\r\n")
                    await reader.readuntil(b"\r\n.\r\n")
                    state.completed += 1
                await reply(writer, b"221 bye\r\n" if command.startswith(b"QUIT") else b"250 ok\r\n")
            state.cut += 1
        except (ConnectionError, asyncio.IncompleteReadError):
            state.cut += 1
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1], state
    finally:
        server.close()


async def test_a_mail_server_dripping_its_replies_is_cut_off_at_the_timeout() -> None:
    async with drip_mail_server() as (port, drip):
        server = mail.SmtpServer("127.0.0.1", port, "none", "", "", "Bot <bot@example.com>")
        raw = mail.compose(server, "mei@example.com", "Hello", "A slow server")
        sent = await mail.send(server, raw, 1.0)
        assert sent.code is None and sent.error.startswith("timeout"), sent
        assert drip.completed == 0
