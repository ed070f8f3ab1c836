"""xAPI statements through the webhook outbox to a real LRS (ralph-malph), on SQLite and PostgreSQL:
an interview's statements arrive and read back; while the LRS is down they wait in the outbox and are
retried (the clock moved, not slept) until it answers; without IBOT_XAPI_URL nothing is written; practice
outside an organisation is recorded too, under an opaque learner, and forgetting the learner drops what
is not sent yet."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from api.services.webhooks._xapi import actor_name
from api.store.models import WebhookEvent
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api, api_settings, running_api
from tests.helpers.api_flows import answer, question_view, start_practice
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.lrs import Lrs, lrs
from tests.helpers.webhooks import finished_interview, outbox_counts, outbox_settled

__all__ = ["fake_index"]


@pytest.fixture
async def xapi_api(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[tuple[Api, Lrs]]:
    with lrs(tmp_path / "lrs", started=False) as store:
        settings = api_settings(
            tmp_path,
            migrated_database_url,
            xapi_url=store.endpoint,
            xapi_auth=store.auth,
            webhook_backoff_base_s=60,
            webhook_poll_s=300,
        )
        async with running_api(settings, fake_index, api_catalog) as running:
            yield running, store


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_statements_wait_in_the_outbox_while_the_lrs_is_down_then_arrive(
    xapi_api: tuple[Api, Lrs],
) -> None:
    api, store = xapi_api
    key = await api.recruiter_key("Acme")
    session_id = await finished_interview(api, key, 730001)
    worker = api.ctx.extras["webhook_worker"]
    await worker.deliver_due()  # the LRS is not listening: every attempt fails (or the woken worker's did)
    assert await outbox_counts(api, "xapi") == {"pending": 3}
    store.start()
    api.clock.advance(300)  # past the first backoff
    # by this call or the worker a commit woke
    assert await outbox_settled(api, "xapi", past_backoff=True) == {"delivered": 3}
    statements = store.statements()
    verbs = sorted(s["verb"]["display"]["en-US"] for s in statements)
    assert verbs == ["answered", "attempted", "completed"]
    assert all(session_id in str(s["context"]["extensions"]) for s in statements)
    [answered] = [s for s in statements if s["verb"]["display"]["en-US"] == "answered"]
    assert answered["result"]["completion"] is True
    # the LRS took the choice as xAPI defines one: its options listed, the key and the answer by their ids
    definition = answered["object"]["definition"]
    ids = [choice["id"] for choice in definition["choices"]]
    assert ids == ["A", "B", "C", "D"] and all(c["description"]["und"] for c in definition["choices"])
    assert set(definition["correctResponsesPattern"][0].split("[,]")) <= set(ids)
    assert answered["result"]["response"] in ids


async def test_without_an_lrs_no_statement_is_written(
    database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    settings = api_settings(tmp_path, database_url, webhook_poll_s=300)
    async with running_api(settings, fake_index, api_catalog) as api:
        await finished_interview(api, await api.recruiter_key("Acme"), 730002)
        assert await outbox_counts(api, "xapi") == {}


async def test_practice_outside_an_organisation_is_recorded_under_an_opaque_learner(
    xapi_api: tuple[Api, Lrs],
) -> None:
    """Practice (no organisation) sends its statements too; the learner is an opaque account, never the
    Telegram id, the same on every statement of one person."""
    api, store = xapi_api
    telegram_id = 730003
    session = await start_practice(api, telegram_id, count=1, types=["single"])
    question = await question_view(api, telegram_id, session["id"])
    assert (await answer(api, telegram_id, session["id"], question["id"], "A")).status_code == 200
    worker = api.ctx.extras["webhook_worker"]
    await worker.deliver_due()  # the LRS is down yet (the woken worker's attempts failed too)
    store.start()
    api.clock.advance(300)
    # by this call or the worker a commit woke
    assert await outbox_settled(api, "xapi", past_backoff=True) == {"delivered": 3}
    statements = store.statements()
    assert sorted(s["verb"]["display"]["en-US"] for s in statements) == ["answered", "attempted", "completed"]
    learner = {"homePage": "http://127.0.0.1:8000", "name": actor_name(SERVICE_TOKEN, telegram_id)}
    assert all(s["actor"] == {"objectType": "Agent", "account": learner} for s in statements)
    assert str(telegram_id) not in json.dumps(statements)
    [attempted] = [s for s in statements if s["verb"]["display"]["en-US"] == "attempted"]
    assert attempted["object"]["id"] == "http://127.0.0.1:8000/v1/practice"
    assert all(session["id"] in str(s["context"]["extensions"]) for s in statements)
    async with api.ctx.sessions() as db:
        assert (
            await db.scalar(
                select(func.count()).select_from(WebhookEvent).where(WebhookEvent.org_id.is_(None))
            )
            == 3
        )


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_forgetting_a_learner_drops_their_practice_statements_not_yet_sent(
    xapi_api: tuple[Api, Lrs],
) -> None:
    api, _lrs = xapi_api  # the LRS is down: the statements wait in the outbox
    telegram_id = 730004
    session = await start_practice(api, telegram_id, count=2, types=["single"])
    question = await question_view(api, telegram_id, session["id"])
    assert (await answer(api, telegram_id, session["id"], question["id"], "A")).status_code == 200
    assert await outbox_counts(api, "xapi") == {"pending": 2}
    forgot = await api.client.delete(f"/v1/candidates/{telegram_id}", headers=api.candidate(telegram_id))
    assert forgot.status_code == 200, forgot.text
    assert await outbox_counts(api, "xapi") == {}
    async with api.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).select_from(WebhookEvent)) == 0
