"""Webhook destinations against a real HTTP receiver on loopback: private and loopback addresses refused by
default (when registered, and at delivery when a name turns private), unreachable ones refused when
registered, redirects not followed, a receiver slower than the timeout cut off and retried."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.fake_api import fake_index, sqlite_url
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.polling import polls
from tests.helpers.webhooks import finished_interview, hooks_api, receiver, subscribe

__all__ = ["fake_index", "hooks_api", "sqlite_url"]


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
