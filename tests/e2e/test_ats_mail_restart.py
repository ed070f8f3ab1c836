"""A test e-mailed from the ATS survives the API killed mid-delivery: the API runs as a real process, the
mail server (aiosmtpd) sits on the message without answering, the API is killed with SIGKILL in the
middle of the SMTP transaction, and the API started again sends it once its lease runs out — one message
arrives, and the outbox marks it delivered once."""

from __future__ import annotations

import base64
import os
import shutil
import signal
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.api_fixtures import INDEX_DIRS, SERVICE_TOKEN
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.smtp import mailbox
from tests.helpers.topology import cli_recruiter_key, serve_cli

pytestmark = pytest.mark.slow


def test_an_invitation_in_flight_when_the_api_is_killed_arrives_once(tmp_path: Path, real_index: Any) -> None:
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    with mailbox() as box:
        box.hold_next = True  # the first try never gets its 250: the API dies waiting for it
        env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
        env |= {
            "IBOT_DATA_DIR": str(data_dir),
            "IBOT_DRAW_SEED": str(DRAW_SEED),
            "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
            "IBOT_SMTP_URL": box.url,
            "IBOT_SMTP_STARTTLS": "false",
            "IBOT_MAIL_FROM": "Interview Bot <noreply@example.com>",
            "IBOT_WEBHOOK_DELIVERY_TIMEOUT_S": "3",  # the lease: 2 × 3 + 1 s
            "IBOT_WEBHOOK_LEASE_MARGIN_S": "1",
            "IBOT_WEBHOOK_BACKOFF_BASE_S": "0.2",
            "IBOT_WEBHOOK_POLL_S": "0.5",
        }
        key = cli_recruiter_key(env)
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        first = serve_cli(["api"], env, port)
        try:
            invite = httpx.post(
                f"{base}/v1/invites",
                json={"question_count": 1, "types": ["single"], "title": "Backend screen"},
                headers={"Authorization": f"Bearer {key}"},
            ).json()
            basic = {"Authorization": "Basic " + base64.b64encode(f"{key}:".encode()).decode()}
            body = {
                "partner_test_id": invite["id"],
                "candidate": {"first_name": "Mei", "email": "mei@example.com"},
            }
            sent = httpx.post(f"{base}/v1/ats/greenhouse/send_test", json=body, headers=basic)
            assert sent.status_code == 200, sent.text
            assert box.held.wait(30), "the invitation never reached the mail server"
        finally:
            first.send_signal(signal.SIGKILL)  # mid-transaction: the server has the message, not replied
            first.wait(timeout=30)
        assert box.messages() == []
        second = serve_cli(["api"], env, port)
        try:
            [mail] = box.wait_for(1, timeout=60)  # once the killed process's lease has run out
            time.sleep(2)  # time for a second copy, were one to be sent
            assert len(box.messages()) == 1
        finally:
            second.send_signal(signal.SIGINT)
            second.communicate(timeout=30)
    assert mail.recipients == ["mei@example.com"] and sent.json()["test_url"] in mail.text
    with sqlite3.connect(data_dir / "interview-bot.db") as db:
        rows = db.execute("SELECT status, attempts FROM webhook_deliveries WHERE target = 'email'").fetchall()
    assert rows == [("delivered", 1)]  # the killed try was never settled; the one that got its 250 was
