"""Signed webhooks against a real HTTP receiver on loopback: the signature verifies, failures are retried
with growing delays (the clock moved, not slept), private destinations are refused by default, and the
deliveries API shows every attempt."""

from __future__ import annotations

import hashlib
import hmac
import itertools
import threading
import time
from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.services.webhooks._signing import SIGNATURE_HEADER, verify
from api.store.models import Answer, InterviewSession, WebhookEvent
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import TWO_SHOWN_EACH, make_invite, question_view, start
from tests.helpers.fake_api import api_catalog, fake_index, sqlite_url
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.polling import polls
from tests.helpers.webhooks import finished_interview, outbox_settled, receiver, subscribe

__all__ = ["api_catalog", "fake_index", "sqlite_url"]


@pytest.fixture
async def hooks_api(
    sqlite_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[Api]:
    """The app on SQLite with private receivers allowed (the receiver is on loopback) and a backoff base
    long enough that only moving the clock makes a retry due."""
    settings = api_settings(
        tmp_path, sqlite_url, outbound_allow_private=True, webhook_backoff_base_s=60, webhook_poll_s=300
    )
    async with running_api(settings, fake_index, api_catalog) as running:
        yield running


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


async def test_private_and_loopback_destinations_are_refused_by_default(
    sqlite_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    async with running_api(api_settings(tmp_path, sqlite_url), fake_index, api_catalog) as api:
        key = api.recruiter(await api.recruiter_key("Acme"))
        for url in (
            "http://127.0.0.1:9/hooks",
            "http://localhost:8080/hooks",
            "http://10.1.2.3/hooks",
            "http://192.168.0.10/hooks",
            "http://169.254.169.254/latest/meta-data",
            "http://[::1]/hooks",
            "http://[::ffff:127.0.0.1]/hooks",
            "http://0.0.0.0/hooks",
            "ftp://example.com/hooks",
            "http://user:pw@example.com/hooks",
        ):
            response = await api.client.post(
                "/v1/webhooks", json={"url": url, "events": ["session.finished"]}, headers=key
            )
            assert response.status_code == 422, (url, response.text)
            assert "url" in response.json()["detail"]
        bad_event = await api.client.post(
            "/v1/webhooks", json={"url": "https://example.com/h", "events": ["session.nope"]}, headers=key
        )
        assert bad_event.status_code == 422
        assert (await api.client.get("/v1/webhooks", headers=key)).json()["items"] == []


async def test_a_destination_that_can_never_be_reached_is_refused_when_registered(hooks_api: Api) -> None:
    """Even with private receivers allowed (the name is then not resolved when registered): port 0 (read as
    the scheme's default before) and a host name no resolver takes fail every delivery, so they are 422s;
    so is a bracketed host that is no IPv6 address, which urlsplit refuses with a ValueError (500)."""
    key = hooks_api.recruiter(await hooks_api.recruiter_key("Acme"))
    never = ("http://127.0.0.1:0/hooks", f"https://{'a' * 64}.example.com/hooks", "http://a..b/hooks")
    for url in (*never, "http://[::1/hooks", "http://[zzz]/hooks"):
        response = await hooks_api.client.post(
            "/v1/webhooks", json={"url": url, "events": ["session.finished"]}, headers=key
        )
        assert response.status_code == 422, (url, response.text)
        assert "url" in response.json()["detail"]
    assert (await hooks_api.client.get("/v1/webhooks", headers=key)).json()["items"] == []


async def test_a_destination_that_turns_private_is_refused_at_delivery(hooks_api: Api) -> None:
    """Created while private receivers were allowed, then the server stops allowing them: the attempt is
    refused (recorded as an error), nothing is sent."""
    api = hooks_api
    key = await api.recruiter_key("Acme")
    with receiver() as sink:
        hook = await subscribe(api, key, sink.url, ["session.finished"])
        api.ctx.settings.outbound_allow_private = False
        try:
            await finished_interview(api, key, 700004)
            await api.ctx.extras["webhook_worker"].deliver_due()
            path = f"/v1/webhooks/{hook['id']}/deliveries"
            async for _ in polls():
                items = (await api.client.get(path, headers=api.recruiter(key))).json()["items"]
                if items and items[0]["attempts"]:
                    break
        finally:
            api.ctx.settings.outbound_allow_private = True
        assert sink.received == []
    attempt = items[0]["attempts"][0]
    assert attempt["status_code"] is None and "refused" in attempt["error"]


async def delivery_attempts(api: Api, key: str, hook_id: str, count: int) -> dict[str, Any]:
    """The webhook's first delivery once it has ``count`` attempts recorded."""
    path = f"/v1/webhooks/{hook_id}/deliveries"
    async for _ in polls():
        items = (await api.client.get(path, headers=api.recruiter(key))).json()["items"]
        if items and len(items[0]["attempts"]) >= count:
            return dict(items[0])
    raise AssertionError(f"no {count} attempts recorded: {items}")


async def test_redirects_are_not_followed(hooks_api: Api) -> None:
    """A receiver answering 307 to another (loopback) address: the attempt counts as failed and the
    redirect's target gets nothing."""
    api = hooks_api
    key = await api.recruiter_key("Acme")
    with receiver() as target, receiver(status=307) as sink:
        sink.headers["Location"] = target.url
        hook = await subscribe(api, key, sink.url, ["session.finished"])
        await finished_interview(api, key, 700009)
        await sink.arrived(1)
        delivery = await delivery_attempts(api, key, hook["id"], 1)
        assert target.received == []
    first = delivery["attempts"][0]
    assert delivery["status"] == "pending" and first["status_code"] == 307
    assert "not followed" in first["error"]


async def test_a_receiver_slower_than_the_timeout_is_cut_off_and_retried(
    sqlite_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    settings = api_settings(
        tmp_path,
        sqlite_url,
        outbound_allow_private=True,
        webhook_backoff_base_s=60,
        webhook_poll_s=300,
        webhook_delivery_timeout_s=1.0,
    )
    answered = threading.Event()  # the receiver answers only when the test says so
    async with running_api(settings, fake_index, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        with receiver(held=answered) as sink:
            hook = await subscribe(api, key, sink.url, ["session.finished"])
            await finished_interview(api, key, 700010)
            delivery = await delivery_attempts(api, key, hook["id"], 1)
            # the attempt is recorded while the receiver still holds the request (only the line below lets
            # it answer), and the request had reached it: cut off by the timeout, not refused
            await sink.arrived(1)
            answered.set()
    attempt = delivery["attempts"][0]
    assert delivery["status"] == "pending" and attempt["status_code"] is None
    assert "timeout" in attempt["error"].lower() or "timed out" in attempt["error"].lower(), attempt


class Abandoned(Exception):
    """Raised to roll a transaction back."""


async def test_the_event_is_written_by_the_commit_of_its_change(hooks_api: Api) -> None:
    """The outbox shares the change's transaction, written by its commit: a finish flushed and then
    rolled back leaves neither the new status nor an event; the same finish committed leaves both, once."""
    api = hooks_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key, "http://127.0.0.1:9/hooks", ["session.finished"])
    made = await make_invite(api, key, question_count=2, types=["single"])
    session = await start(api, 700011, made["token"])

    async def finished_events() -> list[str]:
        async with api.ctx.sessions() as db:
            rows = await db.execute(select(WebhookEvent).where(WebhookEvent.type == "session.finished"))
            return [event.body for event in rows.scalars()]

    with pytest.raises(Abandoned):
        async with api.ctx.sessions.begin() as db:
            row = await db.scalar(select(InterviewSession).where(InterviewSession.id == session["id"]))
            assert row is not None
            row.close("finished", api.ctx.now())
            await db.flush()
            inside = (await db.execute(select(WebhookEvent.type))).scalars().all()
            assert "session.finished" not in inside  # noted, not written: the commit writes it
            raise Abandoned
    assert await finished_events() == []
    summary = await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))
    assert summary.json()["status"] == "active"

    async with api.ctx.sessions.begin() as db:
        row = await db.scalar(select(InterviewSession).where(InterviewSession.id == session["id"]))
        assert row is not None
        row.close("finished", api.ctx.now())
    bodies = await finished_events()
    assert len(bodies) == 1 and session["id"] in bodies[0]


async def test_a_close_rolled_back_before_any_flush_is_never_announced(hooks_api: Api) -> None:
    """An event is noted with the change that causes it (``InterviewSession.close``) and written by the
    commit: a close undone before anything was flushed leaves nothing noted for a later commit to send."""
    api = hooks_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key, "http://127.0.0.1:9/hooks", ["session.started", "session.finished"])
    made = await make_invite(api, key, question_count=2, types=["single"])
    session = await start(api, 700012, made["token"])
    by_id = select(InterviewSession).where(InterviewSession.id == session["id"])
    async with api.ctx.sessions() as db:
        row = await db.scalar(by_id)
        assert row is not None
        row.close("finished", api.ctx.now())  # noted, not flushed
        await db.rollback()
        row = await db.scalar(by_id)  # the same object, reloaded as the store holds it
        assert row is not None and row.status == "active"
        row.language = "en"  # another change of the same row, committed
        await db.commit()
    async with api.ctx.sessions() as db:
        types = (await db.execute(select(WebhookEvent.type))).scalars().all()
    assert "session.finished" not in types and "session.started" in types


