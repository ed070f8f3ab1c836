"""Signed webhooks against a real HTTP receiver on loopback: the signature verifies (as docs/webhooks.md
prints the check), failures are retried with growing delays (the clock moved, not slept) until the window
ends, a manual retry sends again, and the deliveries API shows every attempt. Which destinations are
refused and slow receivers: ``test_webhook_destinations.py``; when events are written:
``test_webhook_events.py``."""

from __future__ import annotations

import hashlib
import hmac
import itertools
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from api.services.webhooks._signing import SIGNATURE_HEADER, verify
from tests.helpers.api_fixtures import Api
from tests.helpers.fake_api import fake_index, sqlite_url
from tests.helpers.polling import polls
from tests.helpers.webhooks import finished_interview, hooks_api, outbox_settled, receiver, subscribe

__all__ = ["fake_index", "hooks_api", "sqlite_url"]


WEBHOOK_DOC = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"


def documented_verify() -> Any:
    """The ``verify`` function of the Python block in docs/webhooks.md, run as a receiver would."""
    text = WEBHOOK_DOC.read_text(encoding="utf-8")
    block = text.split("```python\n", 1)[1].split("```", 1)[0]
    namespace: dict[str, Any] = {}
    exec(compile(block, str(WEBHOOK_DOC), "exec"), namespace)
    return namespace["verify"]


async def test_events_arrive_signed_with_the_session_summary_and_links(hooks_api: Api) -> None:
    api = hooks_api
    key = await api.recruiter_key("Acme")
    with receiver() as sink:
        hook = await subscribe(api, key, sink.url)
        assert hook["secret"].startswith("whsec_") and len(hook["secret"]) > 40
        session_id = await finished_interview(api, key, 700001)
        got = await sink.arrived(3)
    types = [item.json["type"] for item in got]
    assert sorted(types) == ["invite.exhausted", "session.finished", "session.started"]
    for item in got:
        header = item.headers[SIGNATURE_HEADER]
        assert verify(hook["secret"], header, item.body, now=int(time.time()))
        # the same check written out, as docs/webhooks.md shows a receiver doing it
        parts = dict(part.split("=", 1) for part in header.split(","))
        expected = hmac.new(
            hook["secret"].encode(), parts["t"].encode() + b"." + item.body, hashlib.sha256
        ).hexdigest()
        assert hmac.compare_digest(expected, parts["v1"])
        assert not verify("whsec_another", header, item.body, now=int(time.time()))
        assert not verify(hook["secret"], header, item.body + b" ", now=int(time.time()))
        assert not verify(hook["secret"], header, item.body, now=int(time.time()) + 3600)  # too old
        documented = documented_verify()  # the receiver's check as docs/webhooks.md prints it
        assert documented(hook["secret"], header, item.body)
        assert not documented(hook["secret"], header, item.body + b" ")
        assert not documented(hook["secret"], header, item.body, now=time.time() + 301)  # replayed late
        assert set(item.json) == {"id", "type", "created_at", "data"}
        assert item.json["id"].startswith("evt_")
    finished = next(item.json for item in got if item.json["type"] == "session.finished")
    data = finished["data"]
    assert data["session"]["id"] == session_id and data["session"]["status"] == "finished"
    assert data["session"]["answered"] == 1 and data["session"]["score"] is not None
    assert data["candidate"]["telegram_id"] == 700001 and data["candidate"]["name"] == "Li"
    assert data["links"]["transcript"].endswith(f"/v1/sessions/{session_id}/transcript")
    # the receiver has the last request before the worker marks it delivered: wait for the marks
    assert await outbox_settled(api, "webhook") == {"delivered": 3}
    listed = await api.client.get(f"/v1/webhooks/{hook['id']}/deliveries", headers=api.recruiter(key))
    assert listed.status_code == 200
    items = listed.json()["items"]
    assert len(items) == 3 and all(item["status"] == "delivered" for item in items)
    attempt = items[0]["attempts"][0]
    assert attempt["status_code"] == 200 and attempt["latency_ms"] > 0 and attempt["error"] == ""
    assert {item["event_id"] for item in items} == {item.json["id"] for item in got}
    hooks = await api.client.get("/v1/webhooks", headers=api.recruiter(key))
    assert [h["id"] for h in hooks.json()["items"]] == [hook["id"]] and "secret" not in hooks.text


