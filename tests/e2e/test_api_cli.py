"""``interview-bot up`` / ``api``: real processes, a real port, Ctrl-C; ``admin`` beside them. ``up``
with a bot token, the bot in the same process, is ``tests/e2e/test_up_bot.py``.

The ``admin`` commands run in this process (``tests/helpers/topology.run_command``): what they do to a
store a serving process holds is the subject here, and ``admin`` as a process of its own beside a
serving API is ``tests/e2e/test_sqlite_cli_beside_api.py``'s."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.api_fixtures import INDEX_DIRS
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.topology import get, post, run_command, serve_cli

pytestmark = pytest.mark.slow


def _env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    return {**env, "IBOT_DATA_DIR": str(data_dir), "IBOT_DRAW_SEED": str(DRAW_SEED), **extra}


@pytest.fixture
def data_dir(tmp_path: Path, real_index: Any) -> Path:
    """A data dir whose index is already built (a copy of the session's), so `up` need not embed."""
    target = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], target)
    return target


def _stop(process: subprocess.Popen[str]) -> str:
    process.send_signal(signal.SIGINT)
    output, _ = process.communicate(timeout=30)
    assert process.returncode == 0, output
    return output


def test_up_serves_creates_the_token_and_stops_on_ctrl_c(data_dir: Path) -> None:
    env, port = _env(data_dir), free_port()
    process = serve_cli(["up"], env, port)
    try:
        assert (data_dir / "service_token").exists()
        assert run_command(["admin", "create-org", "Acme"], env).exit_code == 0
        assert run_command(["admin", "create-org", "Acme"], env).exit_code == 1
        created = run_command(["admin", "create-key", "--org", "Acme", "--json"], env)
        issued = json.loads(created.stdout)
        assert issued["org"] == "Acme" and issued["key"].startswith("ibk_")
        invite = post(
            f"http://127.0.0.1:{port}/v1/invites",
            json={"question_count": 2},
            headers={"Authorization": f"Bearer {issued['key']}"},
        )
        assert invite.status_code == 201 and invite.json()["deep_link"].startswith("https://t.me/")
        keys = run_command(["admin", "list-keys", "--org", "Acme"], env).stdout
        assert issued["key"] not in keys and issued["key_id"] in keys
        assert run_command(["admin", "revoke-key", issued["key_id"]], env).exit_code == 0
        denied = get(
            f"http://127.0.0.1:{port}/v1/invites", headers={"Authorization": f"Bearer {issued['key']}"}
        )
        assert denied.status_code == 401
    finally:
        output = _stop(process)
    assert f"http://127.0.0.1:{port}/docs" in output and "admin create-key" in output and "stopped." in output
    assert f"console: http://127.0.0.1:{port}/console" in output  # where a recruiter signs in
    token = (data_dir / "service_token").read_text().strip()
    assert token not in output and issued["key"] not in output


def test_api_command_serves_without_the_bot(data_dir: Path) -> None:
    env, port = _env(data_dir, IBOT_TELEGRAM_TOKEN="123456:ABCDEFabcdef_test_token_xyz"), free_port()
    process = serve_cli(["api"], env, port)
    try:
        assert get(f"http://127.0.0.1:{port}/healthz").json() == {"status": "ok"}
    finally:
        output = _stop(process)
    assert "Telegram bot" not in output