async def test_deleted_webhooks_get_nothing_and_other_orgs_see_nothing(hooks_api: Api) -> None:
    api = hooks_api
    key, other = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    with receiver() as sink:
        hook = await subscribe(api, key, sink.url)
        assert (
            await api.client.delete(f"/v1/webhooks/{hook['id']}", headers=api.recruiter(other))
        ).status_code == 404
        assert (
            await api.client.delete(f"/v1/webhooks/{hook['id']}", headers=api.recruiter(key))
        ).status_code == 204
        await finished_interview(api, key, 700005)
        await api.ctx.extras["webhook_worker"].deliver_due()
        assert sink.received == []
    assert (await api.client.get("/v1/webhooks", headers=api.recruiter(key))).json()["items"] == []


async def test_an_interview_left_past_its_time_sends_session_expired(hooks_api: Api) -> None:
    """The candidate never comes back: the service notices the deadline itself."""
    api = hooks_api
    worker = api.ctx.extras["webhook_worker"]
    key = await api.recruiter_key("Acme")
    with receiver() as sink:
        await subscribe(api, key, sink.url, ["session.expired"])
        made = await make_invite(
            api, key, defaults=TWO_SHOWN_EACH, question_count=2, types=["single"], total_time_limit_s=120
        )
        session = await start(api, 700006, made["token"])
        await question_view(api, 700006, session["id"])  # the clock starts
        assert await worker.expire_overdue() == 0
        api.clock.advance(125)
        assert await worker.expire_overdue() == 1
        await worker.deliver_due()
        got = await sink.arrived(1)
        assert await worker.expire_overdue() == 0  # once
    event = got[0].json
    assert event["type"] == "session.expired" and event["data"]["session"]["id"] == session["id"]
    assert event["data"]["session"]["status"] == "expired"


