"""docs/http-api.md's recruiter flow pastes as written: its ``bash`` blocks, in order, in one shell, run
against a live ``interview-bot up`` (the CLI as a process, a throwaway data dir), each id a step returns
captured for the next — an organisation and a key, the bank, an invite, a candidate's interview to its
end, the sessions and the transcript."""

from __future__ import annotations

import json
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.api_fixtures import INDEX_DIRS
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED
from tests.helpers.topology import serve_cli

DOC = Path(__file__).resolve().parents[2] / "docs" / "http-api.md"
pytestmark = pytest.mark.slow


def flow_blocks() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    flow = text[text.index("## The recruiter flow") : text.index("### Integrity signals")]
    return re.findall(r"^```bash\n(.*?)^```", flow, flags=re.S | re.M)


def test_the_recruiter_flow_runs_as_written(tmp_path: Path, real_index: Any) -> None:
    blocks = flow_blocks()
    assert len(blocks) >= 6
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    port = free_port()
    script = Path(sys.executable).with_name("interview-bot")
    env = {
        "PATH": "/usr/bin:/bin",  # as after the README's commands: the CLI is not on the PATH
        "HOME": str(tmp_path),
        "IBOT_DATA_DIR": str(data_dir),
        "IBOT_DRAW_SEED": str(DRAW_SEED),  # the same questions every run
        "API": f"http://127.0.0.1:{port}",
        "IB": str(script),
    }
    server = serve_cli(["up"], env, port)
    try:
        shell = "set -euo pipefail\n" + "\n".join(blocks) + '\necho "SESSION=$SESSION"\n'
        done = subprocess.run(
            ["bash", "-c", shell], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300
        )
    finally:
        server.send_signal(signal.SIGINT)
        server.communicate(timeout=30)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    out = done.stdout
    compact = out.replace(" ", "")
    assert '"status":404' not in compact and '"status":409' not in compact, out[-3000:]  # no problem
    assert out.count('"recorded":true') == 2, out[-3000:]
    session_id = re.search(r"^SESSION=([0-9a-f]{32})$", out, flags=re.M)
    assert session_id, out[-2000:]
    # the JSON transcript of step 6 (curl prints no newline: read the object where it starts)
    transcript, _ = json.JSONDecoder().raw_decode(out, out.index('{"session":'))
    assert transcript["session"]["id"] == session_id.group(1) and len(transcript["answers"]) == 2
    assert transcript["session"]["status"] == "finished"
