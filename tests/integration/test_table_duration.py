"""A session's duration as the sessions table and its CSV give it, on SQLite and PostgreSQL: the figure
of the session's summary, to the millisecond (SQLite's date arithmetic, which sorts the table, keeps
each end to its millisecond: it must not be the figure shown)."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import current_question, invite, post_answer, right_answer, start
from tests.helpers.console import sign_in

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

CANDIDATE = 8820


async def test_the_table_and_its_csv_give_the_summarys_duration(api: Api) -> None:
    made = await invite(api, question_count=1, types=["single"])
    api.clock.stop()
    # the first question 0.4 ms past a whole millisecond, the answer 7000.2 ms later (0.6 ms past one):
    # 7.000 s to the millisecond, where each end rounded to its millisecond would make it 7.001
    api.clock.stopped_at = datetime.now(UTC).replace(microsecond=400)
    session_id = (await start(api, CANDIDATE, made["token"]))["id"]
    question, _ = await current_question(api, CANDIDATE, session_id)
    api.clock.advance(7.0002)
    await post_answer(api, CANDIDATE, session_id, question.id, right_answer(question), "a0")
    key = await api.recruiter_key("Acme")
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "finished" and summary["duration_s"] == 7.0
    await sign_in(api.client, key)
    exported = (await api.client.get("/console/sessions.csv", params={"sort": "duration"})).text
    [row] = [
        r for r in csv.DictReader(io.StringIO(exported.lstrip("\ufeff"))) if r["session_id"] == session_id
    ]
    assert float(row["duration_s"]) == summary["duration_s"]