async def test_a_recruiter_erases_one_session_with_its_answers_and_events(hooks_api: Api) -> None:
    api = hooks_api
    key, other = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    with receiver() as sink:
        await subscribe(api, key, sink.url, ["session.finished"])
        session_id = await finished_interview(api, key, 700007)
        kept = await finished_interview(api, key, 700008)
        await sink.arrived(2)
    path = f"/v1/sessions/{session_id}"
    assert (await api.client.delete(path, headers=api.recruiter(other))).status_code == 404
    candidate = api.candidate(700007)
    assert (await api.client.delete(path, headers=candidate)).status_code == 401
    assert (await api.client.delete(path, headers=api.recruiter(key))).status_code == 204
    for probe in (path, f"{path}/transcript"):
        assert (await api.client.get(probe, headers=api.recruiter(key))).status_code == 404
    assert (await api.client.delete(path, headers=api.recruiter(key))).status_code == 404
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert [item["id"] for item in listed] == [kept]
    async with api.ctx.sessions() as db:
        answers = (await db.execute(select(Answer).where(Answer.session_id == session_id))).scalars().all()
        bodies = (await db.execute(select(WebhookEvent.body))).scalars().all()
    assert answers == []
    assert len(bodies) == 1 and session_id not in bodies[0] and kept in bodies[0]
