"""The API process that ``bench/bench_webhooks.py --crash`` kills with SIGKILL while it delivers.

    python bench/webhook_crash_child.py DATA_DIR RECEIVER_URL EVENTS

The in-process app (SQLite in DATA_DIR, the in-memory question index) with its delivery worker. On the
first start it makes an organisation, a webhook to RECEIVER_URL and EVENTS events through the outbox;
a later start only delivers what is left. It prints ``ready`` once its events are recorded and
``settled`` (then exits) once no delivery is pending.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import func, select

from api.services import outbox
from api.store.models import Webhook, WebhookDelivery
from api.store.orgs import create_org, get_org_by_name
from bank.library import load_full_catalog
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.fake_index import FakeQuestionIndex

TIMEOUT_S = 1.0  # a killed process's leases run out after 2 × this + 10 s


async def main(data_dir: Path, url: str, events: int) -> None:
    catalog = load_full_catalog(None)
    settings = api_settings(
        data_dir,
        f"sqlite+aiosqlite:///{data_dir / 'store.db'}",
        outbound_allow_private=True,
        webhook_poll_s=0.2,
        webhook_delivery_timeout_s=TIMEOUT_S,
        webhook_backoff_base_s=0.5,
    )
    async with running_api(settings, FakeQuestionIndex(catalog), catalog) as api:
        async with api.ctx.sessions.begin() as db:
            org = await get_org_by_name(db, "Bench")
            if org is None:
                org = await create_org(db, "Bench")
                db.add(Webhook(org_id=org.id, url=url, events=["invite.exhausted"], salt="bench"))
                await db.flush()
                for number in range(events):  # through the real outbox writer, in one commit
                    await outbox.record(api.ctx, db, org.id, "invite.exhausted", {"n": number})
        print("ready", flush=True)
        while True:
            async with api.ctx.sessions() as db:
                pending = await db.scalar(
                    select(func.count())
                    .select_from(WebhookDelivery)
                    .where(WebhookDelivery.status == "pending")
                )
            if not pending:
                print("settled", flush=True)
                return
            await asyncio.sleep(0.1)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])))
