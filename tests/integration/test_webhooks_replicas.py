"""Two API replicas on one PostgreSQL database, each with its delivery worker, deliver each webhook event
exactly once (leases taken with ``SELECT … FOR UPDATE SKIP LOCKED``)."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.store.models import WebhookAttempt
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.polling import polls
from tests.helpers.webhooks import receiver, record_exhausted, subscribe


@pytest.mark.postgresql_only  # two replicas on one store: SQLite's is one process's file
async def test_two_replicas_on_postgresql_deliver_each_event_once(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any
) -> None:
    url = migrated_database_url
    index = FakeQuestionIndex(api_catalog)
    options = {"outbound_allow_private": True, "webhook_poll_s": 300}
    one = api_settings(tmp_path / "a", url, **options)
    two = api_settings(tmp_path / "b", url, **options)
    async with running_api(one, index, api_catalog) as first, running_api(two, index, api_catalog) as second:
        key = await first.recruiter_key("Acme")
        with receiver(delay_s=0.02) as sink:
            hook = await subscribe(first, key, sink.url, ["invite.exhausted"])
            await record_exhausted(first, 60)
            workers = [first.ctx.extras["webhook_worker"], second.ctx.extras["webhook_worker"]]
            for _ in range(50):
                claimed = await asyncio.gather(*(w.deliver_due() for w in workers for _ in range(2)))
                if not any(claimed) and len(sink.received) >= 60:
                    break
            await sink.arrived(60)
            # a worker the commit woke may still be settling what it sent (the receiver has it, the
            # attempt is not recorded yet): wait until every delivery is settled, then look
            hook_id = hook["id"]
            path = f"/v1/webhooks/{hook_id}/deliveries?limit=200"
            async for _ in polls(0.05):
                listed = await first.client.get(path, headers=first.recruiter(key))
                if all(item["status"] != "pending" for item in listed.json()["items"]):
                    break
            got = list(sink.received)
        async with first.ctx.sessions() as db:
            senders = set((await db.execute(select(WebhookAttempt.worker))).scalars())
    counts = Counter(item.json["id"] for item in got)
    assert len(counts) == 60 and set(counts.values()) == {1}, counts.most_common(3)
    items = listed.json()["items"]
    assert len(items) == 60 and all(len(item["attempts"]) == 1 for item in items)
    assert senders == {w.name for w in workers}  # both replicas sent, neither sent what the other did
