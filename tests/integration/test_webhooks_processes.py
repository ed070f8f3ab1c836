"""Webhooks across processes: an API killed with SIGKILL after a session finished delivers the event once
restarted; two API replicas on one PostgreSQL database deliver each event exactly once."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from api.services import webhook_outbox
from api.store.models import WebhookAttempt
from api.store.orgs import get_org_by_name
from tests.api_fixtures import (
    INDEX_DIRS,
    SERVICE_TOKEN,
    _free_port,
    api_settings,
    postgres_server_url,
    real_index,
    running_api,
)
from tests.api_fixtures import api_catalog as api_catalog
from tests.api_fixtures import database_url as database_url
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.webhooks import receiver

__all__ = ["api_catalog", "database_url", "postgres_server_url", "real_index"]
CLI = [sys.executable, "-c", "from interview_bot.cli import main; main()"]
pytestmark = pytest.mark.slow


def _env(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    return {
        **env,
        "IBOT_DATA_DIR": str(data_dir),
        "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
        "IBOT_OUTBOUND_ALLOW_PRIVATE": "true",
        "IBOT_WEBHOOK_BACKOFF_BASE_S": "0.2",
        "IBOT_WEBHOOK_DELIVERY_TIMEOUT_S": "1",
    }


def _serve(env: dict[str, str], port: int) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [*CLI, "api", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"exited early:\n{process.stdout.read() if process.stdout else ''}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise AssertionError("the API did not become ready")


def test_an_api_killed_after_a_session_finished_delivers_the_event_after_restart(
    tmp_path: Path, real_index: Any
) -> None:
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    env = _env(data_dir)
    org = subprocess.run(
        [*CLI, "admin", "create-org", "Acme", "--create"], env=env, capture_output=True, text=True, timeout=60
    )
    assert org.returncode == 0, org.stdout + org.stderr
    created = subprocess.run(
        [*CLI, "admin", "create-key", "--org", "Acme", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert created.returncode == 0, created.stdout + created.stderr
    key = {"Authorization": f"Bearer {json.loads(created.stdout)['key']}"}
    candidate = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": "710001"}
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    with receiver(status=503) as sink:  # the receiver is down while the first process runs
        first = _serve(env, port)
        try:
            hook = httpx.post(
                f"{base}/v1/webhooks", json={"url": sink.url, "events": ["session.finished"]}, headers=key
            ).json()
            invite = httpx.post(
                f"{base}/v1/invites", json={"question_count": 1, "types": ["single"]}, headers=key
            ).json()
            start = {
                "mode": "interview",
                "invite_token": invite["token"],
                "candidate": {"telegram_id": 710001},
            }
            session = httpx.post(f"{base}/v1/sessions", json=start, headers=candidate).json()
            current = httpx.get(f"{base}/v1/sessions/{session['id']}/current", headers=candidate).json()
            body = {"question_id": current["question"]["id"], "answer": "A", "idempotency_key": "k1"}
            done = httpx.post(f"{base}/v1/sessions/{session['id']}/answers", json=body, headers=candidate)
            assert done.status_code == 200, done.text
            sink.wait_for(1)  # the first attempt failed (503)
        finally:
            first.send_signal(signal.SIGKILL)
            first.wait(timeout=30)
        assert first.returncode == -signal.SIGKILL
        refused = len(sink.received)
        sink.status = 200
        second = _serve(env, port)
        try:
            got = sink.wait_for(refused + 1, timeout=30)
            deliveries = httpx.get(f"{base}/v1/webhooks/{hook['id']}/deliveries", headers=key).json()["items"]
        finally:
            second.send_signal(signal.SIGINT)
            second.communicate(timeout=30)
    assert {item.json["id"] for item in got} == {deliveries[0]["event_id"]}
    assert got[-1].json["data"]["session"]["id"] == session["id"]
    assert deliveries[0]["status"] == "delivered"
    # the killed process may not have recorded its refused attempts (killed before committing them):
    # the receiver saw them, and the restarted process delivered the same event
    assert len(got) >= 2 and deliveries[0]["attempts"][-1]["status_code"] == 200


async def test_two_replicas_on_postgresql_deliver_each_event_once(
    postgres_server_url: str, tmp_path: Path, api_catalog: Any
) -> None:
    from tests.api_fixtures import _create_database

    url = await _create_database(postgres_server_url)
    index = FakeQuestionIndex(api_catalog)
    options = {"outbound_allow_private": True, "webhook_poll_s": 300}
    one = api_settings(tmp_path / "a", url, **options)
    two = api_settings(tmp_path / "b", url, **options)
    async with running_api(one, index, api_catalog) as first, running_api(two, index, api_catalog) as second:
        key = await first.recruiter_key("Acme")
        with receiver(delay_s=0.02) as sink:
            made = await first.client.post(
                "/v1/webhooks",
                json={"url": sink.url, "events": ["invite.exhausted"]},
                headers=first.recruiter(key),
            )
            assert made.status_code == 201
            async with first.ctx.sessions.begin() as db:
                org = await get_org_by_name(db, "Acme")
                assert org is not None
                for number in range(60):  # through the real outbox writer
                    await webhook_outbox.record(first.ctx, db, org.id, "invite.exhausted", {"n": number})
            workers = [first.ctx.extras["webhook_worker"], second.ctx.extras["webhook_worker"]]
            for _ in range(50):
                claimed = await asyncio.gather(*(w.deliver_due() for w in workers for _ in range(2)))
                if not any(claimed) and len(sink.received) >= 60:
                    break
            await sink.arrived(60)
            await asyncio.sleep(0.3)
            got = list(sink.received)
        hook_id = made.json()["id"]
        listed = await first.client.get(
            f"/v1/webhooks/{hook_id}/deliveries?limit=200", headers=first.recruiter(key)
        )
        async with first.ctx.sessions() as db:
            senders = set((await db.execute(select(WebhookAttempt.worker))).scalars())
    counts = Counter(item.json["id"] for item in got)
    assert len(counts) == 60 and set(counts.values()) == {1}, counts.most_common(3)
    items = listed.json()["items"]
    assert len(items) == 60 and all(len(item["attempts"]) == 1 for item in items)
    assert senders == {w.name for w in workers}  # both replicas sent, neither sent what the other did
