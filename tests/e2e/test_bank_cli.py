"""The installed ``interview-bot`` console script as a real process: ``bank list`` as a user runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.helpers.paths import ROOT


def test_console_script_runs_as_a_real_process(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "interview-bot"
    env = {**os.environ, "IBOT_DATA_DIR": str(tmp_path / "data")}
    result = subprocess.run(
        [str(script), "bank", "list", "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert all({"id", "status", "key", "source_key"} <= set(item) for item in json.loads(result.stdout))
    listed = {item["id"]: item for item in json.loads(result.stdout)}
    assert sum(item["status"] == "active" for item in listed.values()) >= 48
    # The recruiter's listing carries the curator's note about the source, which candidates never see.
    assert "源" in listed["seed002-12"]["curator_note"] and listed["seed002-12"]["status"] == "active"
