"""A delivery is marked delivered as soon as its receiver's 2xx is read, before the next request to that
receiver is sent: whenever the receiver gets a request, at most ``PER_RECEIVER`` of those it has got are
not yet marked in the store — all a crash could send again (bench/bench_webhooks.py --crash)."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

from api.services.webhooks._delivery import PER_RECEIVER
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.webhooks import receiver, record_exhausted, subscribe

__all__ = ["fake_index"]
EVENTS = 24


async def test_each_delivery_is_marked_before_more_requests_reach_its_receiver(
    tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    database = tmp_path / "store.db"
    settings = api_settings(
        tmp_path, f"sqlite+aiosqlite:///{database}", outbound_allow_private=True, webhook_poll_s=300
    )
    unmarked_at_arrival: list[int] = []
    lock = threading.Lock()
    async with running_api(settings, fake_index, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        with receiver(delay_s=0.01) as sink:
            original = sink.received

            class Watching(list):  # type: ignore[type-arg]
                def append(self, item: Any) -> None:  # the receiver's thread, as a request arrives
                    reader = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
                    try:
                        (marked,) = reader.execute(
                            "SELECT count(*) FROM webhook_deliveries WHERE status = 'delivered'"
                        ).fetchone()
                    finally:
                        reader.close()
                    with lock:
                        unmarked_at_arrival.append(len(self) - marked)  # got before this one, not marked
                    super().append(item)

            sink.received = Watching(original)
            await subscribe(api, key, sink.url, ["invite.exhausted"])
            await record_exhausted(api, EVENTS)
            worker = api.ctx.extras["webhook_worker"]
            while await worker.deliver_due():
                pass
            await sink.arrived(EVENTS)
    assert len(unmarked_at_arrival) == EVENTS
    assert max(unmarked_at_arrival) <= PER_RECEIVER - 1, unmarked_at_arrival
