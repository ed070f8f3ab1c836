"""One SQLite file, three processes: two ``interview-bot api`` under candidates' answers and the CLI
writing beside them; one ``api`` killed with SIGKILL loses nothing it acknowledged, and the other goes
on serving (``tests/helpers/store_processes.py``).
"""

from __future__ import annotations

import json
import signal
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.ports import free_port
from tests.helpers.store_processes import (
    cli,
    cli_together,
    data_dir_with_index,
    deleted_store_files,
    serve_together,
)
from tests.helpers.topology import admin, process_env, stop_process

pytestmark = pytest.mark.slow


@pytest.fixture
def data_dir(tmp_path: Path, real_index: Any) -> Path:
    return data_dir_with_index(tmp_path, real_index)


class GivenUp(Exception):
    """A session given up after an unexpected status (kept in ``Load.errors``)."""


class Load:
    """Candidates answering through two ``api`` processes, each answer sent to either; what each
    acknowledged (200, recorded) is remembered as (session id, idempotency key, position)."""

    def __init__(self, bases: list[str], token: str, key: str) -> None:
        self.bases = bases
        self.token = token
        self.key = key
        self.acknowledged: list[tuple[str, str, int]] = []
        self.errors: list[str] = []
        self.stop = threading.Event()
        self.killed = threading.Event()  # the first process is gone: every request goes to the second

    def candidate(self, telegram_id: int) -> None:
        clients = [httpx.Client(base_url=base, timeout=30) for base in self.bases]
        headers = {"Authorization": f"Bearer {self.token}", "X-Telegram-User-Id": str(telegram_id)}
        turn = 0
        try:
            while not self.stop.is_set():
                turn += 1
                try:
                    self._session(clients, headers, telegram_id, turn)
                except (httpx.TransportError, GivenUp):  # killed under it, or an error (recorded)
                    continue
        finally:
            for client in clients:
                client.close()

    def _live(self, clients: list[httpx.Client], turn: int) -> httpx.Client:
        return clients[-1] if self.killed.is_set() else clients[turn % len(clients)]

    def _session(
        self, clients: list[httpx.Client], headers: dict[str, str], telegram_id: int, turn: int
    ) -> None:
        recruiter = {"Authorization": f"Bearer {self.key}"}
        invite = self._live(clients, turn).post(
            "/v1/invites",
            json={"question_count": 8, "types": ["single", "multi"], "reveal": "end"},
            headers=recruiter,
        )
        self._expect(invite, 201)
        body = {
            "mode": "interview",
            "invite_token": invite.json()["token"],
            "candidate": {"telegram_id": telegram_id, "name": "Li"},
        }
        started = self._live(clients, turn).post("/v1/sessions", json=body, headers=headers)
        if started.status_code == 409 and "session_id" in started.json():  # one left open by the kill
            session_id = started.json()["session_id"]
        else:
            self._expect(started, 201)
            session_id = started.json()["id"]
        step = 0
        while not self.stop.is_set():
            step += 1
            current = self._live(clients, turn + step).get(
                f"/v1/sessions/{session_id}/current", headers=headers
            )
            self._expect(current, 200)
            question = current.json()["question"]
            if question is None:
                return
            key = f"{session_id}:{question['id']}"
            answer = {"question_id": question["id"], "answer": "A", "idempotency_key": key}
            answered = self._live(clients, turn + step).post(
                f"/v1/sessions/{session_id}/answers", json=answer, headers=headers
            )
            self._expect(answered, 200)
            if answered.json()["recorded"]:
                self.acknowledged.append((session_id, key, answered.json()["position"]))

    def _expect(self, response: httpx.Response, status: int) -> None:
        if response.status_code != status:
            request = response.request
            self.errors.append(
                f"{request.method} {request.url.path}: {response.status_code} {response.text[:300]}"
            )
            raise GivenUp(request.url.path)


def test_two_apis_and_the_cli_under_answers_one_killed_loses_nothing_acknowledged(data_dir: Path) -> None:
    env = process_env(
        IBOT_DATA_DIR=str(data_dir),
        IBOT_RATE_LIMIT_CANDIDATE_PER_MINUTE="0",  # 0: no limit (a load, not a person)
        IBOT_RATE_LIMIT_KEY_PER_MINUTE="0",
    )
    database = data_dir / "interview-bot.db"
    ports = [free_port(), free_port()]
    first, second = serve_together(env, ports, data_dir.parent)
    try:
        token = (data_dir / "service_token").read_text().strip()
        # the organisation and its key before the load, in this process (about 1.3 s of CPU less than two
        # CLI processes): the CLI processes writing beside the serving APIs are the ones under the load below
        admin(["create-org", "Acme"], env)
        key = json.loads(admin(["create-key", "--org", "Acme", "--json"], env))["key"]
        load = Load([f"http://127.0.0.1:{port}" for port in ports], token, key)
        candidates = [threading.Thread(target=load.candidate, args=(9_000 + n,)) for n in range(8)]
        for thread in candidates:
            thread.start()
        held: list[str] = []
        spare = json.loads(cli(env, "admin", "create-key", "--org", "Acme", "--json"))
        held += deleted_store_files(first.pid, database) + deleted_store_files(second.pid, database)
        cli_together(  # two writers at once beside the two APIs
            env,
            ["admin", "revoke-key", spare["key_id"]],
            ["admin", "set-retention", "--org", "Acme", "--days", "30"],
        )
        held += deleted_store_files(first.pid, database) + deleted_store_files(second.pid, database)
        before_kill = len(load.acknowledged)
        load.killed.set()
        first.send_signal(signal.SIGKILL)
        first.wait()
        cli(env, "admin", "create-key", "--org", "Acme")
        # the survivor goes on serving after the CLI's write: the load gets answers recorded on it
        after_write = len(load.acknowledged)
        deadline = time.monotonic() + 60
        while len(load.acknowledged) < after_write + 10 and not load.errors and time.monotonic() < deadline:
            time.sleep(0.05)
        served_after_write = len(load.acknowledged) - after_write
        held += deleted_store_files(second.pid, database)
        load.stop.set()
        for thread in candidates:
            thread.join(timeout=60)
        assert httpx.get(f"http://127.0.0.1:{ports[1]}/readyz", timeout=30).status_code == 200
    finally:
        load_stopped = locals().get("load")
        if load_stopped is not None:
            load_stopped.stop.set()
        stop_process(first)
        stop_process(second)
    assert held == []
    assert load.errors == []
    assert before_kill > 20 and len(load.acknowledged) > before_kill  # the load ran before and after the kill
    assert served_after_write >= 10  # and the survivor went on answering after the CLI wrote beside it
    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        stored = connection.execute("SELECT session_id, idempotency_key, position FROM answers").fetchall()
    assert len(stored) == len(set(stored))
    missing = set(load.acknowledged) - set(stored)
    assert not missing, sorted(missing)[:5]
    assert len(load.acknowledged) == len(set(load.acknowledged))
