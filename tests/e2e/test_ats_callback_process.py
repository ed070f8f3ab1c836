"""The completion callback with the API as a real process: Greenhouse (a real HTTP server written from
its public description, tests/helpers/greenhouse.py) sends the test, the candidate takes it, the API's
delivery worker PATCHes Greenhouse's ``url`` with the organisation's key, and Greenhouse, as its
description says it does upon that PATCH, reads ``test_status`` from the partner: ``complete``, with
the score."""

from __future__ import annotations

import os
import shutil
import signal
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.helpers.api_fixtures import INDEX_DIRS, SERVICE_TOKEN
from tests.helpers.greenhouse import TAKE_HOME_TESTS, basic, greenhouse
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.topology import cli_recruiter_key, get, post, serve_cli

pytestmark = pytest.mark.slow


def test_greenhouse_hears_of_the_completed_test_and_reads_its_score(tmp_path: Path, real_index: Any) -> None:
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    env |= {
        "IBOT_DATA_DIR": str(data_dir),
        "IBOT_DRAW_SEED": str(DRAW_SEED),
        "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
        "IBOT_OUTBOUND_ALLOW_PRIVATE": "true",  # Greenhouse is on loopback here
        "IBOT_SHUFFLE_OPTIONS": "false",
    }
    key = cli_recruiter_key(env)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    api = serve_cli(["api"], env, port)
    try:
        with greenhouse() as server:
            server.partner = (f"{base}/v1/ats/greenhouse", key)
            invite = post(
                f"{base}/v1/invites",
                json={"question_count": 1, "types": ["single"], "title": "Backend screen"},
                headers={"Authorization": f"Bearer {key}"},
            ).json()
            body = {
                "partner_test_id": invite["id"],
                "candidate": {"first_name": "Mei", "last_name": "Lin", "telegram": "@mei_lin"},
                "url": server.url_for(4242),
            }
            sent = post(
                f"{base}/v1/ats/greenhouse/send_test", json=body, headers={"Authorization": basic(key)}
            )
            assert sent.status_code == 200, sent.text
            server.interviews["4242"] = sent.json()["partner_interview_id"]
            token = parse_qs(urlsplit(sent.json()["test_url"]).query)["start"][0]
            candidate = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": "760001"}
            start = {
                "mode": "interview",
                "invite_token": token,
                "candidate": {"telegram_id": 760001, "username": "mei_lin"},
            }
            session = post(f"{base}/v1/sessions", json=start, headers=candidate).json()
            current = get(f"{base}/v1/sessions/{session['id']}/current", headers=candidate).json()
            answer = {"question_id": current["question"]["id"], "answer": "A", "idempotency_key": "k1"}
            done = post(f"{base}/v1/sessions/{session['id']}/answers", json=answer, headers=candidate)
            assert done.status_code == 200, done.text
            deadline = time.monotonic() + 30
            while not server.statuses and time.monotonic() < deadline:
                time.sleep(0.05)
            [patch] = server.received()
            [status] = server.statuses
    finally:
        api.send_signal(signal.SIGINT)
        api.communicate(timeout=30)
    assert patch.method == "PATCH" and patch.path == f"{TAKE_HOME_TESTS}/4242" and patch.body == b""
    assert patch.headers["Authorization"] == basic(key)
    assert status["http"] == 200 and status["partner_status"] == "complete"
    assert status["partner_score"] in (0.0, 100.0)  # one question, right or wrong
    assert status["metadata"]["session_id"] == session["id"]
