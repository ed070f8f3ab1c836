"""One SQLite file, two processes: ``interview-bot api`` serving while the CLI (``admin``, ``bank
import``) writes to the same store, as the recruiter's guide tells people to do, then 50 requests that
must all succeed. Real processes, a real port, the default settings (``tests/helpers/store_processes.py``).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.banks import BANK_FILES
from tests.helpers.ports import free_port
from tests.helpers.store_processes import cli, cli_together, data_dir_with_index, deleted_store_files
from tests.helpers.topology import get, process_env, serve_cli, stop_process

pytestmark = pytest.mark.slow


@pytest.fixture
def data_dir(tmp_path: Path, real_index: Any) -> Path:
    return data_dir_with_index(tmp_path, real_index)


def pick(question: dict[str, Any]) -> str:
    """An answer the grader reads (right or wrong): the first option, or "true" for a true/false one."""
    return "对" if question["type"] == "truefalse" else "A"


def candidate_turns(base: str, token: str, key: str, telegram_id: int, recorded: list[bool]) -> list[int]:
    """A candidate starts an interview from a fresh invite and answers it to its end: every status
    (whether each answer was recorded goes to ``recorded``)."""
    statuses = []
    with httpx.Client(base_url=base, timeout=30) as client:
        invite = client.post(
            "/v1/invites",
            json={"question_count": 3, "types": ["single", "multi", "truefalse"], "reveal": "end"},
            headers={"Authorization": f"Bearer {key}"},
        )
        statuses.append(invite.status_code)
        candidate = {"Authorization": f"Bearer {token}", "X-Telegram-User-Id": str(telegram_id)}
        started = client.post(
            "/v1/sessions",
            json={
                "mode": "interview",
                "invite_token": invite.json()["token"],
                "candidate": {"telegram_id": telegram_id, "name": "Li"},
            },
            headers=candidate,
        )
        statuses.append(started.status_code)
        session_id = started.json()["id"]
        for _ in range(3):
            current = client.get(f"/v1/sessions/{session_id}/current", headers=candidate)
            statuses.append(current.status_code)
            question = current.json()["question"]
            if question is None:
                break
            answered = client.post(
                f"/v1/sessions/{session_id}/answers",
                json={
                    "question_id": question["id"],
                    "answer": pick(question),
                    "idempotency_key": question["id"],
                },
                headers=candidate,
            )
            statuses.append(answered.status_code)
            recorded.append(answered.json().get("recorded", False))
        statuses.append(client.get("/v1/sessions", headers={"Authorization": f"Bearer {key}"}).status_code)
    return statuses


def test_the_cli_writes_while_the_api_serves_and_every_request_after_succeeds(data_dir: Path) -> None:
    env, port = process_env(IBOT_DATA_DIR=str(data_dir)), free_port()
    base = f"http://127.0.0.1:{port}"
    database = data_dir / "interview-bot.db"
    api = serve_cli(["api"], env, port)
    try:
        token = (data_dir / "service_token").read_text().strip()
        cli(env, "admin", "create-org", "Acme")
        # the commands that need not wait for one another run at once: writers beside each other too
        created = cli_together(env, *[["admin", "create-key", "--org", "Acme", "--json"]] * 2)
        key, spare = json.loads(created[0])["key"], json.loads(created[1])
        assert get(f"{base}/v1/invites", headers={"Authorization": f"Bearer {key}"}).status_code == 200
        cli_together(
            env,
            ["admin", "revoke-key", spare["key_id"]],
            ["bank", "import", "--org", "Acme", str(BANK_FILES / "k8s.gift")],
            ["admin", "set-retention", "--org", "Acme", "--days", "30"],
        )
        assert deleted_store_files(api.pid, database) == []

        statuses: list[int] = []
        answered: list[bool] = []
        telegram_id = 7_000
        while len(statuses) < 50:
            telegram_id += 1
            statuses += candidate_turns(base, token, key, telegram_id, answered)
        assert statuses == [status for status in statuses if status in (200, 201)], statuses
        revoked = get(f"{base}/v1/invites", headers={"Authorization": f"Bearer {spare['key']}"})
        assert revoked.status_code == 401
        assert get(f"{base}/readyz").status_code == 200
        assert deleted_store_files(api.pid, database) == []
        recorded = sum(answered)
        assert recorded == len(answered) >= 12
    finally:
        stop_process(api)  # type: ignore[arg-type]
    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert connection.execute("SELECT count(*) FROM answers").fetchone()[0] == recorded
