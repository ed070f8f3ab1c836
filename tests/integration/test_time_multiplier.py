"""Accommodations: an invite's ``time_multiplier`` (1.0–3.0) scales every per-question and total limit;
the session, the transcript (JSON, Markdown, HTML) and the deadline show it, and the clock enforces the
scaled limits."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import TWO_SHOWN_EACH, answer, make_invite, question_view, start
from tests.helpers.fake_api import api, fake_index, sqlite_url

__all__ = ["api", "fake_index", "sqlite_url"]


@pytest.mark.parametrize("value", [0, 0.99, 3.01, 10, -1.5, "abc", "١.٥", None, [1.5]])
async def test_multipliers_outside_one_to_three_are_refused(api: Api, value: Any) -> None:
    key = api.recruiter(await api.recruiter_key("Acme"))
    body = {"question_count": 1, "time_multiplier": value}
    response = await api.client.post("/v1/invites", json=body, headers=key)
    assert response.status_code == 422, response.text
    raw = await api.client.post(
        "/v1/invites",
        content=b'{"question_count": 1, "time_multiplier": NaN}',
        headers={**key, "Content-Type": "application/json"},
    )
    assert raw.status_code == 422
    assert (await api.client.get("/v1/invites", headers=key)).json()["items"] == []


async def test_a_one_and_a_half_multiplier_is_shown_and_enforced(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api,
        key,
        defaults=TWO_SHOWN_EACH,
        question_count=3,
        types=["single"],
        time_limit_s=60,
        total_time_limit_s=600,
        time_multiplier=1.5,
    )
    assert (
        invite["time_multiplier"] == 1.5 and invite["time_limit_s"] == 60
    )  # the invite keeps what was asked
    session = await start(api, 720001, invite["token"])
    assert session["time_limit_s"] == 90 and session["total_time_limit_s"] == 900
    assert session["time_multiplier"] == 1.5
    sid = session["id"]

    first = await question_view(api, 720001, sid)
    current = await api.client.get(f"/v1/sessions/{sid}/current", headers=api.candidate(720001))
    deadline = datetime.fromisoformat(current.json()["deadline"])
    assert timedelta(seconds=89) < deadline - api.ctx.now() <= timedelta(seconds=90)
    api.clock.advance(80)  # past the unscaled 60 s, within the scaled 90 s: on time
    on_time = await answer(api, 720001, sid, first["id"], "A", "m-1")
    assert on_time.status_code == 200 and on_time.json()["timed_out"] is False

    second = await question_view(api, 720001, sid)
    api.clock.advance(95)  # past the scaled 90 s (and its grace): late
    late = await answer(api, 720001, sid, second["id"], "A", "m-2")
    assert late.status_code == 200 and late.json()["timed_out"] is True

    await question_view(api, 720001, sid)
    api.clock.advance(900 - 175 + 5)  # past the scaled total of 900 s (the unscaled 600 s long gone)
    summary = await api.client.get(f"/v1/sessions/{sid}", headers=api.recruiter(key))
    assert summary.json()["status"] == "expired"

    transcript = await api.client.get(f"/v1/sessions/{sid}/transcript", headers=api.recruiter(key))
    assert transcript.json()["session"]["time_multiplier"] == 1.5
    markdown = (
        await api.client.get(f"/v1/sessions/{sid}/transcript?format=md", headers=api.recruiter(key))
    ).text
    assert "时间倍数 1.5×" in markdown and "每题 90 s" in markdown and "总时长 900 s" in markdown
    html = (
        await api.client.get(f"/v1/sessions/{sid}/transcript?format=html", headers=api.recruiter(key))
    ).text
    assert "时间倍数 1.5×" in html


async def test_without_a_multiplier_nothing_changes(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api, key, defaults=TWO_SHOWN_EACH, question_count=1, types=["single"], time_limit_s=60
    )
    assert invite["time_multiplier"] == 1.0
    session = await start(api, 720002, invite["token"])
    assert session["time_limit_s"] == 60 and session["time_multiplier"] == 1.0
    markdown = await api.client.get(
        f"/v1/sessions/{session['id']}/transcript?format=md", headers=api.recruiter(key)
    )
    assert "时间倍数" not in markdown.text
