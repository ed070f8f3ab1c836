"""An answer that arrived after its question's time (and grace) earns 0 points and is not judged: the
candidate reads "本题得 0 分（不算答错）", and every reader of the record says the same — the JSON
transcript and the candidate's result (verdict ``invalid``, timed out), the CSV, the Markdown and the
console's session page (无效 · 超时, never 错误). A right answer sent late is the case that shows it. On
SQLite and PostgreSQL: the verdict is what the store keeps."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime
from typing import Any

import pytest
from alembic import command
from sqlalchemy import text

from api.store.engine import alembic_config, make_engine, migrate
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, current_question, invite, right_answer, start
from tests.helpers.console import sign_in

pytestmark = pytest.mark.both_stores
CANDIDATE = 8870


async def test_a_right_answer_sent_late_is_late_not_wrong_wherever_it_is_read(api: Api) -> None:
    made = await invite(api, question_count=2, types=["single"], time_limit_s=30, language="zh")
    session_id = (await start(api, CANDIDATE, made["token"]))["id"]
    api.clock.stop()
    question, _ = await current_question(api, CANDIDATE, session_id)
    api.clock.advance(45)
    late = await answer(api, CANDIDATE, session_id, question.id, right_answer(question))
    assert late.status_code == 200, late.text
    result = late.json()
    assert (result["verdict"], result["timed_out"], result["points_awarded"]) == ("invalid", True, 0.0)

    key = await api.recruiter_key("Acme")
    path = f"/v1/sessions/{session_id}/transcript"
    recruiter = api.recruiter(key)
    [entry] = (await api.client.get(path, headers=recruiter)).json()["answers"]
    assert (entry["verdict"], entry["timed_out"], entry["points_awarded"]) == ("invalid", True, 0.0)
    assert entry["parsed"]["graded"]["verdict"] == "correct"  # what it would have earned in time

    table = (await api.client.get(path, params={"format": "csv"}, headers=recruiter)).text
    [row] = csv.DictReader(io.StringIO(table.lstrip("\ufeff")))
    assert row["verdict"] == "invalid", row

    markdown = (await api.client.get(path, params={"format": "md"}, headers=recruiter)).text
    assert "**无效**" in markdown and "超时" in markdown and "错误" not in markdown, markdown

    await sign_in(api.client, key)
    await api.client.get("/console/lang/zh")
    page = (await api.client.get(f"/console/sessions/{session_id}")).text
    assert 'data-verdict="invalid">无效</span>' in page and 'data-verdict="incorrect"' not in page


T = datetime(2026, 1, 1, tzinfo=UTC)
# (position, verdict, skipped, timed_out, the grade in time in ``parsed``) as stored before 0031
STORED = [
    (0, "incorrect", False, True, "correct"),  # a right answer sent late
    (1, "invalid", False, True, "invalid"),  # an unreadable answer sent late
    (2, "invalid", True, True, None),  # the timer closed it, nothing typed
    (3, "incorrect", False, False, "incorrect"),  # wrong, in time
]


async def _verdicts(engine: Any) -> list[str]:
    async with engine.connect() as connection:
        rows = await connection.execute(text("SELECT verdict FROM answers ORDER BY position"))
        return [verdict for (verdict,) in rows]


async def test_0031_stores_the_late_answers_kept_before_as_invalid(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        await migrate(engine, "0030_item_parameter_flag")
        async with engine.begin() as connection:
            await connection.execute(
                text(
                    "INSERT INTO candidates (telegram_id, name, username, language, created_at)"
                    " VALUES (1, 'c', 'c', 'zh', :t)"
                ),
                {"t": T},
            )
            await connection.execute(
                text(
                    "INSERT INTO sessions (id, mode, status, candidate_id, plan, position, reveal, language,"
                    " topics, review, hints_used, begun, started_at, shown_at, answered)"
                    " VALUES ('s1', 'practice', 'finished', 1, '[\"q0\", \"q1\", \"q2\", \"q3\"]', 4, 'each',"
                    " 'zh', '[]', false, 0, true, :t, :t, 4)"
                ),
                {"t": T},
            )
            for position, verdict, skipped, timed_out, in_time in STORED:
                graded = {} if in_time is None else {"graded": {"verdict": in_time, "score": 0.0}}
                await connection.execute(
                    text(
                        "INSERT INTO answers (session_id, position, question_id, idempotency_key, answer,"
                        " verdict, score, points, points_awarded, hints_used, shown_at, answered_at, shown,"
                        " parsed, rationale, grader, skipped, timed_out, time_taken_ms) VALUES ('s1', :p,"
                        " :q, :q, 'A', :v, 0, 1, 0, 0, :t, :t, '{}', :parsed, '', 'rules', :skipped,"
                        " :timed_out, 0)"
                    ),
                    {
                        "p": position,
                        "q": f"q{position}",
                        "v": verdict,
                        "t": T,
                        "parsed": json.dumps(graded),
                        "skipped": skipped,
                        "timed_out": timed_out,
                    },
                )
        await migrate(engine, "0031_late_answers_invalid")
        assert await _verdicts(engine) == ["invalid", "invalid", "invalid", "incorrect"]
        async with engine.begin() as connection:  # and back: only the late answer that could be read
            await connection.run_sync(
                lambda sync: command.downgrade(alembic_config(sync), "0030_item_parameter_flag")
            )
        assert await _verdicts(engine) == [verdict for _, verdict, *_ in STORED]
    finally:
        await engine.dispose()
