"""The Node.js receiver check printed in docs/webhooks.md, run by node against signatures the service
makes: a good one verifies; a changed body, another secret or an old timestamp is refused. (The Python
check of the same page runs against real deliveries in test_webhooks.py.)"""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from api.services.webhooks._signing import signature_header

DOC = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"
NODE = shutil.which("node")


def node_verify(secret: str, header: str, body: bytes) -> bool:
    block = DOC.read_text(encoding="utf-8").split("```js\n", 1)[1].split("```", 1)[0]
    call = (
        f"\nprocess.stdout.write(String(verify({json.dumps(secret)}, {json.dumps(header)}, "
        f"Buffer.from({json.dumps(base64.b64encode(body).decode())}, 'base64'))));\n"
    )
    assert NODE is not None
    run = subprocess.run([NODE, "-e", block + call], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return {"true": True, "false": False}[run.stdout.strip()]


@pytest.mark.skipif(
    NODE is None,
    reason="node is not installed: the Node.js check in docs/webhooks.md is NOT run (apt-get install nodejs)",
)
def test_the_documented_node_check_verifies_and_refuses() -> None:
    secret = "whsec_" + "k" * 43
    body = json.dumps(
        {"id": "evt_1", "type": "session.finished", "data": {"name": "张伟"}}, ensure_ascii=False
    )
    raw = body.encode()
    now = int(time.time())
    assert node_verify(secret, signature_header(secret, now, raw), raw)
    assert not node_verify(secret, signature_header(secret, now, raw), raw + b" ")
    assert not node_verify("whsec_another", signature_header(secret, now, raw), raw)
    assert not node_verify(secret, signature_header(secret, now - 400, raw), raw)  # replayed late
    assert not node_verify(secret, "t=abc,v1=00", raw)
