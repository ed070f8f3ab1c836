"""Webhooks across a crash: the API (``interview-bot api``, a real process) killed with SIGKILL after a
session finished delivers the event once restarted."""

from __future__ import annotations

import functools
import os
import shutil
import signal
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.api_fixtures import INDEX_DIRS, SERVICE_TOKEN
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.topology import cli_recruiter_key, serve_cli
from tests.helpers.webhooks import receiver

# an API process just started answers its first requests slowly on a busy machine: httpx's default
# of 5 s read timeout failed these tests under load, though nothing was wrong
post = functools.partial(httpx.post, timeout=30)
get = functools.partial(httpx.get, timeout=30)
pytestmark = pytest.mark.slow


def _env(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    return {
        **env,
        "IBOT_DATA_DIR": str(data_dir),
        "IBOT_DRAW_SEED": str(DRAW_SEED),
        "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
        "IBOT_OUTBOUND_ALLOW_PRIVATE": "true",
        "IBOT_WEBHOOK_BACKOFF_BASE_S": "0.2",
        "IBOT_WEBHOOK_DELIVERY_TIMEOUT_S": "1",
        "IBOT_WEBHOOK_LEASE_MARGIN_S": "1",  # a delivery the killed process held is free 3 s later
    }


def test_an_api_killed_after_a_session_finished_delivers_the_event_after_restart(
    tmp_path: Path, real_index: Any
) -> None:
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    env = _env(data_dir)
    key = {"Authorization": f"Bearer {cli_recruiter_key(env)}"}
    candidate = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": "710001"}
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with receiver(status=503) as sink:  # the receiver is down while the first process runs
        first = serve_cli(["api"], env, port)
        try:
            hook = post(
                f"{base}/v1/webhooks", json={"url": sink.url, "events": ["session.finished"]}, headers=key
            ).json()
            invite = post(
                f"{base}/v1/invites", json={"question_count": 1, "types": ["single"]}, headers=key
            ).json()
            start = {
                "mode": "interview",
                "invite_token": invite["token"],
                "candidate": {"telegram_id": 710001},
            }
            session = post(f"{base}/v1/sessions", json=start, headers=candidate).json()
            current = get(f"{base}/v1/sessions/{session['id']}/current", headers=candidate).json()
            body = {"question_id": current["question"]["id"], "answer": "A", "idempotency_key": "k1"}
            done = post(f"{base}/v1/sessions/{session['id']}/answers", json=body, headers=candidate)
            assert done.status_code == 200, done.text
            sink.wait_for(1)  # the first attempt failed (503)
        finally:
            first.send_signal(signal.SIGKILL)
            first.wait(timeout=30)
        assert first.returncode == -signal.SIGKILL
        refused = len(sink.received)
        sink.status = 200
        second = serve_cli(["api"], env, port)
        try:
            got = sink.wait_for(refused + 1, timeout=30)
            deliveries = get(f"{base}/v1/webhooks/{hook['id']}/deliveries", headers=key).json()["items"]
        finally:
            second.send_signal(signal.SIGINT)
            second.communicate(timeout=30)
    assert {item.json["id"] for item in got} == {deliveries[0]["event_id"]}
    assert got[-1].json["data"]["session"]["id"] == session["id"]
    assert deliveries[0]["status"] == "delivered"
    # the killed process may not have recorded its refused attempts (killed before committing them):
    # the receiver saw them, and the restarted process delivered the same event
    assert len(got) >= 2 and deliveries[0]["attempts"][-1]["status_code"] == 200