async def first_attempt_recorded(api: Api, key: str, path: str) -> None:
    """The receiver has the first attempt; the worker records it once the receiver's answer is in."""
    async for _ in polls():
        if (await api.client.get(path, headers=api.recruiter(key))).json()["items"][0]["attempts"]:
            return
    raise AssertionError("the first attempt was never recorded")


async def test_a_failing_receiver_is_retried_with_growing_delays_until_it_answers(hooks_api: Api) -> None:
    api = hooks_api
    worker = api.ctx.extras["webhook_worker"]
    key = await api.recruiter_key("Acme")
    with receiver(status=500) as sink:
        hook = await subscribe(api, key, sink.url, ["session.finished"])
        await finished_interview(api, key, 700002)
        await sink.arrived(1)
        await first_attempt_recorded(api, key, f"/v1/webhooks/{hook['id']}/deliveries")
        waits = []
        for attempt in range(1, 4):
            listed = await api.client.get(f"/v1/webhooks/{hook['id']}/deliveries", headers=api.recruiter(key))
            delivery = listed.json()["items"][0]
            assert delivery["status"] == "pending" and len(delivery["attempts"]) == attempt
            assert delivery["attempts"][-1]["status_code"] == 500
            last = delivery["attempts"][-1]["at"]
            wait = datetime.fromisoformat(delivery["next_attempt_at"]) - datetime.fromisoformat(last)
            waits.append(wait.total_seconds())
            assert await worker.deliver_due() == 0  # not due yet: nothing sent early
            api.clock.advance(wait.total_seconds() + 1)
            assert await worker.deliver_due() == 1
            await sink.arrived(attempt + 1)
        assert waits[0] == pytest.approx(60, abs=2) and waits[1] == pytest.approx(120, abs=2)
        assert waits[2] == pytest.approx(240, abs=2)
        sink.status = 200
        api.clock.advance(481)
        assert await worker.deliver_due() == 1
        got = await sink.arrived(5)
    assert len({item.json["id"] for item in got}) == 1  # one event, the same id on every attempt
    listed = await api.client.get(f"/v1/webhooks/{hook['id']}/deliveries", headers=api.recruiter(key))
    delivery = listed.json()["items"][0]
    assert delivery["status"] == "delivered" and [a["status_code"] for a in delivery["attempts"]] == [
        500,
        500,
        500,
        500,
        200,
    ]


async def test_retries_stop_after_the_window_and_a_manual_retry_sends_again(hooks_api: Api) -> None:
    api = hooks_api
    worker = api.ctx.extras["webhook_worker"]
    key = await api.recruiter_key("Acme")
    with receiver(status=503) as sink:
        hook = await subscribe(api, key, sink.url, ["session.finished"])
        await finished_interview(api, key, 700003)
        await sink.arrived(1)
        path = f"/v1/webhooks/{hook['id']}/deliveries"
        await first_attempt_recorded(api, key, path)
        for _ in range(30):
            delivery = (await api.client.get(path, headers=api.recruiter(key))).json()["items"][0]
            if delivery["status"] != "pending":
                break
            due = datetime.fromisoformat(delivery["next_attempt_at"])
            api.clock.advance((due - api.ctx.now()).total_seconds() + 1)
            assert await worker.deliver_due() == 1
        assert delivery["status"] == "failed" and delivery["next_attempt_at"] is None
        times = [datetime.fromisoformat(a["at"]) for a in delivery["attempts"]]
        assert times[-1] - times[0] <= timedelta(hours=24)
        gaps = [(later - earlier).total_seconds() for earlier, later in itertools.pairwise(times)]
        assert all(b > 1.9 * a for a, b in itertools.pairwise(gaps)), gaps  # doubling
        assert gaps[-1] > 6 * 3600  # it kept trying for most of the day
        tries = len(delivery["attempts"])
        sink.status = 200
        retried = await api.client.post(f"{path}/{delivery['id']}/retry", headers=api.recruiter(key))
        assert retried.status_code == 202 and retried.json()["status"] == "pending"
        await sink.arrived(tries + 1)
    # the worker woke on the commit; wait for it to settle the delivery
    async for _ in polls():
        delivery = (await api.client.get(path, headers=api.recruiter(key))).json()["items"][0]
        if delivery["status"] == "delivered":
            break
    assert delivery["status"] == "delivered" and delivery["attempts"][-1]["status_code"] == 200
    missing = await api.client.post(f"{path}/nope/retry", headers=api.recruiter(key))
    assert missing.status_code == 404
