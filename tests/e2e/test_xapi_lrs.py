"""xAPI statements delivered to a real LRS (ralph-malph, filesystem backend) through the webhook outbox,
by the API as a real process: an interview's ``attempted``, ``answered`` (one per answer, with its
result and duration) and ``completed`` (scaled score) read back from the LRS; recorded while the LRS
is down, kept across a SIGKILL of the API, and delivered once both are up again, each statement once."""

from __future__ import annotations

import json
import os
import shutil
import signal
from pathlib import Path
from typing import Any

import pytest

from api.services.webhooks._xapi import actor_name
from tests.helpers.api_fixtures import INDEX_DIRS, SERVICE_TOKEN
from tests.helpers.lrs import lrs
from tests.helpers.ports import free_port
from tests.helpers.seeds import DRAW_SEED

# an API process just started answers its first requests slowly on a busy machine: httpx's default
# of 5 s read timeout failed these tests under load, though nothing was wrong
from tests.helpers.topology import cli_recruiter_key, get, post, serve_cli

pytestmark = pytest.mark.slow
VERB = "http://adlnet.gov/expapi/verbs/"


def _interview(base: str, key: dict[str, str], telegram_id: int, answers: list[str]) -> dict[str, Any]:
    """An interview of ``len(answers)`` single-choice questions, answered in turn; its JSON transcript."""
    candidate = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(telegram_id)}
    invite = post(
        f"{base}/v1/invites",
        json={"question_count": len(answers), "types": ["single"], "title": "Platform screen"},
        headers=key,
    ).json()
    start = {"mode": "interview", "invite_token": invite["token"], "candidate": {"telegram_id": telegram_id}}
    session = post(f"{base}/v1/sessions", json=start, headers=candidate).json()
    for number, text in enumerate(answers):
        current = get(f"{base}/v1/sessions/{session['id']}/current", headers=candidate).json()
        body = {"question_id": current["question"]["id"], "answer": text, "idempotency_key": f"k{number}"}
        done = post(f"{base}/v1/sessions/{session['id']}/answers", json=body, headers=candidate)
        assert done.status_code == 200, done.text
    transcript = get(f"{base}/v1/sessions/{session['id']}/transcript", headers=key)
    assert transcript.status_code == 200
    return dict(transcript.json())


def test_statements_recorded_while_the_lrs_is_down_survive_a_killed_api(
    tmp_path: Path, real_index: Any
) -> None:
    data_dir = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data_dir)
    with lrs(tmp_path / "lrs", started=False) as store:
        env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
        env |= {
            "IBOT_DATA_DIR": str(data_dir),
            "IBOT_DRAW_SEED": str(DRAW_SEED),
            "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
            "IBOT_XAPI_URL": store.endpoint,
            "IBOT_XAPI_AUTH": store.auth,
            "IBOT_WEBHOOK_BACKOFF_BASE_S": "0.2",
            "IBOT_WEBHOOK_DELIVERY_TIMEOUT_S": "1",
            "IBOT_WEBHOOK_LEASE_MARGIN_S": "1",  # a delivery the killed process held is free 3 s later
            "IBOT_SHUFFLE_OPTIONS": "false",
        }
        key = {"Authorization": f"Bearer {cli_recruiter_key(env)}"}
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        first = serve_cli(["api"], env, port)
        try:  # the LRS is down: every attempt fails, the statements stay in the outbox
            transcript = _interview(base, key, 720001, ["A", "B", "C"])
        finally:
            first.send_signal(signal.SIGKILL)
            first.wait(timeout=30)
        store.start()
        second = serve_cli(["api"], env, port)
        try:
            statements = store.wait_for(5)
        finally:
            second.send_signal(signal.SIGINT)
            second.communicate(timeout=30)
    session = transcript["session"]
    verbs = sorted(s["verb"]["id"].removeprefix(VERB) for s in statements)
    assert verbs == ["answered"] * 3 + ["attempted", "completed"], verbs
    assert len({s["id"] for s in statements}) == 5
    registrations = {s["context"]["registration"] for s in statements}
    assert len(registrations) == 1
    assert {s["actor"]["account"]["name"] for s in statements} == {actor_name(SERVICE_TOKEN, 720001)}
    by_question = {
        s["object"]["id"].rsplit("/", 1)[-1]: s for s in statements if s["verb"]["id"].endswith("answered")
    }
    for answer in transcript["answers"]:
        statement = by_question[answer["question_id"]]
        result = statement["result"]
        assert result["response"] == answer["answer"]
        assert result["success"] == (answer["verdict"] == "correct")
        assert result["score"]["raw"] == pytest.approx(answer["points_awarded"])
        assert result["score"]["max"] == pytest.approx(answer["points"])
        assert result["duration"].startswith("PT") and result["duration"].endswith("S")
        assert statement["object"]["definition"]["interactionType"] == "choice"
        assert statement["context"]["contextActivities"]["parent"][0]["definition"]["name"] == {
            "und": "Platform screen"
        }
    [completed] = [s for s in statements if s["verb"]["id"].endswith("completed")]
    awarded = sum(a["points_awarded"] for a in transcript["answers"])
    total = sum(a["points"] for a in transcript["answers"])
    assert completed["result"]["completion"] is True
    assert completed["result"]["score"]["scaled"] == pytest.approx(round(awarded / total, 4))
    assert session["id"] in json.dumps(completed["context"]["extensions"])
