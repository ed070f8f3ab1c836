"""The outbox across a crash: the API (``interview-bot api``, a real process) is killed with SIGKILL while
its outbox holds a webhook its receiver refused and an ATS invitation in the middle of its SMTP
transaction (the mail server sits on the message without answering); started again, it delivers the
event, and sends the invitation once the killed process's lease has run out: one message arrives, and
the outbox marks it delivered once.

One process lifecycle for both (each API process costs a start: the interpreter, the app, the index),
with what each checked when they were two tests."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.api_fixtures import INDEX_DIRS, SERVICE_TOKEN
from tests.helpers.greenhouse import basic
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.smtp import mailbox

# an API process just started answers its first requests slowly on a busy machine: httpx's default
# of 5 s read timeout failed these tests under load, though nothing was wrong
from tests.helpers.topology import cli_recruiter_key, get, post, serve_cli
from tests.helpers.webhooks import receiver

pytestmark = pytest.mark.slow


def _env(data_dir: Path, smtp_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    return {
        **env,
        "IBOT_DATA_DIR": str(data_dir),
        "IBOT_DRAW_SEED": str(DRAW_SEED),
        "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
        "IBOT_OUTBOUND_ALLOW_PRIVATE": "true",  # the webhook receiver is on loopback
        "IBOT_SMTP_URL": smtp_url,
        "IBOT_SMTP_STARTTLS": "false",
        "IBOT_MAIL_FROM": "Interview Bot <noreply@example.com>",
        # the lease: 2 × 3 + 1 s — an SMTP attempt held by the server outlives the test's kill, not
        # its timeout; what the killed process held is free 7 s later
        "IBOT_WEBHOOK_DELIVERY_TIMEOUT_S": "3",
        "IBOT_WEBHOOK_LEASE_MARGIN_S": "1",
        "IBOT_WEBHOOK_BACKOFF_BASE_S": "0.2",
        "IBOT_WEBHOOK_POLL_S": "0.5",
    }


def _finished_session(base: str, key: dict[str, str]) -> dict[str, Any]:
    """An interview of one question, answered: the session (its end is a ``session.finished`` event)."""
    candidate = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": "710001"}
    invite = post(f"{base}/v1/invites", json={"question_count": 1, "types": ["single"]}, headers=key).json()
    start = {"mode": "interview", "invite_token": invite["token"], "candidate": {"telegram_id": 710001}}
    session = post(f"{base}/v1/sessions", json=start, headers=candidate).json()
    current = get(f"{base}/v1/sessions/{session['id']}/current", headers=candidate).json()
    body = {"question_id": current["question"]["id"], "answer": "A", "idempotency_key": "k1"}
    done = post(f"{base}/v1/sessions/{session['id']}/answers", json=body, headers=candidate)
    assert done.status_code == 200, done.text
    return dict(session)


def _wait_settled(database: Path, timeout: float = 60) -> None:
    """Until the outbox holds nothing pending: every delivery marked (its receiver's answer recorded)."""
    deadline = time.monotonic() + timeout
    while True:
        with contextlib.closing(sqlite3.connect(database)) as db:
            pending = db.execute("SELECT count(*) FROM webhook_deliveries WHERE status = 'pending'")
            [count] = pending.fetchone()
        if count == 0:
            return
        assert time.monotonic() < deadline, f"{count} deliveries still pending"
        time.sleep(0.05)


def test_a_killed_api_delivers_a_refused_event_and_an_invitation_in_flight_once_after_restart(
    tmp_path: Path, real_index: Any
) -> None:
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with receiver(status=503) as sink, mailbox() as box:  # the receiver is down while the first runs
        box.hold_next = True  # the first try never gets its 250: the API dies waiting for it
        env = _env(data_dir, box.url)
        recruiter_key = cli_recruiter_key(env)
        key = {"Authorization": f"Bearer {recruiter_key}"}
        first = serve_cli(["api"], env, port)
        try:
            hook = post(
                f"{base}/v1/webhooks", json={"url": sink.url, "events": ["session.finished"]}, headers=key
            ).json()
            session = _finished_session(base, key)
            sink.wait_for(1)  # the first attempt failed (503)
            invite = post(
                f"{base}/v1/invites",
                json={"question_count": 1, "types": ["single"], "title": "Backend screen"},
                headers=key,
            ).json()
            ats = {"Authorization": basic(recruiter_key)}
            body = {
                "partner_test_id": invite["id"],
                "candidate": {"first_name": "Mei", "email": "mei@example.com"},
            }
            sent = post(f"{base}/v1/ats/greenhouse/send_test", json=body, headers=ats)
            assert sent.status_code == 200, sent.text
            assert box.held.wait(30), "the invitation never reached the mail server"
        finally:
            first.send_signal(signal.SIGKILL)  # mid-transaction: the server has the message, not replied
            first.wait(timeout=30)
        assert first.returncode == -signal.SIGKILL
        assert box.messages() == []
        refused = len(sink.received)
        sink.status = 200
        second = serve_cli(["api"], env, port)
        try:
            got = sink.wait_for(refused + 1, timeout=30)
            [mail] = box.wait_for(1, timeout=60)  # once the killed process's lease has run out
            _wait_settled(data_dir / "interview-bot.db")
            deliveries = get(f"{base}/v1/webhooks/{hook['id']}/deliveries", headers=key).json()["items"]
        finally:
            second.send_signal(signal.SIGINT)
            second.communicate(timeout=120)  # a stop waits for the warm-up: slow on a busy machine
    # the outbox held nothing more to send, and the process has stopped: a send it had in flight
    # either reached the server (a second copy, here) or was cut before the server took it
    assert len(box.messages()) == 1
    assert {item.json["id"] for item in got} == {deliveries[0]["event_id"]}
    assert got[-1].json["data"]["session"]["id"] == session["id"]
    assert deliveries[0]["status"] == "delivered"
    # the killed process may not have recorded its refused attempts (killed before committing them):
    # the receiver saw them, and the restarted process delivered the same event
    assert len(got) >= 2 and deliveries[0]["attempts"][-1]["status_code"] == 200
    assert mail.recipients == ["mei@example.com"] and sent.json()["test_url"] in mail.text
    with sqlite3.connect(data_dir / "interview-bot.db") as db:
        rows = db.execute("SELECT status, attempts FROM webhook_deliveries WHERE target = 'email'").fetchall()
    assert rows == [("delivered", 1)]  # the killed try was never settled; the one that got its 250 was
