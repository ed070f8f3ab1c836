"""A completed test reported back to the ATS, on SQLite and PostgreSQL, as Greenhouse's Assessment Partner
API describes it ("PATCH - Mark Test as Completed"): once the candidate finishes, an empty PATCH with the
organisation's API key in basic auth reaches the ``url`` of send_test — a real HTTP server acting as
Greenhouse records it — through the outbox, once; Greenhouse then reads ``test_status``. Retried while
Greenhouse answers 503; given up when the key is revoked; no callback without a ``url``; a ``url``
that would carry the key in clear or to an unusable place is refused. The key is stored sealed, and
appears in no outbox row, attempt or log line."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from api.store.models import AtsAssignment, AtsCredential, WebhookAttempt, WebhookEvent
from api.store.orgs import revoke_key
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import answer, make_invite, question_view, start
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.greenhouse import TAKE_HOME_TESTS, Greenhouse, GreenhouseClient, basic, greenhouse
from tests.helpers.polling import polls
from tests.helpers.webhooks import outbox_counts, outbox_settled
from tests.integration.test_ats import BASE, _token

__all__ = ["fake_index"]


@pytest.fixture
async def callback_api(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[tuple[Api, Greenhouse]]:
    with greenhouse() as server:
        settings = api_settings(
            tmp_path,
            migrated_database_url,
            outbound_allow_private=True,  # Greenhouse is on loopback here
            webhook_backoff_base_s=60,
            webhook_poll_s=300,
        )
        async with running_api(settings, fake_index, api_catalog) as running:
            yield running, server


async def _take_the_test(api: Api, telegram_id: int, test_url: str) -> str:
    session = await start(api, telegram_id, _token(test_url), username="mei_lin")
    question = await question_view(api, telegram_id, session["id"])
    done = await answer(api, telegram_id, session["id"], question["id"], "A")
    assert done.status_code == 200, done.text
    return str(session["id"])


async def _sent_test(
    api: Api, server: Greenhouse, key: str, take_home_test_id: int
) -> tuple[dict[str, Any], str]:
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Backend screen")
    client = GreenhouseClient(api.client, BASE, key)
    candidate = {"first_name": "Mei", "telegram": "@mei_lin"}
    return await client.send_test(invite["id"], candidate, url=server.url_for(take_home_test_id)), invite[
        "id"
    ]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_completed_test_is_patched_to_greenhouse_once_and_then_read(
    callback_api: tuple[Api, Greenhouse], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    api, server = callback_api
    key = await api.recruiter_key("Acme")
    sent, _ = await _sent_test(api, server, key, 12345)
    await _take_the_test(api, 750001, sent["test_url"])
    [patch] = await server.arrived(1)
    assert patch.method == "PATCH" and patch.path == f"{TAKE_HOME_TESTS}/12345"
    assert patch.headers["Authorization"] == basic(key)  # the key Greenhouse holds, a blank password
    assert patch.body == b""  # "No parameters are necessary with this request"
    assert await outbox_settled(api, "ats") == {"delivered": 1}
    status = await GreenhouseClient(api.client, BASE, key).test_status(sent["partner_interview_id"])
    assert status["partner_status"] == "complete" and status["partner_score"] is not None
    api.clock.advance(3600)
    await api.ctx.extras["webhook_worker"].deliver_due()
    await asyncio.sleep(0.2)
    assert len(server.received()) == 1  # marked delivered once: never sent again
    async with api.ctx.sessions() as db:
        sealed = list((await db.scalars(select(AtsCredential.sealed))).all())
        bodies = list((await db.scalars(select(WebhookEvent.body))).all())
        errors = list((await db.scalars(select(WebhookAttempt.error))).all())
    secret = key.split("_", 2)[2]  # ibk_<prefix>_<secret>: the secret may hold "_" itself
    assert len(sealed) == 1 and key not in sealed[0] and secret not in sealed[0]
    assert not any(key in text for text in [*bodies, *errors, caplog.text])


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_greenhouse_down_is_retried_and_a_revoked_key_stops_the_callback(
    callback_api: tuple[Api, Greenhouse],
) -> None:
    api, server = callback_api
    server.status = 503
    key = await api.recruiter_key("Acme")
    sent, _ = await _sent_test(api, server, key, 222)
    await _take_the_test(api, 750002, sent["test_url"])
    await server.arrived(1)
    # the 503 settled (its retry scheduled from the clock as it is now) before the clock moves on: a retry
    # scheduled after the move would not be due in the wait below
    async for _ in polls():
        async with api.ctx.sessions() as db:
            if await db.scalar(select(WebhookAttempt.status_code)) == 503:
                break
    else:
        raise AssertionError("the 503 attempt was never recorded")
    assert await outbox_counts(api, "ats") == {"pending": 1}  # 503: retried later
    server.status = 200
    api.clock.advance(300)
    assert await outbox_settled(api, "ats") == {"delivered": 1}
    assert [r.method for r in server.received()] == ["PATCH", "PATCH"]

    other, _ = await _sent_test(api, server, key, 333)
    async with api.ctx.sessions.begin() as db:  # the recruiter revokes the key Greenhouse holds
        credential = await db.scalar(select(AtsCredential))
        assert credential is not None
        await revoke_key(db, credential.key_id)
    await _take_the_test(api, 750003, other["test_url"])
    assert await outbox_settled(api, "ats") == {"delivered": 1, "failed": 1}
    assert len(server.received()) == 2  # the revoked key is never sent
    async with api.ctx.sessions() as db:
        errors = list((await db.scalars(select(WebhookAttempt.error))).all())
    assert "the API key the ATS uses was revoked" in errors


async def test_no_url_no_callback_and_an_unusable_url_is_refused(
    callback_api: tuple[Api, Greenhouse],
) -> None:
    api, server = callback_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Quick")
    client = GreenhouseClient(api.client, BASE, key)
    candidate = {"first_name": "Mei", "telegram": "@mei_lin"}
    for url in (
        "http://ats.example.com/take_home_tests/1",  # the key in clear to another machine
        "https://user:pw@app.greenhouse.io/x",
        "ftp://app.greenhouse.io/x",
        "https://app.greenhouse.io:99999/x",
        "https:///x",
        "https://[::1/x",
        "https://" + "é" * 70 + ".example.com/",  # no name a request could go to
        "https://" + "a" * 2100 + ".example.com/",
    ):
        await client.send_test(invite["id"], candidate, expect=422, url=url)
    async with api.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).select_from(AtsAssignment)) == 0
        assert await db.scalar(select(func.count()).select_from(AtsCredential)) == 0
    sent = await client.send_test(invite["id"], candidate)  # no url: Greenhouse polls instead
    await _take_the_test(api, 750004, sent["test_url"])
    assert await outbox_counts(api, "ats") == {}
    async with api.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).select_from(AtsCredential)) == 0
    assert server.received() == []
